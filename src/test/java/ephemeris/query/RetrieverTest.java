package ephemeris.query;

import ephemeris.TestWiki;
import ephemeris.engine.Engine;
import ephemeris.engine.Question;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Ranking, seen through the engine: what a page matched decides where it stands. */
class RetrieverTest {
    @TempDir
    Path root;

    private List<RankedPage> rank(String question) throws Exception {
        try (Engine engine = Engine.open(root)) {
            return engine.ask(new Question(question, false, 10)).pages();
        }
    }

    private static List<String> paths(List<RankedPage> pages) {
        return pages.stream().map(RankedPage::path).toList();
    }

    @Test
    void pageMatchingMoreKeyTermsOutranksPageRepeatingOne() throws Exception {
        TestWiki.at(root)
                .page("many.md", "# Notes\n\nThe router is here. The router is there. Router router router. The router again.\n")
                .page("few.md", "# Misc\n\nThe router firmware upgrade window is Sunday.\n");
        assertEquals(List.of("few.md", "many.md"), paths(rank("router firmware upgrade window")));
    }

    @Test
    void wordsSideBySideOutrankTheSameWordsApart() throws Exception {
        // Both pages hold both words once, in same-length passages: only the proximity pass tells them apart.
        TestWiki.at(root)
                .page("apart.md", "# Notes\n\nThe garden is quiet. Nothing else happens here. A hose lies in the shed.\n")
                .page("together.md", "# Notes\n\nThe quiet shed is empty. Nothing else happens here. A garden hose lies there.\n");
        assertEquals(List.of("together.md", "apart.md"), paths(rank("garden hose")));
    }

    @Test
    void aliasFindsThePage() throws Exception {
        TestWiki.at(root)
                .page("people/dana.md", "---\naliases: [Quartermaster]\n---\n# Dana Reyes\n\nRuns operations.\n")
                .page("misc.md", "# Misc\n\nNothing about the topic.\n");
        assertEquals(List.of("people/dana.md"), paths(rank("Who is the quartermaster?")));
    }

    @Test
    void tagAndFolderFindThePage() throws Exception {
        TestWiki.at(root)
                .page("finance/budget.md", "---\ntags: [procurement]\n---\n# Budget\n\nSpending plan.\n")
                .page("misc.md", "# Misc\n\nNothing about the topic.\n");
        assertEquals(List.of("finance/budget.md"), paths(rank("procurement")));
        assertEquals(List.of("finance/budget.md"), paths(rank("finance")));
    }

    @Test
    void whyNamesTheFieldsEachKeyTermMatched() throws Exception {
        TestWiki.at(root)
                .page("kubernetes.md", "---\ntags: [platform]\n---\n# Kubernetes\n\n## Upgrades\n\nClusters are upgraded quarterly.\n");
        RankedPage page = rank("kubernetes upgrades platform").getFirst();
        TermMatch kubernetes = page.why().get(0);
        TermMatch upgrades = page.why().get(1);
        TermMatch platform = page.why().get(2);
        assertEquals("kubernetes", kubernetes.term());
        assertTrue(kubernetes.fields().contains("title"), kubernetes.toString());
        assertTrue(upgrades.fields().contains("headings"), upgrades.toString());
        assertTrue(platform.fields().contains("tags"), platform.toString());
        assertEquals(List.of("kubernetes", "upgrades", "platform"), page.matchedTerms());
    }

    @Test
    void whyCountsATermMetByAnotherOfItsFormsAsSearchMeetsIt() throws Exception {
        TestWiki.at(root)
                .page("Tagi.md", "# Tagi\n\nTagi porządkują notatki w sejfie.\n")
                .page("Linki.md", "# Linki\n\nLinki prowadzą do innych notatek.\n");
        // Polish "tagu" (of a tag) meets "Tagi" (tags) by its other form, and so does the list of why it matched.
        RankedPage page = rank("Czy w tagu można użyć spacji?").getFirst();
        assertEquals("Tagi.md", page.path());
        assertEquals(List.of("tagu"), page.matchedTerms(), page.why().toString());
        assertTrue(page.why().getFirst().fields().contains("title"), page.why().toString());
    }

    @Test
    void stemmedFormsMatch() throws Exception {
        TestWiki.at(root).page("linking.md", "# Notes\n\nYou can link notes to each other.\n");
        assertEquals(List.of("linking.md"), paths(rank("linking")));
    }

    @Test
    void relativeScoresRunFromOneDown() throws Exception {
        TestWiki.at(root)
                .page("a.md", "# Walrus\n\nWalrus facts and walrus habitat.\n")
                .page("b.md", "# Misc\n\nOne walrus was seen.\n")
                .page("c.md", "# Other\n\nA walrus reference.\n");
        List<RankedPage> pages = rank("walrus habitat");
        assertEquals(1.0, pages.getFirst().relative(), 1e-9);
        for (int i = 1; i < pages.size(); i++) {
            assertTrue(pages.get(i).relative() <= pages.get(i - 1).relative());
            assertTrue(pages.get(i).score() <= pages.get(i - 1).score());
            assertTrue(pages.get(i).relative() > 0);
        }
    }
}
