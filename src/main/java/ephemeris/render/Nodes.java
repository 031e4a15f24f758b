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
        /** Whether a callout can be folded, and how it first shows: {@code [!type]+} open, {@code [!type]-} folded. */
        enum Fold { NONE, OPEN, FOLDED }

        final String type;
        final Fold fold;

        Callout(String type, Fold fold) {
            this.type = type;
            this.fold = fold;
        }
    }

    static final class CalloutTitle extends CustomBlock {
    }

    /**
     * A code block that holds a cited passage (a command and its comment, a snippet): its text with the cited
     * ranges marked, as a cited sentence is marked in prose.
     *
     * @param ranges start, end and citation index of each cited range, in order and apart
     */
    static final class MarkedCode extends CustomBlock {
        final String info;
        final String literal;
        final java.util.List<int[]> ranges;

        MarkedCode(String info, String literal, java.util.List<int[]> ranges) {
            this.info = info;
            this.literal = literal;
            this.ranges = java.util.List.copyOf(ranges);
        }
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
            return Set.of(Mark.class, Callout.class, CalloutTitle.class, Embed.class, MarkedCode.class);
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
                    // A foldable callout is a <details>, which folds without any script; one folded in the
                    // page opens when it holds a cited passage, so the evidence is never hidden.
                    String element = c.fold == Callout.Fold.NONE ? "div" : "details";
                    html.line();
                    html.tag(element, c.fold == Callout.Fold.OPEN || c.fold == Callout.Fold.FOLDED && cites(c)
                            ? attributes("class", "callout", "data-callout", c.type, "open", "")
                            : attributes("class", "callout", "data-callout", c.type));
                    children(c);
                    html.tag("/" + element);
                    html.line();
                }
                case CalloutTitle t -> {
                    String element = t.getParent() instanceof Callout c && c.fold != Callout.Fold.NONE ? "summary" : "div";
                    html.tag(element, Map.of("class", "callout-title"));
                    html.tag("span", Map.of("class", "callout-icon"));
                    html.tag("/span");
                    children(t);
                    html.tag("/" + element);
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
                case MarkedCode c -> {
                    // Written as commonmark writes a code block, with the cited ranges inside <mark>.
                    html.line();
                    html.tag("pre");
                    String language = c.info.isBlank() ? "" : c.info.strip().split("\\s+")[0];
                    html.tag("code", language.isEmpty() ? Map.of() : Map.of("class", "language-" + language));
                    int at = 0;
                    for (int[] r : c.ranges) {
                        html.text(c.literal.substring(at, r[0]));
                        html.tag("mark", attributes("class", "cite", "data-cite", Integer.toString(r[2])));
                        html.text(c.literal.substring(r[0], r[1]));
                        html.tag("/mark");
                        at = r[1];
                    }
                    html.text(c.literal.substring(at));
                    html.tag("/code");
                    html.tag("/pre");
                    html.line();
                }
                default -> children(node);
            }
        }

        /** Whether a cited passage is marked anywhere inside {@code node}. */
        private static boolean cites(Node node) {
            for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
                if (child instanceof Mark m && m.citeIndex >= 0 || child instanceof MarkedCode || cites(child)) {
                    return true;
                }
            }
            return false;
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
