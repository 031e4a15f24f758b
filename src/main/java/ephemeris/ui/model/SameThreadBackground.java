package ephemeris.ui.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs work at once on the calling thread: view-model tests need no FX thread. It can also hold jobs
 * back ({@link #holding()}) so a test can start a question, ask another and see the first cancelled.
 */
public final class SameThreadBackground implements Background {
    private final boolean hold;
    private final List<Runnable> held = new ArrayList<>();

    private SameThreadBackground(boolean hold) {
        this.hold = hold;
    }

    public static SameThreadBackground immediate() {
        return new SameThreadBackground(false);
    }

    /** Jobs wait until {@link #runHeld()}. */
    public static SameThreadBackground holding() {
        return new SameThreadBackground(true);
    }

    /** Runs the jobs held so far, in order. */
    public void runHeld() {
        List<Runnable> now = new ArrayList<>(held);
        held.clear();
        now.forEach(Runnable::run);
    }

    public int heldCount() {
        return held.size();
    }

    @Override
    public <T> Job submit(String name, Work<T> work, Callbacks<T> callbacks) {
        SimpleJob job = new SimpleJob();
        Runnable run = () -> {
            if (job.cancelled) {
                return;
            }
            try {
                T result = work.run(job);
                job.done = true;
                if (!job.cancelled) {
                    callbacks.succeeded().accept(result);
                }
            } catch (Exception e) {
                job.done = true;
                if (!job.cancelled) {
                    callbacks.failed().accept(e);
                }
            }
        };
        job.progress = v -> {
            if (!job.cancelled) {
                callbacks.progress().accept(v);
            }
        };
        if (hold) {
            held.add(run);
        } else {
            run.run();
        }
        return job;
    }

    private static final class SimpleJob implements Job, Context {
        private volatile boolean cancelled;
        private volatile boolean done;
        private java.util.function.Consumer<Object> progress;

        @Override
        public void cancel() {
            cancelled = true;
        }

        @Override
        public boolean isDone() {
            return done || cancelled;
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }

        @Override
        public void progress(Object value) {
            progress.accept(value);
        }
    }
}
