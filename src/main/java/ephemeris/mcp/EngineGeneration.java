package ephemeris.mcp;

import ephemeris.engine.Engine;

/**
 * One engine a {@link WatchingEngine} opened, and the calls still using it: once it is retired (its folder
 * has gone, or the session closes) it is closed when its last call returns, never under a running call.
 * Its counts are guarded by the owner's lock, so that taking the current generation and counting a call
 * on it happen as one step.
 */
final class EngineGeneration {
    final Engine engine;
    private final Object lock;
    private int users;
    private boolean retired;

    EngineGeneration(Engine engine, Object lock) {
        this.engine = engine;
        this.lock = lock;
    }

    /** Counts a call on this engine; the caller holds the owner's lock. */
    void acquire() {
        users++;
    }

    /** A call has returned: closes the engine if it was retired and this was its last call. */
    void release() {
        boolean close;
        synchronized (lock) {
            users--;
            close = retired && users == 0;
        }
        if (close) {
            engine.close();
        }
    }

    /** No new calls will take this engine: closes it now if no call is using it, else after the last one. */
    void retire() {
        boolean close;
        synchronized (lock) {
            retired = true;
            close = users == 0;
        }
        if (close) {
            engine.close();
        }
    }
}
