package ephemeris.answer;

/**
 * The evidence an answer's confidence is judged from, each a number in [0, 1].
 *
 * @param coverage     the share of the question's weight the quoted units cover, with their headings
 * @param ownCoverage  the share the first unit's own words cover
 * @param lead         how far the first unit's score leads the best unit of another passage, as a share of its score
 * @param pageMargin   how far the top page's score leads the next page's, as a share of its score
 * @param agreement    the pages that match most key terms, a third each, at most 1; shown, not weighed: a wiki
 *                     with one page on a topic is not weaker evidence than one that repeats itself
 * @param onTopic      1 when the cited page's title, path or headings hold one of the question's weightiest words
 * @param citesTop     1 when the first unit comes from the top page
 * @param structured   1 when the first unit is a procedure, table row, code block or callout
 * @param closeness    how close in meaning the cited page's nearest passage is to the question, 0 without meaning
 *                     search; shown, not weighed: a wiki searched by keywords alone (meaning off, or vectors not
 *                     built yet) must not read as weaker evidence for it
 * @param fits         1 when the first unit is the kind of thing the question asks for (a value asked for, an
 *                     instruction or purpose for a how-question, a definition for a what-question, a procedure or
 *                     code asked for), else 0
 * @param keyTerms     the question's key terms, a sixth each, at most 1: a question of one word is covered by any
 *                     sentence that says it
 * @param withContext  the share of the question's weight the first unit's own words, its heading and its page's
 *                     title hold together: a unit that says what its page's title does not
 * @param standsOut    the first unit's share of the unit ranker's odds among the question's candidate units: how
 *                     clearly the unit it put first stands out from the others that could answer
 */
public record ConfidenceFeatures(double coverage, double ownCoverage, double lead, double pageMargin, double agreement,
                                 double onTopic, double citesTop, double structured, double closeness, double fits,
                                 double keyTerms, double withContext, double standsOut) {
    /** For an answer that quotes nothing. */
    public static final ConfidenceFeatures NONE = new ConfidenceFeatures(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /** The features the confidence model weighs, in the order of {@link #NAMES}. */
    public double[] values() {
        return new double[]{coverage, ownCoverage, lead, pageMargin, onTopic, citesTop, structured, fits, keyTerms, withContext, standsOut};
    }

    public static final java.util.List<String> NAMES = java.util.List.of(
            "coverage", "ownCoverage", "lead", "pageMargin", "onTopic", "citesTop", "structured", "fits", "keyTerms", "withContext", "standsOut");
}
