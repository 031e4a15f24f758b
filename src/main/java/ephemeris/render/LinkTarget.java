package ephemeris.render;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Where a link in the preview leads. The renderer writes in-app links as {@code ephemeris-page:} hrefs;
 * the window reads a clicked href back with {@link #parse} and decides what to do, so no click ever
 * navigates the preview itself.
 */
public sealed interface LinkTarget {
    String PAGE_SCHEME = "ephemeris-page:";

    /** A page of the wiki, optionally scrolled to a heading anchor (empty when none). */
    record Page(String path, String anchor) implements LinkTarget {
    }

    /** A heading on the page being shown. */
    record Anchor(String anchor) implements LinkTarget {
    }

    /** A web or mail address: opened in the system browser, never inside. */
    record External(String url) implements LinkTarget {
    }

    /** Nothing to follow (a broken or refused link). */
    record None() implements LinkTarget {
    }

    static String pageHref(String path, String anchor) {
        String href = PAGE_SCHEME + encode(path);
        return anchor.isEmpty() ? href : href + "#" + encode(anchor);
    }

    static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    static boolean isExternal(String href) {
        String lower = href.toLowerCase(Locale.ROOT);
        return lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("mailto:");
    }

    static LinkTarget parse(String href) {
        if (href == null || href.isBlank()) {
            return new None();
        }
        String h = href.strip();
        if (h.startsWith(PAGE_SCHEME)) {
            String rest = h.substring(PAGE_SCHEME.length());
            int hash = rest.indexOf('#');
            String path = hash < 0 ? rest : rest.substring(0, hash);
            String anchor = hash < 0 ? "" : rest.substring(hash + 1);
            return new Page(URLDecoder.decode(path, StandardCharsets.UTF_8), URLDecoder.decode(anchor, StandardCharsets.UTF_8));
        }
        int hash = h.indexOf('#');
        if (hash >= 0 && !h.contains(":") || h.startsWith("about:blank#")) {
            return new Anchor(URLDecoder.decode(h.substring(hash + 1), StandardCharsets.UTF_8));
        }
        if (isExternal(h)) {
            return new External(h);
        }
        return new None();
    }
}
