package ephemeris.engine;

/**
 * Receives progress while a wiki is opened. Called from worker threads, possibly often: a listener
 * that updates a UI must hand the value over to its own thread and coalesce.
 */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = p -> { };

    void update(Progress progress);
}
