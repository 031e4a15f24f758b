package ephemeris.embed;

import java.time.Duration;

/**
 * The gate every call into ONNX Runtime's native library passes: the process's shutdown closes it, after
 * which no call starts (a session being created when the JVM exits crashes the process, since exit
 * tears down the library's globals under the calling thread), and the shutdown waits a bounded time for
 * the calls already inside to come out.
 */
public final class NativeCalls {
    private static final Object LOCK = new Object();
    private static int inside;
    private static boolean closed;

    private NativeCalls() {
    }

    /** A call into the library, or the reason none may start. */
    @FunctionalInterface
    public interface Call<T, E extends Exception> {
        T run() throws E;
    }

    /**
     * Runs {@code call} unless shutdown has begun.
     *
     * @throws ShuttingDownException when the gate is closed; the call did not run
     */
    public static <T, E extends Exception> T run(Call<T, E> call) throws E {
        synchronized (LOCK) {
            if (closed) {
                throw new ShuttingDownException();
            }
            inside++;
        }
        try {
            return call.run();
        } finally {
            synchronized (LOCK) {
                inside--;
                LOCK.notifyAll();
            }
        }
    }

    /**
     * Closes the gate and waits up to {@code wait} for the calls inside to return.
     *
     * @return true when none is left inside, so the library may be torn down
     */
    public static boolean close(Duration wait) {
        long end = System.nanoTime() + wait.toNanos();
        synchronized (LOCK) {
            closed = true;
            while (inside > 0) {
                long left = end - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    LOCK.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return inside == 0;
                }
            }
            return true;
        }
    }

    /** Whether the gate is closed: the process is shutting down. */
    public static boolean isClosed() {
        synchronized (LOCK) {
            return closed;
        }
    }

    /** A native call refused because the process is shutting down. */
    public static final class ShuttingDownException extends IllegalStateException {
        ShuttingDownException() {
            super("shutting down");
        }
    }
}
