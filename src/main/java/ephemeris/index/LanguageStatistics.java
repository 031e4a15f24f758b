package ephemeris.index;

import org.apache.lucene.index.Term;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermStatistics;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * A searcher over the whole index that scores as if the wiki were the pages of one language: how rare a term is
 * (BM25's document frequency) is counted among the passages of pages in that language, and a field's document
 * count and lengths are the whole wiki's at that language's share of the passages. In
 * a wiki of several languages a word every page of one language uses ("Notiz", note, in German pages) is
 * common for a German question, however few pages of the whole wiki hold it; and a word the pages of every
 * language share (a feature's English name, "Callout") counts only where the question's language uses it.
 * Which passages match is unchanged.
 * <p>
 * A term held by no passage of the language keeps its rarity in the whole wiki, scaled to the language's
 * share of the passages: a question's word met only in other languages' pages is not made the rarest of all.
 * One that a passage or two of the language hold is rare for the question, in every page it matches; counting
 * other languages' passages in at the language's share was measured worse (decision 0023).
 * One searcher serves one question; the counts it makes are kept for that question.
 */
final class LanguageStatistics extends IndexSearcher {
    private final String language;
    /** The language's share of the wiki's passages. */
    private final double share;
    private final Map<Term, Integer> held = new HashMap<>();
    private final Map<String, CollectionStatistics> fields = new HashMap<>();

    LanguageStatistics(IndexSearcher whole, String language) throws IOException {
        super(whole.getIndexReader());
        setSimilarity(whole.getSimilarity());
        this.language = language;
        Map<String, Long> passages = SegmentLanguages.passages(whole.getIndexReader());
        long all = passages.values().stream().mapToLong(Long::longValue).sum();
        long inLanguage = passages.getOrDefault(language, 0L);
        this.share = all == 0 ? 1.0 : Math.max(1, inLanguage) / (double) all;
    }

    /** Passages of the language's pages that hold the term, counted down its postings. */
    int heldInLanguage(Term term) throws IOException {
        Integer n = held.get(term);
        if (n == null) {
            n = (int) (long) SegmentLanguages.holding(getIndexReader(), term, java.util.List.of(language)).getOrDefault(language, 0L);
            held.put(term, n);
        }
        return n;
    }

    @Override
    public CollectionStatistics collectionStatistics(String field) throws IOException {
        if (fields.containsKey(field)) {
            return fields.get(field);
        }
        CollectionStatistics whole = super.collectionStatistics(field);
        CollectionStatistics out = whole == null ? null : scaled(whole);
        fields.put(field, out);
        return out;
    }

    /** The field's statistics over the language's share of the documents: its documents' average length kept. */
    private CollectionStatistics scaled(CollectionStatistics whole) {
        long docCount = Math.max(1, Math.round(whole.docCount() * share));
        long sumDocFreq = Math.max(docCount, Math.round(whole.sumDocFreq() * share));
        long sumTotalTermFreq = Math.max(sumDocFreq, Math.round(whole.sumTotalTermFreq() * share));
        return new CollectionStatistics(whole.field(), whole.maxDoc(), docCount, sumTotalTermFreq, sumDocFreq);
    }

    @Override
    public TermStatistics termStatistics(Term term, int docFreq, long totalTermFreq) throws IOException {
        int actual = getIndexReader().docFreq(term);
        long local;
        if (actual != docFreq) {
            // A blended frequency (a word's forms scored as one count) is another count than the term's own: the
            // share of it this form's passages in the language make, at least the language's share of the wiki,
            // so that a form only other languages use is not made the rarest of all.
            double inLanguage = heldInLanguage(term) / (double) Math.max(1, actual);
            local = Math.round(docFreq * Math.max(inLanguage, share));
        } else {
            // The language's own passages; a term none of them holds keeps its rarity in the whole wiki, at the
            // language's share, so that a word only other languages use does not lift their pages.
            int inLanguage = heldInLanguage(term);
            local = inLanguage > 0 ? inLanguage : Math.round(actual * share);
        }
        CollectionStatistics field = collectionStatistics(term.field());
        long max = field == null ? docFreq : field.docCount();
        local = Math.clamp(local, 1, Math.max(1, max));
        return new TermStatistics(term.bytes(), local, Math.max(local, Math.round(totalTermFreq * (local / (double) docFreq))));
    }
}
