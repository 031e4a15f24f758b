package ephemeris.wiki;

import org.commonmark.node.BlockQuote;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SourceSpan;

import java.util.List;
import java.util.regex.Pattern;

/** Works out a block's {@link Block.Shape} from its place in the markdown tree and its source lines. */
final class BlockShapes {
    /** A line's list or quote markers and task box, which say nothing about what the line holds. */
    private static final Pattern MARKERS = Pattern.compile("^[>\\s]*+(?:(?:[-*+]|\\d{1,9}[.)])\\s+)?(?:\\[[ xX]\\]\\s+)?");
    /** Wikilinks, embeds, markdown links and images, autolinks and bare URLs. */
    private static final Pattern LINK = Pattern.compile(
            "!?\\[\\[[^\\]]*\\]\\]|!?\\[[^\\]]*\\]\\([^)]*\\)|<https?://[^>]*>|https?://\\S+");
    /** Words that may stand between links on a line of links: line breaks, "and"/"or". */
    private static final Pattern JOINERS = Pattern.compile("(?i)<br\\s*/?>|\\band\\b|\\bor\\b");
    /**
     * What else may: separators. One character class, never an alternation in a loop, which Java's regex
     * engine runs by recursion and which overflowed the stack on a line of thousands of quote markers.
     */
    private static final Pattern BETWEEN_LINKS = Pattern.compile("[\\s,;|·•/\\\\:.()*_\\-–—]*+");

    /** How each of {@link #LINK}'s forms starts ("[" after an optional "!"). */
    private static final String[] LINK_STARTS = {"[", "<", "http://", "https://"};
    /** The letters the joiners are made of ("and", "or", "br"; {@link #JOINERS} is case-insensitive in ASCII only). */
    private static final String JOINER_LETTERS = "andorbANDORB";

    private BlockShapes() {
    }

    static Block.Shape of(Node node, List<String> sourceLines) {
        int group = 0;
        int position = 0;
        int depth = 0;
        boolean ordered = false;
        Node topItem = null;
        int inQuote = 0;
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof ListBlock list) {
                depth++;
                group = firstLine(list);
                ordered = list instanceof OrderedList;
            } else if (n instanceof ListItem item) {
                topItem = item;
            } else if (n instanceof BlockQuote quote) {
                inQuote = firstLine(quote);
            }
        }
        if (inQuote > 0) {
            // A callout is one unit however its body is laid out: the outermost quote is the group.
            group = inQuote;
        }
        if (topItem != null) {
            position = 1;
            for (Node s = topItem.getPrevious(); s != null; s = s.getPrevious()) {
                position++;
            }
        }
        boolean continues = depth > 0 && node.getParent() instanceof ListItem && node.getPrevious() != null;
        boolean linksOnly = node instanceof Paragraph && linksOnly(node, sourceLines);
        return new Block.Shape(group, position, depth, ordered, continues, linksOnly, List.of(),
                node instanceof Paragraph && codeLine(node));
    }

    /** Whether the paragraph holds inline code and nothing else but spaces and line breaks. */
    static boolean codeLine(Node paragraph) {
        boolean code = false;
        for (Node n = paragraph.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof org.commonmark.node.Code) {
                code = true;
            } else if (!(n instanceof org.commonmark.node.SoftLineBreak || n instanceof org.commonmark.node.HardLineBreak
                    || n instanceof org.commonmark.node.Text t && t.getLiteral().isBlank())) {
                return false;
            }
        }
        return code;
    }

    /** The shape of a table row: its table, its number (0 for the header row) and the header's cells. */
    static Block.Shape tableRow(int tableLine, int row, List<String> header) {
        return new Block.Shape(tableLine, row, 0, false, false, false, row == 0 ? List.of() : header);
    }

    private static int firstLine(Node n) {
        List<SourceSpan> spans = n.getSourceSpans();
        return spans.isEmpty() ? 0 : spans.getFirst().getLineIndex() + 1;
    }

    /** Where {@link #LINK} can first match in the line, or its length when it cannot. */
    private static int firstLinkStart(String line) {
        int first = line.length();
        for (String start : LINK_STARTS) {
            int at = line.indexOf(start);
            if (at >= 0 && at < first) {
                first = at;
            }
        }
        return first;
    }

    /**
     * Whether the text holds, before {@code end}, a letter or digit that no joiner is made of: removing the
     * joiners leaves it, and no separator is a letter or digit, so the line is not links and separators only.
     */
    private static boolean holdsOtherWord(String text, int end) {
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c) && JOINER_LETTERS.indexOf(c) < 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the node's source lines hold links and nothing else but separators. */
    static boolean linksOnly(Node node, List<String> sourceLines) {
        List<SourceSpan> spans = node.getSourceSpans();
        if (spans.isEmpty()) {
            return false;
        }
        boolean anyLink = false;
        for (int i = spans.getFirst().getLineIndex(); i <= spans.getLast().getLineIndex() && i < sourceLines.size(); i++) {
            String line = MARKERS.matcher(sourceLines.get(i)).replaceFirst("");
            // A line of prose is settled by its first word that is not a joiner, before the expressions run:
            // the link expression removes nothing before the first place a link can start.
            int firstLink = firstLinkStart(line);
            if (holdsOtherWord(line, firstLink)) {
                return false;
            }
            String unlinked = firstLink < line.length() ? LINK.matcher(line).replaceAll("") : line;
            if (holdsOtherWord(unlinked, unlinked.length())) {
                return false;
            }
            String rest = JOINERS.matcher(unlinked).replaceAll("");
            anyLink |= rest.length() < line.length();
            if (!BETWEEN_LINKS.matcher(rest).matches()) {
                return false;
            }
        }
        return anyLink;
    }
}
