package ephemeris.wiki;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A PDF's text layer as a page of the wiki: its title, then a heading "Page N" for each of its pages, under which
 * come that page's paragraphs as PDFBox finds them. Every part of the engine then reads a PDF as it reads a markdown
 * page (units, citations, highlights, filters, related pages), and a citation's heading names its PDF page
 * ({@link #pageOf}).
 *
 * <p>Only the file is read: PDFBox parses its objects and content streams and nothing else. Its scripts, launch
 * actions, embedded files, links and forms are never looked at, and no font is fetched ({@link PdfFonts}). A word
 * broken across lines with a hyphen is joined, and ligatures (ﬁ, ﬂ) become their letters (NFKC). A line that
 * markdown would read as a heading, list, quote, table or fence is escaped, so the page's structure is the PDF's.
 */
public final class PdfText {
    /** The heading each PDF page's text comes under: "Page 37". */
    public static final String PAGE_HEADING = "Page ";
    private static final Pattern PAGE = Pattern.compile("(?:^|› )Page (\\d+)(?: ›|$)");
    /** How much larger than the body text a line is set to be a heading: LaTeX's and Texinfo's subsections are 1.2 times. */
    static final float HEADING_SIZE = 1.15f;
    private static final int MAX_HEADING_CHARS = 120;
    /** A dot leader: four dots or more, or two or more spaced ones before the page number that ends a contents line. */
    private static final Pattern DOT_LEADER = Pattern.compile("(\\.\\s?){4,}|(\\.\\s){2,}\\d+$");
    private static final Pattern MARKDOWN_START = Pattern.compile("^(#|>|[-*+](\\s|$)|\\||```|~~~|<|=+\\s*$|_{3,}|\\*{3,}|\\[\\^?)");
    private static final Pattern NUMBERED = Pattern.compile("^(\\d{1,9})([.)])(\\s|$)");
    /**
     * Pairs Obsidian reads as markup that hides or swallows text: a comment ({@code %%}, as in R's "%% Modulus"),
     * math ({@code $$}) and a link ({@code [[}). A zero-width space between the two characters keeps them text.
     */
    private static final Pattern HIDING_PAIRS = Pattern.compile("(%)(%)|(\\$)(\\$)|(\\[)(\\[)");

    private PdfText() {
    }

    /** Whether a file name is a PDF's. */
    public static boolean isPdf(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".pdf");
    }

    /** The PDF page a citation's heading names, or 0 when it names none (a markdown page). */
    public static int pageOf(String path, String heading) {
        if (!isPdf(path) || heading == null) {
            return 0;
        }
        Matcher m = PAGE.matcher(heading.strip());
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /**
     * How many PDF pages a PDF's page text has: its "Page N" headings, which no line of the PDF's own text can
     * forge ({@link #escapeLine} escapes a line that starts with '#', {@link #write} sets such a code line in).
     */
    public static int pagesIn(String markdown) {
        int n = 0;
        for (int at = markdown.indexOf("\n## " + PAGE_HEADING); at >= 0; at = markdown.indexOf("\n## " + PAGE_HEADING, at + 1)) {
            n++;
        }
        return n;
    }

    /**
     * One PDF page of a PDF's page text: the title, then that page's heading and text, as the preview shows a PDF
     * a page at a time. The page number is kept between 1 and {@link #pagesIn}.
     */
    public static String section(String markdown, int page) {
        int pages = pagesIn(markdown);
        if (pages == 0) {
            return markdown;
        }
        int p = Math.clamp(page, 1, pages);
        int titleEnd = markdown.indexOf("\n## " + PAGE_HEADING);
        int start = markdown.indexOf("\n## " + PAGE_HEADING + p + "\n");
        int end = markdown.indexOf("\n## " + PAGE_HEADING, start + 1);
        return markdown.substring(0, titleEnd + 1) + markdown.substring(start + 1, end < 0 ? markdown.length() : end + 1);
    }

    /**
     * The PDF page whose text holds a heading of the PDF's own with this anchor (as {@link Slugs} makes one), for a
     * link to it ({@code [[manual.pdf#Installation]]}); 0 when none does.
     */
    public static int pageWithHeading(String markdown, String anchor) {
        if (anchor == null || anchor.isEmpty()) {
            return 0;
        }
        int page = 0;
        for (String line : markdown.split("\n")) {
            if (line.startsWith("## " + PAGE_HEADING)) {
                page++;
            } else if (page > 0 && line.startsWith("### ") && Slugs.of(line.substring(4)).equals(anchor)) {
                return page;
            }
        }
        return 0;
    }

    /** How many pages a PDF has; 0 when it cannot be opened. */
    public static int pageCount(Path file) {
        PdfFonts.install();
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            return doc.getNumberOfPages();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The PDF's text as a page's markdown, or why it has none. */
    static PageReader.Result read(Path file) {
        PdfFonts.install();
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            return text(doc, file.getFileName().toString());
        } catch (InvalidPasswordException e) {
            return PageReader.Result.skip("encrypted PDF: it needs a password to open");
        } catch (IOException | RuntimeException e) {
            return PageReader.Result.skip("not a readable PDF (" + describe(e) + ")");
        }
    }

    private static PageReader.Result text(PDDocument doc, String fileName) throws IOException {
        int pages = doc.getNumberOfPages();
        if (pages == 0) {
            return PageReader.Result.skip("a PDF without pages");
        }
        String title = doc.getDocumentInformation() == null ? null : doc.getDocumentInformation().getTitle();
        if (title == null || title.isBlank()) {
            title = fileName.substring(0, fileName.length() - 4);
        }
        PdfLines reader = new PdfLines();
        List<List<PdfLines.Line>> lines = new ArrayList<>(pages);
        for (int p = 1; p <= pages; p++) {
            lines.add(reader.page(doc, p));
        }
        lines = PdfLines.codeOnlyWhenSetApart(lines);
        float body = PdfLines.bodySize(lines);
        StringBuilder out = new StringBuilder("# ").append(escapeLine(oneLine(title))).append("\n");
        boolean anyText = false;
        for (int p = 1; p <= pages; p++) {
            String text = write(lines.get(p - 1), body);
            anyText |= !text.isEmpty();
            out.append("\n## ").append(PAGE_HEADING).append(p).append("\n");
            if (!text.isEmpty()) {
                out.append("\n").append(text).append("\n");
            }
        }
        if (!anyText) {
            return PageReader.Result.skip("a PDF with no text layer (a scan or pictures only)");
        }
        return new PageReader.Result(out.toString(), null);
    }

    /** One page's text without its fonts: letters as letters, words whole, lines trimmed and escaped, one blank line between paragraphs. */
    static String clean(String raw) {
        return write(PdfLines.lines(raw), 0);
    }

    /**
     * One page's lines as markdown: a line set larger than the body text ({@link #HEADING_SIZE} times or more) is a
     * heading, a run of fixed-pitch lines a code block, the rest text escaped line by line, one blank line between
     * paragraphs. A body size of 0 (not known) makes no headings.
     */
    static String write(List<PdfLines.Line> lines, float body) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < lines.size()) {
            PdfLines.Line l = lines.get(i);
            if (l.blank()) {
                i++;
                continue;
            }
            if (!out.isEmpty()) {
                out.append("\n");
            }
            if (heading(l, body)) {
                StringBuilder text = new StringBuilder(l.text());
                for (i++; i < lines.size() && heading(lines.get(i), body) && lines.get(i).size() == l.size(); i++) {
                    text.append(' ').append(lines.get(i).text()); // a heading set over two lines
                }
                out.append("### ").append(hidingPairsApart(text.toString())).append("\n");
            } else if (l.code()) {
                int end = i;
                while (end < lines.size() && (lines.get(end).code() || lines.get(end).blank() && end + 1 < lines.size() && lines.get(end + 1).code())) {
                    end++;
                }
                List<String> code = lines.subList(i, end).stream().map(PdfLines.Line::text).toList();
                String fence = code.stream().anyMatch(c -> c.contains("```")) ? "~~~~" : "```";
                out.append(fence).append("\n");
                // As they are, to be copied: no markup is read inside a fence. Only a line that reads as a page's own
                // heading ("## Page 3") is set in by a space, so that no code line can pass for one (pagesIn).
                code.forEach(c -> out.append(c.startsWith("## " + PAGE_HEADING) ? " " + c : c).append("\n"));
                out.append(fence).append("\n");
                i = end;
            } else {
                for (; i < lines.size() && !lines.get(i).blank() && !lines.get(i).code() && !heading(lines.get(i), body); i++) {
                    out.append(escapeLine(lines.get(i).text())).append("\n");
                }
            }
        }
        return out.toString().strip();
    }

    /**
     * A line set larger than the body text, short and not code: a heading in the text layer, which has no other mark of
     * one. A line with a dot leader is a table of contents' entry, however large, and names a page, not a section.
     */
    private static boolean heading(PdfLines.Line l, float body) {
        return body > 0 && !l.blank() && !l.code() && l.size() >= body * HEADING_SIZE && l.text().length() <= MAX_HEADING_CHARS
                && l.text().codePoints().anyMatch(Character::isLetter) && !DOT_LEADER.matcher(l.text()).find();
    }

    private static String hidingPairsApart(String line) {
        return HIDING_PAIRS.matcher(line).replaceAll(m -> Matcher.quoteReplacement(
                (m.group(1) != null ? "%\u200B%" : m.group(3) != null ? "$\u200B$" : "[\u200B[")));
    }

    /** The line as text: its start escaped where markdown would read markup, and hiding pairs kept apart. */
    static String escapeLine(String line) {
        String s = hidingPairsApart(line);
        Matcher numbered = NUMBERED.matcher(s);
        if (numbered.find()) {
            return numbered.group(1) + "\\" + s.substring(numbered.group(1).length()); // "1\. text": not a list
        }
        return MARKDOWN_START.matcher(s).find() ? "\\" + s : s;
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }

    private static String describe(Throwable e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }
}
