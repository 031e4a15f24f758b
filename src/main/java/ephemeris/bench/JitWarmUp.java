package ephemeris.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayDeque;
import java.util.function.LongSupplier;

/**
 * Rounds of questions asked before timing, until the JIT compiler is done with the query path. The window
 * and the MCP server run for hours, so the latency that matters is the compiled one; but on two cores the
 * JIT keeps compiling (and recompiling) the query path for a couple of hundred rounds, and rounds timed
 * while it does measure the compiler's work too. So warming up stops once the last {@link #WINDOW} rounds
 * spent less than {@link #QUIET_SHARE} of their wall time compiling, after at least {@link #MIN_ROUNDS}
 * and at most {@link #MAX_ROUNDS} rounds. Where the JVM does not report compilation time, it stops after
 * the minimum.
 */
final class JitWarmUp {
    static final int MIN_ROUNDS = 20;
    static final int MAX_ROUNDS = 500;
    static final int WINDOW = 20;
    static final double QUIET_SHARE = 0.05;

    /** How warming up ended: the rounds it took, and whether the compiler was quiet by then. */
    record Result(int rounds, boolean quiet) {
        /** What ended it, as the benchmark's header says it. */
        String why(boolean compileTimeReported) {
            if (quiet) {
                return String.format(java.util.Locale.ROOT, "until the JIT compiler spent under %.0f%% of %d rounds' time compiling",
                        100 * QUIET_SHARE, WINDOW);
            }
            return compileTimeReported ? "the JIT compiler still busy after the most rounds allowed"
                    : "this JVM does not report compile time";
        }
    }

    private final LongSupplier nanoClock;
    /** Milliseconds the JIT has compiled for since the JVM started, or null when not reported. */
    private final LongSupplier compileMillis;

    /** Whether this JVM reports its compile time (else warming up runs the minimum). */
    boolean reportsCompileTime() {
        return compileMillis != null;
    }

    JitWarmUp(LongSupplier nanoClock, LongSupplier compileMillis) {
        this.nanoClock = nanoClock;
        this.compileMillis = compileMillis;
    }

    /** Warming up timed by the JVM's own clock and compiler. */
    static JitWarmUp ofThisJvm() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean reported = jit != null && jit.isCompilationTimeMonitoringSupported();
        return new JitWarmUp(System::nanoTime, reported ? jit::getTotalCompilationTime : null);
    }

    /** One round of questions. */
    interface Round<E extends Exception> {
        void run() throws E;
    }

    /** Runs rounds until the compiler is quiet (or the minimum, where it says nothing). */
    <E extends Exception> Result run(Round<E> round) throws E {
        if (compileMillis == null) {
            for (int r = 0; r < MIN_ROUNDS; r++) {
                round.run();
            }
            return new Result(MIN_ROUNDS, false);
        }
        ArrayDeque<long[]> last = new ArrayDeque<>();
        long wallNanos = 0;
        long compiledMillis = 0;
        for (int r = 1; r <= MAX_ROUNDS; r++) {
            long c = compileMillis.getAsLong();
            long t = nanoClock.getAsLong();
            round.run();
            long[] spent = {nanoClock.getAsLong() - t, compileMillis.getAsLong() - c};
            last.addLast(spent);
            wallNanos += spent[0];
            compiledMillis += spent[1];
            if (last.size() > WINDOW) {
                long[] old = last.removeFirst();
                wallNanos -= old[0];
                compiledMillis -= old[1];
            }
            if (r >= MIN_ROUNDS && last.size() == WINDOW && compiledMillis * 1e6 < QUIET_SHARE * wallNanos) {
                return new Result(r, true);
            }
        }
        return new Result(MAX_ROUNDS, false);
    }
}
