package ephemeris.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageRendererTest {
    private static final PageRenderer RENDERER = new PageRenderer();

    private static String render(Map<String, String> pages, String path, Highlights h) {
        return RENDERER.renderPage(new MapVault(pages, null), path, h, PreviewTheme.LIGHT).orElseThrow();
    }

    private static String render(String markdown) {
        return render(Map.of("Page.md", markdown), "Page.md", Highlights.NONE);
    }

    @Test
    void headingsCarryTheEngineAnchor() {
        assertTrue(render("## Change the `title`!\n").contains("<h2 id=\"change-the-title\">"));
    }

    @Test
    void wikilinksBecomeInAppLinksWithTheirLabels() {
        String html = render(Map.of("a/Page.md", "See [[Other Page#Some Heading|the other]] and [[Missing]].",
                "b/Other Page.md", "# Other"), "a/Page.md", Highlights.NONE);
        assertTrue(html.contains("<a href=\"ephemeris-page:b%2FOther%20Page.md#some-heading\" class=\"internal-link\">the other</a>"), html);
        assertTrue(html.contains("<a class=\"broken-link\">Missing</a>") || html.contains("class=\"broken-link\">Missing</a>"), html);
    }

    @Test
    void relativeMarkdownLinksAndSamePageHeadingsStayInTheApp() {
        String html = render(Map.of("Page.md", "[x](Other%20Page.md#Two) [y](#Deep Dive) [[#Supported types]] [w](https://example.org)",
                "Other Page.md", "x"), "Page.md", Highlights.NONE);
        assertTrue(html.contains("href=\"ephemeris-page:Other%20Page.md#two\""), html);
        assertTrue(html.contains("href=\"#supported-types\""), html);
        assertTrue(html.contains("href=\"https://example.org\" class=\"external-link\""), html);
    }

    @Test
    void calloutsBecomeStyledBoxesWithTitles() {
        String html = render("> [!warning] Careful now\n> Body text.\n");
        assertTrue(html.contains("<div class=\"callout\" data-callout=\"warning\"><div class=\"callout-title\"><span class=\"callout-icon\"></span>Careful now</div>"), html);
        assertTrue(html.contains("<p>Body text.</p>"), html);
        assertFalse(html.contains("[!warning]"));
    }

    @Test
    void calloutWithoutTitleIsTitledByItsType() {
        assertTrue(render("> [!tip]\n> Body.\n").contains("</span>Tip</div>"));
    }

    @Test
    void foldedCalloutStartsFoldedAndOpensByItsTitle() {
        String html = render("> [!faq]- Are callouts foldable?\n> Yes, with a plus or a minus.\n");
        assertTrue(html.contains("<details class=\"callout\" data-callout=\"faq\"><summary class=\"callout-title\">"
                + "<span class=\"callout-icon\"></span>Are callouts foldable?</summary>"), html);
        assertTrue(html.contains("<p>Yes, with a plus or a minus.</p>\n</details>"), html);
    }

    @Test
    void calloutMarkedPlusIsFoldableButStartsOpen() {
        String html = render("> [!tip]+ Open by default\n> Body.\n");
        assertTrue(html.contains("<details class=\"callout\" data-callout=\"tip\" open=\"\"><summary class=\"callout-title\">"), html);
    }

    @Test
    void foldedCalloutHoldingACitedSentenceStartsOpen() {
        String page = "> [!warning]- Before you sync\n> Back up your vault first.\n\n> [!note]- Other\n> Unrelated text.\n";
        String html = render(Map.of("P.md", page), "P.md", new Highlights(ephemeris.query.TermMatcher.NONE, List.of("Back up your vault first.")));
        assertTrue(html.contains("<details class=\"callout\" data-callout=\"warning\" open=\"\">"), html);
        assertTrue(html.contains("<details class=\"callout\" data-callout=\"note\"><summary"), html);
    }

    @Test
    void charactersBeyondTheBasicPlaneReachTheWebViewAsReferences() {
        String html = render(Map.of("🚀 Launch.md", "Rocket 🚀 and 𝔸 in [[🚀 Launch|go 🚀]], 漢字 kept.\n"), "🚀 Launch.md", Highlights.NONE);
        assertTrue(html.contains("<p>Rocket &#x1F680; and &#x1D538; in <a href=\"ephemeris-page:%F0%9F%9A%80%20Launch.md\""), html);
        assertTrue(html.contains(">go &#x1F680;</a>, 漢字 kept.</p>"), html);
        assertTrue(html.contains("data-path=\"&#x1F680; Launch.md\""), html);
        assertTrue(html.chars().noneMatch(c -> Character.isSurrogate((char) c)), html);
    }

    @Test
    void stylesheetsKeepToTheBasicPlane() {
        for (PreviewTheme theme : PreviewTheme.values()) {
            String html = RENDERER.renderPage(new MapVault(Map.of("P.md", "x"), null), "P.md", Highlights.NONE, theme).orElseThrow();
            assertTrue(html.chars().noneMatch(c -> Character.isSurrogate((char) c)), theme.name());
        }
    }

    @Test
    void commentsAreHiddenAndHighlightsMarked() {
        String html = render("Seen %%hidden%% text ==bright== end.\n%%\nblock comment\n%%\nafter\n");
        assertFalse(html.contains("hidden"));
        assertFalse(html.contains("block comment"));
        assertTrue(html.contains("<mark class=\"hl\">bright</mark>"), html);
        assertTrue(html.contains("after"));
    }

    @Test
    void obsidianSyntaxInsideCodeIsLeftAlone() {
        String html = render("`[[not a link]]`\n\n```\n[[nor this]] %%x%%\n```\n");
        assertTrue(html.contains("<code>[[not a link]]</code>"), html);
        assertTrue(html.contains("[[nor this]] %%x%%"), html);
    }

    @Test
    void scriptsFramesAndHandlersAreStripped() {
        String html = render("<script>alert(1)</script>\n\n<iframe src=\"https://evil.example\"></iframe>\n\n"
                + "<div onclick=\"x()\" class=\"ok\">kept</div>\n\n<a href=\"javascript:alert(1)\">j</a> <img src=\"https://x.example/a.png\">\n");
        assertFalse(html.contains("<script"), html);
        assertFalse(html.contains("alert(1)"), html);
        assertFalse(html.contains("<iframe"), html);
        assertFalse(html.contains("onclick"), html);
        assertFalse(html.contains("javascript:"), html);
        assertFalse(html.contains("x.example"), html);
        assertTrue(html.contains("<div class=\"ok\">kept</div>"), html);
    }

    @Test
    void pageForbidsRemoteLoadsAndScripts() {
        String html = render("x");
        assertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src file: data:;"), html);
        assertTrue(html.contains("script-src 'none'"));
    }

    @Test
    void remoteImagesBecomeLinksAndNeverLoad() {
        String html = render("![diagram](https://example.org/d.png)\n");
        assertFalse(html.contains("<img"), html);
        assertTrue(html.contains("<a href=\"https://example.org/d.png\" class=\"external-link\">Remote image “diagram” (not loaded)</a>"), html);
    }

    @Test
    void localImagesLoadOnlyFromInsideTheRoot(@TempDir Path dir) throws IOException {
        Path root = Files.createDirectories(dir.resolve("wiki"));
        Files.write(root.resolve("pic.png"), new byte[] {1});
        Files.write(dir.resolve("secret.png"), new byte[] {1});
        String html = RENDERER.renderPage(new MapVault(Map.of("P.md", "![[pic.png|200]] ![x](../secret.png)"), root),
                "P.md", Highlights.NONE, PreviewTheme.DARK).orElseThrow();
        assertTrue(html.contains("<img src=\"" + root.resolve("pic.png").toUri() + "\" alt=\"pic.png\" width=\"200\">"), html);
        assertFalse(html.contains("secret.png\""), html);
        assertTrue(html.contains("(not found)"));
    }

    @Test
    void embedsRenderTheTargetSectionInline() {
        String html = render(Map.of("A.md", "Intro\n\n![[B#Part two]]\n",
                "B.md", "# B\n\n## Part one\n\nfirst\n\n## Part two\n\nsecond\n\n## Part three\n\nthird\n"), "A.md", Highlights.NONE);
        assertTrue(html.contains("<div class=\"embed\"><div class=\"embed-title\"><a href=\"ephemeris-page:B.md#part-two\""), html);
        assertTrue(html.contains("<p>second</p>"), html);
        assertFalse(html.contains("first"), html);
        assertFalse(html.contains("third"), html);
    }

    @Test
    void embedCyclesStopAfterOneLevel() {
        String html = render(Map.of("A.md", "a text\n\n![[B]]\n", "B.md", "b text\n\n![[A]]\n"), "A.md", Highlights.NONE);
        assertEquals(1, html.split("class=\"embed\"", -1).length - 1, html);
        assertTrue(html.contains("b text"));
        assertTrue(html.contains("<a href=\"ephemeris-page:A.md\" class=\"internal-link\">A</a>"), html);
    }

    @Test
    void citedSentencesAndTermsAreMarkedAcrossFormatting() {
        String html = render(Map.of("P.md", "Intro. To create a callout, add `[!info]` to the *first line* of a\nblockquote. Other callouts here.\n"),
                "P.md", new Highlights(ephemeris.query.TermMatcher.of(List.of("callout")), List.of("To create a callout, add [!info] to the first line of a blockquote.")));
        assertTrue(html.contains("<mark class=\"cite\" data-cite=\"0\">To create a <mark class=\"term\">callout</mark>, add </mark>"), html);
        assertTrue(html.contains("<mark class=\"cite\" data-cite=\"0\"><code>[!info]</code></mark>"), html);
        assertTrue(html.contains("<em><mark class=\"cite\" data-cite=\"0\">first line</mark></em>"), html);
        assertTrue(html.contains("<mark class=\"cite\" data-cite=\"0\">blockquote.</mark>"), html);
        assertTrue(html.contains("Other <mark class=\"term\">callouts</mark> here."), html);
    }

    @Test
    void tablesTasksAndStrikethroughRender() {
        String html = render("| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~gone~~\n");
        assertTrue(html.contains("<table>"));
        assertTrue(html.contains("<td>1</td>"));
        assertTrue(html.contains("type=\"checkbox\""));
        assertTrue(html.contains("<del>gone</del>"));
    }

    @Test
    void frontMatterIsNotShown() {
        assertFalse(render("---\ntitle: Secret title\n---\nBody\n").contains("Secret title"));
    }

    @Test
    void linkTargetsReadBackFromHrefs() {
        assertEquals(new LinkTarget.Page("b/Other Page.md", "some-heading"), LinkTarget.parse("ephemeris-page:b%2FOther%20Page.md#some-heading"));
        assertEquals(new LinkTarget.Anchor("x"), LinkTarget.parse("#x"));
        assertEquals(new LinkTarget.External("https://obsidian.md"), LinkTarget.parse("https://obsidian.md"));
        assertEquals(new LinkTarget.None(), LinkTarget.parse("javascript:alert(1)"));
    }

    @Test
    void blockEmbedsShowOnlyTheirBlockAndIdsAreHidden() {
        String html = render(Map.of("A.md", "![[B#^key]]\n", "B.md", "Other text.\n\nThe key idea. ^key\n\nMore.\n"), "A.md", Highlights.NONE);
        assertTrue(html.contains("<p>The key idea.</p>"), html);
        assertFalse(html.contains("Other text"), html);
        assertFalse(html.contains("^key</p>"), html);
    }

    @Test
    void headingLinksWithoutLabelsReadLikeTheEngine() {
        String html = render(Map.of("A.md", "[[B#Part two]]", "B.md", "## Part two\n"), "A.md", Highlights.NONE);
        assertTrue(html.contains(">B &gt; Part two</a>"), html);
    }

    @Test
    void stylesAndSvgGoWithTheirContent() {
        String html = render("<style>body{background:url(https://x.example/a)}</style>\n\n<svg><script>x()</script></svg>\n\ntext\n");
        String body = html.substring(html.indexOf("<article"));
        assertFalse(body.contains("x.example"), body);
        assertFalse(body.contains("x()"), body);
        assertTrue(body.contains("<p>text</p>"), body);
    }

    @Test
    void aCitedCommandInACodeBlockIsMarked() {
        String page = "### Sessions\n\n    $ tmux attach # Default session\n    $ tmux ls     # List sessions\n";
        String html = render(Map.of("Page.md", page), "Page.md",
                new Highlights(ephemeris.query.TermMatcher.NONE, List.of("$ tmux ls     # List sessions")));
        assertTrue(html.contains("<pre><code>$ tmux attach # Default session\n<mark class=\"cite\" data-cite=\"0\">$ tmux ls     # List sessions</mark>\n</code></pre>"), html);
    }

    @Test
    void aCodeBlockWithNothingCitedIsWrittenAsBefore() {
        String html = render(Map.of("Page.md", "```sh\nls -la\n```\n"), "Page.md",
                new Highlights(ephemeris.query.TermMatcher.NONE, List.of("something else")));
        assertTrue(html.contains("<pre><code class=\"language-sh\">ls -la\n</code></pre>"), html);
    }

    @Test
    void aCitedCellIsNotMarkedInsideALineOfCode() {
        String html = render(Map.of("Page.md", "| Port | 8080 |\n|---|---|\n\n    docker run -p 8080:8080 app\n"), "Page.md",
                new Highlights(ephemeris.query.TermMatcher.NONE, List.of("8080")));
        assertTrue(html.contains("<pre><code>docker run -p 8080:8080 app\n</code></pre>"), html);
    }

    @Test
    void anOutlinersBulletsUnderAHeadingShowAsAList() {
        String html = render("## Usage\n\t- Type the command.\n\t\t- It asks for a page.\n");
        assertTrue(html.contains("<li>Type the command."), html);
        assertFalse(html.contains("<pre>"), html);
    }
}
