package ephemeris.answer;

/**
 * One quoted sentence and where it stands, so a reader can check it and the window can highlight it.
 *
 * @param number    the [n] marker in the answer; also the position of {@code path} in the Sources block
 * @param path      the page that holds the sentence, relative to the root
 * @param heading   the nearest heading above it, or empty
 * @param anchor    that heading's anchor slug, or empty
 * @param startLine first source line of the block that holds it, 1-based
 * @param endLine   last source line of that block
 * @param sentence  the sentence, verbatim with markdown stripped
 */
public record Citation(int number, String path, String heading, String anchor, int startLine, int endLine,
                       String sentence) {
}
