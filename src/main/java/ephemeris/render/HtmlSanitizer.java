package ephemeris.render;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cleans raw HTML written in a wiki page before it reaches the preview: only known harmless tags and
 * attributes survive; scripts, frames, objects, forms and styles go with their content; event handlers
 * and {@code javascript:} URLs go; link and image addresses pass through a rewriter that keeps them
 * inside the wiki. The page's Content-Security-Policy is the second line of defence, not the first.
 */
final class HtmlSanitizer {
    private static final Set<String> DROPPED_WITH_CONTENT = Set.of("script", "style", "iframe", "object", "embed",
            "noscript", "template", "frame", "frameset", "applet", "textarea", "select", "svg", "math");
    private static final Set<String> ALLOWED = Set.of("a", "abbr", "b", "blockquote", "br", "caption", "center", "cite",
            "code", "col", "colgroup", "dd", "del", "details", "div", "dl", "dt", "em", "figcaption", "figure", "font",
            "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s",
            "samp", "small", "span", "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th",
            "thead", "tr", "u", "ul", "var", "wbr");
    private static final Set<String> ALLOWED_ATTRIBUTES = Set.of("href", "src", "alt", "title", "class", "id", "width",
            "height", "align", "colspan", "rowspan", "open", "start", "type", "color", "size", "style", "data-callout");
    private static final Pattern TOKEN = Pattern.compile("<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>\"']|\"[^\"]*\"|'[^']*')*)>", Pattern.DOTALL);
    private static final Pattern ATTRIBUTE = Pattern.compile("([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\\s*=\\s*(\"[^\"]*\"|'[^']*'|[^\\s\"'>]+))?");

    /** Rewrites an href or src; returns null to drop the attribute. */
    interface Addresses {
        String href(String value);

        String src(String value);
    }

    private final Addresses addresses;

    HtmlSanitizer(Addresses addresses) {
        this.addresses = addresses;
    }

    /** The element an inline tag opens whose content must go too (script, style …), or null. */
    static String openedDroppedElement(String tag) {
        Matcher m = TOKEN.matcher(tag.strip());
        if (!m.matches() || m.group(2) == null || !m.group(1).isEmpty() || m.group(3).strip().endsWith("/")) {
            return null;
        }
        String name = m.group(2).toLowerCase(Locale.ROOT);
        return DROPPED_WITH_CONTENT.contains(name) ? name : null;
    }

    static boolean closes(String tag, String name) {
        return tag.strip().toLowerCase(Locale.ROOT).matches("</" + Pattern.quote(name) + "\\s*>");
    }

    String clean(String html) {
        StringBuilder out = new StringBuilder(html.length());
        Matcher m = TOKEN.matcher(html);
        int last = 0;
        String skipping = null;
        while (m.find()) {
            if (skipping == null) {
                out.append(html, last, m.start());
            }
            last = m.end();
            if (m.group(2) == null) {
                continue; // a comment
            }
            String name = m.group(2).toLowerCase(Locale.ROOT);
            boolean closing = !m.group(1).isEmpty();
            if (skipping != null) {
                if (closing && name.equals(skipping)) {
                    skipping = null;
                }
                continue;
            }
            if (DROPPED_WITH_CONTENT.contains(name)) {
                boolean selfClosing = m.group(3).strip().endsWith("/");
                if (!closing && !selfClosing) {
                    skipping = name;
                }
                continue;
            }
            if (!ALLOWED.contains(name)) {
                continue;
            }
            out.append(closing ? "</" + name + ">" : "<" + name + attributes(m.group(3), name) + ">");
        }
        if (skipping == null) {
            out.append(html, last, html.length());
        }
        return out.toString();
    }

    private String attributes(String raw, String tag) {
        StringBuilder sb = new StringBuilder();
        Matcher a = ATTRIBUTE.matcher(raw);
        while (a.find()) {
            String name = a.group(1).toLowerCase(Locale.ROOT);
            String value = a.group(2) == null ? "" : unquote(a.group(2));
            if (!ALLOWED_ATTRIBUTES.contains(name)) {
                continue;
            }
            if (name.equals("style") && (value.toLowerCase(Locale.ROOT).contains("url(")
                    || value.toLowerCase(Locale.ROOT).contains("expression"))) {
                continue;
            }
            if (name.equals("href")) {
                value = addresses.href(value);
            } else if (name.equals("src")) {
                value = tag.equals("img") ? addresses.src(value) : null;
            }
            if (value != null) {
                sb.append(' ').append(name).append("=\"").append(escape(value)).append('"');
            }
        }
        return sb.toString();
    }

    private static String unquote(String v) {
        if (v.length() >= 2 && (v.startsWith("\"") || v.startsWith("'"))) {
            v = v.substring(1, v.length() - 1);
        }
        return v.replace("&amp;", "&").replace("&quot;", "\"").replace("&#39;", "'");
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
