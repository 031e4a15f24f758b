package ephemeris.ui.model;

import java.util.function.Consumer;

/**
 * Runs work away from the UI thread and reports back on it. The window uses an implementation backed by
 * {@code javafx.concurrent.Task}; tests use {@link SameThreadBackground}, which runs everything at once.
 */
public interface Background {
    /** Work that can watch for cancellation and publish progress. */
    @FunctionalInterface
    interface Work<T> {
        T run(Context context) throws Exception;
    }

    /** What running work may ask of its runner; safe to call from any thread. */
    interface Context {
        boolean isCancelled();

        /** Hands a progress value to the UI thread; values may be coalesced, the last one always arrives. */
        void progress(Object value);
    }

    /** The callbacks, all called on the UI thread; none after the job is cancelled. */
    record Callbacks<T>(Consumer<T> succeeded, Consumer<Throwable> failed, Consumer<Object> progress) {
    }

    /** A submitted piece of work. */
    interface Job {
        /** Stops reporting; the work sees {@link Context#isCancelled()} turn true. */
        void cancel();

        boolean isDone();
    }

    <T> Job submit(String name, Work<T> work, Callbacks<T> callbacks);
}
