package ephemeris.ui;

import ephemeris.ui.model.LanguageChoice;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import javafx.scene.control.ComboBox;
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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wiki in two languages shows the language menu next to the question; choosing a language reads the
 * next question in it (a one-word Swedish question then meets its word's other forms). A mistyped lang:
 * operator is told under the bar.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class LanguageMenuWindowTest {
    @TempDir
    static Path dir;
    static Path root;

    MainViewModel model;

    @BeforeAll
    static void wiki() throws IOException {
        WindowTests.needDisplay();
        root = Files.createDirectories(dir.resolve("wiki"));
        Files.createDirectories(root.resolve("en"));
        Files.createDirectories(root.resolve("sv"));
        Files.writeString(root.resolve("en/Templates.md"), "# Templates\n\nThe template folder is where your templates are kept.\n");
        Files.writeString(root.resolve("sv/Mallar.md"), "# Mallar\n\nMallmappen är där dina mallar finns.\n");
    }

    @Start
    void start(Stage stage) {
        model = new MainViewModel(new GatedWikiService(), new FxBackground(), new MemorySettings(), url -> { });
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1000, 700, false));
        new MainWindow(model, windowSettings).show(stage);
        model.wiki().openWiki(root, false);
    }

    @Test
    void choosingALanguageReadsTheNextQuestionInIt(FxRobot robot) {
        WindowTests.waitFor(20, () -> model.status().languagesProperty().size() == 3);
        @SuppressWarnings("unchecked")
        ComboBox<LanguageChoice> menu = robot.lookup("#language").queryAs(ComboBox.class);
        assertTrue(menu.isVisible());
        assertEquals(List.of("Any language", "English (en) · 1 page", "Svenska (sv) · 1 page"),
                menu.getItems().stream().map(LanguageChoice::label).toList());
        robot.clickOn("#language");
        robot.clickOn("Svenska (sv) · 1 page");
        assertEquals("sv", model.status().languageProperty().get().code());

        robot.clickOn("#question").write("mallmapp").type(KeyCode.ENTER);
        WindowTests.waitFor(20, () -> model.answers().answerProperty().get() != null);
        assertEquals("sv", model.answers().answerProperty().get().language().code());
        assertEquals("sv/Mallar.md", model.answers().pagesProperty().getFirst().path());
    }

    @Test
    void aMistypedLanguageOperatorIsToldUnderTheBar(FxRobot robot) {
        WindowTests.waitFor(20, () -> model.status().pageCountProperty().get() == 2);
        robot.clickOn("#question").write("lang:swedish mallmapp").type(KeyCode.ENTER);
        WindowTests.waitFor(20, () -> !model.lastErrorProperty().get().isEmpty());
        assertTrue(model.lastErrorProperty().get().contains("lang: expects a two-letter language code, as in lang:ja or lang:pt-BR"),
                model.lastErrorProperty().get());
    }
}
