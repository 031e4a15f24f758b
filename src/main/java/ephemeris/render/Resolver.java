package ephemeris.render;

import ephemeris.wiki.Slugs;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Makes every address on a page safe and in-app: wikilinks and relative links point at pages through
 * {@code ephemeris-page:} hrefs, local images become file: URLs only inside the wiki root, remote images
 * become plain links, page embeds are rendered in place one level deep, raw HTML is cleaned.
 */
final class Resolver {
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    private final RenderContext context;
    private final PageEmbeds embeds;
    private final HtmlSanitizer sanitizer;

    Resolver(RenderContext context, PageRenderer renderer) {
        this.context = context;
        this.embeds = new PageEmbeds(context, renderer);
        this.sanitizer = new HtmlSanitizer(new HtmlSanitizer.Addresses() {
            @Override
            public String href(String value) {
                String h = linkHref(value);
                return h.isEmpty() ? null : h;
            }

            @Override
            public String src(String value) {
                return localImage(value, "").orElse(null);
            }
        });
    }

    void apply(Node document) {
        dropInlineElementContent(document);
        List<Node> nodes = new ArrayList<>();
        collect(document, nodes);
        for (Node n : nodes) {
            switch (n) {
                case HtmlInline h -> h.setLiteral(sanitizer.clean(h.getLiteral()));
                case HtmlBlock h -> h.setLiteral(sanitizer.clean(h.getLiteral()));
                case Link l -> l.setDestination(linkHref(l.getDestination()));
                case Image i -> image(i);
                default -> { }
            }
        }
    }

    /**
     * Inline raw HTML arrives tag by tag ({@code <script>}, text, {@code </script>} as siblings), so the
     * content of a dropped element is removed here, across the siblings, before each tag is cleaned.
     */
    private static void dropInlineElementContent(Node document) {
        List<Node> all = new ArrayList<>();
        collect(document, all);
        for (Node n : all) {
            if (n.getParent() == null && n != document || !(n instanceof HtmlInline open)) {
                continue;
            }
            String name = HtmlSanitizer.openedDroppedElement(open.getLiteral());
            if (name == null) {
                continue;
            }
            Node next = open.getNext();
            while (next != null) {
                Node after = next.getNext();
                boolean end = next instanceof HtmlInline close && HtmlSanitizer.closes(close.getLiteral(), name);
                next.unlink();
                if (end) {
                    break;
                }
                next = after;
            }
            open.unlink();
        }
    }

    private static void collect(Node node, List<Node> out) {
        for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
            out.add(c);
            collect(c, out);
        }
    }

    /** The href a link gets in the preview; empty for a link that leads nowhere. */
    String linkHref(String destination) {
        if (destination == null || destination.isBlank()) {
            return "";
        }
        if (destination.startsWith(ObsidianMarkdown.WIKI_SCHEME)) {
            WikiTarget t = WikiTarget.parse(decode(destination.substring(ObsidianMarkdown.WIKI_SCHEME.length())));
            return pageHref(t.page(), t.heading());
        }
        if (LinkTarget.isExternal(destination)) {
            return destination;
        }
        if (SCHEME.matcher(destination).find()) {
            return ""; // javascript:, file:, data: and the like never become links
        }
        String target = decode(destination);
        int hash = target.indexOf('#');
        String page = hash < 0 ? target : target.substring(0, hash);
        String heading = hash < 0 ? "" : target.substring(hash + 1);
        return pageHref(page, heading);
    }

    private String pageHref(String page, String heading) {
        String anchor = heading.isEmpty() ? "" : Slugs.of(heading);
        if (page.isEmpty()) {
            return anchor.isEmpty() ? "" : "#" + anchor;
        }
        return context.vault().resolvePage(page, context.path())
                .map(p -> LinkTarget.pageHref(p, anchor))
                .orElse("");
    }

    private void image(Image image) {
        String dest = image.getDestination();
        if (dest.startsWith(ObsidianMarkdown.EMBED_SCHEME)) {
            WikiTarget t = WikiTarget.parse(decode(dest.substring(ObsidianMarkdown.EMBED_SCHEME.length())));
            if (t.isImage()) {
                replaceWithImage(image, localImage(t.page(), t.width()), t.page());
            } else {
                embeds.embedPage(image, t);
            }
            return;
        }
        if (LinkTarget.isExternal(dest) || dest.startsWith("//")) {
            // Remote images never load: show a link the user may choose to open in the browser.
            Link link = new Link(dest.startsWith("//") ? "https:" + dest : dest, null);
            String alt = PageRenderer.text(image);
            // Plain words, not an emoji: many desktop fonts have no glyph for it.
            link.appendChild(new Text("Remote image" + (alt.isBlank() ? "" : " “" + alt + "”") + " (not loaded)"));
            image.insertBefore(link);
            image.unlink();
            return;
        }
        replaceWithImage(image, localImage(decode(dest), ""), PageRenderer.text(image));
    }

    private void replaceWithImage(Image image, Optional<String> tag, String alt) {
        HtmlInline html = new HtmlInline();
        html.setLiteral(tag.orElse("<span class=\"missing-image\">" + HtmlSanitizer.escape("🖼 " + alt + " (not found)") + "</span>"));
        image.insertBefore(html);
        image.unlink();
    }

    /** An img tag for a file inside the wiki root; empty when the file is elsewhere or missing. */
    private Optional<String> localImage(String target, String width) {
        if (SCHEME.matcher(target).find()) {
            return Optional.empty();
        }
        return context.vault().attachment(target, context.path()).map(Path::toUri).map(uri -> "<img src=\""
                + HtmlSanitizer.escape(uri.toString()) + "\" alt=\"" + HtmlSanitizer.escape(target) + "\""
                + (width.isEmpty() ? "" : " width=\"" + width + "\"") + ">");
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return s;
        }
    }
}
