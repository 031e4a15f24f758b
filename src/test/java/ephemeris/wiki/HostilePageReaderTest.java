package ephemeris.wiki;

import ephemeris.testing.ChildJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The reader refuses what is not a regular file before opening it, so nothing can block it. */
class HostilePageReaderTest {
    @TempDir
    Path dir;

    /**
     * Regression: a page replaced by a FIFO between the scan and the read blocked the indexer forever,
     * since opening a FIFO for reading waits for a writer.
     */
    @Test
    void fifoIsSkippedWithoutOpeningIt() throws Exception {
        Path fifo = dir.resolve("page.md");
        assumeTrue(ChildJvm.exec("mkfifo", fifo.toString()) == 0, "mkfifo is not available on this machine");
        try {
            PageReader.Result r = assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> new PageReader(PageReader.DEFAULT_MAX_BYTES).read(fifo));
            assertNull(r.text());
            assertEquals("not a regular file", r.skipReason());
        } finally {
            releaseBlockedReader(fifo);
        }
    }

    @Test
    void directoryNamedLikeAPageIsSkipped() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("folder.md"));
        PageReader.Result r = new PageReader(PageReader.DEFAULT_MAX_BYTES).read(folder);
        assertEquals("not a regular file", r.skipReason());
    }

    @Test
    void fileGrownPastTheLimitAfterListingIsSkippedAsTooLarge() throws Exception {
        Path page = Files.writeString(dir.resolve("grows.md"), "x".repeat(2_000));
        PageReader.Result r = new PageReader(1_000).read(page);
        assertNull(r.text());
        assertEquals("too large (0.0 MB; the limit is 0.0 MB)", r.skipReason());
    }

    /**
     * If a broken reader still waits on the FIFO, a writer that opens and closes it lets that thread go.
     * WRITE without CREATE: when the temporary folder is already being deleted, opening must not put a
     * new regular file into it (that made the folder's deletion fail now and then).
     */
    private static void releaseBlockedReader(Path fifo) {
        Thread.ofPlatform().daemon().start(() -> {
            try (OutputStream out = Files.newOutputStream(fifo, java.nio.file.StandardOpenOption.WRITE)) {
                out.flush();
            } catch (Exception ignored) {
                // nothing was waiting
            }
        });
    }
}
