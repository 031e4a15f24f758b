package ephemeris.index;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.FixedBitSet;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * How many documents of each segment belong to pages of each language (from the language doc values,
 * deleted documents included), counted once a segment and kept while it is open ({@link PerSegment}).
 * Enough to tell a wiki of several languages from one with a few pages read as another; the passages alone
 * are counted apart, as the number a word's rarity in one language is measured against.
 */
final class SegmentLanguages {
    private static final PerSegment<Map<String, Integer>> COUNTS = new PerSegment<>(Fields.LANG_DV, SegmentLanguages::read);
    private static final PerSegment<Passages> PASSAGES = new PerSegment<>(Fields.LANG_DV, SegmentLanguages::readPassages);

    /** A segment's passages (a page's own or borrowed text, not its vectors) of each language, and how many. */
    private record Passages(Map<String, FixedBitSet> documents, Map<String, Integer> counts) {
    }

    private SegmentLanguages() {
    }

    /** Documents per language code ("" for pages whose language could not be told) in the segment. */
    static Map<String, Integer> of(LeafReaderContext leaf) throws IOException {
        return COUNTS.of(leaf);
    }

    /** The segment's passages of pages in the language (deleted ones included), or null when it has none. */
    static FixedBitSet passages(LeafReaderContext leaf, String language) throws IOException {
        return PASSAGES.of(leaf).documents().get(language);
    }

    /** Passages per language code in the segment (deleted ones included). */
    static Map<String, Integer> passages(LeafReaderContext leaf) throws IOException {
        return PASSAGES.of(leaf).counts();
    }

    /**
     * How many passages of each of the languages hold the term, counted down its postings in every segment
     * (deleted ones included, as in Lucene's own document frequency and in the passage counts).
     */
    static Map<String, Long> holding(org.apache.lucene.index.IndexReader reader, org.apache.lucene.index.Term term,
                                     java.util.Collection<String> languages) throws IOException {
        Map<String, Long> out = new java.util.TreeMap<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            org.apache.lucene.index.Terms terms = leaf.reader().terms(term.field());
            org.apache.lucene.index.TermsEnum te = terms == null ? null : terms.iterator();
            if (te == null || !te.seekExact(term.bytes())) {
                continue;
            }
            org.apache.lucene.index.PostingsEnum docs = te.postings(null, org.apache.lucene.index.PostingsEnum.NONE);
            if (languages.size() == 1) {
                // One language: each posting looked up in its passages, without a set of the term's own.
                String language = languages.iterator().next();
                FixedBitSet inLanguage = passages(leaf, language);
                long n = 0;
                for (int doc = docs.nextDoc(); inLanguage != null && doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                    n += inLanguage.get(doc) ? 1 : 0;
                }
                out.merge(language, n, Long::sum);
                continue;
            }
            FixedBitSet held = new FixedBitSet(leaf.reader().maxDoc());
            for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                held.set(doc);
            }
            for (String language : languages) {
                FixedBitSet inLanguage = passages(leaf, language);
                if (inLanguage != null) {
                    out.merge(language, FixedBitSet.intersectionCount(held, inLanguage), Long::sum);
                }
            }
        }
        return out;
    }

    /** Passages per language code in every segment of the reader (deleted ones included). */
    static Map<String, Long> passages(org.apache.lucene.index.IndexReader reader) throws IOException {
        Map<String, Long> out = new java.util.TreeMap<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            PASSAGES.of(leaf).counts().forEach((language, n) -> out.merge(language, (long) n, Long::sum));
        }
        return out;
    }

    private static Passages readPassages(LeafReaderContext leaf) throws IOException {
        SortedDocValues langs = leaf.reader().getSortedDocValues(Fields.LANG_DV);
        SortedDocValues kinds = leaf.reader().getSortedDocValues(Fields.KIND_DV);
        if (langs == null || kinds == null) {
            return new Passages(Map.of(), Map.of());
        }
        int own = kinds.lookupTerm(new org.apache.lucene.util.BytesRef(Fields.KIND_OWN));
        int borrowed = kinds.lookupTerm(new org.apache.lucene.util.BytesRef(Fields.KIND_BORROWED));
        FixedBitSet[] byOrd = new FixedBitSet[langs.getValueCount()];
        for (int doc = langs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = langs.nextDoc()) {
            if (kinds.advanceExact(doc) && (kinds.ordValue() == own || kinds.ordValue() == borrowed)) {
                int ord = langs.ordValue();
                if (byOrd[ord] == null) {
                    byOrd[ord] = new FixedBitSet(leaf.reader().maxDoc());
                }
                byOrd[ord].set(doc);
            }
        }
        Map<String, FixedBitSet> documents = new HashMap<>();
        Map<String, Integer> counts = new HashMap<>();
        for (int ord = 0; ord < byOrd.length; ord++) {
            if (byOrd[ord] != null) {
                String language = langs.lookupOrd(ord).utf8ToString();
                documents.put(language, byOrd[ord]);
                counts.put(language, byOrd[ord].cardinality());
            }
        }
        return new Passages(Map.copyOf(documents), Map.copyOf(counts));
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
