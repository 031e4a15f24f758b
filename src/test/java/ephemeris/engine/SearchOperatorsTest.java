package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.answer.Confidence;
import ephemeris.query.RankedPage;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each search operator keeps the answer to exactly the pages it names, alone and combined: phrases,
 * excluded words, tags (nested ones match their parents), path prefixes and dates (front matter, else the
 * file's time; after inclusive, before exclusive). Filters without words list the pages newest first.
 */
class SearchOperatorsTest {
    @TempDir
    Path dir;
    private TestWiki wiki;

    @BeforeEach
    void writeWiki() {
        wiki = TestWiki.at(dir.resolve("wiki"))
                .page("Recipes/Pasta.md", "---\ntags: [food/italian, weeknight]\nupdated: 2024-03-10\n---\n# Pasta\n\n"
                        + "Boil the pasta for nine minutes, then add the Tomato Sauce.\n")
                .page("Recipes/Curry.md", "---\ndate: 2024-05-01\n---\n# Curry\n\n#food/indian #weeknight\n\n"
                        + "Simmer the curry sauce for twenty minutes.\n")
                .page("Recipes/Cake.md", "---\ntags: food/baking\ndate: 2023-12-24\n---\n# Cake\n\n"
                        + "Serve the cake warm with chocolate sauce.\n")
                .page("Notes/Sauce ideas.md", "# Sauce ideas\n\nA tomato\nsauce needs time; a sauce of tomato needs less.\n")
                .page("Notes/Draft.md", "---\ntags: [draft]\nmodified: 2024-06-01\n---\n# Draft\n\n"
                        + "Sauce notes for later, with cream and no vegetables.\n")
                .modified("Notes/Sauce ideas.md", Instant.parse("2024-02-01T12:00:00Z"));
    }

    private Engine open() throws WikiException {
        return Engine.open(wiki.root(), EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false),
                ProgressListener.NONE, () -> false);
    }

    private static Set<String> pages(Answer a) {
        return new TreeSet<>(a.pages().stream().map(RankedPage::path).toList());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            sauce                                   | Notes/Draft.md Notes/Sauce ideas.md Recipes/Cake.md Recipes/Curry.md Recipes/Pasta.md
            sauce tag:food                          | Recipes/Cake.md Recipes/Curry.md Recipes/Pasta.md
            sauce tag:#Food/Italian                 | Recipes/Pasta.md
            sauce tag:weeknight                     | Recipes/Curry.md Recipes/Pasta.md
            sauce tag:food/baking tag:draft         | Notes/Draft.md Recipes/Cake.md
            sauce tag:foo                           | ''
            sauce path:Notes/                       | Notes/Draft.md Notes/Sauce ideas.md
            sauce path:recipes/c                    | Recipes/Cake.md Recipes/Curry.md
            sauce path:Recipes/Pasta path:Notes/Dr  | Notes/Draft.md Recipes/Pasta.md
            sauce after:2024-03-10                  | Notes/Draft.md Recipes/Curry.md Recipes/Pasta.md
            sauce before:2024-03-10                 | Notes/Sauce ideas.md Recipes/Cake.md
            sauce after:2024-01-01 before:2024-05-01 | Notes/Sauce ideas.md Recipes/Pasta.md
            sauce -tomato                           | Notes/Draft.md Recipes/Cake.md Recipes/Curry.md
            sauce -tomatoes -cream                  | Recipes/Cake.md Recipes/Curry.md
            "tomato sauce"                          | Notes/Sauce ideas.md Recipes/Pasta.md
            "sauce of tomato"                       | Notes/Sauce ideas.md
            "tomato of sauce"                       | ''
            "tomat"                                 | ''
            "sauce notes"                           | Notes/Draft.md
            "a sauce"                               | Notes/Sauce ideas.md
            sauce tag:weeknight -curry              | Recipes/Pasta.md
            sauce path:Recipes/ after:2024-01-01 -pasta | Recipes/Curry.md
            """)
    void eachOperatorKeepsExactlyThePagesItNames(String question, String expected) throws Exception {
        try (Engine engine = open()) {
            Answer a = engine.ask(new Question(question, false, 10));
            Set<String> want = expected.isEmpty() ? Set.of() : new TreeSet<>(Arrays.asList(expected.split(" (?=Notes/|Recipes/)")));
            assertEquals(want, pages(a));
        }
    }

    @Test
    void theAnswerQuotesOnlyFilteredPages() throws Exception {
        try (Engine engine = open()) {
            Answer a = engine.ask(new Question("How long does the sauce simmer? path:Recipes/ -pasta", false, 5));
            assertTrue(a.answered());
            assertEquals(List.of("Recipes/Curry.md"), a.sources());
            assertEquals(List.of("Recipes/"), a.filters().paths());
            assertEquals(List.of("pasta"), a.filters().excluded());
        }
    }

    @Test
    void filtersWithoutWordsListTheirPagesNewestFirst() throws Exception {
        try (Engine engine = open()) {
            Answer a = engine.ask(new Question("tag:weeknight", false, 10));
            assertEquals(List.of("Recipes/Curry.md", "Recipes/Pasta.md"), a.pages().stream().map(RankedPage::path).toList());
            assertEquals("2 pages match the filters, newest first.", a.text());
            assertFalse(a.answered());
            assertFalse(a.goExternal(), "the list is what was asked for");
            assertEquals(Confidence.LOW, a.confidence());

            Answer two = engine.ask(new Question("path:Notes/ path:Recipes/", false, 2));
            assertEquals(List.of("Notes/Draft.md", "Recipes/Curry.md"), two.pages().stream().map(RankedPage::path).toList(),
                    "dates from front matter (Draft 2024-06-01, Curry 2024-05-01) outrank the rest");
            assertEquals("5 pages match the filters; the 2 newest are listed.", two.text());

            assertEquals("No page matches the filters.", engine.ask(new Question("tag:nothing", false, 5)).text());
        }
    }

    @Test
    void aMalformedOperatorIsAUsageErrorNamingIt() throws Exception {
        try (Engine engine = open()) {
            WikiException e = assertThrows(WikiException.class, () -> engine.ask(new Question("sauce after:someday", false, 5)));
            assertEquals(WikiException.Kind.USAGE, e.kind());
            assertEquals("after: expects a date written YYYY-MM-DD, as in after:2024-01-31; \"someday\" is not one.", e.getMessage());
        }
    }
}
