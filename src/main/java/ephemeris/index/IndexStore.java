package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.Directory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a wiki's Lucene index is kept and how it is opened safely. A persisted index must say it is
 * ours, of the current format and for this wiki; anything else (a corrupt, foreign or old index) is
 * thrown away and rebuilt. When another process holds the index, this one works in memory instead,
 * so two processes never write the same index.
 */
final class IndexStore implements AutoCloseable {
    /**
     * Bump when the document layout or analysis changes: older indexes are then rebuilt, or brought to the new
     * format in place when {@link EarlierFormats} knows how.
     */
    static final String FORMAT = "ephemeris-index-20";
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

    IndexStore(Directory directory, Path location, String root, String notKept) throws IOException {
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

    /** As {@link #open(Path, Path)}, waiting up to {@code heldWait} for another process to let the index go ({@link IndexStoreOpening#open}). */
    static IndexStore open(Path realRoot, Path cacheRoot, java.time.Duration heldWait) throws IOException {
        return IndexStoreOpening.open(realRoot, cacheRoot, heldWait);
    }

    /** An in-memory index for a cache folder that cannot be created or written, said once on stderr. */
    static IndexStore unusable(Path realRoot, Path cacheRoot, Exception why) throws IOException {
        return IndexStoreOpening.unusable(realRoot, cacheRoot, why);
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
