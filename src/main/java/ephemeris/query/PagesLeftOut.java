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
 * The documents whose page (a sorted doc value) is none of the given pages: a filter clause. As a
 * prohibited clause the same pages would cut the scoring of the question's words into one window between
 * each two left-out documents, and a question that leaves out a common word's pages would pay for
 * thousands of windows. As a filter it is checked only on the documents the words match, each page's
 * value looked up once a segment. Only documents with a page value match: every searchable document (a
 * passage, a page-map entry) has one.
 */
final class PagesLeftOut extends Query {
    private static final String FIELD = Fields.PAGE_DV;
    private final Set<String> pages;

    /** @param pages the pages left out, kept as given (the page filter's own unmodifiable set) */
    PagesLeftOut(Set<String> pages) {
        this.pages = pages;
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
                FixedBitSet leftOut = new FixedBitSet(Math.max(1, ords));
                TwoPhaseIterator twoPhase = new TwoPhaseIterator(values) {
                    @Override
                    public boolean matches() throws IOException {
                        int ord = values.ordValue();
                        if (!decided.getAndSet(ord)) {
                            if (pages.contains(paths[ord])) {
                                leftOut.set(ord);
                            }
                        }
                        return !leftOut.get(ord);
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
        return FIELD + ":not" + pages;
    }

    @Override
    public boolean equals(Object other) {
        return sameClassAs(other) && pages.equals(((PagesLeftOut) other).pages);
    }

    @Override
    public int hashCode() {
        return 31 * classHash() + pages.hashCode();
    }
}
