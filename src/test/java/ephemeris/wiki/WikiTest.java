package ephemeris.wiki;

import ephemeris.TestWiki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class WikiTest {
    @TempDir
    Path root;

    private Wiki load() throws WikiException {
        return new WikiLoader(PageReader.DEFAULT_MAX_BYTES).load(root, (d, t) -> { }, () -> false);
    }

    private static Optional<String> resolved(Wiki wiki, String target, String from) {
        return wiki.resolve(target, from).map(Page::path);
    }

    private static List<String> borrowed(Wiki wiki, String page) {
        return wiki.borrowedBlocks(wiki.page(page).orElseThrow()).stream()
                .map(b -> b.owner() + ":" + b.block().startLine() + ":" + b.block().text()).toList();
    }

    @Test
    void linksResolveBySameFolderThenRootThenShortestPathIgnoringCase() throws Exception {
        TestWiki.at(root)
                .page("Guide.md", "root guide")
                .page("docs/Guide.md", "docs guide")
                .page("docs/deep/Only Here.md", "deep")
                .page("a/b/Unique.md", "u")
                .page("z/Unique.md", "shorter");
        Wiki wiki = load();
        assertEquals(Optional.of("docs/Guide.md"), resolved(wiki, "Guide", "docs/page.md"));
        assertEquals(Optional.of("Guide.md"), resolved(wiki, "Guide", "other/page.md"));
        assertEquals(Optional.of("Guide.md"), resolved(wiki, "guide.md", "x.md"));
        assertEquals(Optional.of("docs/deep/Only Here.md"), resolved(wiki, "only here", "x.md"));
        assertEquals(Optional.of("z/Unique.md"), resolved(wiki, "Unique", "x.md"));
        assertEquals(Optional.of("docs/Guide.md"), resolved(wiki, "../docs/Guide", "a/page.md"));
        assertEquals(Optional.empty(), resolved(wiki, "Missing", "x.md"));
        assertEquals(Optional.empty(), resolved(wiki, "  ", "x.md"));
    }

    @Test
    void pageLookupIgnoresCase() throws Exception {
        TestWiki.at(root).page("Notes/CCW.md", "x");
        assertEquals("Notes/CCW.md", load().page("notes/ccw.md").orElseThrow().path());
    }

    @Test
    void wholePageEmbedBorrowsEveryBlockOfTheOwner() throws Exception {
        TestWiki.at(root)
                .page("a.md", "![[b]]\n")
                .page("b.md", "# B\n\nFirst.\n\nSecond.\n");
        assertEquals(List.of("b.md:1:B", "b.md:3:First.", "b.md:5:Second."), borrowed(load(), "a.md"));
    }

    @Test
    void headingEmbedBorrowsTheSectionAndItsSubsectionsOnly() throws Exception {
        TestWiki.at(root)
                .page("a.md", "![[b#Support SLA]]\n")
                .page("b.md", """
                        # B

                        Intro.

                        ## Support SLA

                        Fifteen minutes.

                        ### Weekends

                        One hour.

                        ## Contacts

                        Dana.
                        """);
        assertEquals(List.of("b.md:5:Support SLA", "b.md:7:Fifteen minutes.", "b.md:9:Weekends", "b.md:11:One hour."),
                borrowed(load(), "a.md"));
    }

    @Test
    void headingEmbedMatchesByAnchorSlugToo() throws Exception {
        TestWiki.at(root)
                .page("a.md", "![[b#support-sla]]\n")
                .page("b.md", "## Support SLA\n\nFifteen minutes.\n");
        assertEquals(List.of("b.md:1:Support SLA", "b.md:3:Fifteen minutes."), borrowed(load(), "a.md"));
    }

    @Test
    void blockEmbedBorrowsOnlyThatBlock() throws Exception {
        TestWiki.at(root)
                .page("a.md", "![[b#^fact]]\n")
                .page("b.md", "Not this.\n\nThis one. ^fact\n\nNor this.\n");
        assertEquals(List.of("b.md:3:This one."), borrowed(load(), "a.md"));
    }

    @Test
    void missingTargetAndSelfEmbedBorrowNothing() throws Exception {
        TestWiki.at(root).page("a.md", "Text.\n\n![[nowhere]]\n\n![[a]]\n");
        assertEquals(List.of(), borrowed(load(), "a.md"));
    }
}
