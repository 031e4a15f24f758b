package ephemeris.engine;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heap is trimmed once after each quiet spell, never while activity keeps coming. */
class IdleMemoryTest {
    @Test
    void oneTrimAfterEachQuietSpell() throws InterruptedException {
        Semaphore trims = new Semaphore(0);
        IdleMemory idle = new IdleMemory(Duration.ofMillis(200), trims::release);
        try {
            idle.active();
            assertTrue(trims.tryAcquire(10, TimeUnit.SECONDS), "quiet after the activity: trimmed");
            assertFalse(trims.tryAcquire(600, TimeUnit.MILLISECONDS), "still quiet: not trimmed again");
            idle.active();
            assertTrue(trims.tryAcquire(10, TimeUnit.SECONDS), "a new spell of activity, then quiet: trimmed again");
        } finally {
            idle.stop();
        }
    }

    @Test
    void activityPostponesTheTrim() throws InterruptedException {
        Semaphore trims = new Semaphore(0);
        IdleMemory idle = new IdleMemory(Duration.ofSeconds(2), trims::release);
        try {
            for (int i = 0; i < 10; i++) { // 1 s of activity, each well inside the quiet time
                idle.active();
                Thread.sleep(100);
            }
            assertEquals(0, trims.availablePermits(), "activity kept coming: no trim yet");
            assertTrue(trims.tryAcquire(10, TimeUnit.SECONDS));
            assertEquals(0, trims.availablePermits(), "one trim for the whole spell");
        } finally {
            idle.stop();
        }
    }
}
