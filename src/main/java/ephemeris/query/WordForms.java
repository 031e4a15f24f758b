package ephemeris.query;

/**
 * The other forms a question word meets in a language matched by first letters ({@link QuestionLanguage#forms}):
 * the terms that start with {@code prefix} and, for a short word, are at most {@code maxLength} letters long
 * (counted as the index's automaton counts them, by code point).
 *
 * @param prefix    the first letters every form shares
 * @param maxLength the longest a form may be, or 0 for any length
 */
public record WordForms(String prefix, int maxLength) {
    /** Whether the term is one of the forms. */
    public boolean meets(String term) {
        return term.startsWith(prefix) && (maxLength == 0 || term.codePointCount(0, term.length()) <= maxLength);
    }

    /** Whether the forms may be of any length (a long word's, cut at its first letters). */
    public boolean anyLength() {
        return maxLength == 0;
    }
}
