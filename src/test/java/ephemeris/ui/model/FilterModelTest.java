package ephemeris.ui.model;

import ephemeris.TestWiki;
import ephemeris.engine.EngineOptions;
import ephemeris.query.RankedPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Operators typed into a question become chips that filter the next questions too, are remembered per
 * wiki until cleared, can be removed one by one; tag: and path: complete from the wiki; the previewed
 * page's related pages follow the preview.
 */
class FilterModelTest {
    @TempDir
    Path dir;

    private MainViewModel opened(MemorySettings settings, Path root) {
        MainViewModel m = new MainViewModel(new EngineWikiService(EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false)),
                SameThreadBackground.immediate(), settings, url -> { });
        m.wiki().openWiki(root, false);
        return m;
    }

    private Path wiki() {
        return TestWiki.at(dir.resolve("wiki"))
                .page("Recipes/Pasta.md", "---\ntags: [food/italian, weeknight]\ndate: 2024-03-10\n---\n# Pasta\n\nBoil the pasta and add the sauce.\n")
                .page("Recipes/Curry.md", "---\ndate: 2024-05-01\n---\n# Curry\n\n#weeknight\n\nSimmer the curry sauce. See [[Pasta]].\n")
                .page("Notes/Sauces.md", "# Sauces\n\nA sauce for pasta needs tomatoes.\n").root();
    }

    private static List<String> paths(MainViewModel m) {
        return m.answers().pagesProperty().stream().map(RankedPage::path).toList();
    }

    @Test
    void aTypeOperatorBecomesAChipThatReadsAsTyped() throws Exception {
        ephemeris.query.SearchFilters f = ephemeris.query.QuestionOperators.parse("sauce type:pdf -type:canvas").filters();
        assertEquals(List.of(new FilterChip("type: pdf", "type:pdf"), new FilterChip("not type: canvas", "-type:canvas")),
                FilterChip.of(f));
    }

    @Test
    void typedOperatorsBecomeChipsThatFilterLaterQuestionsAndAreRememberedPerWiki() {
        MemorySettings settings = new MemorySettings();
        Path root = wiki();
        MainViewModel m = opened(settings, root);
        m.ask("sauce tag:weeknight");
        assertEquals("sauce", m.questionProperty().get(), "the bar keeps the words");
        assertEquals(List.of(new FilterChip("tag: weeknight", "tag:weeknight")), m.filters().chipsProperty());
        assertEquals(List.of("Recipes/Curry.md", "Recipes/Pasta.md"), paths(m).stream().sorted().toList());

        m.ask("boil tomatoes");
        assertEquals(List.of("Recipes/Pasta.md"), paths(m), "the chip still filters: the sauces note has tomatoes but no tag");

        MainViewModel reopened = opened(settings, root);
        assertEquals(List.of(new FilterChip("tag: weeknight", "tag:weeknight")), reopened.filters().chipsProperty());

        m.removeFilter(m.filters().chipsProperty().getFirst());
        assertEquals(List.of(), m.filters().chipsProperty());
        assertEquals("Notes/Sauces.md", paths(m).getFirst(), "the last question is asked again without the filter");
        assertEquals("", settings.filters(root.toAbsolutePath().normalize()));
    }

    @Test
    void filtersAloneListPagesNewestFirstAndAMalformedOperatorIsToldUnderTheBar() {
        MainViewModel m = opened(new MemorySettings(), wiki());
        m.ask("tag:weeknight");
        assertEquals(List.of("Recipes/Curry.md", "Recipes/Pasta.md"), paths(m));
        assertEquals("2 pages match the filters, newest first.", m.answers().answerProperty().get().text());

        m.ask("sauce after:someday");
        assertEquals("after: expects a date written YYYY-MM-DD, as in after:2024-01-31; \"someday\" is not one.", m.lastErrorProperty().get());
        assertEquals("sauce after:someday", m.questionProperty().get(), "the question stays as typed, to be corrected");

        m.ask("sauce after:2024-01-01");
        m.ask("sauce before:2023-06-01");
        assertEquals("after:2024-01-01 is not before before:2023-06-01: no date is in both.", m.questionProblemProperty().get());
        assertEquals(List.of("tag: weeknight", "from: 2024-01-01"), m.filters().chipsProperty().stream().map(FilterChip::label).toList(),
                "a contradicting chip is refused and the others stay");
        m.removeFilter(m.filters().chipsProperty().get(1));
        m.addFilters("path:Notes/");
        assertEquals(List.of("tag: weeknight", "in: Notes/"), m.filters().chipsProperty().stream().map(FilterChip::label).toList());
        assertEquals(List.of(), paths(m), "no weeknight page is under Notes/");
        m.clearFilters();
        assertEquals(List.of(), m.filters().chipsProperty());
    }

    @Test
    void tagAndPathOperatorsCompleteFromTheWiki() {
        MainViewModel m = opened(new MemorySettings(), wiki());
        assertEquals(Map.of("food", 1, "food/italian", 1, "weeknight", 2), m.wiki().tags());
        assertEquals(new TreeMap<>(Map.of("Notes/", 1, "Recipes/", 2)), m.wiki().folders());
        List<FilterModel.Suggestion> tags = m.suggestions("sauce tag:fo", 12);
        assertEquals(List.of("tag:food", "tag:food/italian"), tags.stream().map(FilterModel.Suggestion::operator).toList());
        assertEquals("sauce tag:food/italian ", tags.get(1).applyTo("sauce tag:fo"));
        assertEquals(List.of("path:Recipes/"), m.suggestions("path:rec", 8).stream().map(FilterModel.Suggestion::operator).toList());
        assertEquals(List.of(), m.suggestions("sauce", 5));
    }

    @Test
    void theRelatedPagesFollowThePreview() {
        MainViewModel m = opened(new MemorySettings(), wiki());
        assertNull(m.related().relatedProperty().get());
        m.preview().showPage("Recipes/Pasta.md");
        assertEquals("Recipes/Pasta.md", m.related().relatedProperty().get().path());
        assertEquals("Recipes/Curry.md", m.related().relatedProperty().get().backlinks().getFirst().path());
        m.preview().showPage("Recipes/Curry.md");
        assertTrue(m.related().relatedProperty().get().links().getFirst().resolved());
    }
}
