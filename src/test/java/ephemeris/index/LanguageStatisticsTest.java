package ephemeris.index;

import ephemeris.TestWiki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * In a wiki of several languages, a word's rarity for a question in one language is counted among the passages
 * of that language's pages; in a wiki of one language, or for a question whose language is not known, among all.
 */
class LanguageStatisticsTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private void write(String path, String text) {
        TestWiki.at(wiki).page(path, text);
    }

    /** BM25's idf of a term {@code docFreq} of {@code passages} passages hold. */
    private static double idf(int docFreq, int passages) {
        return Math.log(1 + (passages - docFreq + 0.5) / (docFreq + 0.5));
    }

    @Test
    void aWordIsAsRareAsThePagesOfTheQuestionsLanguageMakeIt() throws Exception {
        // 32 German pages of one passage each, 31 of which say "Notiz"; one says "Callout", as do the 32 pages in
        // English and French; 4 Swedish pages, too few to count a word's rarity among.
        write("de/Hinweisblöcke.md", "# Hinweisblöcke\n\nDer Befehl Callout einfügen schreibt einen Hinweisblock.\n");
        for (int i = 1; i <= 31; i++) {
            write("de/Thema " + i + ".md", "# Thema " + i + "\n\nJede Notiz kann Thema " + i + " haben.\n");
        }
        for (String language : new String[] {"en", "fr"}) {
            for (int i = 1; i <= 16; i++) {
                write(language + "/Page " + i + ".md", "# Page " + i + "\n\nCallout " + i + ".\n");
            }
        }
        for (int i = 1; i <= 4; i++) {
            write("sv/Sida " + i + ".md", "# Sida " + i + "\n\nVarje anteckning kan ha en callout " + i + ".\n");
        }
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PassageSearcher searcher = index.searcher();
            assertEquals(68, searcher.passageCount());
            assertEquals("de", searcher.rarityLanguage("de"));
            assertEquals(round(68 * 32 / 68.0), searcher.passageCount(searcher.rarityLanguage("de")));
            assertEquals(idf(31, 32), searcher.idf(Fields.BODY, "notiz", searcher.rarityLanguage("de")), 1e-9);
            assertEquals(idf(1, 32), searcher.idf(Fields.BODY, "callout", searcher.rarityLanguage("de")), 1e-9);
            assertEquals(idf(31, 68), searcher.idf(Fields.BODY, "notiz", ""), 1e-9);
            assertEquals(idf(37, 68), searcher.idf(Fields.BODY, "callout", ""), 1e-9);
            // A word no German page holds keeps its rarity in the whole wiki, at German's share of it.
            assertEquals(idf(round(32 * 32 / 68.0), 32), searcher.idf(Fields.BODY, "page", searcher.rarityLanguage("de")), 1e-9);
            assertEquals(idf(0, 32), searcher.idf(Fields.BODY, "nirgends", searcher.rarityLanguage("de")), 1e-9);
            // Four Swedish passages are too few: a Swedish question's words weigh as in the whole wiki.
            assertEquals("", searcher.rarityLanguage("sv"));
            assertEquals(68, searcher.passageCount(searcher.rarityLanguage("sv")));
            assertEquals(idf(37, 68), searcher.idf(Fields.BODY, "callout", searcher.rarityLanguage("sv")), 1e-9);
        }
    }

    private static int round(double x) {
        return (int) Math.round(x);
    }

    @Test
    void aWikiOfOneLanguageCountsAllItsPassages() throws Exception {
        write("Tags.md", "# Tags\n\nEvery note can have tags, and a note shows them at its top.\n");
        write("Links.md", "# Links\n\nA link joins one note to another page of the vault.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PassageSearcher searcher = index.searcher();
            assertEquals(2, searcher.passageCount(searcher.rarityLanguage("en")));
            assertEquals("", searcher.rarityLanguage("en"));
            assertEquals(idf(2, 2), searcher.idf(Fields.BODY, "note", searcher.rarityLanguage("en")), 1e-9);
        }
    }
}
