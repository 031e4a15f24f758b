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
 */
public record Retrieval(List<String> keyTerms, List<String> contentWords, List<RankedPage> pages, boolean meaning,
                        QuestionLanguage language) {

    /** The same findings with other pages (fused, cut, or with their openings added). */
    public Retrieval withPages(List<RankedPage> pages, boolean meaning) {
        return new Retrieval(keyTerms, contentWords, pages, meaning, language);
    }
}
