package ephemeris.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Closing the watcher while it applies a batch of changes lets the batch finish undisturbed. An
 * interrupt would close whatever file channel the batch is using at that moment: when that was the
 * index's write-lock channel, the index could no longer be closed ("FileLock invalidated by an
 * external force").
 */
class WikiWatcherCloseTest {
    @TempDir
    Path wiki;
    @TempDir
    Path elsewhere;

    @Test
    void closingWhileABatchIsAppliedNeitherInterruptsNorClosesItsFiles() throws Exception {
        Path lockLike = Files.writeString(elsewhere.resolve("write.lock"), "");
        CountDownLatch inside = new CountDownLatch(1);
        AtomicBoolean closeCalled = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean stillOpen = new AtomicBoolean();
        AtomicBoolean finished = new AtomicBoolean();
        WikiWatcher watcher = WikiWatcher.start(wiki, paths -> {
            try (FileChannel channel = FileChannel.open(lockLike, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                inside.countDown();
                // File I/O for as long as the close is under way, as an index update writing segments.
                long until = Long.MAX_VALUE;
                while (System.nanoTime() < until) {
                    channel.size();
                    if (closeCalled.get() && until == Long.MAX_VALUE) {
                        until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
                    }
                }
                stillOpen.set(channel.isOpen());
                finished.set(true);
            } catch (Throwable t) {
                failure.set(t);
            }
        }, () -> { });

        Files.writeString(wiki.resolve("page.md"), "# Page\n\nText.\n");
        assertTrue(inside.await(10, TimeUnit.SECONDS), "the watcher never applied the change");
        closeCalled.set(true);
        watcher.close();

        assertNull(failure.get(), () -> "the batch was disturbed by the close: " + failure.get());
        assertTrue(finished.get(), "close returned before the batch in hand finished");
        assertTrue(stillOpen.get(), "the batch's file channel was closed under it");
    }
}
