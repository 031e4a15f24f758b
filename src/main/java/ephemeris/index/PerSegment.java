package ephemeris.index;

import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A value read from one doc values field of a segment, read once a segment and kept while the segment is
 * open: a segment's doc values never change unless updated in place, which the index never does (the
 * cacheability check keeps that honest).
 */
final class PerSegment<T> {
    /** How the value is read from a segment. */
    interface Read<T> {
        T from(LeafReaderContext leaf) throws IOException;
    }

    private final Map<IndexReader.CacheKey, T> bySegment = new ConcurrentHashMap<>();
    private final String field;
    private final Read<T> read;

    PerSegment(String field, Read<T> read) {
        this.field = field;
        this.read = read;
    }

    T of(LeafReaderContext leaf) throws IOException {
        IndexReader.CacheHelper cacheHelper = DocValues.isCacheable(leaf, field) ? leaf.reader().getCoreCacheHelper() : null;
        if (cacheHelper == null) {
            return read.from(leaf);
        }
        T cached = bySegment.get(cacheHelper.getKey());
        if (cached != null) {
            return cached;
        }
        T value = read.from(leaf);
        if (bySegment.putIfAbsent(cacheHelper.getKey(), value) == null) {
            cacheHelper.addClosedListener(bySegment::remove);
        }
        return value;
    }
}
