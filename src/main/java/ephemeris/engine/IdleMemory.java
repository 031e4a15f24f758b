package ephemeris.engine;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Gives the heap a process no longer uses back to the system once a long-running process (the window,
 * {@code serve}, the MCP server) has been quiet a while: a full collection, which the launcher's heap options
 * ({@code -XX:-ShrinkHeapInSteps -XX:MaxHeapFreeRatio}) turn into a smaller heap. A window left open then
 * holds its live data, not the peak of its last question or of the index's catch-up.
 * <p>
 * Quiet means no question asked, no index change and no vectors computed for {@link #QUIET}; one collection a
 * quiet spell. Until {@link #startForThisProcess()}, nothing is scheduled: a one-shot command ends long before.
 */
public final class IdleMemory {
    /** Long enough that a user reading an answer or typing the next question is rarely met by the pause. */
    static final Duration QUIET = Duration.ofSeconds(10);
    private static IdleMemory process;

    private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1,
            Thread.ofPlatform().daemon().name("ephemeris-idle-memory").priority(Thread.MIN_PRIORITY).factory());
    private final Duration quiet;
    private final Runnable trim;
    private ScheduledFuture<?> pending;

    IdleMemory(Duration quiet, Runnable trim) {
        this.quiet = quiet;
        this.trim = trim;
        timer.setRemoveOnCancelPolicy(true); // each keystroke re-arms it: drop the old one at once
    }

    /** This process stays open: from now on, trim its heap after each quiet spell (once; later calls do nothing). */
    public static void startForThisProcess() {
        IdleMemory m;
        synchronized (IdleMemory.class) {
            if (process != null) {
                return;
            }
            process = new IdleMemory(QUIET, System::gc);
            m = process;
        }
        m.active();
    }

    /** Something happened (a question, an index change, vectors): the quiet spell starts again. */
    static void activity() {
        IdleMemory m;
        synchronized (IdleMemory.class) {
            m = process;
        }
        if (m != null) {
            m.active();
        }
    }

    synchronized void active() {
        if (pending != null) {
            pending.cancel(false);
        }
        pending = timer.schedule(trim, quiet.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Stops the timer; a trim not yet begun is dropped. */
    void stop() {
        timer.shutdownNow();
    }
}
