package ephemeris.wiki;

import java.util.Locale;

/**
 * One wikilink or embed target, {@code Page#Heading|label} or {@code Page#^block}, split into its parts.
 * The parser and the preview share it, so a link reads the same in an answer and on the page.
 */
public record WikiLink(String page, String heading, String blockId, String label) {
    public static WikiLink parse(String inner) {
        String label = "";
        int bar = inner.indexOf('|');
        if (bar >= 0) {
            label = inner.substring(bar + 1).strip();
            inner = inner.substring(0, bar);
        }
        String page = inner;
        String heading = "";
        String blockId = "";
        int hash = inner.indexOf('#');
        if (hash >= 0) {
            page = inner.substring(0, hash);
            String rest = inner.substring(hash + 1);
            if (rest.startsWith("^")) {
                blockId = rest.substring(1).strip();
            } else {
                heading = rest.strip();
            }
        }
        return new WikiLink(page.strip(), heading, blockId, label);
    }

    /** What the link shows: its label, else "Page" or "Page > Heading" as Obsidian does. */
    public String displayText() {
        if (!label.isEmpty()) {
            return label;
        }
        String name = page;
        int slash = name.lastIndexOf('/');
        if (slash >= 0) {
            name = name.substring(slash + 1);
        }
        if (name.toLowerCase(Locale.ROOT).endsWith(".md")) {
            name = name.substring(0, name.length() - 3);
        }
        if (!heading.isEmpty()) {
            return name.isEmpty() ? heading : name + " > " + heading;
        }
        return name;
    }

    /** Whether it targets a page (no extension, .md, or a PDF or canvas, which are read as pages) rather than another attachment. */
    public boolean isPage() {
        String lower = page.toLowerCase(Locale.ROOT);
        int dot = lower.lastIndexOf('.');
        return dot < 0 || WikiScanner.isPage(lower) || dot < lower.lastIndexOf('/');
    }
}
