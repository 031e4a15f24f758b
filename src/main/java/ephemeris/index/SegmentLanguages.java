package ephemeris.index;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.DocIdSetIterator;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * How many documents of each segment belong to pages of each language (from the language doc values,
 * deleted documents included), counted once a segment and kept while it is open ({@link PerSegment}).
 * Enough to tell a wiki of several languages from one with a few pages read as another.
 */
final class SegmentLanguages {
    private static final PerSegment<Map<String, Integer>> COUNTS = new PerSegment<>(Fields.LANG_DV, SegmentLanguages::read);

    private SegmentLanguages() {
    }

    /** Documents per language code ("" for pages whose language could not be told) in the segment. */
    static Map<String, Integer> of(LeafReaderContext leaf) throws IOException {
        return COUNTS.of(leaf);
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
