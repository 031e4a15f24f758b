package ephemeris.answer;

/**
 * The short answer within a quoted unit: the quantity, key combination, setting path, format, version or
 * name a question asks for, so it can be shown in bold.
 *
 * @param citation the 1-based position of the citation in the answer's citations
 * @param start    where the phrase starts in that citation's text
 * @param end      where it ends (exclusive)
 * @param text     the phrase
 */
public record AnswerSpan(int citation, int start, int end, String text) {
}
