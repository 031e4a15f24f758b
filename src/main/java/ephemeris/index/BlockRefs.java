package ephemeris.index;

import ephemeris.wiki.Block;

import java.util.Arrays;
import java.util.List;

/**
 * How a passage's blocks are stored beside its body text: one line of tab-separated places a block
 * (first and last line, kind, anchor, shape, heading), and a code block's line breaks as line separators.
 */
final class BlockRefs {
    /** Stands for a line break inside a code block in the stored body, whose lines are one a block. */
    static final char CODE_LINE = '\u2028';
    private static final char CELL = '\u001f';
    private static final int FIELDS = 6;

    private BlockRefs() {
    }

    static String ref(Block b) {
        return b.startLine() + "\t" + b.endLine() + "\t" + b.kind().name() + "\t" + b.anchor() + "\t" + shape(b.shape())
                + "\t" + clean(b.heading());
    }

    static String body(Block b) {
        return b.kind() == Block.Kind.CODE ? b.text().replace("\r", "").replace('\n', CODE_LINE)
                : b.text().replace('\n', ' ').replace('\r', ' ');
    }

    static PassageHit.BlockText read(String body, String ref) {
        String[] r = ref.split("\t", FIELDS);
        Block.Kind kind = Block.Kind.valueOf(r[2]);
        String text = kind == Block.Kind.CODE ? body.replace(CODE_LINE, '\n') : body;
        return new PassageHit.BlockText(text, Integer.parseInt(r[0]), Integer.parseInt(r[1]), kind, r[3],
                r.length > 5 ? r[5] : "", shape(r[4]));
    }

    private static String shape(Block.Shape s) {
        String flags = (s.ordered() ? "o" : "") + (s.continues() ? "c" : "") + (s.linksOnly() ? "l" : "") + (s.codeLine() ? "k" : "");
        // Joined, not appended after a check for emptiness: a header's first cell is often empty (a
        // comparison table's corner), and the cells after it must keep their columns.
        String header = String.join(String.valueOf(CELL), s.header().stream().map(h -> clean(h).replace(CELL, ' ')).toList());
        return s.group() + "," + s.position() + "," + s.depth() + "," + flags + "," + header;
    }

    private static Block.Shape shape(String text) {
        String[] f = text.split(",", 5);
        List<String> header = f[4].isEmpty() ? List.of() : Arrays.asList(f[4].split(String.valueOf(CELL), -1));
        return new Block.Shape(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                f[3].contains("o"), f[3].contains("c"), f[3].contains("l"), header, f[3].contains("k"));
    }

    private static String clean(String s) {
        return s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }
}
