package ephemeris.render;

import ephemeris.wiki.Slugs;
import org.commonmark.Extension;
import org.commonmark.ext.front.matter.YamlFrontMatterExtension;
import org.commonmark.ext.gfm.strikethrough.StrikethroughExtension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.task.list.items.TaskListItemsExtension;
import org.commonmark.node.Code;
import org.commonmark.node.Document;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Markdown of a wiki page → one self-contained HTML page for the preview: Obsidian syntax understood,
 * key terms and cited sentences marked, raw HTML cleaned, and a Content-Security-Policy that forbids
 * every remote load and every page script. One parser and one HTML renderer serve all pages.
 * Thread-safe.
 */
public final class PageRenderer {
    /** No remote anything; images only from local files or data; styles only the bundled inline sheet. */
    public static final String CONTENT_SECURITY_POLICY =
            "default-src 'none'; img-src file: data:; style-src 'unsafe-inline'; font-src data:; "
                    + "script-src 'none'; frame-src 'none'; object-src 'none'; connect-src 'none'; form-action 'none'";

    private final Parser parser;
    private final HtmlRenderer renderer;
    private final String baseCss;
    private final java.util.Map<PreviewTheme, String> themeCss = new java.util.EnumMap<>(PreviewTheme.class);

    public PageRenderer() {
        List<Extension> extensions = List.of(TablesExtension.create(), StrikethroughExtension.create(),
                YamlFrontMatterExtension.create(), TaskListItemsExtension.create());
        parser = Parser.builder().extensions(extensions).build();
        renderer = HtmlRenderer.builder()
                .extensions(extensions)
                .escapeHtml(false) // raw HTML is cleaned by HtmlSanitizer before rendering
                .nodeRendererFactory(Nodes.Renderer::new)
                .attributeProviderFactory(context -> new PreviewAttributes())
                .build();
        baseCss = resource("preview-base.css");
        for (PreviewTheme t : PreviewTheme.values()) {
            themeCss.put(t, resource(t.stylesheet()));
        }
    }

    /** The full HTML page for {@code path}, or empty when the vault does not hold that page. */
    public Optional<String> renderPage(Vault vault, String path, Highlights highlights, PreviewTheme theme) {
        return renderPage(vault, path, 0, highlights, theme).map(Rendered::html);
    }

    /**
     * A rendered page and, for a PDF, which of its pages it shows and how many it has (both 0 for a note).
     */
    public record Rendered(String html, int pdfPage, int pdfPages) {
    }

    /**
     * The full HTML page for {@code path}; for a PDF, its page {@code pdfPage} alone (the nearest one there is).
     * Empty when the vault does not hold that page.
     */
    public Optional<Rendered> renderPage(Vault vault, String path, int pdfPage, Highlights highlights, PreviewTheme theme) {
        return renderPage(vault, path, pdfPage, "", highlights, theme);
    }

    /**
     * As {@link #renderPage(Vault, String, int, Highlights, PreviewTheme)}; with no page asked for, a PDF opens at the
     * page that holds the heading {@code anchor} names, when one does (a link to a section of a manual).
     */
    public Optional<Rendered> renderPage(Vault vault, String path, int pdfPage, String anchor, Highlights highlights,
                                         PreviewTheme theme) {
        return vault.markdown(path).map(whole -> {
            int pages = ephemeris.wiki.PdfText.isPdf(path) ? ephemeris.wiki.PdfText.pagesIn(whole) : 0;
            int asked = pdfPage > 0 || pages == 0 ? pdfPage : ephemeris.wiki.PdfText.pageWithHeading(whole, anchor);
            int shown = pages == 0 ? 0 : Math.clamp(asked, 1, pages);
            String md = pages == 0 ? whole : ephemeris.wiki.PdfText.section(whole, shown);
            return new Rendered(page(body(new RenderContext(vault, path, highlights, 0, Set.of(path)), md), path, theme,
                    ephemeris.wiki.Languages.rightToLeft(md)), shown, pages);
        });
    }

    /** The HTML body of a page's markdown; used for the page itself and, one level deep, for embeds. */
    String body(RenderContext context, String markdown) {
        Document document = (Document) parser.parse(ObsidianMarkdown.rewrite(markdown));
        return renderDocument(context, document);
    }

    String renderDocument(RenderContext context, Node document) {
        new Resolver(context, this).apply(document);
        Callouts.apply(document);
        Marks.apply(document, context.highlights());
        return renderer.render(document);
    }

    Node parse(String markdown) {
        return parser.parse(ObsidianMarkdown.rewrite(markdown));
    }

    /** @param rightToLeft whether the page reads right to left: its lists, tables and callouts then open on the right */
    private String page(String body, String path, PreviewTheme theme, boolean rightToLeft) {
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"" + CONTENT_SECURITY_POLICY + "\">\n"
                + "<style>\n" + themeCss.get(theme) + "\n" + baseCss + "\n</style></head>\n"
                + "<body class=\"" + theme.name().toLowerCase(java.util.Locale.ROOT) + "\" data-path=\""
                + beyondBasicPlaneAsReferences(HtmlSanitizer.escape(path)) + "\"><article class=\"page\" dir=\"" + (rightToLeft ? "rtl" : "ltr")
                + "\">\n"
                + beyondBasicPlaneAsReferences(body) + "</article></body></html>\n";
    }

    /**
     * Writes characters beyond the Basic Multilingual Plane (emoji, rare CJK, math letters) as numeric
     * character references. The WebView's loadContent hands a page's text to WebKit in a form that turns
     * each such character into six U+FFFD marks (seen with "🚀" on JavaFX 25); a reference is plain ASCII
     * and the HTML parser makes the real character of it. The stylesheets keep to the BMP for the same
     * reason (PageRendererTest pins both).
     */
    static String beyondBasicPlaneAsReferences(String html) {
        int i = 0;
        int n = html.length();
        while (i < n && !Character.isSurrogate(html.charAt(i))) {
            i++;
        }
        if (i == n) {
            return html;
        }
        StringBuilder out = new StringBuilder(n + 32).append(html, 0, i);
        while (i < n) {
            int cp = html.codePointAt(i);
            if (Character.isSupplementaryCodePoint(cp)) {
                out.append("&#x").append(Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT)).append(';');
            } else if (Character.isSurrogate((char) cp)) {
                out.append('\uFFFD'); // a lone surrogate: no character to refer to
            } else {
                out.append((char) cp);
            }
            i += Character.charCount(cp);
        }
        return out.toString();
    }

    /** The plain text of a node, as the engine sees it, for heading anchors. */
    static String text(Node node) {
        StringBuilder sb = new StringBuilder();
        appendText(node, sb);
        return sb.toString();
    }

    private static void appendText(Node node, StringBuilder sb) {
        for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
            switch (c) {
                case Text t -> sb.append(t.getLiteral());
                case Code code -> sb.append(code.getLiteral());
                default -> appendText(c, sb);
            }
        }
    }

    /** Heading ids follow {@link Slugs}, the engine's anchor rule, so a citation scrolls to its heading. */
    private static final class PreviewAttributes implements org.commonmark.renderer.html.AttributeProvider {
        @Override
        public void setAttributes(Node node, String tagName, java.util.Map<String, String> attributes) {
            if (node instanceof Heading h) {
                attributes.put("id", Slugs.of(text(h)));
            } else if (node instanceof org.commonmark.node.Link link) {
                attributes.put("class", LinkClasses.of(link.getDestination()));
            }
        }
    }

    private static String resource(String name) {
        try (InputStream in = PageRenderer.class.getResourceAsStream("/ephemeris/render/" + name)) {
            if (in == null) {
                throw new IllegalStateException("Missing bundled stylesheet " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
