package ephemeris.answer;

import ephemeris.index.PassageHit;
import ephemeris.wiki.Block;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The units that common page shapes other than prose give, read from structure alone: a line of code with the
 * comment that says what it does (cheat sheets, notebooks), an outliner's block properties as named facts, and
 * an outline bullet with what is nested under it.
 */
final class ShapeUnits {
    /**
     * A line of code and its trailing comment: {@code C-b %   # vert}, {@code x = 1 // the default}. The marker
     * stands after a space and before one, so {@code #include}, {@code color: #fff} and {@code http://} are no
     * comments; {@code --} and {@code ;} need two spaces before them, since a command's arguments hold them too, and
     * {@code //} a word after it, since {@code n // 2} divides.
     */
    private static final Pattern TRAILING = Pattern.compile("^(\\S.*?\\S|\\S)(?:\\s+#|\\s+//(?=\\s+\\p{L})|\\s{2,}(?:--|;))\\s+(\\S.*)$");
    /** A line that is only a comment: {@code # List sessions}, {@code // the same, in Go}. */
    private static final Pattern COMMENT = Pattern.compile("^(?:#|//|--)\\s+(\\S.*)$");
    /** Code lines a comment on its own line describes, at most: more is a program, not a command. */
    static final int MAX_COMMAND_LINES = 3;
    /** An outliner's property inside a block's text: {@code type:: [[Feature]]}. */
    private static final Pattern PROPERTY = Pattern.compile("(?<![^\\s])([\\p{L}\\p{N}_-]+)::(?:\\s+|$)");
    /** A property value of at most this many words names what the block is about ("name:: Code block"). */
    static final int NAMING_WORDS = 5;

    private ShapeUnits() {
    }

    /** The commands of a code block: each line with its comment, and each comment line with the code under it. */
    static void commands(List<Unit> out, PassageHit hit, int pageRank, int passage, PassageHit.BlockText b) {
        String[] lines = b.text().split("\n", -1);
        int span = b.endLine() - b.startLine() + 1;
        // A fenced block's text starts a line after its fence; an indented one's on its first line.
        int first = b.startLine() + (span > lines.length ? 1 : 0);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (!mayComment(line)) {
                continue;
            }
            Matcher comment = COMMENT.matcher(line);
            if (comment.matches()) {
                int end = i;
                while (end + 1 < lines.length && !lines[end + 1].isBlank() && !COMMENT.matcher(lines[end + 1].strip()).matches()) {
                    end++;
                }
                // More code than a command is a program: its comment names a part of it, not what a command does.
                if (end > i && end - i <= MAX_COMMAND_LINES) {
                    List<String> parts = new ArrayList<>();
                    for (int j = i; j <= end; j++) {
                        parts.add(lines[j].strip());
                    }
                    String text = String.join("\n", parts);
                    out.add(new Unit(UnitKind.COMMAND, text, parts, text, hit, pageRank, passage, first + i, first + end,
                            b.heading(), b.anchor()));
                }
                continue;
            }
            Matcher trailing = TRAILING.matcher(line);
            if (trailing.matches() && !trailing.group(1).isBlank()) {
                out.add(new Unit(UnitKind.COMMAND, line, List.of(line), line, hit, pageRank, passage, first + i, first + i,
                        b.heading(), b.anchor()));
            }
        }
    }

    /** Whether the line holds a comment marker at all: most code lines do not, and skip both patterns. */
    private static boolean mayComment(String line) {
        return line.indexOf('#') >= 0 || line.contains("//") || line.contains("--") || line.indexOf(';') >= 0;
    }

    /**
     * Whether the block's text opens with an outliner's property. Only a block that opens with one is read as
     * properties: "the {@code std::} namespace" in prose is no property.
     */
    static boolean hasProperties(String text) {
        return text.contains("::") && ephemeris.wiki.OutlineIndent.opensWithProperty(text);
    }

    /**
     * The block's text before its first property (quoted as prose), and each property as a named fact, "key:
     * value". A fact counts the short values of its block as its words too: they name what it is about
     * ("name:: Code block" for the "description:: …" beside it).
     *
     * @return the text before the first property
     */
    static String facts(List<Unit> out, PassageHit hit, int pageRank, int passage, PassageHit.BlockText b) {
        String text = b.text();
        Matcher m = PROPERTY.matcher(text);
        List<int[]> at = new ArrayList<>();
        while (m.find()) {
            at.add(new int[]{m.start(), m.end(1), m.end()});
        }
        List<String[]> facts = new ArrayList<>();
        for (int k = 0; k < at.size(); k++) {
            int end = k + 1 < at.size() ? at.get(k + 1)[0] : text.length();
            String key = text.substring(at.get(k)[0], at.get(k)[1]);
            String value = text.substring(at.get(k)[2], end).strip();
            if (!value.isEmpty()) {
                facts.add(new String[]{key, value});
            }
        }
        StringBuilder naming = new StringBuilder();
        for (String[] f : facts) {
            if (UnitShape.words(f[1]) <= NAMING_WORDS) {
                naming.append(' ').append(f[1]);
            }
        }
        for (String[] f : facts) {
            String fact = f[0] + ": " + f[1];
            out.add(new Unit(UnitKind.FACT, fact, List.of(f[0] + ":: " + f[1]), fact + naming, hit, pageRank, passage,
                    b.startLine(), b.endLine(), b.heading(), b.anchor()));
        }
        return at.isEmpty() ? text : text.substring(0, at.getFirst()[0]).strip();
    }

    /** A property block's text as it reads nested in an outline: its facts, "key: value", joined by "; ". */
    static String readable(String text) {
        if (!hasProperties(text)) {
            return text;
        }
        return PROPERTY.matcher(text).replaceAll(r -> r.start() == 0 ? r.group(1) + ": " : "; " + r.group(1) + ": ")
                .replace(" ; ", "; ").strip();
    }

    /**
     * The bullet at {@code i} with the blocks nested under it (its deeper items, and its own later paragraphs and
     * code), each child on a line of its own, indented by its depth; or nothing when nothing is nested under it
     * or it is too long to quote whole.
     */
    static java.util.Optional<Unit> outline(PassageHit hit, int pageRank, int passage, List<PassageHit.BlockText> blocks,
                                            int i) {
        PassageHit.BlockText item = blocks.get(i);
        Block.Shape shape = item.shape();
        int end = i;
        while (end + 1 < blocks.size()) {
            PassageHit.BlockText next = blocks.get(end + 1);
            Block.Shape s = next.shape();
            boolean nested = s.group() == shape.group() && next.kind() != Block.Kind.HEADING
                    && (s.depth() > shape.depth() || s.depth() == shape.depth() && s.continues() && s.position() == shape.position()
                    && next.kind() != Block.Kind.LIST_ITEM);
            if (!nested) {
                break;
            }
            end++;
        }
        if (end == i) {
            return java.util.Optional.empty();
        }
        StringBuilder text = new StringBuilder(readable(item.text()));
        List<String> parts = new ArrayList<>(List.of(item.text()));
        for (int j = i + 1; j <= end; j++) {
            PassageHit.BlockText child = blocks.get(j);
            String indent = "  ".repeat(Math.max(1, child.shape().depth() - shape.depth()));
            String body = child.kind() == Block.Kind.CODE ? child.text().strip() : readable(child.text());
            text.append('\n').append(child.kind() == Block.Kind.CODE ? body : indent + "• " + body);
            parts.add(child.text());
        }
        if (text.length() > UnitExtractor.MAX_UNIT_CHARS) {
            return java.util.Optional.empty();
        }
        String quoted = UnitExtractor.quoted(text.toString());
        return java.util.Optional.of(new Unit(UnitKind.OUTLINE, quoted, parts, quoted, hit, pageRank, passage,
                item.startLine(), blocks.get(end).endLine(), item.heading(), item.anchor()));
    }
}
