package ephemeris.index;

import org.apache.lucene.search.Query;

import java.io.IOException;
import java.util.Map;

/**
 * The languages of a wiki's pages, as its index holds them: how many pages each has, whether a question's language
 * is one of several the wiki is written in, which language a question's words are the wiki's, and whether a word is
 * only in pages of other languages. Read from the passages' language doc values, counted per segment.
 */
public final class WikiLanguages {
    private final IndexStore store;

    WikiLanguages(IndexStore store) {
        this.store = store;
    }

    /**
     * How many pages are in each language, most first (ties by code); pages whose language could not be
     * told are left out. Read from the passages' doc values: a page counts once, in its first passage's language.
     */
    public Map<String, Integer> pagesPerLanguage() {
        return LanguageCounts.read(store);
    }

    /**
     * Which of the wiki's languages the terms are written in, told by its pages ({@link LanguageOfWords}), among
     * the candidate languages whose pages make at least {@value PassageSearcher#LANGUAGE_PASSAGES_FOR_RARITY} passages and {@link
     * #OTHER_LANGUAGES_MIN_SHARE} of the wiki's; empty in a wiki
     * of fewer than two such languages, or when the wiki holds none of the terms; {@code guess} when it is a
     * language the wiki is not written in.
     *
     * @param exactTerms terms of the exact-form field ({@link Fields#BODY_EXACT}), function words included
     * @param guess      the language guessed from the question's function words (a code, empty for none)
     * @param candidates the languages that may be told (those written in the question's script)
     */
    public String ofWords(java.util.Collection<String> exactTerms, String guess,
                                  java.util.function.Predicate<String> candidates) {
        return store.withSearcher(s -> LanguageOfWords.of(s, exactTerms, guess, PassageSearcher.LANGUAGE_PASSAGES_FOR_RARITY,
                OTHER_LANGUAGES_MIN_SHARE, candidates));
    }

    /**
     * Of the documents whose page's language is known, the share below which the pages of other languages
     * than the question's do not make a wiki of several languages: a few pages of a one-language wiki read as
     * another (11 of the C++ docs' 9,746, mostly code, read as French, Portuguese, Danish or Slovak) are not one.
     */
    static final double OTHER_LANGUAGES_MIN_SHARE = 0.01;

    /**
     * Whether pages of known languages other than {@code language} make at least {@link
     * #OTHER_LANGUAGES_MIN_SHARE} of the wiki: whether it is a wiki of several languages for a question in
     * this one. Pages whose language could not be told count for neither side. Read from counts kept for each
     * segment.
     */
    public boolean holdsOtherLanguages(String language) {
        return store.withSearcher(s -> {
            long known = 0;
            long other = 0;
            for (org.apache.lucene.index.LeafReaderContext leaf : s.getIndexReader().leaves()) {
                for (Map.Entry<String, Integer> e : SegmentLanguages.of(leaf).entrySet()) {
                    if (!e.getKey().isEmpty()) {
                        known += e.getValue();
                        other += e.getKey().equals(language) ? 0 : e.getValue();
                    }
                }
            }
            return other > 0 && other >= OTHER_LANGUAGES_MIN_SHARE * known;
        });
    }

    /**
     * Whether the wiki uses a word only in pages of other languages than {@code language}: some live passage
     * of a page in another known language holds it, none in that language does (pages whose language could
     * not be told count for neither side). Each check stops at the first passage found; ask only where
     * {@link #holdsOtherLanguages(String)}.
     *
     * @param inLanguage the passages that hold the word as the question's language is searched (its other forms too)
     * @param elsewhere  the passages that hold the word itself, as other languages' pages are asked for it
     */
    public boolean onlyInOtherLanguages(Query inLanguage, Query elsewhere, String language) {
        return store.withSearcher(s -> {
            Query ownPages = new org.apache.lucene.search.BooleanQuery.Builder()
                    .add(inLanguage, org.apache.lucene.search.BooleanClause.Occur.FILTER)
                    .add(language(language), org.apache.lucene.search.BooleanClause.Occur.FILTER).build();
            if (anyLive(s, ownPages)) {
                return false;
            }
            Query inAnother = new org.apache.lucene.search.BooleanQuery.Builder()
                    .add(elsewhere, org.apache.lucene.search.BooleanClause.Occur.FILTER)
                    .add(language(language), org.apache.lucene.search.BooleanClause.Occur.MUST_NOT)
                    .add(language(""), org.apache.lucene.search.BooleanClause.Occur.MUST_NOT).build();
            return anyLive(s, inAnother);
        });
    }

    /** Whether a live document matches the query, stopping at the first. */
    private static boolean anyLive(org.apache.lucene.search.IndexSearcher s, Query query) throws IOException {
        org.apache.lucene.search.Weight weight = s.createWeight(s.rewrite(query), org.apache.lucene.search.ScoreMode.COMPLETE_NO_SCORES, 1f);
        for (org.apache.lucene.index.LeafReaderContext leaf : s.getIndexReader().leaves()) {
            org.apache.lucene.search.Scorer scorer = weight.scorer(leaf);
            if (scorer == null) {
                continue;
            }
            org.apache.lucene.util.Bits live = leaf.reader().getLiveDocs();
            org.apache.lucene.search.DocIdSetIterator docs = scorer.iterator();
            for (int doc = docs.nextDoc(); doc != org.apache.lucene.search.DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                if (live == null || live.get(doc)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Query language(String language) {
        return org.apache.lucene.document.SortedDocValuesField.newSlowExactQuery(Fields.LANG_DV, new org.apache.lucene.util.BytesRef(language));
    }
}
