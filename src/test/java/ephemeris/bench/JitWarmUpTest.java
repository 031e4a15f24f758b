package ephemeris.bench;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Warming up stops once the last 20 rounds spent under 5% of their time compiling, not before round 20. */
class JitWarmUpTest {
    /** A fake JVM: each round takes 100 ms and compiles for what the schedule says. */
    private static JitWarmUp.Result warmUp(java.util.function.IntToLongFunction compiledInRound) {
        AtomicLong nanos = new AtomicLong();
        AtomicLong compiled = new AtomicLong();
        int[] round = {0};
        return new JitWarmUp(nanos::get, compiled::get).run(() -> {
            round[0]++;
            nanos.addAndGet(100_000_000L);
            compiled.addAndGet(compiledInRound.applyAsLong(round[0]));
        });
    }

    @Test
    void aQuietCompilerStopsWarmingUpAfterTheMinimum() {
        assertEquals(new JitWarmUp.Result(20, true), warmUp(r -> 0));
    }

    @Test
    void warmingUpLastsUntilTwentyRoundsCompiledUnderFivePercentOfTheirTime() {
        // 200 ms of compiling in round 10; 20 rounds of 100 ms allow 99 ms: the window must pass round 10 first.
        assertEquals(new JitWarmUp.Result(30, true), warmUp(r -> r == 10 ? 200 : 0));
        // 4 ms a round is 80 ms a window (quiet); 5 ms a round is 100 ms (not quiet), so with 5 ms in each of the
        // first 40 rounds the window is quiet once one round without compiling is in it.
        assertEquals(new JitWarmUp.Result(20, true), warmUp(r -> 4));
        assertEquals(new JitWarmUp.Result(41, true), warmUp(r -> r <= 40 ? 5 : 0));
    }

    @Test
    void aCompilerThatNeverQuietsStopsAtTheMaximum() {
        assertEquals(new JitWarmUp.Result(JitWarmUp.MAX_ROUNDS, false), warmUp(r -> 50));
    }

    @Test
    void withoutCompileTimesItWarmsUpForTheMinimum() {
        int[] rounds = {0};
        JitWarmUp.Result r = new JitWarmUp(System::nanoTime, null).run(() -> rounds[0]++);
        assertEquals(new JitWarmUp.Result(JitWarmUp.MIN_ROUNDS, false), r);
        assertEquals(JitWarmUp.MIN_ROUNDS, rounds[0]);
    }

    @Test
    void theHeaderSaysWhatEndedWarmingUp() {
        assertEquals("until the JIT compiler spent under 5% of 20 rounds' time compiling", new JitWarmUp.Result(30, true).why(true));
        assertEquals("the JIT compiler still busy after the most rounds allowed", new JitWarmUp.Result(500, false).why(true));
        assertEquals("this JVM does not report compile time", new JitWarmUp.Result(20, false).why(false));
    }
}
