package ephemeris.index;

import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.VectorScorer;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.util.Bits;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Meaning search over the stored passage vectors: the passages nearest to a question's vector, and a
 * page's own vectors. Reads only; {@link PassageVectors} writes them.
 */
public final class VectorSearch {
    private final IndexStore store;
    private final SignShortlist shortlist = new SignShortlist(Fields.VECTOR, SignShortlist.Limits.DEFAULT);

    VectorSearch(IndexStore store) {
        this.store = store;
    }

    /**
     * The {@code k} passages nearest to a question's vector, nearest first; equally near ones by page
     * path, then passage id.
     * <p>
     * Not the HNSW graph: the graph depends on the order the embedder threads happened to add pages in,
     * so an approximate search through it could rank the same wiki differently from one build to the next
     * (decision 0007). Up to 20,000 live vectors every one is compared; beyond, the vectors' signs
     * shortlist the ones worth comparing ({@link SignShortlist}), which depends on the vectors alone. Ties
     * are broken by path, never by the document order, which the threads decide as well.
     */
    public List<PassageVectors.Near> nearest(float[] question, int k, String language) {
        if (k <= 0) {
            return List.of();
        }
        return store.withSearcher(s -> {
            List<LeafReaderContext> leaves = s.getIndexReader().leaves();
            int total = 0;
            for (LeafReaderContext leaf : leaves) {
                FloatVectorValues values = leaf.reader().getFloatVectorValues(Fields.VECTOR);
                total += values == null ? 0 : values.size();
            }
            List<SignShortlist.Scored> compared = shortlist.worthIt(total)
                    ? shortlist.compare(leaves, question, total)
                    : compareAll(leaves, question);
            if (compared.isEmpty()) {
                return List.of();
            }
            java.util.Set<SignShortlist.Scored> chosen = new java.util.TreeSet<>(Comparator.comparingInt(SignShortlist.Scored::doc));
            chosen.addAll(nearestOf(compared, k));
            if (!language.isEmpty()) {
                chosen.addAll(nearestOf(inLanguage(leaves, compared, language), k));
            }
            StoredFields stored = s.storedFields();
            List<PassageVectors.Near> out = new ArrayList<>(chosen.size());
            int leafIndex = -1;
            SortedDocValues pages = null;
            SortedDocValues langs = null;
            LeafReaderContext leaf = null;
            for (SignShortlist.Scored c : chosen) {
                int li = ReaderUtil.subIndex(c.doc(), leaves);
                if (li != leafIndex) {
                    leafIndex = li;
                    leaf = leaves.get(li);
                    pages = leaf.reader().getSortedDocValues(Fields.PAGE_DV);
                    langs = leaf.reader().getSortedDocValues(Fields.LANG_DV);
                }
                int local = c.doc() - leaf.docBase;
                String page = pages != null && pages.advanceExact(local) ? pages.lookupOrd(pages.ordValue()).utf8ToString() : "";
                String id = stored.document(c.doc(), Set.of(Fields.VECTOR_OF)).get(Fields.VECTOR_OF);
                // Lucene scores a dot product as (1 + cos) / 2.
                String lang = langs != null && langs.advanceExact(local) ? langs.lookupOrd(langs.ordValue()).utf8ToString() : "";
                out.add(new PassageVectors.Near(page, id == null ? "" : id, 2 * c.score() - 1, lang));
            }
            out.sort(Comparator.comparingDouble((PassageVectors.Near x) -> -x.similarity()).thenComparing(PassageVectors.Near::page)
                    .thenComparing(PassageVectors.Near::passageId));
            if (language.isEmpty()) {
                return List.copyOf(out.subList(0, Math.min(k, out.size())));
            }
            List<PassageVectors.Near> own = out.stream().filter(n -> n.lang().equals(language)).limit(k).toList();
            List<PassageVectors.Near> kept = new ArrayList<>(out.subList(0, Math.min(k, out.size())));
            own.stream().filter(n -> !kept.contains(n)).forEach(kept::add);
            kept.sort(Comparator.comparingDouble((PassageVectors.Near x) -> -x.similarity()).thenComparing(PassageVectors.Near::page)
                    .thenComparing(PassageVectors.Near::passageId));
            return List.copyOf(kept);
        });
    }

    /**
     * The page's own passage vectors, in passage order; empty when it has none yet. Its mean is where
     * the page sits in meaning, which finds the pages nearest to it.
     */
    public List<float[]> of(String page) {
        return store.withSearcher(s -> {
            BooleanQuery q = new BooleanQuery.Builder()
                    .add(new TermQuery(new Term(Fields.KEY, page)), BooleanClause.Occur.FILTER)
                    .add(new TermQuery(new Term(Fields.KIND, Fields.KIND_VECTOR)), BooleanClause.Occur.FILTER).build();
            TopDocs top = s.search(q, 10_000);
            ScoreDoc[] byDoc = top.scoreDocs.clone();
            java.util.Arrays.sort(byDoc, Comparator.comparingInt(sd -> sd.doc));
            List<LeafReaderContext> leaves = s.getIndexReader().leaves();
            StoredFields stored = s.storedFields();
            java.util.TreeMap<String, float[]> byPassage = new java.util.TreeMap<>(Comparator
                    .comparingInt((String id) -> id.length()).thenComparing(Comparator.naturalOrder()));
            for (ScoreDoc sd : byDoc) {
                LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(sd.doc, leaves));
                FloatVectorValues values = leaf.reader().getFloatVectorValues(Fields.VECTOR);
                if (values == null) {
                    continue;
                }
                org.apache.lucene.index.KnnVectorValues.DocIndexIterator it = values.iterator();
                if (it.advance(sd.doc - leaf.docBase) == sd.doc - leaf.docBase) {
                    String id = stored.document(sd.doc, Set.of(Fields.VECTOR_OF)).get(Fields.VECTOR_OF);
                    byPassage.put(id == null ? "" : id, values.vectorValue(it.index()).clone());
                }
            }
            return List.copyOf(byPassage.values());
        });
    }

    /** Every live vector compared with the question, by the codec's own similarity. */
    /** Every one at least as near as the k-th: more than k only when some are equally near. */
    private static List<SignShortlist.Scored> nearestOf(List<SignShortlist.Scored> compared, int k) {
        if (compared.isEmpty()) {
            return List.of();
        }
        KthBest best = new KthBest(k);
        compared.forEach(c -> best.offer(c.score()));
        float threshold = best.kth();
        List<SignShortlist.Scored> chosen = new ArrayList<>();
        for (SignShortlist.Scored c : compared) {
            if (c.score() >= threshold) {
                chosen.add(c);
            }
        }
        return chosen;
    }

    /** The compared vectors of pages in {@code language}, read from each segment's language values in document order. */
    private static List<SignShortlist.Scored> inLanguage(List<LeafReaderContext> leaves, List<SignShortlist.Scored> compared,
                                                         String language) throws IOException {
        List<SignShortlist.Scored> byDoc = new ArrayList<>(compared);
        byDoc.sort(Comparator.comparingInt(SignShortlist.Scored::doc));
        List<SignShortlist.Scored> out = new ArrayList<>();
        int leafIndex = -1;
        SortedDocValues langs = null;
        int wanted = -1;
        LeafReaderContext leaf = null;
        for (SignShortlist.Scored c : byDoc) {
            int li = ReaderUtil.subIndex(c.doc(), leaves);
            if (li != leafIndex) {
                leafIndex = li;
                leaf = leaves.get(li);
                langs = leaf.reader().getSortedDocValues(Fields.LANG_DV);
                wanted = langs == null ? -1 : langs.lookupTerm(new org.apache.lucene.util.BytesRef(language));
            }
            if (wanted >= 0 && langs.advanceExact(c.doc() - leaf.docBase) && langs.ordValue() == wanted) {
                out.add(c);
            }
        }
        return out;
    }

    private static List<SignShortlist.Scored> compareAll(List<LeafReaderContext> leaves, float[] question) throws IOException {
        List<SignShortlist.Scored> out = new ArrayList<>();
        for (LeafReaderContext leaf : leaves) {
            FloatVectorValues values = leaf.reader().getFloatVectorValues(Fields.VECTOR);
            if (values == null || values.size() == 0) {
                continue;
            }
            Bits live = leaf.reader().getLiveDocs();
            VectorScorer scorer = values.scorer(question);
            DocIdSetIterator it = scorer.iterator();
            for (int doc = it.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = it.nextDoc()) {
                if (live == null || live.get(doc)) {
                    out.add(new SignShortlist.Scored(leaf.docBase + doc, scorer.score()));
                }
            }
        }
        return out;
    }
}
