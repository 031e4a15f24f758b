package ephemeris.query;

import ephemeris.index.Fields;
import ephemeris.index.SegmentPages;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.ConstantScoreScorer;
import org.apache.lucene.search.ConstantScoreWeight;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.TwoPhaseIterator;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.FixedBitSet;

import java.io.IOException;
import java.util.Set;

/**
 * The documents whose page (a sorted doc value) a question's filters admit: among the allowed pages, if
 * any are named, and none of the pages left out. A filter clause, checked only on the documents the
 * question's words match, each page decided once a segment. As a prohibited clause the pages left out
 * would cut the scoring of the words into one window between each two left-out documents (thousands of
 * windows for a common excluded word), and a doc-values set query would look up every allowed page in
 * every segment's dictionary before the search starts. Only documents with a page value match: every
 * searchable document (a passage, a page-map entry) has one.
 */
final class AdmittedPages extends Query {
    private static final String FIELD = Fields.PAGE_DV;
    /** Null when every page is allowed. */
    private final Set<String> allowed;
    private final Set<String> denied;

    /**
     * @param allowed the pages allowed, or null for every page
     * @param denied  pages left out even when allowed
     */
    AdmittedPages(Set<String> allowed, Set<String> denied) {
        this.allowed = allowed;
        this.denied = denied;
    }

    private boolean admits(String page) {
        return (allowed == null || allowed.contains(page)) && !denied.contains(page);
    }

    @Override
    public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
        return new ConstantScoreWeight(this, boost) {
            @Override
            public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
                SortedDocValues values = DocValues.getSorted(context.reader(), FIELD);
                String[] paths = SegmentPages.of(context);
                int ords = values.getValueCount();
                FixedBitSet decided = new FixedBitSet(Math.max(1, ords));
                FixedBitSet admitted = new FixedBitSet(Math.max(1, ords));
                TwoPhaseIterator twoPhase = new TwoPhaseIterator(values) {
                    @Override
                    public boolean matches() throws IOException {
                        int ord = values.ordValue();
                        if (!decided.getAndSet(ord)) {
                            if (admits(paths[ord])) {
                                admitted.set(ord);
                            }
                        }
                        return admitted.get(ord);
                    }

                    @Override
                    public float matchCost() {
                        return 3; // an ordinal, and a set lookup the first time a page is met
                    }
                };
                return new DefaultScorerSupplier(new ConstantScoreScorer(score(), scoreMode, twoPhase));
            }

            @Override
            public boolean isCacheable(LeafReaderContext context) {
                return false; // one question's pages: not worth a place in the query cache
            }
        };
    }

    @Override
    public void visit(QueryVisitor visitor) {
        if (visitor.acceptField(FIELD)) {
            visitor.visitLeaf(this);
        }
    }

    @Override
    public String toString(String defaultField) {
        return FIELD + ":" + (allowed == null ? "*" : allowed.size() + " pages") + " -" + denied.size() + " pages";
    }

    @Override
    public boolean equals(Object other) {
        return sameClassAs(other) && java.util.Objects.equals(allowed, ((AdmittedPages) other).allowed)
                && denied.equals(((AdmittedPages) other).denied);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * classHash() + java.util.Objects.hashCode(allowed)) + denied.hashCode();
    }
}
