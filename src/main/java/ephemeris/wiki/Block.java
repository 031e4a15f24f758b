package ephemeris.wiki;

import java.util.List;

/**
 * One block of text on a page with its plain text (markdown stripped) and where it stands.
 *
 * @param headingPath the headings above it, outermost first; empty before the first heading
 * @param anchor      the anchor slug of the nearest heading ({@link Slugs}); empty before the first heading
 * @param text        plain text, wikilinks reduced to their labels
 * @param startLine   first source line, 1-based
 * @param endLine     last source line, inclusive
 * @param kind        what sort of block it is; answers prefer prose
 * @param blockId     the Obsidian block id (^id) if the block has one, else empty
 */
public record Block(List<String> headingPath, String anchor, String text, int startLine, int endLine, Kind kind,
                    String blockId) {
    public enum Kind { PARAGRAPH, LIST_ITEM, QUOTE, TABLE, CODE, HEADING }

    /** The nearest heading, or empty. */
    public String heading() {
        return headingPath.isEmpty() ? "" : headingPath.getLast();
    }

    public boolean isProse() {
        return kind == Kind.PARAGRAPH || kind == Kind.LIST_ITEM || kind == Kind.QUOTE || kind == Kind.TABLE;
    }
}
