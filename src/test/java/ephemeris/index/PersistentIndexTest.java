package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PersistentIndexTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private void write(String path, String text) throws IOException {
        Path file = wiki.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private void threePages() throws IOException {
        write("alpha.md", "# Alpha\n\nAlpha pages talk about apricots.\n");
        write("beta.md", "# Beta\n\nBeta pages talk about bananas.\n");
        write("notes/gamma.md", "# Gamma\n\nGamma pages talk about grapes.\n");
    }

    private List<String> pagesMatching(WikiIndex index, String word) throws IOException {
        return index.searcher().search(new org.apache.lucene.search.TermQuery(new org.apache.lucene.index.Term(Fields.BODY, word)), 10)
                .stream().map(PassageHit::page).sorted().toList();
    }

    @Test
    void reopenedIndexReadsOnlyWhatChanged() throws Exception {
        threePages();
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(new WikiIndex.Changes(3, 0, 0, 0), index.reconcile((d, t) -> { }, () -> false));
        }
        write("beta.md", "# Beta\n\nBeta pages now talk about blueberries.\n");
        Files.setLastModifiedTime(wiki.resolve("beta.md"), FileTime.fromMillis(System.currentTimeMillis() + 5000));
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertTrue(index.location().orElseThrow().startsWith(cache), "index lives in the cache");
            assertEquals(3, index.catalog().indexedCount(), "catalog restored from the persisted index");
            assertEquals(new WikiIndex.Changes(0, 1, 0, 2), index.reconcile((d, t) -> { }, () -> false));
            assertEquals(List.of("beta.md"), pagesMatching(index, "blueberri"));
            assertEquals(List.of(), pagesMatching(index, "banana"));
        }
    }

    @Test
    void deletedAndRenamedPagesLeaveTheIndex() throws Exception {
        threePages();
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            Files.delete(wiki.resolve("alpha.md"));
            Files.move(wiki.resolve("notes/gamma.md"), wiki.resolve("gamma renamed.md"));
            assertEquals(new WikiIndex.Changes(1, 0, 2, 1), index.reconcile((d, t) -> { }, () -> false));
            assertEquals(List.of(), pagesMatching(index, "apricot"));
            assertEquals(List.of("gamma renamed.md"), pagesMatching(index, "grape"));
            assertEquals(Optional.empty(), index.catalog().get("notes/gamma.md"));
        }
    }

    @Test
    void interruptedBuildResumesWhereItStopped() throws Exception {
        threePages();
        AtomicInteger indexed = new AtomicInteger();
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            // Cancel after the first page, as a user closing the window mid-build would.
            index.reconcile((d, t) -> indexed.set(d), () -> indexed.get() >= 1);
        }
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            int kept = index.catalog().indexedCount();
            assertTrue(kept >= 1 && kept < 3, "the pages indexed before the interruption were kept: " + kept);
            WikiIndex.Changes changes = index.reconcile((d, t) -> { }, () -> false);
            assertEquals(3 - kept, changes.added());
            assertEquals(3, index.catalog().indexedCount());
        }
    }

    @Test
    void corruptCacheIsRebuiltNotFatal() throws Exception {
        threePages();
        Path dir;
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            dir = index.location().orElseThrow();
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> !p.getFileName().toString().equals("write.lock")).toList()) {
                Files.write(f, new byte[]{1, 2, 3, 4, 5, 6, 7});
            }
        }
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(0, index.catalog().indexedCount(), "the damaged index was thrown away");
            assertEquals(3, index.reconcile((d, t) -> { }, () -> false).added());
            assertEquals(List.of("alpha.md"), pagesMatching(index, "apricot"));
        }
    }

    @Test
    void foreignFilesInTheCacheFolderAreReplaced() throws Exception {
        threePages();
        Path dir = CacheLocation.indexFor(cache, wiki.toRealPath());
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("segments_1"), "not a lucene index");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(3, index.reconcile((d, t) -> { }, () -> false).added());
            assertEquals(List.of("beta.md"), pagesMatching(index, "banana"));
        }
    }

    @Test
    void anOpenerWaitsForAHolderThatLetsTheIndexGoSoonRatherThanIndexInMemory() throws Exception {
        threePages();
        try (WikiIndex built = WikiIndex.open(wiki, cache, 1 << 20)) {
            built.reconcile((d, t) -> { }, () -> false); // committed
        }
        WikiIndex holder = WikiIndex.open(wiki, cache, 1 << 20);
        java.util.concurrent.CompletableFuture<Void> letGo = java.util.concurrent.CompletableFuture.runAsync(() -> {
            try {
                Thread.sleep(300);
                holder.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        try (WikiIndex waiting = WikiIndex.open(wiki, cache, 1 << 20, java.time.Duration.ofSeconds(20))) {
            assertTrue(waiting.location().isPresent(), "it waited for the lock");
            assertEquals(List.of("notes/gamma.md"), pagesMatching(waiting, "grape"));
        }
        letGo.join();
    }

    @Test
    void anIndexStillBeingBuiltForTheFirstTimeIsNotWaitedFor() throws Exception {
        threePages();
        long started = System.nanoTime();
        try (WikiIndex first = WikiIndex.open(wiki, cache, 1 << 20);
             WikiIndex second = WikiIndex.open(wiki, cache, 1 << 20, java.time.Duration.ofSeconds(60))) {
            assertTrue(first.location().isPresent());
            assertFalse(second.location().isPresent(), "nothing committed yet: in memory at once");
        }
        assertTrue(System.nanoTime() - started < java.util.concurrent.TimeUnit.SECONDS.toNanos(30), "not the 60 s it may wait for a committed one");
    }

    @Test
    void secondProcessOnTheSameWikiIndexesInMemoryInstead() throws Exception {
        threePages();
        try (WikiIndex first = WikiIndex.open(wiki, cache, 1 << 20);
             WikiIndex second = WikiIndex.open(wiki, cache, 1 << 20)) {
            first.reconcile((d, t) -> { }, () -> false);
            second.reconcile((d, t) -> { }, () -> false);
            assertTrue(first.location().isPresent());
            assertFalse(second.location().isPresent(), "the second one must not write the locked index");
            assertEquals(List.of("notes/gamma.md"), pagesMatching(second, "grape"));
        }
        try (WikiIndex again = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(new WikiIndex.Changes(0, 0, 0, 3), again.reconcile((d, t) -> { }, () -> false));
        }
    }

    @Test
    void cacheConfiguredInsideTheWikiIsNeverUsed() throws Exception {
        threePages();
        try (WikiIndex index = WikiIndex.open(wiki, wiki.resolve(".cache"), 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            assertFalse(index.location().isPresent());
        }
        assertFalse(Files.exists(wiki.resolve(".cache")), "nothing was written inside the wiki");
    }

    @Test
    void unreadableAndBinaryFilesGetAStatusWithAReason() throws Exception {
        threePages();
        Files.write(wiki.resolve("blob.md"), new byte[]{0, 1, 2, 3, 0, 0, 9});
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            FileStatus blob = index.statuses().stream().filter(s -> s.path().equals("blob.md")).findFirst().orElseThrow();
            assertEquals(FileStatus.State.SKIPPED, blob.state());
            assertEquals("binary content, not text", blob.reason());
        }
    }

    @Test
    void folderWithoutPagesIsEmpty() throws Exception {
        Files.writeString(wiki.resolve("readme.txt"), "text");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            WikiException e = org.junit.jupiter.api.Assertions.assertThrows(WikiException.class,
                    () -> index.reconcile((d, t) -> { }, () -> false));
            assertEquals("Wiki is empty — no pages have been built yet.", e.getMessage());
        }
    }
}
