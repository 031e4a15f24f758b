package ephemeris.ui;

import ephemeris.ui.model.FixtureWiki;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import javafx.scene.Scene;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window shows its menu and question bar first, and the panels and the preview's browser behind its first
 * frame: a question typed at once is asked, and its answer is shown once the panels are there.
 */
@Tag("gui")
class WindowStartTest {
    @TempDir
    static Path dir;
    static Path root;

    @BeforeAll
    static void needsADisplay() throws Exception {
        WindowTests.needDisplay();
        root = FixtureWiki.write(dir);
        org.testfx.api.FxToolkit.registerPrimaryStage();
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> call) throws Exception {
        return WaitForAsyncUtils.asyncFx(call).get(20, TimeUnit.SECONDS);
    }

    private static String flowText(javafx.scene.text.TextFlow flow) {
        StringBuilder b = new StringBuilder();
        flow.getChildren().forEach(n -> b.append(switch (n) {
            case javafx.scene.text.Text t -> t.getText();
            case javafx.scene.control.Hyperlink h -> h.getText();
            default -> "";
        }));
        return b.toString();
    }

    @Test
    void theQuestionBarShowsFirstAndThePanelsAndBrowserComeAfterTheFirstFrame() throws Exception {
        MainViewModel model = new MainViewModel(new GatedWikiService(), new FxBackground(), new MemorySettings(), url -> { });
        model.wiki().openWiki(root, false);
        WindowTests.waitFor(20, () -> model.status().pageCountProperty().get() == 3);
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1100, 700, false));
        List<String> atShow = new ArrayList<>();
        Stage stage = onFx(() -> {
            Stage s = new Stage();
            new MainWindow(model, windowSettings).show(s);
            Scene scene = s.getScene();
            // In the same turn of the FX thread as show(): the window is up with its question bar, the panels not yet.
            atShow.add(s.isShowing() + " question=" + (scene.lookup("#question") != null)
                    + " pages=" + (scene.lookup("#ranked-pages") != null) + " preview=" + (scene.lookup("#preview") != null)
                    + " answer=" + (scene.lookup("#answer-text") != null) + " icons=" + s.getIcons().size());
            // A question asked before the panels exist is answered into them once they come.
            model.ask(FixtureWiki.QUESTION);
            return s;
        });
        assertEquals(List.of("true question=true pages=false preview=false answer=false icons=0"), atShow);

        WindowTests.waitFor(20, () -> model.answers().answerProperty().get() != null && stage.getScene().lookup("#preview") != null);
        assertInstanceOf(WebView.class, onFx(() -> stage.getScene().lookup("#preview")));
        assertEquals(8, (int) onFx(() -> stage.getIcons().size()), "every icon size, set behind the first frame");
        String answer = model.answers().answerProperty().get().text();
        assertTrue(answer.length() > 20, answer);
        assertTrue(onFx(() -> flowText((javafx.scene.text.TextFlow) stage.getScene().lookup("#answer-text"))).contains(answer.substring(0, 20)),
                "the answer panel shows the answer asked for before it existed");
        onFx(() -> {
            stage.close();
            model.shutdown();
            return null;
        });
    }

    @Test
    void whatStartsWithTheWindowRunsBehindItsFirstFrameBeforeThePanelsAreMade() throws Exception {
        MainViewModel model = new MainViewModel(new GatedWikiService(), new FxBackground(), new MemorySettings(), url -> { });
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1100, 700, false));
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        Stage stage = onFx(() -> {
            Stage s = new Stage();
            new MainWindow(model, windowSettings).show(s, () -> {
                // The icons are set with the panels, in the same turn of the FX thread.
                seen.add("started, icons=" + s.getIcons().size());
                model.wiki().openWiki(root, false);
            });
            seen.add("shown");
            return s;
        });
        WindowTests.waitFor(20, () -> stage.getScene().lookup("#ranked-pages") != null && model.status().pageCountProperty().get() == 3);
        assertEquals(List.of("shown", "started, icons=0"), seen,
                "opening the wiki waits for the first frame, and starts before the panels are made");
        onFx(() -> {
            stage.close();
            model.shutdown();
            return null;
        });
    }

    @Test
    void aWindowWaitingForItsFirstQuestionShowsItsMessageWithoutStartingWebKit() throws Exception {
        MainViewModel model = new MainViewModel(new GatedWikiService(), new FxBackground(), new MemorySettings(), url -> { });
        model.wiki().openWiki(root, false);
        WindowTests.waitFor(20, () -> model.status().pageCountProperty().get() == 3);
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1100, 700, false));
        Stage stage = onFx(() -> {
            Stage s = new Stage();
            new MainWindow(model, windowSettings).show(s);
            return s;
        });
        WindowTests.waitFor(20, () -> stage.getScene().lookup("#answer-text") != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("false Ask a question about 3 pages in " + root.getFileName() + ".", onFx(() -> {
            Scene scene = stage.getScene();
            return (scene.lookup("#preview") != null) + " " + ((javafx.scene.control.Label) scene.lookup("#preview-message")).getText();
        }));

        model.ask(FixtureWiki.QUESTION);
        WindowTests.waitFor(20, () -> stage.getScene().lookup("#preview") != null);
        assertEquals("true false", onFx(() -> stage.getScene().lookup("#preview").isVisible()
                + " " + (stage.getScene().lookup("#preview-message") != null)),
                "the first page shown makes the browser, in the message's place");
        onFx(() -> {
            stage.close();
            model.shutdown();
            return null;
        });
    }
}
