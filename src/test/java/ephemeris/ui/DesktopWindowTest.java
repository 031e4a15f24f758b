package ephemeris.ui;

import ephemeris.query.RankedPage;
import ephemeris.ui.model.FixtureWiki;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import ephemeris.ui.model.SourceCard;
import ephemeris.wiki.Messages;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The real window over a fixture wiki, driven like a user would. Needs an X server: run under xvfb-run. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class DesktopWindowTest {
    @TempDir
    static Path dir;
    static Path root;

    MainViewModel model;
    MainWindow window;
    GatedWikiService service;
    final java.util.List<String> browsed = new java.util.concurrent.CopyOnWriteArrayList<>();

    @BeforeAll
    static void needsADisplay() throws IOException {
        WindowTests.needDisplay();
        root = FixtureWiki.write(dir);
    }

    @Start
    void start(Stage stage) {
        service = new GatedWikiService();
        model = new MainViewModel(service, new FxBackground(), new MemorySettings(), browsed::add);
        MemorySettings windowSettings = new MemorySettings();
        // xvfb-run's default screen is 1280x1024: keep the whole window, menus included, on it.
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1200, 800, false));
        window = new MainWindow(model, windowSettings);
        window.show(stage);
        model.wiki().openWiki(root, false);
    }

    private static void waitFor(BooleanSupplier condition) {
        WindowTests.waitFor(20, condition);
    }

    private void askByTyping(FxRobot robot, String question) {
        waitFor(() -> model.status().pageCountProperty().get() == 3);
        robot.clickOn("#question").write(question).type(KeyCode.ENTER);
    }

    private static Node showing(FxRobot robot, String query) {
        return robot.lookup(query).queryAll().stream()
                .filter(n -> n.getScene() != null && n.getScene().getWindow() != null && n.getScene().getWindow().isShowing())
                .findFirst().orElse(null);
    }

    private static String flowText(TextFlow flow) {
        return flow.getChildren().stream().map(n -> switch (n) {
            case Text t -> t.getText();
            case Hyperlink h -> h.getText();
            default -> "";
        }).collect(Collectors.joining());
    }

    private static Object onFx(java.util.concurrent.Callable<Object> call) {
        return WindowTests.onFx(call);
    }

    private static Object script(FxRobot robot, String js) {
        return WindowTests.previewScript(robot, js);
    }

    private void waitForPreview(FxRobot robot, String path) {
        waitFor(() -> model.preview().previewProperty().get() != null && path.equals(model.preview().previewProperty().get().path()));
        WindowTests.waitForPreviewScript(robot);
    }

    @Test
    void askingShowsRankedPagesAnswerBadgesAndSources(FxRobot robot) {
        askByTyping(robot, FixtureWiki.QUESTION);
        waitFor(() -> model.answers().answerProperty().get() != null);

        ListView<RankedPage> pages = robot.lookup("#ranked-pages").queryListView();
        assertEquals(List.of("Guides/Callouts.md", "Tables.md"), pages.getItems().stream().map(RankedPage::path).toList());
        assertEquals(FixtureWiki.CITED + " [1]", flowText(robot.lookup("#answer-text").queryAs(TextFlow.class)));
        Label confidence = robot.lookup("#confidence-badge").queryAs(Label.class);
        assertEquals("Confidence: high", confidence.getText());
        assertEquals(model.answers().answerProperty().get().reasons().confidence(), confidence.getTooltip().getText());
        assertEquals("Wiki is enough", robot.lookup("#go-external-badge").queryAs(Label.class).getText());
        assertEquals("Fresh", robot.lookup("#stale-badge").queryAs(Label.class).getText());
        ListView<SourceCard> sources = robot.lookup("#sources").queryListView();
        assertEquals(List.of("Guides/Callouts.md"), sources.getItems().stream().map(SourceCard::path).toList());
        assertEquals(List.of("create", "callout"), robot.lookup("#key-terms").queryAs(javafx.scene.layout.FlowPane.class)
                .getChildren().stream().map(n -> ((Label) n).getText()).toList());
        assertEquals("3 pages", robot.lookup("#status-pages").queryAs(Label.class).getText());
    }

    @Test
    void clickingASourceShowsThePageScrolledToItsHighlightedPassage(FxRobot robot) {
        askByTyping(robot, FixtureWiki.QUESTION);
        waitFor(() -> model.answers().answerProperty().get() != null);
        robot.clickOn(robot.lookup("#ranked-pages .list-cell").nth(1).queryAs(Node.class));
        waitForPreview(robot, "Tables.md");

        robot.clickOn(".quote");
        waitForPreview(robot, "Guides/Callouts.md");
        assertEquals(FixtureWiki.CITED, script(robot,
                "Array.prototype.map.call(document.querySelectorAll('mark.cite[data-cite=\"0\"]'), function (m) { return m.textContent; }).join('')"));
        assertEquals("true", String.valueOf(script(robot, "document.querySelector('mark.current').classList.contains('cite')")));
        assertEquals("Callouts", robot.lookup("#preview-title").queryAs(Label.class).getText());
    }

    @Test
    void f3StepsThroughTheHighlights(FxRobot robot) {
        askByTyping(robot, FixtureWiki.QUESTION);
        waitForPreview(robot, "Guides/Callouts.md");
        Label position = robot.lookup("#highlight-position").queryAs(Label.class);
        String before = position.getText();
        robot.type(KeyCode.F3);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(before.equals(position.getText()), before + " → " + position.getText());
        assertTrue(position.getText().matches("highlight \\d+/\\d+"), position.getText());
    }

    @Test
    void linksOpenPagesInsideAndWebAddressesOnlyInTheBrowser(FxRobot robot) {
        askByTyping(robot, FixtureWiki.QUESTION);
        waitForPreview(robot, "Guides/Callouts.md");
        script(robot, "document.querySelector('a.external-link').click()");
        waitFor(() -> !browsed.isEmpty());
        assertEquals(List.of("https://obsidian.md"), browsed);
        script(robot, "document.querySelector('a.internal-link').click()");
        waitForPreview(robot, "Tables.md");
        assertEquals("", onFx(() -> robot.lookup("#preview").queryAs(WebView.class).getEngine().getLocation()));
        assertEquals("1", String.valueOf(script(robot, "document.querySelectorAll('.embed').length")));
    }

    @Test
    void aRankedPageOpensInTheDefaultAppFromItsContextMenu(FxRobot robot) throws IOException {
        askByTyping(robot, FixtureWiki.QUESTION);
        waitFor(() -> !model.answers().pagesProperty().isEmpty());
        javafx.scene.control.ListCell<?> cell = robot.lookup(".ranked-cell").queryAll().stream()
                .map(n -> (javafx.scene.control.ListCell<?>) n).filter(c -> c.getItem() != null).findFirst().orElseThrow();
        javafx.scene.control.ContextMenu menu = cell.getContextMenu();
        // "Open in Obsidian" is there for vaults only: the fixture has no .obsidian folder.
        assertEquals(List.of("Open in default app", "Show in folder", "Copy full path"), menu.getItems().stream()
                .filter(javafx.scene.control.MenuItem::isVisible).map(javafx.scene.control.MenuItem::getText).toList());
        robot.rightClickOn(cell);
        waitFor(menu::isShowing);
        robot.clickOn("Open in default app");
        waitFor(() -> !browsed.isEmpty());
        assertEquals(List.of(root.toRealPath().resolve("Guides/Callouts.md").toUri().toString()), browsed);
    }

    @Test
    void switchingWikisThroughTheRecentMenu(FxRobot robot) throws IOException {
        waitFor(() -> model.status().pageCountProperty().get() == 3);
        Path other = FixtureWiki.writeOther(dir);
        robot.interact(() -> model.wiki().openWiki(other, false));
        waitFor(() -> model.status().pageCountProperty().get() == 1);
        assertEquals("Wiki: " + other, robot.lookup("#status-wiki").queryAs(Label.class).getText());

        // The menu model, not the pointer: a robot's straight path to a submenu item closes the submenu.
        javafx.scene.control.MenuBar bar = showing(robot, ".menu-bar") instanceof javafx.scene.control.MenuBar b ? b : null;
        javafx.scene.control.Menu recent = (javafx.scene.control.Menu) bar.getMenus().getFirst().getItems().stream()
                .filter(i -> "recent-wikis".equals(i.getId())).findFirst().orElseThrow();
        assertEquals(List.of(other.toString(), root.toString(), "Clear list"), recent.getItems().stream()
                .filter(i -> !(i instanceof javafx.scene.control.SeparatorMenuItem)).map(javafx.scene.control.MenuItem::getText).toList());
        robot.interact(() -> recent.getItems().get(1).fire());
        waitFor(() -> model.status().pageCountProperty().get() == 3);
        assertEquals("Wiki: " + root, robot.lookup("#status-wiki").queryAs(Label.class).getText());
        askByTyping(robot, "Do tomatoes need sun?");
        waitFor(() -> model.answers().answerProperty().get() != null);
        assertEquals(List.of("Gardening.md"), model.answers().answerProperty().get().sources());
    }

    @Test
    void coverageReportListsEveryFileAndFiltersToThoseLeftOut(FxRobot robot) {
        waitFor(() -> model.status().pageCountProperty().get() == 3);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.R).release(KeyCode.R, KeyCode.SHIFT, KeyCode.CONTROL);
        waitFor(() -> showing(robot, "#coverage-summary") != null);
        assertEquals("3 indexed · 0 skipped · 0 failed", ((Label) showing(robot, "#coverage-summary")).getText());
        @SuppressWarnings("unchecked")
        javafx.scene.control.TableView<ephemeris.wiki.FileStatus> table =
                (javafx.scene.control.TableView<ephemeris.wiki.FileStatus>) showing(robot, "#coverage-table");
        // Nothing is left out, so the report opens on every file; "only files left out" then empties it.
        assertEquals(List.of("Gardening.md", "Guides/Callouts.md", "Tables.md"),
                table.getItems().stream().map(ephemeris.wiki.FileStatus::path).toList());
        robot.clickOn(showing(robot, "#coverage-only-left-out"));
        assertEquals(0, table.getItems().size());
        robot.type(KeyCode.ESCAPE);
    }

    @Test
    void escapeCancelsARunningQuery(FxRobot robot) {
        service.gate = new CountDownLatch(1);
        askByTyping(robot, FixtureWiki.QUESTION);
        waitFor(() -> model.askingProperty().get());
        assertTrue(robot.lookup("#cancel").queryButton().isVisible());
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> !model.askingProperty().get());
        service.gate.countDown();
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(model.answers().answerProperty().get());
        assertEquals("Question cancelled.", robot.lookup("#status-error").queryAs(Label.class).getText());
        assertFalse(robot.lookup("#cancel").queryButton().isVisible());
    }

    @Test
    void controlShiftCCopiesTheAnswerWithItsSources(FxRobot robot) {
        askByTyping(robot, FixtureWiki.QUESTION);
        waitFor(() -> model.answers().answerProperty().get() != null);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.C).release(KeyCode.C, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(FixtureWiki.CITED + " [1]\n\n## Sources\n- Guides/Callouts.md\n",
                onFx(() -> javafx.scene.input.Clipboard.getSystemClipboard().getString()));
    }

    @Test
    void arrowKeysInTheRankedListShowEachPage(FxRobot robot) {
        askByTyping(robot, FixtureWiki.QUESTION);
        waitForPreview(robot, "Guides/Callouts.md");
        robot.clickOn(robot.lookup("#ranked-pages .list-cell").nth(0).queryAs(Node.class));
        robot.type(KeyCode.DOWN);
        waitForPreview(robot, "Tables.md");
        robot.type(KeyCode.UP);
        waitForPreview(robot, "Guides/Callouts.md");
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("question", String.valueOf(onFx(() -> robot.lookup("#question").query().getScene().getFocusOwner().getId())));
    }

    @Test
    void aMissingWikiShowsTheSeedMessageWithAWayOut(FxRobot robot) {
        Path missing = dir.resolve("missing");
        robot.interact(() -> model.wiki().openWiki(missing, false));
        waitFor(() -> !model.wiki().wikiProblemProperty().get().isEmpty());
        assertEquals(Messages.wikiNotFound(missing), robot.lookup("#wiki-problem-message").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#choose-wiki").queryButton().isVisible());
    }
}
