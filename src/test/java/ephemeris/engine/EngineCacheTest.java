package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.query.RankedPage;
import ephemeris.wiki.FileStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The index persisted in the cache: reopened, kept in step with the folder, never inside the wiki. */
class EngineCacheTest {
    private static final String SLA = "What is CCW's first-response SLA?";

    @TempDir
    Path root;
    @TempDir
    Path cache;

    private Engine open() throws Exception {
        return Engine.open(root, EngineOptions.defaults().withCacheRoot(cache), ProgressListener.NONE, () -> false);
    }

    private String answer(String question) throws Exception {
        try (Engine engine = open()) {
            return engine.ask(question).toMarkdown();
        }
    }

    private void edit(String page, String from, String to) throws Exception {
        Path file = root.resolve(page);
        FileTime before = Files.getLastModifiedTime(file);
        Files.writeString(file, Files.readString(file).replace(from, to));
        // A later modification time, as an editor would leave it, even on a coarse-grained file system.
        Files.setLastModifiedTime(file, FileTime.from(before.toInstant().plusSeconds(5)));
    }

    private static long filesUnder(Path dir) throws Exception {
        if (!Files.exists(dir)) {
            return 0;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).count();
        }
    }

    @Test
    void withTheKeptIndexOnlyAnIndexHeldElsewhereIsNotBuiltInMemory() throws Exception {
        TestWiki.seed004(root);
        EngineOptions kept = EngineOptions.defaults().withCacheRoot(cache).withHeldIndexWait(java.time.Duration.ZERO).withKeptIndexOnly(true);
        try (Engine holder = open()) {
            ephemeris.wiki.WikiException e = org.junit.jupiter.api.Assertions.assertThrows(ephemeris.wiki.WikiException.class,
                    () -> Engine.open(root, kept, ProgressListener.NONE, () -> false));
            assertTrue(e.getMessage().contains("another Ephemeris process is updating it"), e.getMessage());
            try (Engine plain = Engine.open(root, kept.withKeptIndexOnly(false), ProgressListener.NONE, () -> false)) {
                assertTrue(plain.indexLocation().isEmpty(), "without it, in memory as before");
            }
        }
        try (Engine free = Engine.open(root, kept, ProgressListener.NONE, () -> false)) {
            assertTrue(free.indexLocation().isPresent());
        }
    }

    @Test
    void indexIsPersistedInTheCacheAndNeverInTheWiki() throws Exception {
        TestWiki.seed004(root);
        Map<String, String> before = TestWiki.snapshot(root);
        try (Engine engine = open()) {
            Path location = engine.indexLocation().orElseThrow();
            assertTrue(location.startsWith(cache), location.toString());
            assertFalse(location.startsWith(root), location.toString());
            assertTrue(engine.ask(SLA).text().contains("15 min"));
        }
        assertTrue(filesUnder(cache) > 0);
        assertEquals(before, TestWiki.snapshot(root));
    }

    @Test
    void inMemoryIndexWritesNothing() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root, EngineOptions.defaults().withCacheRoot(cache).inMemory(),
                ProgressListener.NONE, () -> false)) {
            assertEquals(java.util.Optional.empty(), engine.indexLocation());
            assertTrue(engine.ask(SLA).text().contains("15 min"));
        }
        assertEquals(0, filesUnder(cache));
    }

    @Test
    void reopenedIndexGivesTheSameAnswersAndStatuses() throws Exception {
        TestWiki.seed004(root).page("notes.txt", "not a page").bytes("blob.md", new byte[]{0, 0, 1});
        String first;
        List<FileStatus> statuses;
        try (Engine engine = open()) {
            first = engine.ask(SLA).toMarkdown();
            statuses = engine.statuses();
        }
        try (Engine engine = open()) {
            assertEquals(first, engine.ask(SLA).toMarkdown());
            assertEquals(statuses, engine.statuses());
            assertEquals(5, engine.pageCount());
        }
    }

    @Test
    void changedPageIsReadAgainOnReopen() throws Exception {
        TestWiki.seed004(root);
        assertTrue(answer(SLA).contains("15 min"));
        edit("ccw.md", "15 min", "30 minutes");
        String after = answer(SLA);
        assertTrue(after.contains("30 minutes"), after);
        assertFalse(after.contains("15 min"), after);
    }

    @Test
    void sameSizeEditWithNewModificationTimeIsReadAgain() throws Exception {
        TestWiki.seed004(root);
        long size = Files.size(root.resolve("ccw.md"));
        assertTrue(answer(SLA).contains("15 min"));
        edit("ccw.md", "15 min", "25 min");
        assertEquals(size, Files.size(root.resolve("ccw.md")));
        assertTrue(answer(SLA).contains("25 min"));
    }

    @Test
    void deletedPageDisappearsAndAddedPageAppearsOnReopen() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = open()) {
            assertTrue(engine.ask("Acme pilot scheduling module").pagesConsulted().contains("acme.md"));
        }
        Files.delete(root.resolve("acme.md"));
        TestWiki.at(root).page("globex.md", "# Globex\n\nGlobex renewed the scheduling module licence in March.\n");
        try (Engine engine = open()) {
            Answer a = engine.ask("Acme pilot scheduling module");
            assertFalse(a.pagesConsulted().contains("acme.md"), a.pagesConsulted().toString());
            assertTrue(engine.ask("Globex licence").pagesConsulted().contains("globex.md"));
            assertEquals(5, engine.pageCount());
            assertTrue(engine.statuses().stream().noneMatch(s -> s.path().equals("acme.md")));
        }
    }

    @Test
    void embeddingPageFollowsAChangeOfTheEmbeddedPage() throws Exception {
        TestWiki.at(root)
                .page("onboarding.md", "# Onboarding\n\nNew starters read this first.\n\n![[b]]\n")
                .page("b.md", "The laptop budget is 1800 euros.\n");
        String question = "What is the onboarding laptop budget?";
        assertTrue(answer(question).contains("1800 euros"));
        edit("b.md", "1800", "2500");
        String after = answer(question);
        assertTrue(after.contains("2500 euros"), after);
        assertFalse(after.contains("1800"), after);
    }

    @Test
    void pageMapChangeFollowsOnReopen() throws Exception {
        String body = "# %s\n\nThis service writes entries to the ledger.\n";
        TestWiki.at(root)
                .page("alpha.md", body.formatted("Alpha"))
                .page("beta.md", body.formatted("Beta"))
                .page("index.md", "# Index\n\n- [[alpha]] — ledger reconciliation owner\n- [[beta]] — email sender\n");
        try (Engine engine = open()) {
            List<String> ranked = engine.ask("Who owns ledger reconciliation?").pages().stream().map(RankedPage::path).toList();
            assertTrue(ranked.indexOf("alpha.md") < ranked.indexOf("beta.md"), ranked.toString());
        }
        TestWiki.at(root).page("index.md", "# Index\n\n- [[beta]] — ledger reconciliation owner\n- [[alpha]] — email sender\n")
                .modified("index.md", Instant.now().plusSeconds(5));
        try (Engine engine = open()) {
            List<String> ranked = engine.ask("Who owns ledger reconciliation?").pages().stream().map(RankedPage::path).toList();
            assertTrue(ranked.indexOf("beta.md") < ranked.indexOf("alpha.md"), ranked.toString());
        }
    }

    @Test
    void corruptCacheIsRebuilt() throws Exception {
        TestWiki.seed004(root);
        Path location;
        try (Engine engine = open()) {
            location = engine.indexLocation().orElseThrow();
        }
        try (Stream<Path> files = Files.walk(location)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Files.write(f, new byte[]{1, 2, 3, 4});
            }
        }
        try (Engine engine = open()) {
            assertTrue(engine.ask(SLA).text().contains("15 min"));
            assertEquals(5, engine.pageCount());
        }
    }

    @Test
    void watcherAppliesASavedPage() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = open()) {
            engine.watch();
            assertTrue(engine.ask(SLA).text().contains("15 min"));
            edit("ccw.md", "15 min", "45 minutes");
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(15);
            String text = engine.ask(SLA).text();
            while (!text.contains("45 minutes") && System.nanoTime() < deadline) {
                Thread.sleep(100);
                text = engine.ask(SLA).text();
            }
            assertTrue(text.contains("45 minutes"), text);
        }
    }

    @Test
    void emptiedWikiIsReportedEmptyOnReopen() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = open()) {
            assertEquals(5, engine.pageCount());
        }
        try (Stream<Path> files = Files.list(root)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        ephemeris.wiki.WikiException e = org.junit.jupiter.api.Assertions.assertThrows(ephemeris.wiki.WikiException.class, this::open);
        assertEquals(ephemeris.wiki.WikiException.Kind.EMPTY, e.kind());
        assertEquals(ephemeris.wiki.Messages.WIKI_EMPTY, e.getMessage());
    }

    @Test
    void backgroundCatchUpAnswersAtOnceAndThenFromTheNewText() throws Exception {
        TestWiki.seed004(root);
        assertTrue(answer(SLA).contains("15 min"));
        edit("ccw.md", "15 min", "20 minutes");
        try (Engine engine = Engine.open(root, EngineOptions.defaults().withCacheRoot(cache).withBackgroundCatchUp(true),
                ProgressListener.NONE, () -> false)) {
            Answer early = engine.ask(SLA);
            assertEquals(null, early.error());
            assertTrue(early.text().contains("15 min") || early.text().contains("20 minutes"), early.text());
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(15);
            while (engine.isCatchingUp() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertFalse(engine.isCatchingUp());
            assertEquals(null, engine.lastError());
            assertTrue(engine.ask(SLA).text().contains("20 minutes"));
        }
    }
}
