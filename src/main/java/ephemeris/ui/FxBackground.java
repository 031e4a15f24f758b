package ephemeris.ui;

import ephemeris.ui.model.Background;
import javafx.application.Platform;
import javafx.concurrent.Task;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Background work as {@link Task}s on daemon threads; results, failures and progress arrive on the FX
 * thread. Progress is coalesced: a worker may publish thousands of values, the UI sees at most one per
 * pulse, and always the last.
 */
final class FxBackground implements Background {
    private final ExecutorService executor = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "ephemeris-background");
        t.setDaemon(true);
        return t;
    });

    @Override
    public <T> Job submit(String name, Work<T> work, Callbacks<T> callbacks) {
        FxJob<T> job = new FxJob<>(work, callbacks);
        job.task.setOnSucceeded(e -> callbacks.succeeded().accept(job.task.getValue()));
        job.task.setOnFailed(e -> callbacks.failed().accept(job.task.getException()));
        executor.submit(job.task);
        return job;
    }

    private static final class FxJob<T> implements Job, Context {
        private final Task<T> task;
        private final AtomicReference<Object> pending = new AtomicReference<>();
        private final AtomicBoolean scheduled = new AtomicBoolean();
        private final Callbacks<T> callbacks;

        FxJob(Work<T> work, Callbacks<T> callbacks) {
            this.callbacks = callbacks;
            this.task = new Task<>() {
                @Override
                protected T call() throws Exception {
                    return work.run(FxJob.this);
                }
            };
        }

        @Override
        public void cancel() {
            // Not interrupting: an interrupt could break a file read mid-way; the work polls isCancelled().
            task.cancel(false);
        }

        @Override
        public boolean isDone() {
            return task.isDone();
        }

        @Override
        public boolean isCancelled() {
            return task.isCancelled();
        }

        @Override
        public void progress(Object value) {
            pending.set(value);
            if (scheduled.compareAndSet(false, true)) {
                Platform.runLater(() -> {
                    scheduled.set(false);
                    Object latest = pending.getAndSet(null);
                    if (latest != null && !task.isCancelled()) {
                        callbacks.progress().accept(latest);
                    }
                });
            }
        }
    }
}
