package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.LanguageFolders;
import ephemeris.wiki.Page;
import ephemeris.wiki.PageParser;
import ephemeris.wiki.PageReader;
import ephemeris.wiki.WikiException;
import ephemeris.wiki.WikiScanner;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

/**
 * The Lucene index of one wiki, kept in step with the folder: {@link #reconcile} compares what is on
 * disk with what the index remembers and re-indexes only what changed (added, changed, deleted,
 * renamed pages, and the pages that embed them). Reads the wiki, never writes it.
 */
public final class WikiIndex implements AutoCloseable {
    /** Pages are indexed in slices of this many; between slices a build can stop or commit. */
    static final int SLICE_PAGES = 2000;
    /**
     * A long first build commits at the end of a slice once this much time passed since its last commit,
     * so an interrupted build resumes near where it stopped. A commit flushes every segment in progress on
     * one thread while the others wait, so a build of a few seconds commits only once, at its end.
     */
    static final long CHECKPOINT_NANOS = 15_000_000_000L;
    /** From this many pages read, the in-memory segments are written out by all cores before the commit. */
    static final int PARALLEL_FLUSH_PAGES = 500;

    /** Told how many pages have been indexed in the current pass; called from worker threads. */
    @FunctionalInterface
    public interface Progress {
        void pagesIndexed(int done, int total);
    }

    /** What one reconcile pass did. */
    public record Changes(int added, int changed, int deleted, int unchanged) {
        public boolean any() {
            return added + changed + deleted > 0;
        }
    }

    private final Path root;
    private final IndexStore store;
    private final Catalog catalog;
    /** Borrowed passages (embeds) and the page map's descriptions, which follow other pages. */
    private final CrossPageDocuments crossPage;
    private final PageIndexer pages;
    private final ReentrantLock reconciling;
    private final PassageVectors vectors;
    private final PassageSearcher searcher;
    /** The wiki's language folders as of the last walk of the tree; a page in one is in its language. */
    private volatile LanguageFolders languageFolders = LanguageFolders.NONE;
    private volatile List<FileStatus> leftOut = List.of();
    /** Set by {@link #close}: a background reconcile that starts afterwards has nothing left to do. */
    private volatile boolean closed;

    private WikiIndex(Path root, IndexStore store, Catalog catalog, long maxPageBytes, ReentrantLock lock,
                      PassageVectors vectors) {
        this.root = root;
        this.store = store;
        this.catalog = catalog;
        PageReader reader = new PageReader(maxPageBytes);
        PageParser parser = new PageParser();
        this.crossPage = new CrossPageDocuments(root, catalog, reader, parser);
        this.pages = new PageIndexer(reader, parser, catalog, vectors);
        this.reconciling = lock;
        this.vectors = vectors;
        this.searcher = new PassageSearcher(store, vectors);
    }

    /**
     * Opens the wiki's index: the persisted one in {@code cacheRoot} if it is sound and current, else
     * a new one (in memory when {@code cacheRoot} is null). Does not read the wiki; call {@link #reconcile}.
     */
    public static WikiIndex open(Path root, Path cacheRoot, long maxPageBytes) throws IOException {
        return open(root, cacheRoot, maxPageBytes, java.time.Duration.ZERO);
    }

    /** As {@link #open(Path, Path, long)}, waiting up to {@code heldWait} for another process that holds the index. */
    public static WikiIndex open(Path root, Path cacheRoot, long maxPageBytes, java.time.Duration heldWait) throws IOException {
        return open(root, IndexStore.open(root.toRealPath(), cacheRoot, heldWait), maxPageBytes);
    }

    /**
     * A new index in memory for a wiki whose cache folder failed with {@code why} after it opened (it
     * could not be written): said once on stderr, and by {@link #notKept}.
     */
    public static WikiIndex inMemory(Path root, long maxPageBytes, Path cacheRoot, IOException why) throws IOException {
        return open(root, IndexStore.unusable(root.toRealPath(), cacheRoot, why), maxPageBytes);
    }

    private static WikiIndex open(Path root, IndexStore store, long maxPageBytes) throws IOException {
        Catalog catalog = new Catalog();
        for (PageMeta m : store.loadMetas()) {
            catalog.put(m);
        }
        ReentrantLock lock = new ReentrantLock();
        try {
            return new WikiIndex(root, store, catalog, maxPageBytes, lock, new PassageVectors(store, catalog, lock));
        } catch (IOException | RuntimeException e) {
            store.close();
            throw e;
        }
    }

    /** The passages' embedding vectors, filled in by a background embedder. */
    public PassageVectors vectors() {
        return vectors;
    }

    /** The read side: searches, term rarities, pages matching a filter, languages. */
    public PassageSearcher searcher() {
        return searcher;
    }

    public Catalog catalog() {
        return catalog;
    }

    public Analyzer analyzer() {
        return store.analyzer();
    }

    /** Where the index is kept, or empty when it lives in memory only. */
    public Optional<Path> location() {
        return store.location();
    }

    /**
     * Why this index lives in memory although a cache folder was given (the folder cannot be created or
     * written, or another process is updating the index there); empty when it is kept, or meant to be in memory.
     */
    public Optional<String> notKept() {
        return store.notKept();
    }

    /** Every file under the root with its status: indexed pages, skipped and failed files. */
    public List<FileStatus> statuses() {
        List<FileStatus> all = new ArrayList<>();
        catalog.all().forEach(m -> all.add(m.status()));
        all.addAll(leftOut);
        all.sort((a, b) -> a.path().compareTo(b.path()));
        return all;
    }

    /**
     * Brings the index in step with the folder. Only files whose size or modification time differ from
     * what the index remembers are read again.
     *
     * @throws WikiException with the seed's message when the root is gone or holds no markdown page
     */
    public Changes reconcile(Progress progress, BooleanSupplier cancelled) throws WikiException, IOException {
        reconciling.lock();
        try {
            if (closed) {
                return new Changes(0, 0, 0, 0);
            }
            WikiScanner.Scan scan = WikiScanner.scan(root);
            if (scan.pages().isEmpty()) {
                throw WikiException.empty();
            }
            leftOut = scan.leftOut();
            Map<String, WikiScanner.Candidate> onDisk = new HashMap<>();
            List<WikiScanner.Candidate> toRead = new ArrayList<>();
            int added = 0;
            int changed = 0;
            for (WikiScanner.Candidate c : scan.pages()) {
                onDisk.put(c.relativePath(), c);
                Optional<PageMeta> known = catalog.get(c.relativePath());
                if (known.isEmpty()) {
                    added++;
                    toRead.add(c);
                } else if (!known.get().sameFile(c.size(), c.modifiedMillis())) {
                    changed++;
                    toRead.add(c);
                }
            }
            List<String> deleted = catalog.all().stream().map(PageMeta::path).filter(p -> !onDisk.containsKey(p)).toList();
            changed += rereadForLanguageFolders(onDisk, toRead);
            apply(toRead, deleted, progress, cancelled, true);
            // A cancelled first open has indexed nothing: that is not an empty wiki (the caller reports the cancel).
            if (catalog.indexedCount() == 0 && !cancelled.getAsBoolean()) {
                throw new WikiException(WikiException.Kind.EMPTY, ephemeris.wiki.Messages.WIKI_EMPTY
                        + " (" + scan.pages().size() + " markdown file(s) found, none readable.)");
            }
            return new Changes(added, changed, deleted.size(), scan.pages().size() - added - changed);
        } finally {
            reconciling.unlock();
        }
    }

    /**
     * Takes the language folders from the tree as it is now. When they differ from the ones the index was
     * built with (a second language folder appeared, or one went), the pages in the folders that changed
     * are read again, as their language did. Returns how many were added to {@code toRead}.
     */
    private int rereadForLanguageFolders(Map<String, WikiScanner.Candidate> onDisk, List<WikiScanner.Candidate> toRead) {
        LanguageFolders now = LanguageFolders.of(onDisk.keySet());
        LanguageFolders before = LanguageFolders.of(catalog.all().stream().map(PageMeta::path).toList());
        languageFolders = now;
        vectors.languageFolders(now);
        return now.equals(before) || catalog.isEmpty() ? 0 : LanguageFolders.readAgain(before, now, onDisk.values(), toRead);
    }

    /**
     * Applies changes to a few known files (from a file watcher) without walking the whole tree.
     * Paths are relative; a path that no longer exists is deleted from the index.
     */
    public Changes update(Set<String> paths) throws IOException {
        reconciling.lock();
        try {
            if (closed) {
                return new Changes(0, 0, 0, 0);
            }
            List<WikiScanner.Candidate> toRead = new ArrayList<>();
            List<String> deleted = new ArrayList<>();
            int added = 0;
            int changed = 0;
            for (String rel : paths) {
                Path file = root.resolve(rel);
                Optional<WikiScanner.Candidate> c = WikiScanner.candidate(root, file);
                if (c.isEmpty()) {
                    if (catalog.get(rel).isPresent()) {
                        deleted.add(rel);
                    }
                    continue;
                }
                Optional<PageMeta> known = catalog.get(rel);
                if (known.isEmpty()) {
                    added++;
                    toRead.add(c.get());
                } else if (!known.get().sameFile(c.get().size(), c.get().modifiedMillis())) {
                    changed++;
                    toRead.add(c.get());
                }
            }
            // Visible at once; made durable when the index closes or next reconciles. A crash in between
            // loses nothing: the next reconcile finds those files newer than the index.
            apply(toRead, deleted, (d, t) -> { }, () -> false, false);
            return new Changes(added, changed, deleted.size(), 0);
        } finally {
            reconciling.unlock();
        }
    }

    private void apply(List<WikiScanner.Candidate> toRead, List<String> deleted, Progress progress,
                       BooleanSupplier cancelled, boolean commit) throws IOException {
        if (toRead.isEmpty() && deleted.isEmpty()) {
            return;
        }
        IndexWriter writer = store.writer();
        Set<String> touched = ConcurrentHashMap.newKeySet();
        Set<String> needEmbeds = ConcurrentHashMap.newKeySet();
        AtomicInteger done = new AtomicInteger();
        int total = toRead.size();
        boolean mapChanged = deleted.contains(PageMap.PATH);
        try {
            long lastCommit = System.nanoTime();
            for (int from = 0; from < total && !cancelled.getAsBoolean(); from += SLICE_PAGES) {
                List<WikiScanner.Candidate> slice = toRead.subList(from, Math.min(total, from + SLICE_PAGES));
                slice.parallelStream().forEach(c -> {
                    if (cancelled.getAsBoolean()) {
                        return;
                    }
                    Page page = pages.index(writer, c, languageFolders);
                    touched.add(c.relativePath());
                    if (page != null && !page.embeds().isEmpty()) {
                        needEmbeds.add(page.path());
                    }
                    progress.pagesIndexed(done.incrementAndGet(), total);
                });
                if (from + SLICE_PAGES < total && System.nanoTime() - lastCommit >= CHECKPOINT_NANOS) {
                    store.flushInParallel();
                    store.commit();
                    lastCommit = System.nanoTime();
                }
            }
            if (total >= PARALLEL_FLUSH_PAGES) {
                store.flushInParallel();
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        for (String path : deleted) {
            writer.deleteDocuments(new Term(Fields.KEY, path));
            writer.deleteDocuments(new Term(Fields.OWNER_KEY, path));
            catalog.remove(path);
            vectors.forget(path);
            touched.add(path);
        }
        mapChanged |= touched.contains(PageMap.PATH);
        // Pages that show a touched page's text through an embed must show its new text.
        for (String path : touched) {
            for (String embedder : catalog.embeddersOf(path)) {
                if (catalog.isIndexed(embedder)) {
                    needEmbeds.add(embedder);
                }
            }
        }
        crossPage.refreshEmbeds(writer, needEmbeds, languageFolders);
        if (mapChanged || crossPage.pageMap().isEmpty() && catalog.isIndexed(PageMap.PATH)) {
            crossPage.refreshPageMap(writer);
        }
        if (commit) {
            store.commit();
        }
        store.refresh();
    }

    /** Waits for a reconcile or update in progress (a commit must not be cut in half), then closes. */
    @Override
    public void close() throws IOException {
        reconciling.lock();
        try {
            closed = true;
            store.close();
        } finally {
            reconciling.unlock();
        }
    }
}
