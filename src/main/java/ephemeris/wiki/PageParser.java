package ephemeris.wiki;

import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Node;
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
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Turns one page's markdown into a {@link Page}: title, aliases, tags, headings, plain-text blocks with
 * source line ranges, links, embeds and a date. Thread-safe; one instance serves the whole wiki. It
 * normalises the text, reads the front matter ({@link FrontMatter}), rewrites Obsidian's syntax
 * ({@link ObsidianSyntax}), collects inline tags ({@link InlineTags}) and walks the blocks ({@link BlockWalker}).
 */
public final class PageParser {
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
        OutlineIndent.unindent(lines, front.lineCount());

        Set<String> tags = new LinkedHashSet<>(front.list("tags", "tag"));
        InlineTags.collect(lines, front.lineCount(), tags);

        Node document = parser.parse(String.join("\n", lines));
        List<Block> blocks = new ArrayList<>();
        List<String> headings = new ArrayList<>();
        String firstH1 = BlockWalker.walk(document, source, blocks, headings);

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
