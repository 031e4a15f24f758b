package ephemeris.ui;

import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What the window tests share: skipping without an X server, waiting for the window to catch up, and running
 * script in the preview.
 */
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

    /** Runs {@code call} on the FX thread and returns what it returns. */
    static Object onFx(java.util.concurrent.Callable<Object> call) {
        try {
            return WaitForAsyncUtils.asyncFx(call).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** What the script gives in the preview's page. */
    static Object previewScript(org.testfx.api.FxRobot robot, String js) {
        javafx.scene.web.WebView web = robot.lookup("#preview").queryAs(javafx.scene.web.WebView.class);
        return onFx(() -> web.getEngine().executeScript(js));
    }

    /** Waits until the preview's page has loaded and the window's own script runs in it. */
    static void waitForPreviewScript(org.testfx.api.FxRobot robot) {
        javafx.scene.web.WebView web = robot.lookup("#preview").queryAs(javafx.scene.web.WebView.class);
        waitFor(20, () -> "object".equals(String.valueOf(onFx(() ->
                web.getEngine().getLoadWorker().getState() == javafx.concurrent.Worker.State.SUCCEEDED
                        ? web.getEngine().executeScript("typeof window.ephemeris") : "loading"))));
    }

    /**
     * Writes what the window shows to {@code name}.png in the folder {@code -Dephemeris.screenshots} names
     * (docs/images when refreshing the pictures of the README and docs/); does nothing without that property.
     */
    static void screenshot(javafx.stage.Window window, String name) {
        String folder = System.getProperty("ephemeris.screenshots");
        if (folder == null || folder.isBlank()) {
            return;
        }
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.image.WritableImage image;
        try {
            image = WaitForAsyncUtils.asyncFx(() -> window.getScene().snapshot(null)).get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("no snapshot of the window", e);
        }
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        java.awt.image.BufferedImage out = new java.awt.image.BufferedImage(w, h, java.awt.image.BufferedImage.TYPE_INT_RGB);
        javafx.scene.image.PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        try {
            java.nio.file.Path dir = java.nio.file.Path.of(folder);
            java.nio.file.Files.createDirectories(dir);
            javax.imageio.ImageIO.write(out, "png", dir.resolve(name + ".png").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
