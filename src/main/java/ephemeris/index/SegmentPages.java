package ephemeris.index;

import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each segment's page paths by the ordinals of its page doc values, read once a segment and kept while the
 * segment is open. The doc values' dictionary is compressed in blocks, so a lookup by ordinal unpacks a
 * block; a question whose filter or hits meet thousands of documents reads their pages here instead.
 */
public final class SegmentPages {
    private static final Map<IndexReader.CacheKey, String[]> BY_SEGMENT = new ConcurrentHashMap<>();

    private SegmentPages() {
    }

    /** The segment's page paths, indexed by the ordinals of {@link Fields#PAGE_DV}; empty when it has none. */
    public static String[] of(LeafReaderContext leaf) throws IOException {
        // A segment's doc values never change unless updated in place, which the index never does; the check keeps it honest.
        IndexReader.CacheHelper helper = DocValues.isCacheable(leaf, Fields.PAGE_DV) ? leaf.reader().getCoreCacheHelper() : null;
        if (helper == null) {
            return read(leaf);
        }
        String[] cached = BY_SEGMENT.get(helper.getKey());
        if (cached != null) {
            return cached;
        }
        String[] paths = read(leaf);
        if (BY_SEGMENT.putIfAbsent(helper.getKey(), paths) == null) {
            helper.addClosedListener(BY_SEGMENT::remove);
        }
        return paths;
    }

    private static String[] read(LeafReaderContext leaf) throws IOException {
        SortedDocValues values = leaf.reader().getSortedDocValues(Fields.PAGE_DV);
        if (values == null) {
            return new String[0];
        }
        String[] out = new String[values.getValueCount()];
        TermsEnum terms = values.termsEnum();
        int ord = 0;
        for (BytesRef t = terms.next(); t != null; t = terms.next()) {
            out[ord++] = t.utf8ToString();
        }
        return out;
    }
}
