package ephemeris.engine;

import ephemeris.embed.NativeCalls;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
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
 * watcher) and closes its index, then the native gate closes, so nothing starts creating a model session
 * while the JVM exits. Work still inside the native library after a bounded wait is abandoned: the
 * process then ends without running the library's teardown, which would pull it from under that work.
 */
public final class Shutdown {
    private static final Logger LOG = Logger.getLogger(Shutdown.class.getName());
    /** How long the end waits for work in flight, per step. */
    static final Duration BOUND = Duration.ofSeconds(2);

    private static final Set<Engine> OPEN = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean BEGUN = new AtomicBoolean();
    private static final AtomicBoolean HOOKED = new AtomicBoolean();
    private static final Object STOPPING = new Object();
    private static Boolean clean;

    private Shutdown() {
    }

    /** Runs {@link #stop} when the JVM is asked to end (a signal, or {@code System.exit} from anywhere). */
    public static void installHook() {
        if (HOOKED.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("ephemeris-shutdown").unstarted(() -> {
                if (!stop()) {
                    // Only a signal gets here with work still inside the library (exit() below stops first).
                    halt(143);
                }
            }));
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

    /** Ends the process with {@code status} once {@link #stop} is done. */
    public static void exit(int status) {
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

    /**
     * Ends the process at once, without the C library's exit handlers: those tear down the native
     * library's globals under a thread still inside it. Falls back to {@link Runtime#halt}.
     */
    private static void halt(int status) {
        System.out.flush();
        System.err.flush();
        try {
            Linker linker = Linker.nativeLinker();
            MethodHandle exit = linker.downcallHandle(linker.defaultLookup().find("_exit").orElseThrow(),
                    FunctionDescriptor.ofVoid(ValueLayout.JAVA_INT));
            exit.invokeExact(status);
        } catch (Throwable t) {
            LOG.log(Level.FINE, "_exit is not available", t);
        }
        Runtime.getRuntime().halt(status);
    }
}
