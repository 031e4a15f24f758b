package ephemeris.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a page is connected to: the pages that link to it (with the linking line), the pages it links to
 * (dangling links marked), and the pages nearest to it in meaning. One document for the window's Related
 * panel, {@code ephemeris related} and MCP's {@code wiki_related}.
 *
 * @param path      the page, relative to the wiki
 * @param title     its title
 * @param backlinks pages whose wikilinks, embeds or markdown links resolve to it, by path then line
 * @param links     its links and embeds of other pages in line order, each target once
 * @param similar   the pages nearest in meaning, nearest first; empty until the page has vectors
 * @param meaning   whether meaning search is done with the page (with vectors, or with none to compare)
 */
public record RelatedPages(String path, String title, List<Backlink> backlinks, List<Link> links, List<Similar> similar,
                           boolean meaning) {
    public RelatedPages {
        backlinks = List.copyOf(backlinks);
        links = List.copyOf(links);
        similar = List.copyOf(similar);
    }

    /** A page linking here: the line the link is on (1-based) and that line's text. */
    public record Backlink(String path, String title, int line, String text) {
    }

    /**
     * A link of the page: the page it resolves to, or the target as written when it resolves to none.
     *
     * @param resolved false for a dangling link (no such page in the wiki)
     */
    public record Link(String path, String title, boolean resolved) {
    }

    /** A page near in meaning: the cosine between this page's mean passage vector and that page's nearest passage. */
    public record Similar(String path, String title, double closeness) {
    }

    /** The JSON form, the same for {@code related --json} and MCP's {@code wiki_related}. */
    public Map<String, Object> toMap() {
        RelatedPages r = this;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", r.path());
        m.put("title", r.title());
        m.put("backlinks", r.backlinks().stream().map(b -> entry("path", b.path(), "title", b.title(), "line", b.line(), "text", b.text())).toList());
        m.put("links", r.links().stream().map(l -> entry("path", l.path(), "title", l.title(), "resolved", l.resolved())).toList());
        m.put("similar", r.similar().stream().map(s -> entry("path", s.path(), "title", s.title(), "closeness", s.closeness())).toList());
        m.put("meaning", r.meaning());
        return m;
    }

    private static Map<String, Object> entry(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }

    /** The text form: three short sections, each saying so when it is empty. */
    public String toText() {
        RelatedPages r = this;
        StringBuilder sb = new StringBuilder();
        sb.append(r.title()).append(" (").append(r.path()).append(")\n\nLinked from:\n");
        list(sb, r.backlinks().stream().map(b -> b.path() + ":" + b.line() + "  " + b.text()).toList(), "no page links here");
        sb.append("\nLinks to:\n");
        list(sb, r.links().stream().map(l -> l.resolved() ? l.path() : l.path() + "  (no such page)").toList(), "no links");
        sb.append("\nNearest in meaning:\n");
        list(sb, r.similar().stream().map(s -> String.format(java.util.Locale.ROOT, "%.2f  %s", s.closeness(), s.path())).toList(),
                r.meaning() ? "no page is near" : "meaning search has not read this page yet (run with --meaning wait)");
        return sb.toString();
    }

    private static void list(StringBuilder sb, List<String> lines, String none) {
        if (lines.isEmpty()) {
            sb.append("  (").append(none).append(")\n");
        }
        lines.forEach(l -> sb.append("  ").append(l).append('\n'));
    }
}
