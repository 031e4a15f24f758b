package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.testing.ChildJvm;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.FileStatus.State;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Hostile folders as a whole: very many files, and files that change under the indexer's feet. */
class HostileFolderTest {
    @TempDir
    Path dir;

    @Test
    void tenThousandFilesInOneFolderAreAllIndexedAndAnswer() throws Exception {
        Path wiki = Files.createDirectory(dir.resolve("wiki"));
        for (int i = 0; i < 10_000; i++) {
            // Written as bytes: a few seconds for the lot.
            Files.write(wiki.resolve(String.format("p%05d.md", i)),
                    ("# Page " + i + "\n\nThis page holds the marker " + marker(i) + ".\n").getBytes(StandardCharsets.UTF_8));
        }
        try (Engine engine = assertTimeoutPreemptively(Duration.ofSeconds(180), () -> Engine.open(wiki,
                EngineOptions.defaults().withCacheRoot(dir.resolve("cache")), ProgressListener.NONE, () -> false))) {
            List<FileStatus> all = engine.statuses();
            assertEquals(10_000, all.size());
            assertTrue(all.stream().allMatch(s -> s.state() == State.INDEXED), "not all indexed");
            assertEquals(10_000, engine.pageCount());
            Answer a = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> engine.ask("Which page holds the marker " + marker(7_777) + "?"));
            assertEquals("p07777.md", a.sources().getFirst());
        }
    }

    /** A word unique to page i: letters only, so no tokenizer splits it. */
    private static String marker(int i) {
        StringBuilder sb = new StringBuilder("zq");
        for (int n = i, k = 0; k < 4; k++, n /= 26) {
            sb.append((char) ('a' + n % 26));
        }
        return sb.toString();
    }

    /**
     * Once the first page is indexed, other pages are deleted, rewritten, grown past the size limit and
     * replaced by a FIFO. Whichever of them the indexer had already read, opening finishes, every file
     * has a status that is true of some moment, and the next open reports exactly what is on disk.
     */
    @Test
    void filesChangedOrDeletedDuringIndexingGetAStatusAndTheNextOpenCatchesUp() throws Exception {
        Path wiki = Files.createDirectory(dir.resolve("wiki"));
        for (int i = 0; i < 300; i++) {
            Files.writeString(wiki.resolve(String.format("a%03d.md", i)), "# Filler " + i + "\n\nRoutine filler text number " + i + ".\n");
        }
        Files.writeString(wiki.resolve("deleted.md"), "# Deleted\n\nThe heron count is four.\n");
        Files.writeString(wiki.resolve("rewritten.md"), "# Rewritten\n\nThe egret count is five.\n");
        Files.writeString(wiki.resolve("grown.md"), "# Grown\n\nThe ibis count is six.\n");
        Files.writeString(wiki.resolve("fifo.md"), "# Fifo\n\nThe stork count is seven.\n");
        boolean canFifo = ChildJvm.onPath("mkfifo");
        AtomicBoolean changed = new AtomicBoolean();
        ProgressListener saboteur = p -> {
            if (p.phase() == Progress.Phase.INDEXING && p.done() >= 1 && changed.compareAndSet(false, true)) {
                try {
                    Files.delete(wiki.resolve("deleted.md"));
                    Files.writeString(wiki.resolve("rewritten.md"), "# Rewritten\n\nThe egret count is now fifty-five.\n");
                    HostileWikiTest.writeHundredMegabytes(wiki.resolve("grown.md"));
                    if (canFifo) {
                        Files.delete(wiki.resolve("fifo.md"));
                        ChildJvm.exec("mkfifo", wiki.resolve("fifo.md").toString());
                    }
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        };
        EngineOptions options = EngineOptions.defaults().withCacheRoot(dir.resolve("cache"));
        try (Engine engine = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Engine.open(wiki, options, saboteur, () -> false))) {
            assertTrue(changed.get(), "the saboteur never ran");
            List<FileStatus> all = engine.statuses();
            Optional<FileStatus> deleted = HostileWikiTest.find(all, "deleted.md");
            deleted.ifPresent(s -> assertTrue(s.state() == State.INDEXED
                    || s.state() == State.FAILED && s.reason().equals("cannot read: no longer exists"), s.toString()));
            assertOneOf(HostileWikiTest.find(all, "rewritten.md").orElseThrow(), List.of(State.INDEXED));
            FileStatus grown = HostileWikiTest.find(all, "grown.md").orElseThrow();
            assertTrue(grown.state() == State.INDEXED || grown.state() == State.SKIPPED && grown.reason().startsWith("too large"), grown.toString());
            FileStatus fifo = HostileWikiTest.find(all, "fifo.md").orElseThrow();
            assertTrue(fifo.state() == State.INDEXED || fifo.state() == State.SKIPPED && fifo.reason().equals("not a regular file")
                    || fifo.state() == State.FAILED && fifo.reason().equals("cannot read: no longer exists"), fifo.toString());
            Answer egret = engine.ask("What is the egret count?");
            assertTrue(egret.text().contains("five"), egret.text());
        }
        try (Engine again = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Engine.open(wiki, options, ProgressListener.NONE, () -> false))) {
            List<FileStatus> all = again.statuses();
            assertFalse(HostileWikiTest.find(all, "deleted.md").isPresent(), all.toString());
            assertEquals(State.INDEXED, HostileWikiTest.find(all, "rewritten.md").orElseThrow().state());
            assertTrue(again.ask("What is the egret count?").text().contains("fifty-five"));
            FileStatus grown = HostileWikiTest.find(all, "grown.md").orElseThrow();
            assertEquals(State.SKIPPED, grown.state(), grown.toString());
            assertTrue(grown.reason().startsWith("too large"), grown.reason());
            if (canFifo) {
                assertEquals(new FileStatus("fifo.md", State.SKIPPED, "not a regular file", -1),
                        HostileWikiTest.find(all, "fifo.md").orElseThrow());
            }
            assertEquals(301, again.pageCount(), "300 fillers and rewritten.md");
        }
    }

    /**
     * Following a hostile folder: a link loop and a link leading out do not trap or widen the watcher, a
     * FIFO created under a page's name does not block it, and new pages still arrive.
     */
    @Test
    void watchingAHostileFolderFollowsNewPagesAndNothingOutsideIt() throws Exception {
        Path wiki = Files.createDirectory(dir.resolve("wiki"));
        Path outside = Files.createDirectory(dir.resolve("outside"));
        Files.writeString(wiki.resolve("control.md"), "# Control\n\nThe zephyr calibration code is 4417.\n");
        Files.writeString(outside.resolve("secret.md"), "# Secret\n\nThe basilisk password is hunter7.\n");
        Files.createSymbolicLink(wiki.resolve("loop"), wiki);
        Files.createSymbolicLink(wiki.resolve("escape"), outside);
        try (Engine engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")), ProgressListener.NONE, () -> false)) {
            assertTimeoutPreemptively(Duration.ofSeconds(30), engine::watch);
            assertEquals(null, engine.lastError());
            if (ChildJvm.onPath("mkfifo")) {
                assertEquals(0, ChildJvm.exec("mkfifo", wiki.resolve("pipe.md").toString()));
            }
            Files.writeString(outside.resolve("secret.md"), "# Secret\n\nThe basilisk password is swordfish.\n");
            Files.writeString(outside.resolve("new-secret.md"), "# New secret\n\nThe cockatrice password is opensesame.\n");
            Files.writeString(wiki.resolve("added.md"), "# Added\n\nThe vending machine takes only coins.\n");
            Answer added = engine.ask("What does the vending machine take?");
            long deadline = System.currentTimeMillis() + 15_000;
            while (!added.sources().contains("added.md") && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
                added = engine.ask("What does the vending machine take?");
            }
            assertEquals(List.of("added.md"), added.sources());
            Thread.sleep(1_000); // time for any (wrong) event from outside to be applied
            for (String q : List.of("What is the basilisk password?", "What is the cockatrice password?")) {
                Answer a = engine.ask(q);
                assertFalse(a.text().contains("swordfish") || a.text().contains("hunter7") || a.text().contains("opensesame"), a.text());
            }
            assertTrue(engine.statuses().stream().noneMatch(s -> s.path().startsWith("escape/") && s.state() == State.INDEXED));
            assertTrue(engine.ask("What is the zephyr calibration code?").text().contains("4417"));
        }
    }

    private static void assertOneOf(FileStatus s, List<State> states) {
        assertTrue(states.contains(s.state()), s.toString());
    }
}
