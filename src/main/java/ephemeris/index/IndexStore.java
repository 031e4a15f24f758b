package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.LockObtainFailedException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Where a wiki's Lucene index is kept and how it is opened safely. A persisted index must say it is
 * ours, of the current format and for this wiki; anything else (a corrupt, foreign or old index) is
 * thrown away and rebuilt. When another process holds the index, this one works in memory instead,
 * so two processes never write the same index.
 */
final class IndexStore implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(IndexStore.class.getName());
    /**
     * Bump when the document layout or analysis changes: older indexes are then rebuilt, or brought to the new
     * format in place when {@link EarlierFormats} knows how.
     */
    static final String FORMAT = "ephemeris-index-19";
    static final String KEY_FORMAT = "format";
    static final String KEY_ROOT = "root";

    /** A Lucene call that may fail with an I/O error. */
    @FunctionalInterface
    interface SearcherCall<T> {
        T call(IndexSearcher searcher) throws IOException;
    }

    private final Directory directory;
    private final Path location;
    private final Analyzer analyzer = Analyzers.perField();
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private volatile boolean closed;
    private final Map<String, String> userData;
    /** Why an index meant for the cache lives in memory instead; empty when it is kept or meant to be in memory. */
    private final String notKept;

    private IndexStore(Directory directory, Path location, String root, String notKept) throws IOException {
        this.directory = directory;
        this.location = location;
        this.notKept = notKept;
        // A large buffer and wide merge tiers: a first build flushes few segments and merges them rarely;
        // searching a dozen segments costs nothing noticeable.
        TieredMergePolicy merges = new TieredMergePolicy();
        merges.setSegmentsPerTier(20);
        IndexWriterConfig config = new IndexWriterConfig(analyzer)
                .setRAMBufferSizeMB(128)
                .setCodec(new IndexCodec())
                .setMergePolicy(merges)
                .setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND)
                .setCommitOnClose(true);
        this.writer = new IndexWriter(directory, config);
        this.userData = Map.of(KEY_FORMAT, FORMAT, KEY_ROOT, root);
        this.writer.setLiveCommitData(userData.entrySet());
        this.searchers = new SearcherManager(writer, null);
    }

    /**
     * @param realRoot  the wiki's real path (the index's key)
     * @param cacheRoot the cache directory, or null to keep the index in memory
     */
    static IndexStore open(Path realRoot, Path cacheRoot) throws IOException {
        return open(realRoot, cacheRoot, java.time.Duration.ZERO);
    }

    /**
     * As {@link #open(Path, Path)}; when another process holds the index, tries again until {@code heldWait} has
     * passed: a call about to finish, or a process that only probes the index, lets it go within moments.
     */
    static IndexStore open(Path realRoot, Path cacheRoot, java.time.Duration heldWait) throws IOException {
        if (cacheRoot == null) {
            return inMemory(realRoot, "");
        }
        if (cacheRoot.toAbsolutePath().normalize().startsWith(realRoot)) {
            // Never inside the wiki, even if the cache directory is configured there.
            return inMemory(realRoot, "the cache folder " + cacheRoot + " is inside the wiki, which is never written to");
        }
        Path dir = CacheLocation.indexFor(cacheRoot, realRoot);
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("wiki-root.txt"), realRoot + System.lineSeparator());
        } catch (IOException | RuntimeException e) {
            return unusable(realRoot, cacheRoot, e);
        }
        try {
            return onDiskWhenFree(dir, realRoot, heldWait);
        } catch (LockObtainFailedException e) {
            LOG.info("Another Ephemeris process is updating " + dir + "; this one indexes in memory.");
            return inMemory(realRoot, "another Ephemeris process is updating it");
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "The index at " + dir + " could not be opened; rebuilding it", e);
            try {
                IndexFolder.wipe(dir);
                return onDisk(dir, realRoot);
            } catch (IOException | RuntimeException again) {
                return unusable(realRoot, cacheRoot, again);
            }
        }
    }

    /** An in-memory index for a cache folder that cannot be created or written, said once on stderr. */
    static IndexStore unusable(Path realRoot, Path cacheRoot, Exception why) throws IOException {
        String reason = "the cache folder " + cacheRoot + " cannot be used (" + IndexFolder.plain(why) + ")";
        LOG.warning("The index of " + realRoot + " is not kept between runs: " + reason + ".");
        return inMemory(realRoot, reason);
    }

    private static IndexStore inMemory(Path realRoot, String notKept) throws IOException {
        return new IndexStore(new ByteBuffersDirectory(), null, realRoot.toString(), notKept);
    }

    private static IndexStore onDiskWhenFree(Path dir, Path realRoot, java.time.Duration heldWait) throws IOException {
        long deadline = System.nanoTime() + heldWait.toNanos();
        while (true) {
            try {
                return onDisk(dir, realRoot);
            } catch (LockObtainFailedException e) {
                // Only an index already committed is waited for: opening one still being built for the first time
                // would find it incomplete and start it again.
                if (System.nanoTime() >= deadline || !committed(dir, realRoot)) {
                    throw e;
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    private static boolean committed(Path dir, Path realRoot) {
        try (FSDirectory fs = FSDirectory.open(dir)) {
            return IndexFolder.committed(fs, realRoot);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static IndexStore onDisk(Path dir, Path realRoot) throws IOException {
        FSDirectory fs = FSDirectory.open(dir);
        try {
            String earlier = EarlierFormats.heldIn(fs, realRoot);
            if (earlier == null && !IndexFolder.isCurrent(fs, realRoot)) {
                fs.close();
                IndexFolder.wipe(dir);
                fs = FSDirectory.open(dir);
            }
            IndexStore store = new IndexStore(fs, dir, realRoot.toString(), "");
            if (earlier != null) {
                try {
                    EarlierFormats.migrate(store, earlier, realRoot);
                } catch (IOException | RuntimeException e) {
                    // Closing would commit this format's name over an index left half migrated.
                    store.abandon();
                    throw e;
                }
            }
            return store;
        } catch (IOException | RuntimeException e) {
            fs.close();
            throw e;
        }
    }

    Analyzer analyzer() {
        return analyzer;
    }

    Optional<Path> location() {
        return Optional.ofNullable(location);
    }

    /** Why the index is not kept between runs although a cache folder was given; empty when it is. */
    Optional<String> notKept() {
        return notKept.isEmpty() ? Optional.empty() : Optional.of(notKept);
    }

    IndexWriter writer() {
        return writer;
    }

    /** The catalog's entries, as persisted by the last commit. */
    List<PageMeta> loadMetas() throws IOException {
        return withSearcher(s -> {
            List<PageMeta> out = new ArrayList<>();
            for (org.apache.lucene.index.LeafReaderContext leaf : s.getIndexReader().leaves()) {
                org.apache.lucene.index.BinaryDocValues metas = leaf.reader().getBinaryDocValues(Fields.META);
                if (metas == null) {
                    continue;
                }
                org.apache.lucene.util.Bits live = leaf.reader().getLiveDocs();
                for (int doc = metas.nextDoc(); doc != org.apache.lucene.search.DocIdSetIterator.NO_MORE_DOCS; doc = metas.nextDoc()) {
                    if (live == null || live.get(doc)) {
                        org.apache.lucene.util.BytesRef b = metas.binaryValue();
                        out.add(PageMetaCodec.decode(b.bytes, b.offset, b.length));
                    }
                }
            }
            return out;
        });
    }

    <T> T withSearcher(SearcherCall<T> call) {
        try {
            IndexSearcher s = searchers.acquire();
            try {
                return call.call(s);
            } finally {
                searchers.release(s);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces the catalog entries of these pages with the ones given, commits and refreshes. */
    void replaceMetas(List<PageMeta> metas) throws IOException {
        for (PageMeta m : metas) {
            writer.deleteDocuments(new org.apache.lucene.search.BooleanQuery.Builder()
                    .add(new org.apache.lucene.search.TermQuery(new org.apache.lucene.index.Term(Fields.KEY, m.path())),
                            org.apache.lucene.search.BooleanClause.Occur.FILTER)
                    .add(new org.apache.lucene.search.TermQuery(new org.apache.lucene.index.Term(Fields.KIND, Fields.KIND_META)),
                            org.apache.lucene.search.BooleanClause.Occur.FILTER)
                    .build());
            writer.addDocument(Documents.meta(m));
        }
        commit();
        refresh();
    }

    void commit() throws IOException {
        writer.setLiveCommitData(userData.entrySet());
        writer.commit();
    }

    /**
     * Writes the segments buffered in memory (one per indexing thread) to the directory, each on its own
     * thread. A commit would flush them one after another on the calling thread while the other cores idle.
     */
    void flushInParallel() {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        java.util.stream.IntStream.range(0, threads).parallel().forEach(i -> {
            try {
                while (writer.flushNextBuffer()) {
                    // each call flushes one buffer on this thread
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** Makes what was written visible to searches. */
    void refresh() throws IOException {
        searchers.maybeRefreshBlocking();
    }

    boolean isClosed() {
        return closed;
    }

    /** Closes without committing what was written since the last commit. */
    void abandon() throws IOException {
        closed = true;
        try {
            searchers.close();
        } finally {
            try {
                writer.rollback();
            } finally {
                directory.close();
            }
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        try {
            searchers.close();
        } finally {
            try {
                writer.close();
            } finally {
                directory.close();
            }
        }
    }
}
