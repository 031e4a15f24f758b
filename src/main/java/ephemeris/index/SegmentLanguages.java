package ephemeris.index;

import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.DocIdSetIterator;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many documents of each segment belong to pages of each language (from the language doc values,
 * deleted documents included), counted once a segment and kept while it is open, as {@link SegmentPages}
 * keeps its paths. Enough to tell a wiki of several languages from one with a few pages read as another.
 */
final class SegmentLanguages {
    private static final Map<IndexReader.CacheKey, Map<String, Integer>> BY_SEGMENT = new ConcurrentHashMap<>();

    private SegmentLanguages() {
    }

    /** Documents per language code ("" for pages whose language could not be told) in the segment. */
    static Map<String, Integer> of(LeafReaderContext leaf) throws IOException {
        IndexReader.CacheHelper helper = DocValues.isCacheable(leaf, Fields.LANG_DV) ? leaf.reader().getCoreCacheHelper() : null;
        if (helper == null) {
            return read(leaf);
        }
        Map<String, Integer> cached = BY_SEGMENT.get(helper.getKey());
        if (cached != null) {
            return cached;
        }
        Map<String, Integer> counts = read(leaf);
        if (BY_SEGMENT.putIfAbsent(helper.getKey(), counts) == null) {
            helper.addClosedListener(BY_SEGMENT::remove);
        }
        return counts;
    }

    private static Map<String, Integer> read(LeafReaderContext leaf) throws IOException {
        SortedDocValues langs = leaf.reader().getSortedDocValues(Fields.LANG_DV);
        if (langs == null) {
            return Map.of();
        }
        int[] byOrd = new int[langs.getValueCount()];
        for (int doc = langs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = langs.nextDoc()) {
            byOrd[langs.ordValue()]++;
        }
        Map<String, Integer> out = new HashMap<>();
        for (int ord = 0; ord < byOrd.length; ord++) {
            out.put(langs.lookupOrd(ord).utf8ToString(), byOrd[ord]);
        }
        return Map.copyOf(out);
    }
}
