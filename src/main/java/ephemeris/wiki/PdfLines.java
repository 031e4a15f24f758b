package ephemeris.wiki;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

import java.io.IOException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A PDF page's lines as PDFBox reads them, each with what its font says: its size (a heading is set larger than the
 * text around it) and whether it is fixed-pitch (a manual sets its code that way). The text layer has no other mark
 * of a heading or of code, so these are what turn a PDF's page into sections and code blocks.
 */
final class PdfLines {
    /** A line: its text (ligatures made letters, NFKC), its font size in points, whether it is set fixed-pitch; "" between paragraphs. */
    record Line(String text, float size, boolean code) {
        boolean blank() {
            return text.isEmpty();
        }
    }

    /** Put before each run of text, with its font in the next character: a code point no text layer holds. */
    private static final char MARK = '\uFFF9';
    private static final int CODE_FLAG = 0x800;
    /** Names of fixed-pitch fonts that do not say so in their descriptor; not "Monotype…" or "…Unicode…". */
    private static final Pattern FIXED_PITCH_NAME = Pattern.compile("(?i)mono(?!type)|courier|typewriter|cmtt|consol|(?<!uni)code");

    private final PDFTextStripper stripper;

    PdfLines() throws IOException {
        stripper = new MarkingStripper();
        stripper.setLineSeparator("\n");
        stripper.setParagraphEnd("\n\n");
        stripper.setSortByPosition(false);
    }

    /** The lines of page {@code page} (from 1), words broken across lines joined. */
    List<Line> page(PDDocument doc, int page) throws IOException {
        stripper.setStartPage(page);
        stripper.setEndPage(page);
        return lines(stripper.getText(doc));
    }

    /** The lines of a page's text as the stripper wrote it (marks and all), words broken across lines joined. */
    static List<Line> lines(String marked) {
        String raw = marked.replace("\r\n", "\n").replace('\r', '\n');
        List<Line> lines = new ArrayList<>();
        for (String l : raw.split("\n", -1)) {
            Line line = line(l);
            if (line.blank() && (lines.isEmpty() || lines.getLast().blank())) {
                continue;
            }
            Line previous = lines.isEmpty() ? null : lines.getLast();
            if (previous != null && !line.blank() && brokenWord(previous.text(), line.text())) {
                lines.set(lines.size() - 1, new Line(previous.text().substring(0, previous.text().length() - 1) + line.text(),
                        previous.size(), previous.code() && line.code()));
            } else {
                lines.add(line);
            }
        }
        while (!lines.isEmpty() && lines.getLast().blank()) {
            lines.removeLast();
        }
        return lines;
    }

    /** A word broken across lines with a hyphen: "exam-" then "ple". */
    private static boolean brokenWord(String line, String next) {
        int n = line.length();
        return n >= 2 && line.charAt(n - 1) == '-' && Character.isLowerCase(line.charAt(n - 2)) && Character.isLowerCase(next.codePointAt(0));
    }

    /** One line's text and font, from the marks before its runs: the font of most of its letters. */
    private static Line line(String marked) {
        StringBuilder text = new StringBuilder();
        Map<Integer, Integer> lettersBySize = new HashMap<>();
        int code = 0;
        int letters = 0;
        int font = 0;
        for (int i = 0; i < marked.length(); i++) {
            char c = marked.charAt(i);
            if (c == MARK && i + 1 < marked.length()) {
                font = marked.charAt(++i) - 0xE000;
                continue;
            }
            text.append(c == '\u0000' ? ' ' : c);
            if (!Character.isWhitespace(c)) {
                letters++;
                lettersBySize.merge(font & (CODE_FLAG - 1), 1, Integer::sum);
                code += (font & CODE_FLAG) != 0 ? 1 : 0;
            }
        }
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC).strip();
        if (t.isEmpty()) {
            return new Line("", 0, false);
        }
        int halfPoints = lettersBySize.entrySet().stream().max(Map.Entry.<Integer, Integer>comparingByValue()
                .thenComparing(Map.Entry.comparingByKey())).map(Map.Entry::getKey).orElse(0);
        return new Line(t, halfPoints / 2f, letters > 0 && code * 5 >= letters * 4);
    }

    /**
     * The pages' lines with no code when most of the document's letters are fixed-pitch: then the fixed pitch is its
     * body text's (a typewritten report, a Japanese document in MS Gothic), not a mark of code.
     */
    static List<List<Line>> codeOnlyWhenSetApart(List<List<Line>> pages) {
        long code = 0;
        long all = 0;
        for (List<Line> page : pages) {
            for (Line l : page) {
                all += l.text().length();
                code += l.code() ? l.text().length() : 0;
            }
        }
        if (code * 2 <= all) {
            return pages;
        }
        return pages.stream().map(page -> page.stream().map(l -> l.code() ? new Line(l.text(), l.size(), false) : l).toList()).toList();
    }

    /** The size most of a document's prose letters are set in: its body text, against which a heading is larger. */
    static float bodySize(List<List<Line>> pages) {
        Map<Float, Integer> letters = new HashMap<>();
        for (List<Line> page : pages) {
            for (Line l : page) {
                if (!l.blank() && !l.code() && l.size() > 0) {
                    letters.merge(l.size(), l.text().length(), Integer::sum);
                }
            }
        }
        return letters.entrySet().stream().max(Map.Entry.<Float, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey).orElse(0f);
    }

    private static boolean fixedPitch(PDFont font) {
        if (font == null) {
            return false;
        }
        PDFontDescriptor d = font.getFontDescriptor();
        return d != null && d.isFixedPitch() || font.getName() != null && FIXED_PITCH_NAME.matcher(font.getName()).find();
    }

    /** Writes each run of text after a mark that holds its font size (in half points) and whether it is fixed-pitch. */
    private static final class MarkingStripper extends PDFTextStripper {
        @Override
        protected void writeString(String text, List<TextPosition> positions) throws IOException {
            float size = 0;
            int fixed = 0;
            for (TextPosition p : positions) {
                size = Math.max(size, p.getFontSizeInPt());
                fixed += fixedPitch(p.getFont()) ? 1 : 0;
            }
            int halfPoints = Math.clamp(Math.round(size * 2), 0, CODE_FLAG - 1);
            output.write(MARK);
            output.write((char) (0xE000 + halfPoints + (fixed * 2 > positions.size() ? CODE_FLAG : 0)));
            super.writeString(text, positions);
        }
    }
}
