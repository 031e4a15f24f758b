package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two question forms answered by their own kind of sentence: a yes-or-no question by the sentence that says
 * whether (often that something is not so), a where-question by the sentence that names a place on the screen.
 */
class YesOrNoAndWhereAnswersTest {
    @TempDir
    Path root;

    @Test
    void aYesOrNoQuestionIsAnsweredByTheSentenceThatSaysWhether() throws Exception {
        TestWiki.at(root)
                .page("Themes.md", """
                        # Themes

                        Community themes change how Obsidian looks.

                        Themes don't update automatically.

                        Select Check for updates under Appearance to update your installed themes, then restart.
                        """)
                .page("Other.md", "# Other\n\nNotes are plain text files.\n");
        try (Engine engine = Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false)) {
            Answer a = engine.ask("Do my installed themes update automatically?");
            assertTrue(a.text().startsWith("Themes don't update automatically. [1]"), a.text());
        }
    }

    @Test
    void aWhereQuestionIsAnsweredByTheSentenceThatNamesAPlace() throws Exception {
        TestWiki.at(root)
                .page("Word count.md", """
                        # Word count

                        Word count is a plugin that shows the number of words and characters in the active note.

                        On mobile, the word count appears at the top of the right sidebar.
                        """)
                .page("Other.md", "# Other\n\nNotes are plain text files.\n");
        try (Engine engine = Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false)) {
            Answer a = engine.ask("Where is the word count on my phone?");
            assertTrue(a.text().startsWith("On mobile, the word count appears at the top of the right sidebar. [1]"), a.text());
        }
    }
}
