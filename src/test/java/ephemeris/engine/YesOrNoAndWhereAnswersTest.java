package ephemeris.engine;

import ephemeris.TestWiki;
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
        String answer = answerTo("Themes.md", """
                        # Themes

                        Community themes change how Obsidian looks.

                        Themes don't update automatically.

                        Select Check for updates under Appearance to update your installed themes, then restart.
                        """, "Do my installed themes update automatically?");
        assertTrue(answer.startsWith("Themes don't update automatically. [1]"), answer);
    }

    @Test
    void aWhyQuestionIsAnsweredByTheSentenceThatSaysWhatIsNotSo() throws Exception {
        String answer = answerTo("Encryption.md", """
                        # Encryption

                        To upgrade the encryption of your vault, open Settings and select the upgrade button under Sync.

                        The upgrade button is not shown in Settings when your vault is already upgraded.
                        """, "Why can't I find the upgrade button in Settings?");
        assertTrue(answer.startsWith("The upgrade button is not shown in Settings when your vault is already upgraded. [1]"), answer);
    }

    @Test
    void aWhereQuestionIsAnsweredByTheSentenceThatNamesAPlace() throws Exception {
        String answer = answerTo("Word count.md", """
                        # Word count

                        Word count is a plugin that shows the number of words and characters in the active note.

                        On mobile, the word count appears at the top of the right sidebar.
                        """, "Where is the word count on my phone?");
        assertTrue(answer.startsWith("On mobile, the word count appears at the top of the right sidebar. [1]"), answer);
    }

    /** The answer to the question in a wiki of the page and another page that shares none of its words. */
    private String answerTo(String page, String text, String question) throws Exception {
        TestWiki.at(root).page(page, text).page("Other.md", "# Other\n\nNotes are plain text files.\n");
        try (Engine engine = Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false)) {
            return engine.ask(question).text();
        }
    }
}
