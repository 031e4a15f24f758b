package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A page's related pages: the pages whose wikilinks, embeds or markdown links resolve to it (with the
 * linking line), its own links (dangling ones marked, attachments and web addresses left out), and the
 * pages nearest to it in meaning.
 */
class RelatedPagesTest {
    @TempDir
    Path dir;

    private TestWiki linkedWiki() {
        return TestWiki.at(dir.resolve("wiki"))
                .page("Tags.md", "# Tags\n\nUse tags to group notes. See [[Properties]] and [[Missing page]].\n"
                        + "![[Diagram.png]] and [[Diagram.png]]\n[search](Search.md) and [[Properties#Types|types]].\n")
                .page("Properties.md", "# Properties\n\nThe tags property lists [[Tags|tags]].\n")
                .page("Guides/Search.md", "# Search\n\nSearch by tag: see [the tags page](../Tags.md#nested)"
                        + " or [the web](https://example.com/Tags.md).\n")
                .page("Daily.md", "# Daily\n\n![[Tags#Nested]] shows the section.\n`[[Tags]]` in code is no link.\n")
                .page("Unrelated.md", "# Unrelated\n\nNothing links from here.\n");
    }

    private Engine open(TestWiki wiki, boolean meaning) throws WikiException {
        return Engine.open(wiki.root(), EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(meaning),
                ProgressListener.NONE, () -> false);
    }

    @Test
    void backlinksComeFromWikilinksEmbedsAndMarkdownLinksWithTheirLines() throws Exception {
        try (Engine engine = open(linkedWiki(), false)) {
            RelatedPages r = engine.related("Tags.md");
            assertEquals(List.of(
                    new RelatedPages.Backlink("Daily.md", "Daily", 3, "![[Tags#Nested]] shows the section."),
                    new RelatedPages.Backlink("Guides/Search.md", "Search", 3,
                            "Search by tag: see [the tags page](../Tags.md#nested) or [the web](https://example.com/Tags.md)."),
                    new RelatedPages.Backlink("Properties.md", "Properties", 3, "The tags property lists [[Tags|tags]].")),
                    r.backlinks());
            assertEquals("Tags", r.title());
        }
    }

    @Test
    void linksAreResolvedOnceEachAndDanglingOnesAreMarked() throws Exception {
        try (Engine engine = open(linkedWiki(), false)) {
            assertEquals(List.of(
                    new RelatedPages.Link("Properties.md", "Properties", true),
                    new RelatedPages.Link("Missing page", "Missing page", false),
                    new RelatedPages.Link("Guides/Search.md", "Search", true)),
                    engine.related("Tags").links(), "'.md' may be left off the path asked about");
            assertEquals(List.of(), engine.related("Unrelated.md").links());
            assertEquals(List.of(), engine.related("Unrelated.md").backlinks());
        }
    }

    @Test
    void aPathOutsideTheWikiOrNotIndexedIsAClearError() throws Exception {
        TestWiki wiki = linkedWiki().page("notes.txt", "not markdown");
        try (Engine engine = open(wiki, false)) {
            WikiException outside = assertThrows(WikiException.class, () -> engine.related("../elsewhere.md"));
            assertEquals(WikiException.Kind.NOT_FOUND, outside.kind());
            assertEquals("../elsewhere.md is outside the wiki at " + engine.root() + ".", outside.getMessage());
            WikiException absolute = assertThrows(WikiException.class, () -> engine.related("/etc/passwd"));
            assertEquals("/etc/passwd is outside the wiki at " + engine.root() + ".", absolute.getMessage());
            WikiException missing = assertThrows(WikiException.class, () -> engine.related("notes.txt"));
            assertEquals(WikiException.Kind.NOT_FOUND, missing.kind());
            assertTrue(missing.getMessage().startsWith("notes.txt is not an indexed page of the wiki at "), missing.getMessage());
            assertEquals(WikiException.Kind.USAGE, assertThrows(WikiException.class, () -> engine.related(" ")).kind());
            assertEquals("Daily.md", engine.related(engine.root().resolve("Daily.md").toString()).path(),
                    "an absolute path inside the wiki names its page");
        }
    }

    @Test
    void thePagesNearestInMeaningComeFirstAndThePageItselfIsNotAmongThem() throws Exception {
        TestWiki wiki = TestWiki.at(dir.resolve("meaning"))
                .page("Pasta.md", "# Pasta\n\nBoil the spaghetti in salted water, then toss it with tomato sauce and basil.\n")
                .page("Noodles.md", "# Noodles\n\nCook the noodles in boiling water and serve them with a rich tomato sauce.\n")
                .page("Taxes.md", "# Taxes\n\nFile your income tax return before the deadline to avoid a penalty from the revenue office.\n");
        try (Engine engine = open(wiki, true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)));
            RelatedPages r = engine.related("Pasta.md");
            assertTrue(r.meaning());
            List<String> similar = r.similar().stream().map(RelatedPages.Similar::path).toList();
            assertEquals(List.of("Noodles.md", "Taxes.md"), similar);
            assertTrue(r.similar().get(0).closeness() > r.similar().get(1).closeness());
            assertFalse(similar.contains("Pasta.md"));
        }
    }
}
