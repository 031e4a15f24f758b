package ephemeris.engine;

import ephemeris.embed.NativeCalls;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The process's orderly end, the same for the window, the command line and the MCP server, whether they
 * return or get SIGINT or SIGTERM: every open engine stops its background work (indexing, embedding, the
 * watcher) and closes its index, then the native gate closes and the calls inside it are given a bounded
 * time, and only then does the JVM run its shutdown hooks. That order matters: ONNX Runtime's own hook
 * frees its native environment, and a session being created at that moment crashes the process. Work
 * still inside the library after the wait is abandoned with {@link Runtime#halt}, which runs no hook.
 */
public final class Shutdown {
    private static final Logger LOG = Logger.getLogger(Shutdown.class.getName());
    /** How long the end waits for work in flight, per step. */
    static final Duration BOUND = Duration.ofSeconds(2);

    private static final Set<Engine> OPEN = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean BEGUN = new AtomicBoolean();
    private static final AtomicBoolean HOOKED = new AtomicBoolean();
    private static final java.util.concurrent.atomic.AtomicInteger STATUS = new java.util.concurrent.atomic.AtomicInteger(Integer.MIN_VALUE);
    private static final Object STOPPING = new Object();
    private static Boolean clean;

    private Shutdown() {
    }

    /**
     * Makes SIGINT, SIGTERM and SIGHUP end the process through {@link #exit} (with 130, 143 and 129, as the JVM would),
     * so the engines stop before any shutdown hook runs; and runs {@link #stop} from a hook too, for an
     * end that comes another way ({@code System.exit} elsewhere), halting when work is still inside the library.
     */
    public static void installHook() {
        if (HOOKED.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("ephemeris-shutdown").unstarted(() -> {
                if (!stop()) {
                    // An end that bypassed exit() with work still inside the library: no other hook may run.
                    halt(1);
                }
            }));
            onSignal("INT", 130);
            onSignal("TERM", 143);
            onSignal("HUP", 129);
        }
    }

    private static void onSignal(String name, int status) {
        try {
            // The handler runs on the JVM's signal thread, which must not wait: the orderly end gets its own.
            sun.misc.Signal.handle(new sun.misc.Signal(name),
                    s -> Thread.ofPlatform().name("ephemeris-sig" + name.toLowerCase(java.util.Locale.ROOT)).start(() -> exit(status)));
        } catch (IllegalArgumentException e) {
            LOG.log(Level.FINE, "SIG" + name + " keeps the JVM's own handling", e);
        }
    }

    /** Whether the process has begun to end: no engine opens any more. */
    public static boolean begun() {
        return BEGUN.get();
    }

    /**
     * Stops every open engine and closes the native gate. Idempotent: later calls wait for the first.
     *
     * @return true when no native call was left in flight
     */
    public static boolean stop() {
        synchronized (STOPPING) {
            if (clean != null) {
                return clean;
            }
            BEGUN.set(true);
            for (Engine e : List.copyOf(OPEN)) {
                try {
                    e.close();
                } catch (RuntimeException ex) {
                    LOG.log(Level.FINE, "Closing an engine at exit failed", ex);
                }
            }
            clean = NativeCalls.close(BOUND);
            return clean;
        }
    }

    /** Ends the process with {@code status} once {@link #stop} is done; the first caller's status wins (a signal's over main's). */
    public static void exit(int status) {
        STATUS.compareAndSet(Integer.MIN_VALUE, status);
        status = STATUS.get();
        boolean quiet = stop();
        System.out.flush();
        System.err.flush();
        if (!quiet) {
            halt(status);
        }
        System.exit(status);
    }

    static void opened(Engine engine) {
        OPEN.add(engine);
        if (BEGUN.get()) {
            OPEN.remove(engine);
            throw new IllegalStateException("Ephemeris is shutting down.");
        }
    }

    static void closed(Engine engine) {
        OPEN.remove(engine);
    }

    /** Ends the process at once, running no shutdown hook: none may free the native library under work still in it. */
    private static void halt(int status) {
        System.out.flush();
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }
}
