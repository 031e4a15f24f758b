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
 * @param shape       where it stands in the page's lists, tables and quotes
 */
public record Block(List<String> headingPath, String anchor, String text, int startLine, int endLine, Kind kind,
                    String blockId, Shape shape) {
    public enum Kind { PARAGRAPH, LIST_ITEM, QUOTE, TABLE, CODE, HEADING }

    /**
     * Where a block stands in the page's structure, so an answer can quote a whole procedure, a table row
     * with its header, or a callout, and leave out lines that are nothing but links.
     *
     * @param group     the first source line of the outermost list, table or quote the block is in; 0 in none
     * @param position  in a list: the 1-based number of the top-level item it belongs to; in a table: the
     *                  row's number, 0 for the header row; 0 elsewhere
     * @param depth     how deep in nested lists (1 for a top-level item), 0 outside lists
     * @param ordered   the outermost list is numbered
     * @param continues a list item's later paragraph, which continues the item rather than starting a step
     * @param linksOnly nothing but links and separators: a See-also line, a navigation or contents entry
     * @param header    a table row's header cells, the one above each of its non-empty cells in turn; empty for
 *                  the header row itself and outside tables
     * @param codeLine  a paragraph that is nothing but inline code: a command on a line of its own, as cheat sheets
     *                  write it after the line that says what it does
     */
    public record Shape(int group, int position, int depth, boolean ordered, boolean continues, boolean linksOnly,
                        List<String> header, boolean codeLine) {
        public static final Shape NONE = new Shape(0, 0, 0, false, false, false, List.of());

        public Shape {
            header = List.copyOf(header);
        }

        /** A shape that is no line of code. */
        public Shape(int group, int position, int depth, boolean ordered, boolean continues, boolean linksOnly,
                     List<String> header) {
            this(group, position, depth, ordered, continues, linksOnly, header, false);
        }
    }

    /** The nearest heading, or empty. */
    public String heading() {
        return headingPath.isEmpty() ? "" : headingPath.getLast();
    }

    public boolean isProse() {
        return kind == Kind.PARAGRAPH || kind == Kind.LIST_ITEM || kind == Kind.QUOTE || kind == Kind.TABLE;
    }
}
