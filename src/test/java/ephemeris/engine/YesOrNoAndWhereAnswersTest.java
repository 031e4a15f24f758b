package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Question forms answered by their own kind of sentence: a yes-or-no question by the sentence that says whether
 * (often that something is not so), a why-question often by one that says what is not so, a where-question by the
 * sentence that names a place on the screen.
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
    void aWhyQuestionIsAnsweredByTheSentenceThatSaysWhatIsNotSo() throws Exception {
        TestWiki.at(root)
                .page("Encryption.md", """
                        # Encryption

                        To upgrade the encryption of your vault, open Settings and select the upgrade button under Sync.

                        The upgrade button is not shown in Settings when your vault is already upgraded.
                        """)
                .page("Other.md", "# Other\n\nNotes are plain text files.\n");
        try (Engine engine = Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false)) {
            Answer a = engine.ask("Why can't I find the upgrade button in Settings?");
            assertTrue(a.text().startsWith("The upgrade button is not shown in Settings when your vault is already upgraded. [1]"), a.text());
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
