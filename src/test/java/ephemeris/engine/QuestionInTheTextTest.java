package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A question written in a page's text (a FAQ whose questions are bold lines, not headings) is not the answer:
 * the sentences after it in its paragraph are, and they count its words as their own.
 */
class QuestionInTheTextTest {
    @TempDir
    Path root;

    @Test
    void theSentenceAfterAQuestionInTheTextAnswersIt() throws Exception {
        TestWiki.at(root)
                .page("Sync FAQ.md", """
                        # Sync FAQ

                        **I turned on syncing. Will syncing delete my local notes?**
                        No. Your local files stay where they are, and a copy goes to the server.

                        **Can I pause it?**
                        Yes. Choose Pause in the status bar menu.
                        """)
                .page("Other.md", "# Other\n\nNotes are plain text files.\n");
        try (Engine engine = Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false)) {
            Answer a = engine.ask("Will syncing delete my local notes?");
            assertTrue(a.text().startsWith("No. Your local files stay where they are, and a copy goes to the server. [1]"), a.text());
            Answer pause = engine.ask("Can I pause syncing?");
            assertTrue(pause.text().startsWith("Choose Pause in the status bar menu. [1]"), pause.text());
        }
    }
}
