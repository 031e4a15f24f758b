package ephemeris.ui;

import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import javafx.scene.control.Hyperlink;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The window shows a procedure as numbered steps, a table row with its headers, and the short answer in bold. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class AnswerUnitsWindowTest {
    @TempDir
    static Path dir;
    static Path root;

    MainViewModel model;

    @BeforeAll
    static void needsADisplay() throws IOException {
        WindowTests.needDisplay();
        root = Files.createDirectories(dir.resolve("wiki"));
        Files.writeString(root.resolve("Reading view.md"), """
                # Reading view

                ## Switch to reading view

                To switch to reading view:

                1. Open the note.
                2. Select the book icon in the top right corner.
                3. Select it again to return to editing.
                """);
        Files.writeString(root.resolve("Shortcuts.md"), """
                # Shortcuts

                | Action | Keys |
                |---|---|
                | Open search | Ctrl+Shift+F |
                | Toggle sidebar | Ctrl+B |
                """);
    }

    @Start
    void start(Stage stage) {
        model = new MainViewModel(new GatedWikiService(), new FxBackground(), new MemorySettings(), url -> { });
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1200, 800, false));
        new MainWindow(model, windowSettings).show(stage);
        model.wiki().openWiki(root, false);
    }

    private static void waitFor(BooleanSupplier condition) {
        WindowTests.waitFor(20, condition);
    }

    private TextFlow ask(FxRobot robot, String question) {
        waitFor(() -> model.status().pageCountProperty().get() == 2);
        robot.clickOn("#question").write(question).type(KeyCode.ENTER);
        waitFor(() -> model.answers().answerProperty().get() != null && model.answers().answerProperty().get().question().equals(question));
        return robot.lookup("#answer-text").queryAs(TextFlow.class);
    }

    private static String shown(TextFlow flow) {
        return flow.getChildren().stream().map(n -> switch (n) {
            case Text t -> t.getText();
            case Hyperlink h -> h.getText();
            default -> "";
        }).collect(Collectors.joining());
    }

    @Test
    void aProcedureIsShownAsNumberedSteps(FxRobot robot) {
        TextFlow flow = ask(robot, "How do I switch to reading view?");
        assertEquals("""
                To switch to reading view:
                1. Open the note.
                2. Select the book icon in the top right corner.
                3. Select it again to return to editing. [1]""", shown(flow));
    }

    @Test
    void aTableRowIsShownWithItsHeadersAndTheKeysInBold(FxRobot robot) {
        TextFlow flow = ask(robot, "What is the shortcut to open search?");
        assertEquals("Action: Open search; Keys: Ctrl+Shift+F [1]", shown(flow));
        List<String> bold = flow.getChildren().stream().filter(n -> n.getStyleClass().contains("answer-span"))
                .map(n -> ((Text) n).getText()).toList();
        assertEquals(List.of("Ctrl+Shift+F"), bold);
    }
}
