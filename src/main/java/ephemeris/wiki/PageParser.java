package ephemeris.wiki;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

import java.text.Normalizer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one page's markdown into a {@link Page}: title, aliases, tags, headings, plain-text blocks with
 * source line ranges, links, embeds and a date. Thread-safe; one instance serves the whole wiki.
 */
public final class PageParser {
    private static final Pattern INLINE_TAG = Pattern.compile("(?<![\\p{L}\\p{N}_&/#\\]\\)(`])#([\\p{L}_][\\p{L}\\p{N}_/-]*)");
    private static final Pattern BLOCK_ID = Pattern.compile("\\s\\^([A-Za-z0-9-]+)\\s*$");
    private static final Pattern TASK_BOX = Pattern.compile("^\\[[ xX]\\]\\s+");
    private static final Pattern ATX_HEADING = Pattern.compile("^#{1,6}\\s");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
    private static final Pattern TAGS_ONLY = Pattern.compile("^(\\s*#[\\p{L}_][\\p{L}\\p{N}_/-]*)+\\s*$");

    private final Parser parser = Parser.builder()
            .extensions(List.of(TablesExtension.create()))
            .includeSourceSpans(IncludeSourceSpans.BLOCKS)
            .build();

    public Page parse(String path, String text, Instant fileTime) {
        // Decomposed accents (macOS input, some PDFs) must match the composed ones people type.
        if (!belowCombiningMarks(text) && !Normalizer.isNormalized(text, Normalizer.Form.NFC)) {
            text = Normalizer.normalize(text, Normalizer.Form.NFC);
        }
        List<String> lines = splitLines(text);
        FrontMatter front = FrontMatter.parse(lines);
        for (int i = 0; i < front.lineCount(); i++) {
            lines.set(i, "");
        }
        List<Page.Link> links = new ArrayList<>();
        List<Page.Embed> embeds = new ArrayList<>();
        // The lines as written: whether a line is nothing but links shows before wikilinks become their labels.
        List<String> source = List.copyOf(lines);
        ObsidianSyntax.rewrite(lines, front.lineCount(), links, embeds);

        Set<String> tags = new LinkedHashSet<>(front.list("tags", "tag"));
        collectInlineTags(lines, front.lineCount(), tags);

        Node document = parser.parse(String.join("\n", lines));
        List<Block> blocks = new ArrayList<>();
        List<String> headings = new ArrayList<>();
        String firstH1 = walk(document, source, blocks, headings);

        String title = front.first("title");
        if (title.isEmpty()) {
            title = firstH1;
        }
        if (title.isEmpty()) {
            title = fileStem(path);
        }
        Instant date = parseDate(front.first("updated", "modified", "last_modified", "lastmod", "date"));
        return new Page(path, title, List.copyOf(front.list("aliases", "alias")), List.copyOf(tags),
                List.copyOf(headings), List.copyOf(blocks), List.copyOf(links), List.copyOf(embeds),
                date != null ? date : fileTime, lines.size(), summary(front.first("description", "summary")),
                Languages.code(front.first("lang", "language")));
    }

    /** A summary is one line for meaning search: long ones are cut at a word near 400 characters. */
    static String summary(String value) {
        String s = value.replaceAll("\\s+", " ").strip();
        if (s.length() <= 400) {
            return s;
        }
        int cut = s.lastIndexOf(' ', 400);
        return s.substring(0, cut > 200 ? cut : 400);
    }

    /** Text made only of characters below U+0300 (where combining marks start) is always in NFC. */
    static boolean belowCombiningMarks(String text) {
        for (int i = 0, n = text.length(); i < n; i++) {
            if (text.charAt(i) >= '\u0300') {
                return false;
            }
        }
        return true;
    }

    /** Splits on \n, \r\n and \r without a regex: this runs for every page. */
    static List<String> splitLines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        lines.add(text.substring(start));
        return lines;
    }

    public static String fileStem(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.toLowerCase(Locale.ROOT).endsWith(".md") ? name.substring(0, name.length() - 3) : name;
    }

    /** What a block on the walk stack is inside of: list item, quote, or nothing. */
    private record Pending(Node node, Block.Kind container) {
    }

    /** Collects blocks and headings; returns the text of the first H1, or empty. */
    private String walk(Node document, List<String> source, List<Block> blocks, List<String> headings) {
        Walk walk = new Walk(source, blocks, headings);
        pushChildren(walk.stack, document, Block.Kind.PARAGRAPH);
        // The loop only hands each node on: a small loop and small per-kind methods are compiled quickly
        // and once, where one large method was compiled again and again while a first build ran.
        while (!walk.stack.isEmpty()) {
            walk.visit(walk.stack.pop());
        }
        return walk.firstH1;
    }

    /** The state of one walk over a document's blocks: the heading path so far and what was collected. */
    private static final class Walk {
        final Deque<Pending> stack = new ArrayDeque<>();
        final List<String> source;
        final List<Block> blocks;
        final List<String> headings;
        /** Headings by level; a deeper heading pops the ones at its level and below. */
        final String[] levels = new String[7];
        List<String> path = List.of();
        String anchor = "";
        String firstH1 = "";

        Walk(List<String> source, List<Block> blocks, List<String> headings) {
            this.source = source;
            this.blocks = blocks;
            this.headings = headings;
        }

        void visit(Pending p) {
            Node node = p.node();
            if (node instanceof Heading h) {
                heading(h, p.container());
            } else if (node instanceof Paragraph para) {
                paragraph(para, p.container());
            } else if (node instanceof FencedCodeBlock code) {
                add(node, code.getLiteral().strip(), Block.Kind.CODE);
            } else if (node instanceof IndentedCodeBlock code) {
                add(node, code.getLiteral().strip(), Block.Kind.CODE);
            } else if (node instanceof HtmlBlock html) {
                add(node, stripTags(html.getLiteral()), Block.Kind.PARAGRAPH);
            } else if (node instanceof TableBlock table) {
                addTable(blocks, table, path, anchor);
            } else if (node instanceof ListItem) {
                pushChildren(stack, node, p.container() == Block.Kind.QUOTE ? Block.Kind.QUOTE : Block.Kind.LIST_ITEM);
            } else if (node instanceof BlockQuote) {
                pushChildren(stack, node, Block.Kind.QUOTE);
            } else {
                pushChildren(stack, node, p.container());
            }
        }

        private void heading(Heading h, Block.Kind container) {
            if (container == Block.Kind.QUOTE) {
                // A callout title (or a heading quoted from elsewhere) is quote text, not a section.
                add(h, inlineText(h).strip(), Block.Kind.QUOTE);
                return;
            }
            String text = inlineText(h).strip();
            levels[h.getLevel()] = text;
            for (int l = h.getLevel() + 1; l < levels.length; l++) {
                levels[l] = null;
            }
            List<String> newPath = new ArrayList<>();
            for (int l = 1; l < levels.length; l++) {
                if (levels[l] != null && !levels[l].isEmpty()) {
                    newPath.add(levels[l]);
                }
            }
            path = List.copyOf(newPath);
            anchor = Slugs.of(text);
            headings.add(text);
            if (h.getLevel() == 1 && firstH1.isEmpty()) {
                firstH1 = text;
            }
            add(h, text, Block.Kind.HEADING);
        }

        private void add(Node node, String text, Block.Kind kind) {
            PageParser.add(blocks, node, path, anchor, text, kind, BlockShapes.of(node, source));
        }

        private void paragraph(Paragraph para, Block.Kind container) {
            String text = inlineText(para).strip();
            if (para.getParent() instanceof ListItem && para.getPrevious() == null) {
                // A task item's checkbox "[ ]" / "[x]" is markup, not text.
                text = TASK_BOX.matcher(text).replaceFirst("");
            }
            if (!TAGS_ONLY.matcher(text).matches()) {
                add(para, text, container);
            }
        }
    }

    private static void pushChildren(Deque<Pending> stack, Node parent, Block.Kind container) {
        List<Node> children = new ArrayList<>();
        for (Node c = parent.getFirstChild(); c != null; c = c.getNext()) {
            children.add(c);
        }
        for (int i = children.size() - 1; i >= 0; i--) {
            stack.push(new Pending(children.get(i), container));
        }
    }

    private static void add(List<Block> blocks, Node node, List<String> path, String anchor, String text, Block.Kind kind,
                            Block.Shape shape) {
        if (text.isBlank()) {
            return;
        }
        String blockId = "";
        // A block id's "^" is the text's last one (nothing after it but the id and spaces): only that
        // part can match, so the regex never scans whole paragraphs and code blocks.
        int caret = text.lastIndexOf('^');
        if (caret >= 1) {
            Matcher id = BLOCK_ID.matcher(text).region(caret - 1, text.length());
            if (id.find()) {
                blockId = id.group(1);
                text = text.substring(0, id.start()).strip();
            }
        }
        List<SourceSpan> spans = node.getSourceSpans();
        int start = spans.isEmpty() ? 1 : spans.getFirst().getLineIndex() + 1;
        int end = spans.isEmpty() ? start : spans.getLast().getLineIndex() + 1;
        blocks.add(new Block(path, anchor, text, start, end, kind, blockId, shape));
    }

    /** Each table row becomes a block "cell — cell — cell", so a row answers a detail question. */
    private static void addTable(List<Block> blocks, TableBlock table, List<String> path, String anchor) {
        List<Node> rows = new ArrayList<>();
        Deque<Node> todo = new ArrayDeque<>();
        todo.push(table);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (n instanceof TableRow) {
                rows.add(n);
                continue;
            }
            List<Node> kids = new ArrayList<>();
            for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
                kids.add(c);
            }
            for (int i = kids.size() - 1; i >= 0; i--) {
                todo.push(kids.get(i));
            }
        }
        int tableLine = table.getSourceSpans().isEmpty() ? 0 : table.getSourceSpans().getFirst().getLineIndex() + 1;
        List<String> header = List.of();
        for (int r = 0; r < rows.size(); r++) {
            Node row = rows.get(r);
            List<String> cells = new ArrayList<>();
            // The header cell above each cell kept, so "Header: value" pairs line up where cells are empty.
            List<String> above = new ArrayList<>();
            int column = 0;
            for (Node c = row.getFirstChild(); c != null; c = c.getNext()) {
                if (c instanceof TableCell) {
                    String cell = inlineText(c).strip();
                    if (!cell.isEmpty()) {
                        cells.add(cell);
                        above.add(column < header.size() ? header.get(column) : "");
                    }
                    column++;
                }
            }
            if (r == 0 && row.getParent() instanceof TableHead) {
                header = new ArrayList<>();
                for (Node c = row.getFirstChild(); c != null; c = c.getNext()) {
                    if (c instanceof TableCell) {
                        header.add(inlineText(c).strip());
                    }
                }
            }
            if (!cells.isEmpty()) {
                add(blocks, row, path, anchor, String.join(" — ", cells), Block.Kind.TABLE,
                        BlockShapes.tableRow(tableLine, r, above));
            }
        }
    }

    static String inlineText(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                sb.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                sb.append(code.getLiteral());
            }

            @Override
            public void visit(SoftLineBreak softLineBreak) {
                sb.append(' ');
            }

            @Override
            public void visit(HardLineBreak hardLineBreak) {
                sb.append(' ');
            }

            @Override
            public void visit(HtmlInline htmlInline) {
                String literal = htmlInline.getLiteral().toLowerCase(Locale.ROOT);
                if (literal.startsWith("<br")) {
                    sb.append(' ');
                }
            }

            @Override
            public void visit(Image image) {
                // Alt text of images is not prose of the page.
            }
        });
        return collapseWhitespace(sb);
    }

    /** Runs of whitespace become one space; a loop, as this runs for every block of every page. */
    static String collapseWhitespace(CharSequence s) {
        if (collapsed(s)) {
            return s.toString();
        }
        StringBuilder out = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                if (!space) {
                    out.append(' ');
                    space = true;
                }
            } else {
                out.append(c);
                space = false;
            }
        }
        return out.toString();
    }

    /** Whether {@code s} has no whitespace but single spaces, so collapsing would leave it as it is. */
    private static boolean collapsed(CharSequence s) {
        boolean space = false;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c > ' ' && c < 128) {
                space = false;
            } else if (c == ' ') {
                if (space) {
                    return false;
                }
                space = true;
            } else if (Character.isWhitespace(c)) {
                return false;
            } else {
                space = false;
            }
        }
        return true;
    }

    static String stripTags(String html) {
        return html.replaceAll("(?s)<(script|style)[^>]*>.*?</\\1>", " ")
                .replaceAll("<[^>]*>", " ")
                .replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
                .replaceAll("\\s+", " ").strip();
    }

    private static void collectInlineTags(List<String> lines, int from, Set<String> tags) {
        boolean inFence = false;
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.stripLeading();
            if (trimmed.startsWith("```") || trimmed.startsWith("~~~")) {
                inFence = !inFence;
                continue;
            }
            if (inFence || line.indexOf('#') < 0 || line.startsWith("    ")) {
                continue;
            }
            Matcher heading = ATX_HEADING.matcher(trimmed);
            String scan = heading.lookingAt() ? trimmed.substring(heading.end()) : line;
            if (scan.indexOf('`') >= 0) {
                scan = CODE_SPAN.matcher(scan).replaceAll(" ");
            }
            Matcher m = null;
            int at = 0;
            while (true) {
                // The regex runs only from a '#' that can start a tag ("C#", "#1", "(#" cannot).
                int hash = nextTagCandidate(scan, at);
                if (hash < 0) {
                    break;
                }
                m = m == null ? INLINE_TAG.matcher(scan) : m;
                if (!m.find(hash)) {
                    break;
                }
                String tag = m.group(1);
                if (!tag.chars().allMatch(c -> Character.isDigit(c) || c == '/' || c == '-' || c == '_')) {
                    tags.add(tag);
                }
                at = m.end();
            }
        }
    }

    /**
     * The first '#' at or after {@code from} that {@link #INLINE_TAG} could match at, or -1. Only ASCII
     * neighbours are ruled out here; anything else is left to the regex.
     */
    private static int nextTagCandidate(String s, int from) {
        int n = s.length();
        for (int i = s.indexOf('#', from); i >= 0; i = s.indexOf('#', i + 1)) {
            if (i + 1 >= n) {
                return -1;
            }
            char next = s.charAt(i + 1);
            if (next < 128 && !(next >= 'a' && next <= 'z' || next >= 'A' && next <= 'Z' || next == '_')) {
                continue;
            }
            if (i > 0) {
                char prev = s.charAt(i - 1);
                if (prev < 128 && (prev >= 'a' && prev <= 'z' || prev >= 'A' && prev <= 'Z' || prev >= '0' && prev <= '9'
                        || "_&/#])(`".indexOf(prev) >= 0)) {
                    continue;
                }
            }
            return i;
        }
        return -1;
    }

    static Instant parseDate(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.strip();
        try {
            return OffsetDateTime.parse(v).toInstant();
        } catch (DateTimeParseException ignored) {
            // try the next form
        }
        try {
            return LocalDateTime.parse(v.replace(' ', 'T')).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException ignored) {
            // try the next form
        }
        try {
            return LocalDate.parse(v.length() >= 10 ? v.substring(0, 10) : v).atStartOfDay().toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException ignored) {
            return null;
        }
    }
}
