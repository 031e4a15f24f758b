package ephemeris.wiki;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.text.PDFTextStripper;

import java.io.IOException;
import java.nio.file.Path;
import java.text.Normalizer;
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
    private static final Pattern PAGE = Pattern.compile("(?:^|› )Page (\\d+)$");
    private static final Pattern BROKEN_WORD = Pattern.compile("(\\p{Ll})-\\n(\\p{Ll})");
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
     * forge ({@link #escapeLine} escapes a line that starts with '#').
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
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setLineSeparator("\n");
        stripper.setParagraphEnd("\n\n");
        stripper.setSortByPosition(false);
        StringBuilder out = new StringBuilder("# ").append(escapeLine(oneLine(title))).append("\n");
        boolean anyText = false;
        for (int p = 1; p <= pages; p++) {
            stripper.setStartPage(p);
            stripper.setEndPage(p);
            String body = clean(stripper.getText(doc));
            anyText |= !body.isEmpty();
            out.append("\n## ").append(PAGE_HEADING).append(p).append("\n");
            if (!body.isEmpty()) {
                out.append("\n").append(body).append("\n");
            }
        }
        if (!anyText) {
            return PageReader.Result.skip("a PDF with no text layer (a scan or pictures only)");
        }
        return new PageReader.Result(out.toString(), null);
    }

    /** One page's text: letters as letters, words whole, lines trimmed and escaped, one blank line between paragraphs. */
    static String clean(String raw) {
        String s = Normalizer.normalize(raw.replace("\r\n", "\n").replace('\r', '\n'), Normalizer.Form.NFKC);
        s = BROKEN_WORD.matcher(s).replaceAll("$1$2");
        StringBuilder out = new StringBuilder();
        boolean blank = true;
        for (String line : s.split("\n", -1)) {
            String t = line.strip().replace('\u0000', ' ');
            if (t.isEmpty()) {
                if (!blank) {
                    out.append("\n");
                    blank = true;
                }
                continue;
            }
            out.append(escapeLine(t)).append("\n");
            blank = false;
        }
        return out.toString().strip();
    }

    /** The line as text: its start escaped where markdown would read markup, and hiding pairs kept apart. */
    static String escapeLine(String line) {
        String s = HIDING_PAIRS.matcher(line).replaceAll(m -> Matcher.quoteReplacement(
                (m.group(1) != null ? "%\u200B%" : m.group(3) != null ? "$\u200B$" : "[\u200B[")));
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
