package ephemeris.render;

import ephemeris.wiki.Slugs;
import org.commonmark.node.Document;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Renders a page embed in place of its {@code ![[page]]}: the embedded page, or the section or block it
 * names, one level deep, or a plain link where the page is missing or may not be embedded. Embedding
 * parses and renders another page, a job apart from making a page's own addresses safe.
 */
final class PageEmbeds {
    private final RenderContext context;
    private final PageRenderer renderer;

    PageEmbeds(RenderContext context, PageRenderer renderer) {
        this.context = context;
        this.renderer = renderer;
    }

    /** Puts the embedded page (or a link to it) where the embed stood. */
    void embedPage(Image image, WikiTarget t) {
        Optional<String> resolved = t.page().isEmpty() ? Optional.of(context.path())
                : context.vault().resolvePage(t.page(), context.path());
        String title = t.displayText();
        if (resolved.isEmpty() || !context.mayEmbed(resolved.get())) {
            Link link = new Link(resolved.map(p -> LinkTarget.pageHref(p, t.heading().isEmpty() ? "" : Slugs.of(t.heading())))
                    .orElse(""), null);
            link.appendChild(new Text(title));
            image.insertBefore(link);
            image.unlink();
            return;
        }
        String path = resolved.get();
        String markdown = context.vault().markdown(path).orElse("");
        if (!t.blockId().isEmpty()) {
            markdown = EmbedSections.block(markdown, t.blockId());
        }
        Node document = renderer.parse(markdown);
        if (!t.heading().isEmpty()) {
            document = EmbedSections.section(document, t.heading());
        }
        String html = renderer.renderDocument(context.embedded(path), document);
        Nodes.Embed embed = new Nodes.Embed(title, LinkTarget.pageHref(path, t.heading().isEmpty() ? "" : Slugs.of(t.heading())), html);
        Node parent = image.getParent();
        if (parent instanceof Paragraph p && PageRenderer.text(p).strip().equals(PageRenderer.text(image).strip())
                && onlyChild(p, image)) {
            p.insertBefore(embed);
            p.unlink();
        } else {
            Node block = parent;
            while (block != null && block.getParent() != null && !(block instanceof Paragraph)) {
                block = block.getParent();
            }
            if (block != null && block.getParent() != null) {
                block.insertAfter(embed);
            }
            image.unlink();
        }
    }

    private static boolean onlyChild(Paragraph p, Image image) {
        for (Node c = p.getFirstChild(); c != null; c = c.getNext()) {
            if (c != image && !(c instanceof Text t && t.getLiteral().isBlank())) {
                return false;
            }
        }
        return true;
    }

    /** Cuts the part an embed shows out of the embedded page. */
    private static final class EmbedSections {
        private EmbedSections() {
        }

        /** The heading and everything under it, up to the next heading of the same or a higher level. */
        static Node section(Node document, String heading) {
            Document out = new Document();
            String wanted = Slugs.of(heading);
            Node start = null;
            for (Node c = document.getFirstChild(); c != null; c = c.getNext()) {
                if (c instanceof Heading h && Slugs.of(PageRenderer.text(h)).equals(wanted)) {
                    start = c;
                    break;
                }
            }
            if (start == null) {
                return out;
            }
            int level = ((Heading) start).getLevel();
            Node c = start;
            while (c != null) {
                Node next = c.getNext();
                if (c != start && c instanceof Heading h && h.getLevel() <= level) {
                    break;
                }
                out.appendChild(c);
                c = next;
            }
            return out;
        }

        /** The paragraph that ends with {@code ^id}, without the marker. */
        static String block(String markdown, String id) {
            String[] lines = markdown.split("\r\n|\r|\n", -1);
            Pattern marker = Pattern.compile("\\s\\^" + Pattern.quote(id) + "\\s*$");
            for (int i = 0; i < lines.length; i++) {
                if (marker.matcher(lines[i]).find()) {
                    int from = i;
                    while (from > 0 && !lines[from - 1].isBlank()) {
                        from--;
                    }
                    StringBuilder sb = new StringBuilder();
                    for (int j = from; j <= i; j++) {
                        sb.append(marker.matcher(lines[j]).replaceAll("")).append('\n');
                    }
                    return sb.toString();
                }
            }
            return "";
        }
    }
}
