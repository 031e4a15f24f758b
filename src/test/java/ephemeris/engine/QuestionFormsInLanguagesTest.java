package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A how-question is answered by a procedure's steps, and a what-question by a definition, in the question's
 * own language as in English; Ukrainian words meet their other forms by their first letters, as other
 * languages without a stemmer of their own do.
 */
class QuestionFormsInLanguagesTest {
    @TempDir
    Path dir;

    private Engine open(Path wiki) throws WikiException {
        return Engine.open(wiki, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false),
                ProgressListener.NONE, () -> false);
    }

    @Test
    void aSwedishHowQuestionIsAnsweredByTheSteps() throws Exception {
        Path wiki = dir.resolve("wiki");
        TestWiki.at(wiki).page("Kortkommandon.md", """
                # Kortkommandon

                Ett kortkommando kör ett kommando direkt från tangentbordet. Varje kommando tilldelar man ett eget kortkommando.

                ## Tilldela ett kortkommando

                1. Öppna Inställningar och välj Kortkommandon.
                2. Sök efter kommandot i listan.
                3. Tryck på tangentkombinationen du vill använda.
                """);
        TestWiki.at(wiki).page("Kommandon.md", "# Kommandon\n\nEtt kommando är en åtgärd som du kör från kommandopaletten i Obsidian.\n");
        // The sentence holds every word of the question; the procedure is what answers "how".
        assertAnsweredBySteps(wiki, "Hur tilldelar jag ett kortkommando till ett kommando?", "sv",
                "1. Öppna Inställningar och välj Kortkommandon.");
    }

    @Test
    void aJapaneseHowQuestionEndingInNiwaIsAnsweredByTheSteps() throws Exception {
        Path wiki = dir.resolve("wiki");
        TestWiki.at(wiki).page("コールアウト.md", """
                # コールアウト

                コールアウトは、ノートの中で内容を目立たせるためのブロックです。コールアウトは折りたたみにもなるブロックです。

                ## 手順

                1. コールアウトの種類の直後にマイナス記号を付けると、折りたたみになります。
                2. ノートを閲覧モードで開きます。
                """);
        assertAnsweredBySteps(wiki, "コールアウトを折りたたみにするには？", "ja", "1. コールアウトの種類の直後にマイナス記号を付けると、折りたたみになります。");
    }

    private void assertAnsweredBySteps(Path wiki, String question, String language, String firstStep) throws WikiException {
        try (Engine engine = open(wiki)) {
            Answer how = engine.ask(question);
            assertEquals(language, how.language().code());
            assertTrue(how.text().startsWith(firstStep), how.text());
        }
    }

    @Test
    void aUkrainianQuestionMeetsItsWordsOtherFormsAndARussianOneKeepsItsStems() throws Exception {
        Path wiki = dir.resolve("wiki");
        // "посилаються" (link to) in the question, "посилання" (links) on the page.
        TestWiki.at(wiki).page("Зворотні посилання.md", "# Зворотні посилання\n\nПанель показує всі посилання з інших нотаток на поточну нотатку.\n");
        TestWiki.at(wiki).page("Нотатки.md", "# Нотатки\n\nНотатки зберігаються у сховищі як файли Markdown на вашому диску.\n");
        try (Engine engine = open(wiki)) {
            Answer uk = engine.ask("Які нотатки посилаються на поточну?");
            assertEquals("uk", uk.language().code());
            assertEquals("Зворотні посилання.md", uk.pagesConsulted().getFirst());
        }
    }
}
