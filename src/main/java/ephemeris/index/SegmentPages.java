package ephemeris.index;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;

/**
 * Each segment's page paths by the ordinals of its page doc values, read once a segment and kept while the
 * segment is open. The doc values' dictionary is compressed in blocks, so a lookup by ordinal unpacks a
 * block; a question whose filter or hits meet thousands of documents reads their pages here instead.
 */
public final class SegmentPages {
    private static final PerSegment<String[]> PATHS = new PerSegment<>(Fields.PAGE_DV, SegmentPages::read);

    private SegmentPages() {
    }

    /** The segment's page paths, indexed by the ordinals of {@link Fields#PAGE_DV}; empty when it has none. */
    public static String[] of(LeafReaderContext leaf) throws IOException {
        return PATHS.of(leaf);
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
