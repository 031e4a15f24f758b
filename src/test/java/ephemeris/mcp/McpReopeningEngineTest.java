package ephemeris.mcp;

import ephemeris.engine.Engine;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How the session's engine follows the wiki: cheap checks, background re-index, safe swap. */
class McpReopeningEngineTest {
    @TempDir
    Path wiki;

    final List<Engine> opened = new CopyOnWriteArrayList<>();
    /** Counted down to let the second and later opens finish. */
    final CountDownLatch reindexMayFinish = new CountDownLatch(1);

    @BeforeEach
    void fixture() throws Exception {
        Files.writeString(wiki.resolve("Embedding PDFs.md"), "# Embedding PDFs\n\n" + McpServerTest.PDF_SENTENCE + "\n");
    }

    private ReopeningEngine follow(Duration interval) {
        return new ReopeningEngine(wiki, root -> {
            if (!opened.isEmpty()) {
                try {
                    reindexMayFinish.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            Engine e = Engine.open(root);
            opened.add(e);
            return e;
        }, interval, Clock.systemUTC());
    }

    private void addPage() throws Exception {
        Files.writeString(wiki.resolve("Tags.md"), "# Tags\n\nTo add a tag, type a hash sign followed by the tag name.\n");
    }

    @Test
    void theFolderIsCheckedAtMostOncePerInterval() throws Exception {
        reindexMayFinish.countDown();
        try (ReopeningEngine live = follow(Duration.ofHours(1))) {
            live.with(Engine::pageCount);
            addPage();

            assertEquals(1, live.with(Engine::pageCount));
            assertTrue(live.awaitIdle(Duration.ofSeconds(30)));
            assertEquals(1, opened.size());
            assertFalse(live.freshness().reloading());
        }
    }

    @Test
    void callsAnswerFromTheOldEngineWhileTheNewOneIsBuilt() throws Exception {
        try (ReopeningEngine live = follow(Duration.ZERO)) {
            Engine first = live.with(e -> e);
            addPage();

            assertSame(first, live.with(e -> e));
            assertEquals(1, live.with(Engine::pageCount));
            assertTrue(live.freshness().reloading());
            assertFalse(live.freshness().upToDate());

            reindexMayFinish.countDown();
            assertTrue(live.awaitIdle(Duration.ofSeconds(30)));
            assertEquals(2, live.with(Engine::pageCount));
            LiveEngine.Freshness f = live.freshness();
            assertEquals(1, f.reloads());
            assertTrue(f.upToDate());
            assertNotNull(f.indexedAt());
        }
    }

    @Test
    void anOldEngineIsClosedOnlyAfterItsLastCallReturns() throws Exception {
        try (ReopeningEngine live = follow(Duration.ZERO)) {
            CountDownLatch inCall = new CountDownLatch(1);
            CountDownLatch mayReturn = new CountDownLatch(1);
            CompletableFuture<String> during = CompletableFuture.supplyAsync(() -> {
                try {
                    return live.with(e -> {
                        inCall.countDown();
                        try {
                            mayReturn.await();
                        } catch (InterruptedException x) {
                            Thread.currentThread().interrupt();
                        }
                        return e.ask("How do I embed a PDF?").error();
                    });
                } catch (WikiException | RuntimeException e) {
                    return "failed: " + e;
                }
            });
            assertTrue(inCall.await(30, TimeUnit.SECONDS));
            addPage();
            reindexMayFinish.countDown();
            live.checkForChanges();
            assertTrue(live.awaitIdle(Duration.ofSeconds(30)));
            assertEquals(2, live.with(Engine::pageCount)); // swapped in while the old call is still running

            mayReturn.countDown();
            assertNull(during.get(30, TimeUnit.SECONDS), "the old engine answered its last call");
            assertNotNull(opened.getFirst().ask("How do I embed a PDF?").error(), "and was closed after it");
        }
    }
}
