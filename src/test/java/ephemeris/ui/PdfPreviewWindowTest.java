package ephemeris.ui;

import ephemeris.TestPdfs;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import ephemeris.ui.model.Preview;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A PDF in the preview: a source quoted from it opens the PDF at the quoted page with the passage marked, and the
 * page turner walks its pages, each shown alone. Needs an X server: run under xvfb-run.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class PdfPreviewWindowTest {
    static final String CITED = "The attach function adds a data frame to the search path.";
    static final String LONG_CITED = "Lentils are soaked overnight before the pulses are cooked.";
    @TempDir
    static Path dir;
    static Path root;

    MainViewModel model;
    Stage stage;

    @BeforeAll
    static void needsADisplay() throws IOException {
        WindowTests.needDisplay();
        root = Files.createDirectories(dir.resolve("wiki"));
        Files.writeString(root.resolve("Notes.md"), "# Notes\n\nThe manual: ![[Manual.pdf]]\n");
        StringBuilder longNote = new StringBuilder("# Pulses\n\n");
        for (int i = 0; i < 120; i++) {
            longNote.append(i == 60 ? LONG_CITED : "Filler paragraph " + i + " says nothing in particular, in words enough to wrap a narrow pane.")
                    .append("\n\n");
        }
        Files.writeString(root.resolve("Pulses.md"), longNote);
        TestPdfs.write(root.resolve("Attachments/Manual.pdf"),
                List.of("Contents of the manual.", "Printers and paper sizes are set in the print dialog.", CITED));
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        model = new MainViewModel(new GatedWikiService(), new FxBackground(), new MemorySettings(), url -> { });
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1200, 800, false));
        new MainWindow(model, windowSettings).show(stage);
        model.wiki().openWiki(root, false);
    }

    private static void waitFor(BooleanSupplier condition) {
        WindowTests.waitFor(20, condition);
    }

    private static Object onFx(java.util.concurrent.Callable<Object> call) {
        return WindowTests.onFx(call);
    }

    private static Object script(FxRobot robot, String js) {
        return WindowTests.previewScript(robot, js);
    }

    /** Waits until the preview shows this page of the PDF, loaded and with the window's script in it. */
    private void waitForPdfPage(FxRobot robot, int page) {
        waitFor(() -> {
            Preview p = model.preview().previewProperty().get();
            return p != null && p.path().equals("Attachments/Manual.pdf") && p.pdfPage() == page;
        });
        WindowTests.waitForPreviewScript(robot);
    }

    private String shownText(FxRobot robot) {
        return String.valueOf(script(robot, "document.querySelector('article').textContent"));
    }

    @Test
    void aQuotedPdfOpensAtItsPageWithThePassageMarkedAndTurnsPage(FxRobot robot) {
        waitFor(() -> model.status().pageCountProperty().get() == 3);
        robot.clickOn("#question").write("What does the attach function do?").type(KeyCode.ENTER);
        waitFor(() -> model.answers().answerProperty().get() != null && !model.answers().sourcesProperty().isEmpty());
        assertEquals("Attachments/Manual.pdf", model.answers().sourcesProperty().getFirst().path());

        robot.clickOn(".quote");
        waitForPdfPage(robot, 3);
        assertEquals("p. 3 of 3", robot.lookup("#pdf-page").queryAs(Label.class).getText());
        assertEquals(CITED, script(robot,
                "Array.prototype.map.call(document.querySelectorAll('mark.cite[data-cite=\"0\"]'), function (m) { return m.textContent; }).join('')"));
        assertEquals("true", String.valueOf(script(robot, "document.querySelector('mark.current').classList.contains('cite')")));
        assertFalse(shownText(robot).contains("Printers"), "one PDF page at a time");
        assertTrue(robot.lookup("#pdf-next").queryAs(Button.class).isDisabled(), "the last page has no next");

        robot.clickOn("#pdf-previous");
        waitForPdfPage(robot, 2);
        assertEquals("p. 2 of 3", robot.lookup("#pdf-page").queryAs(Label.class).getText());
        assertTrue(shownText(robot).contains("Printers and paper sizes are set in the print dialog."), shownText(robot));
        assertEquals("0", String.valueOf(script(robot, "document.querySelectorAll('mark.cite').length")));
        robot.clickOn("#pdf-previous");
        waitForPdfPage(robot, 1);
        assertTrue(robot.lookup("#pdf-previous").queryAs(Button.class).isDisabled(), "the first page has no previous");
        robot.clickOn("#pdf-next");
        waitForPdfPage(robot, 2);

        onFx(() -> {
            model.preview().showPage("Attachments/Manual.pdf");
            return null;
        });
        waitForPdfPage(robot, 3); // a ranked PDF opens at the page its answer quotes
        onFx(() -> {
            model.preview().showPage("Notes.md");
            return null;
        });
        waitFor(() -> model.preview().previewProperty().get().path().equals("Notes.md"));
        assertFalse(robot.lookup("#pdf-pager").query().isVisible(), "a note has no pages to turn");
    }

    @Test
    void theCitedPassageStaysInViewWhenThePaneIsLaidOutAgain(FxRobot robot) {
        waitFor(() -> model.status().pageCountProperty().get() == 3);
        robot.clickOn("#question").write("When are lentils soaked?").type(KeyCode.ENTER);
        waitFor(() -> model.answers().answerProperty().get() != null && !model.answers().sourcesProperty().isEmpty());
        robot.clickOn(".quote");
        waitFor(() -> model.preview().previewProperty().get() != null && model.preview().previewProperty().get().path().equals("Pulses.md"));
        WindowTests.waitForPreviewScript(robot);
        String inView = "(function () { var r = document.querySelector('mark.current').getBoundingClientRect();"
                + " return r.top >= 0 && r.bottom <= window.innerHeight; })()";
        assertEquals(true, script(robot, inView));
        onFx(() -> {
            stage.setWidth(stage.getWidth() - 450); // the text under the mark wraps onto more lines
            return null;
        });
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(true, script(robot, inView), "the marked passage is centred again after the pane narrows");
    }
}
