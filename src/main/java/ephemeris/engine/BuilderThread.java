package ephemeris.engine;

/**
 * The one background thread a {@link VectorBuilder} works on: started at most once, at the lowest priority so
 * questions and the window come first, and waited for on close.
 */
final class BuilderThread {
    private Thread thread;

    /** Starts {@code work} on the thread, unless it was started before. */
    synchronized void startOnce(Runnable work) {
        if (thread == null) {
            thread = Thread.ofPlatform().daemon().name("ephemeris-vectors").priority(Thread.MIN_PRIORITY).start(work);
        }
    }

    synchronized boolean started() {
        return thread != null;
    }

    /** Waits for the thread to end, for at most {@link Shutdown#BOUND}; at once when it never started. */
    void await() {
        Thread t;
        synchronized (this) {
            t = thread;
        }
        if (t != null) {
            try {
                // A model still loading or a page in hand: once the index closes it refuses their vectors.
                t.join(Shutdown.BOUND);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
