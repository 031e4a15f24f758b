package ephemeris.ui;

import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** What the window tests share: skipping without an X server, and waiting for the window to catch up. */
final class WindowTests {
    private WindowTests() {
    }

    /** Skips the test class when there is no X server to open a window on. */
    static void needDisplay() {
        assumeTrue(System.getenv("DISPLAY") != null && !System.getenv("DISPLAY").isBlank(), "no X server: run under xvfb-run -a");
    }

    /** Waits up to {@code seconds} for the condition, then for the FX thread's pending events. */
    static void waitFor(int seconds, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (TimeoutException e) {
            throw new AssertionError("timed out", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
