package ephemeris.render;

import org.commonmark.node.CustomBlock;
import org.commonmark.node.CustomNode;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlWriter;

import java.util.Map;
import java.util.Set;

/** The preview's own syntax-tree nodes and how each is written as HTML. */
final class Nodes {
    private Nodes() {
    }

    /** A highlight: {@code term} (a key term), {@code cite} (a cited sentence) or {@code hl} (==text==). */
    static final class Mark extends CustomNode {
        final String kind;
        final int citeIndex;

        Mark(String kind, int citeIndex) {
            this.kind = kind;
            this.citeIndex = citeIndex;
        }
    }

    /** An Obsidian callout: {@code > [!type] Title}. */
    static final class Callout extends CustomBlock {
        final String type;
        final boolean foldable;

        Callout(String type, boolean foldable) {
            this.type = type;
            this.foldable = foldable;
        }
    }

    static final class CalloutTitle extends CustomBlock {
    }

    /** Another page's content shown in place, already rendered (one level deep). */
    static final class Embed extends CustomBlock {
        final String title;
        final String href;
        final String html;

        Embed(String title, String href, String html) {
            this.title = title;
            this.href = href;
            this.html = html;
        }
    }

    static final class Renderer implements NodeRenderer {
        private final HtmlNodeRendererContext context;
        private final HtmlWriter html;

        Renderer(HtmlNodeRendererContext context) {
            this.context = context;
            this.html = context.getWriter();
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(Mark.class, Callout.class, CalloutTitle.class, Embed.class);
        }

        @Override
        public void render(Node node) {
            switch (node) {
                case Mark m -> {
                    html.tag("mark", m.citeIndex >= 0
                            ? attributes("class", m.kind, "data-cite", Integer.toString(m.citeIndex))
                            : attributes("class", m.kind));
                    children(m);
                    html.tag("/mark");
                }
                case Callout c -> {
                    html.line();
                    html.tag("div", attributes("class", "callout", "data-callout", c.type));
                    children(c);
                    html.tag("/div");
                    html.line();
                }
                case CalloutTitle t -> {
                    html.tag("div", Map.of("class", "callout-title"));
                    html.tag("span", Map.of("class", "callout-icon"));
                    html.tag("/span");
                    children(t);
                    html.tag("/div");
                }
                case Embed e -> {
                    html.line();
                    html.tag("div", Map.of("class", "embed"));
                    html.tag("div", Map.of("class", "embed-title"));
                    html.tag("a", Map.of("href", e.href));
                    html.text(e.title);
                    html.tag("/a");
                    html.tag("/div");
                    html.raw(e.html);
                    html.tag("/div");
                    html.line();
                }
                default -> children(node);
            }
        }

        /** Attributes in the order given, so the HTML is stable. */
        private static Map<String, String> attributes(String... pairs) {
            Map<String, String> map = new java.util.LinkedHashMap<>();
            for (int i = 0; i < pairs.length; i += 2) {
                map.put(pairs[i], pairs[i + 1]);
            }
            return map;
        }

        private void children(Node parent) {
            Node child = parent.getFirstChild();
            while (child != null) {
                Node next = child.getNext();
                context.render(child);
                child = next;
            }
        }
    }
}
