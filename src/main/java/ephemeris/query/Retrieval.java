package ephemeris.query;

import java.util.List;

/**
 * What retrieval found for a question.
 *
 * @param keyTerms     the 3–6 key terms shown to the user
 * @param contentWords every content word searched (key terms included)
 * @param pages        ranked pages, best first, no page twice
 * @param meaning      whether meaning (embedding) search took part, or keywords alone answered
 * @param language     the language the question was read in
 * @param named        whether the question is the first page's title or alias: that page stays first
 */
public record Retrieval(List<String> keyTerms, List<String> contentWords, List<RankedPage> pages, boolean meaning,
                        QuestionLanguage language, boolean named) {

    public Retrieval(List<String> keyTerms, List<String> contentWords, List<RankedPage> pages, boolean meaning, QuestionLanguage language) {
        this(keyTerms, contentWords, pages, meaning, language, false);
    }

    /** The same findings, saying whether the first page is the one the question names. */
    public Retrieval named(boolean first) {
        return new Retrieval(keyTerms, contentWords, pages, meaning, language, first);
    }

    /** The same findings with other pages (fused, cut, or with their openings added). */
    public Retrieval withPages(List<RankedPage> pages, boolean meaning) {
        return new Retrieval(keyTerms, contentWords, pages, meaning, language, named);
    }
}
