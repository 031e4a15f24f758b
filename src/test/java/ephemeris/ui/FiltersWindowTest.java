package ephemeris.ui;

import ephemeris.TestWiki;
import ephemeris.engine.EngineOptions;
import ephemeris.query.RankedPage;
import ephemeris.ui.model.EngineWikiService;
import ephemeris.ui.model.FilterChip;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's filters and related pages: typed operators become removable chips, the Filters popup adds
 * a tag with its page count, tag: completes from the wiki, a malformed operator is told under the bar, and
 * the Related tab lists the previewed page's backlinks, each showing its page when clicked.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class FiltersWindowTest {
    @TempDir
    static Path dir;
    static Path root;

    MainViewModel model;
    Stage stage;

    @BeforeAll
    static void wiki() {
        WindowTests.needDisplay();
        root = TestWiki.at(dir.resolve("wiki"))
                .page("Recipes/Pasta.md", "---\ntags: [food/italian, weeknight]\ndate: 2024-03-10\n---\n# Pasta\n\n"
                        + "Boil the pasta for nine minutes, then add the tomato sauce.\n")
                .page("Recipes/Curry.md", "---\ndate: 2024-05-01\n---\n# Curry\n\n#weeknight\n\n"
                        + "Simmer the curry sauce for twenty minutes. Serve it like the [[Pasta]].\n")
                .page("Notes/Sauces.md", "# Sauces\n\nA good sauce needs time. The [[Pasta]] sauce is the quickest.\n").root();
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        model = new MainViewModel(new EngineWikiService(EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false)),
                new FxBackground(), new MemorySettings(), url -> { });
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1280, 800, false));
        new MainWindow(model, windowSettings).show(stage);
        model.wiki().openWiki(root, false);
    }

    private void ready() {
        WindowTests.waitFor(30, () -> model.status().pageCountProperty().get() == 3 && !model.wiki().openingProperty().get());
    }

    private List<String> pages() {
        return model.answers().pagesProperty().stream().map(RankedPage::path).toList();
    }

    @Test
    void typedOperatorsBecomeChipsThatCanBeRemoved(FxRobot robot) {
        ready();
        robot.clickOn("#question").write("sauce tag:weeknight").type(KeyCode.ENTER);
        WindowTests.waitFor(20, () -> model.answers().answerProperty().get() != null && !model.askingProperty().get());
        assertEquals("sauce", robot.lookup("#question").queryAs(TextField.class).getText());
        assertTrue(robot.lookup("#filter-chips").queryAs(Node.class).isVisible());
        assertEquals(List.of("tag: weeknight"), robot.lookup(".filter-chip .label").queryAllAs(Label.class).stream().map(Label::getText).toList());
        assertEquals(List.of("Recipes/Curry.md", "Recipes/Pasta.md"), pages().stream().sorted().toList());
        WindowTests.screenshot(stage, "filters-chips");

        robot.clickOn(".filter-chip-remove");
        WindowTests.waitFor(20, () -> model.filters().chipsProperty().isEmpty() && !model.askingProperty().get());
        WindowTests.waitFor(20, () -> pages().size() == 3);
        assertTrue(pages().contains("Notes/Sauces.md"), "asked again without the filter");
    }

    @Test
    void theFiltersPopupAddsATagChosenFromTheWikisTags(FxRobot robot) {
        ready();
        robot.clickOn("#filters-button");
        WindowTests.waitFor(10, () -> robot.lookup("#filter-popup").tryQuery().isPresent());
        WindowTests.screenshot(robot.lookup("#filter-popup").queryAs(Node.class).getScene().getWindow(), "filters-popup");
        // The cell's text starts with '#', which a TestFX text query would read as an id.
        robot.clickOn(robot.lookup((Node n) -> n instanceof javafx.scene.control.ListCell<?> c && "#weeknight  ·  2".equals(c.getText()))
                .queryAs(Node.class));
        robot.clickOn("#filter-add");
        WindowTests.waitFor(20, () -> !model.filters().chipsProperty().isEmpty() && model.answers().answerProperty().get() != null);
        assertEquals(List.of(new FilterChip("tag: weeknight", "tag:weeknight")), model.filters().chipsProperty());
        assertEquals(List.of("Recipes/Curry.md", "Recipes/Pasta.md"), pages(), "filters alone list their pages newest first");
        assertEquals("2 pages match the filters, newest first.", model.answers().answerProperty().get().text());
        assertTrue(model.answers().listingProperty().get());
        assertTrue(robot.lookup("dated 2024-05-01").tryQuery().isPresent(), "a listed page shows the date it is listed by");
        WindowTests.screenshot(stage, "filters-browse");
    }

    @Test
    void tagOperatorsCompleteAndAMalformedOperatorIsToldUnderTheBar(FxRobot robot) {
        ready();
        robot.clickOn("#question").write("sauce tag:we");
        robot.clickOn("tag:weeknight  ·  2 pages");
        assertEquals("sauce tag:weeknight ", robot.lookup("#question").queryAs(TextField.class).getText());

        robot.interact(() -> robot.lookup("#question").queryAs(TextField.class).clear());
        robot.clickOn("#question").write("sauce after:someday").type(KeyCode.ENTER);
        WindowTests.waitFor(10, () -> !model.questionProblemProperty().get().isEmpty());
        Label problem = robot.lookup("#question-problem").queryAs(Label.class);
        assertTrue(problem.isVisible());
        assertEquals("after: expects a date written YYYY-MM-DD, as in after:2024-01-31; \"someday\" is not one.", problem.getText());
    }

    @Test
    void theRelatedTabListsBacklinksThatShowTheirPage(FxRobot robot) {
        ready();
        robot.interact(() -> model.preview().showPage("Recipes/Pasta.md"));
        WindowTests.waitFor(20, () -> model.related().relatedProperty().get() != null);
        robot.clickOn("Related");
        WindowTests.waitFor(10, () -> robot.lookup("Linked from · 2").tryQuery().isPresent());
        WindowTests.screenshot(stage, "related-pages");
        robot.clickOn("Curry");
        WindowTests.waitFor(20, () -> model.preview().previewProperty().get() != null && "Recipes/Curry.md".equals(model.preview().previewProperty().get().path()));
        WindowTests.waitFor(20, () -> model.related().relatedProperty().get() != null
                && model.related().relatedProperty().get().path().equals("Recipes/Curry.md"));
        assertTrue(robot.lookup("Links to · 1").tryQuery().isPresent());
    }
}
