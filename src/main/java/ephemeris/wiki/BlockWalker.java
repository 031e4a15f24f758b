package ephemeris.wiki;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SourceSpan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Walks a parsed page's blocks in order and turns them into {@link Block}s with their source lines:
 * paragraphs, headings (and the heading path each block sits under), list items, quotes and callouts,
 * code, table rows with their header, and block ids ({@code ^id}).
 */
final class BlockWalker {
    private static final Pattern BLOCK_ID = Pattern.compile("\\s\\^([A-Za-z0-9-]+)\\s*$");
    private static final Pattern TASK_BOX = Pattern.compile("^\\[[ xX]\\]\\s+");
    private static final Pattern TAGS_ONLY = Pattern.compile("^(\\s*#[\\p{L}_][\\p{L}\\p{N}_/-]*)+\\s*$");

    private BlockWalker() {
    }

    /** What a block on the walk stack is inside of: list item, quote, or nothing. */
    private record Pending(Node node, Block.Kind container) {
    }

    /** Collects blocks and headings; returns the text of the first H1, or empty. */
    static String walk(Node document, List<String> source, List<Block> blocks, List<String> headings) {
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
                add(node, InlineText.stripTags(html.getLiteral()), Block.Kind.PARAGRAPH);
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
                add(h, InlineText.of(h).strip(), Block.Kind.QUOTE);
                return;
            }
            String text = InlineText.of(h).strip();
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
            BlockWalker.add(blocks, node, path, anchor, text, kind, BlockShapes.of(node, source));
        }

        private void paragraph(Paragraph para, Block.Kind container) {
            String text = InlineText.of(para).strip();
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
                    String cell = InlineText.of(c).strip();
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
                        header.add(InlineText.of(c).strip());
                    }
                }
            }
            if (!cells.isEmpty()) {
                add(blocks, row, path, anchor, String.join(" — ", cells), Block.Kind.TABLE,
                        BlockShapes.tableRow(tableLine, r, above));
            }
        }
    }
}
