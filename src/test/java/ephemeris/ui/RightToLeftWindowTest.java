package ephemeris.ui;

import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import javafx.geometry.NodeOrientation;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
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
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An Arabic wiki's answer, Sources card and snippets show in the window, laid out right to left, and
 * laying them out throws nothing (JavaFX's own wrapping of right-to-left text fails on some Linux
 * systems and froze the window: decision 0009).
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class RightToLeftWindowTest {
    @TempDir
    static Path dir;
    static Path root;

    MainViewModel model;
    final List<Throwable> thrown = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void needsADisplay() throws IOException {
        WindowTests.needDisplay();
        root = Files.createDirectories(dir.resolve("wiki"));
        Files.writeString(root.resolve("المبدل السريع.md"), """
                # المبدل السريع

                يمكنك فتح الملاحظة المحددة في نافذة تبويب جديدة عن طريق الضغط على Ctrl+Enter أو Cmd+Enter على macOS، ويمكنك أيضًا البحث عن الملاحظات بالاسم أو بالاسم المستعار ثم التنقل بينها باستخدام مفاتيح الأسهم.
                """);
        Files.writeString(root.resolve("الوسوم.md"), """
                # الوسوم

                لإضافة وسم إلى ملاحظة، اكتب علامة الهاش في المحرر ثم الكلمة المفتاحية، ويمكنك أيضًا إضافة الوسوم في الخصائص.
                """);
    }

    @Start
    void start(Stage stage) {
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> thrown.add(e));
        model = new MainViewModel(new GatedWikiService(), new FxBackground(), new MemorySettings(), url -> { });
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1000, 700, false));
        new MainWindow(model, windowSettings).show(stage);
        model.wiki().openWiki(root, false);
    }

    private static void waitFor(BooleanSupplier condition) {
        WindowTests.waitFor(20, condition);
    }

    @Test
    void anArabicAnswerShowsRightToLeftAndNothingThrows(FxRobot robot) {
        waitFor(() -> model.status().pageCountProperty().get() == 2);
        String question = "كيف أفتح ملاحظة في علامة تبويب جديدة من المبدل السريع؟";
        robot.clickOn("#question").write(question).type(KeyCode.ENTER);
        waitFor(() -> model.answers().answerProperty().get() != null && model.answers().answerProperty().get().question().equals(question));
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS); // a few layout pulses
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), thrown, "laying out the answer threw");
        TextFlow flow = robot.lookup("#answer-text").queryAs(TextFlow.class);
        assertEquals(NodeOrientation.RIGHT_TO_LEFT, flow.getEffectiveNodeOrientation());
        List<Label> units = flow.getChildren().stream().filter(n -> n instanceof Label).map(n -> (Label) n).toList();
        assertTrue(!units.isEmpty() && units.getFirst().getText().replace('\n', ' ').contains("في نافذة تبويب جديدة"),
                "answer units: " + units.stream().map(Label::getText).toList());
        assertEquals(1, model.answers().sourcesProperty().size());
        assertTrue(robot.lookup(".source-card").queryAll().stream().allMatch(n -> n.getEffectiveNodeOrientation() == NodeOrientation.RIGHT_TO_LEFT));
    }
}
