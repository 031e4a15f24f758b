package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A question finds pages in its own language first, unless it names something only pages of other languages
 * speak of: then those pages count as much as its own, and rank by how well they match. A wiki of German and
 * English pages about syncing pictures, where only the English page speaks of the ".nomedia" file. (Counted
 * at half, the English page ranked last for both questions.)
 */
class WordOnlyOtherLanguagesUseTest {
    @TempDir
    static Path dir;
    static Engine engine;

    // No title holds a word of the questions: the bodies decide.
    private static final Map<String, String> PAGES = Map.of(
            "de/Geräte.md", "# Geräte\n\nSync überträgt deine Bilder zwischen deinen Geräten, auch auf Android.\n",
            "de/Tresor.md", "# Tresor\n\nBilder werden im Tresor gespeichert.\n",
            "en/Troubleshooting.md", "# Troubleshooting\n\nOn Android, the gallery may change images that Sync received. "
                    + "Add a .nomedia file to your vault so that Android leaves its images alone.\n");

    private static final String NOMEDIA = "Wie verwende ich eine .nomedia-Datei, damit Android meine Bilder von Sync nicht ändert?";

    @BeforeAll
    static void open() throws Exception {
        engine = open(dir, PAGES);
    }

    /** The pages written as a wiki under {@code dir}, opened for keyword search. */
    private static Engine open(Path dir, Map<String, String> pages) throws Exception {
        TestWiki wiki = TestWiki.at(dir.resolve("wiki"));
        pages.forEach(wiki::page);
        return Engine.open(wiki.root(), EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false),
                ProgressListener.NONE, () -> false);
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    @Test
    void aWordOnlyAnotherLanguageUsesLetsThatLanguagesPagesCountInFull() throws Exception {
        Answer a = engine.ask(new Question(NOMEDIA, false, 3));
        assertEquals(List.of("de/Geräte.md", "en/Troubleshooting.md", "de/Tresor.md"), a.pagesConsulted());
    }

    @Test
    void aPageWhoseLanguageCannotBeToldDoesNotSpeakForAnotherLanguage(@TempDir Path other) throws Exception {
        // The same German pages and, instead of the English one, a page of commands only: no language is told
        // for it, so its word is not "only in other languages" and it keeps the lower weight of a page of
        // unknown language.
        Map<String, String> pages = Map.of(
                "de/Geräte.md", PAGES.get("de/Geräte.md"),
                "de/Tresor.md", PAGES.get("de/Tresor.md"),
                "Befehle.md", "# Befehle\n\n```\nadb push .nomedia /sdcard/Android/Sync/Bilder\n```\n");
        try (Engine e = open(other, pages)) {
            Answer a = e.ask(new Question(NOMEDIA, false, 3));
            assertEquals(List.of("de/Geräte.md", "Befehle.md", "de/Tresor.md"), a.pagesConsulted());
        }
    }

    @Test
    void aFewPagesOfAnotherLanguageDoNotMakeAWikiOfSeveralLanguages(@TempDir Path other) throws Exception {
        // The same three pages among 120 German ones: the English page is under 1% of the wiki (as a few pages
        // of a one-language wiki read as another are), so it keeps half its score and the German pages come first.
        Map<String, String> pages = new java.util.HashMap<>(PAGES);
        for (int i = 0; i < 118; i++) {
            pages.put("de/Rezepte/Rezept " + i + ".md", "# Rezept " + i + "\n\nKoche die Nudeln zehn Minuten lang in Salzwasser.\n");
        }
        try (Engine e = open(other, pages)) {
            Answer a = e.ask(new Question(NOMEDIA, false, 3));
            assertEquals(List.of("de/Geräte.md", "de/Tresor.md", "en/Troubleshooting.md"), a.pagesConsulted());
        }
    }

    @Test
    void withoutSuchAWordTheQuestionsOwnLanguageComesFirst() throws Exception {
        Answer a = engine.ask(new Question("Wie überträgt Sync meine Bilder auf Android?", false, 3));
        assertEquals(List.of("de/Geräte.md", "de/Tresor.md", "en/Troubleshooting.md"), a.pagesConsulted());
    }

    @Test
    void aWordWhoseOtherFormTheQuestionsLanguageUsesIsItsWordToo(@TempDir Path other) throws Exception {
        // "Folders" is on the English page alone, but the German page's "Folderansicht" is one of its forms, as
        // the search meets a German question's words by their first letters: the question's own language first.
        Map<String, String> pages = Map.of(
                "de/Ansicht.md", "# Ansicht\n\nDie Folderansicht zeigt deine Bilder auf Android.\n",
                "de/Tresor.md", PAGES.get("de/Tresor.md"),
                "en/Groups.md", "# Groups\n\nFolders group your images on Android.\n");
        try (Engine e = open(other, pages)) {
            Answer a = e.ask(new Question("Wie kann ich auf Android die Folders sehen?", false, 3));
            assertEquals(List.of("de/Ansicht.md", "en/Groups.md"), a.pagesConsulted());
        }
    }
}
