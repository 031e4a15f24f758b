package ephemeris.query;

import ephemeris.TestWiki;
import ephemeris.index.WikiIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A question in Latin letters is read in the language of the wiki whose pages hold its words most alike: the
 * wiki's own pages tell a short question's language where too few function words do, and tell apart languages
 * that share their function words. A pinned language, a script that tells the language, and a guess of a
 * language the wiki is not written in all stand.
 */
class QuestionLanguageFromTheWikiTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    /** 32 pages each in Danish, Norwegian and Finnish, which say the same in their own words. */
    private void writeWiki() {
        TestWiki w = TestWiki.at(wiki);
        for (int i = 1; i <= 32; i++) {
            w.page("da/Fjernboks " + i + ".md", "# Fjernboks " + i + "\n\nHvor stor kan hver fil være i min fjernboks " + i
                    + "? Du kan se det under Obsidian Sync-indstillinger, og filerne bliver synkroniseret i baggrunden.\n");
            w.page("no/Eksternt hvelv " + i + ".md", "# Eksternt hvelv " + i + "\n\nHvor stor kan hver fil være i mitt eksterne hvelv " + i
                    + "? Du kan se det under Obsidian Sync-innstillinger, og filene blir synkronisert i bakgrunnen.\n");
            w.page("fi/Etäholvi " + i + ".md", "# Etäholvi " + i + "\n\nPaljonko tallennustilaa etäholvissani " + i
                    + " on? Näet sen Obsidian Sync -asetuksista, ja tiedostot synkronoidaan taustalla.\n");
        }
    }

    private static QuestionLanguage guessed(String question) {
        return QuestionLanguage.of(question);
    }

    /** The language the wiki's pages read the question in, after its function words guessed. */
    private static String told(Retriever retriever, String question) {
        return retriever.languageOf(question, guessed(question)).code();
    }

    private interface Check {
        void on(Retriever retriever) throws Exception;
    }

    /** The written wiki indexed, and the check run on a retriever over it. */
    private void check(Check check) throws Exception {
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            check.on(new Retriever(index));
        }
    }

    @Test
    void theWikisPagesTellAQuestionsLanguage() throws Exception {
        writeWiki();
        check(retriever -> {
            // Danish and Norwegian share "hvor", "kan", "hver", "være": the function words alone read this as
            // Norwegian, but only the Danish pages say "fjernboks".
            String danish = "Hvor stor kan hver fjernboks være?";
            assertEquals("no", guessed(danish).code());
            assertEquals("da", told(retriever, danish));
            String norwegian = "Hvor stor kan hvert eksterne hvelv være?";
            assertEquals("no", told(retriever, norwegian));
            // No Finnish function word: the guess tells nothing.
            String finnish = "Paljonko tallennustilaa etäholvissani on?";
            assertEquals("", guessed(finnish).code());
            assertEquals("fi", told(retriever, finnish));
            // The wiki's pages tell it, not a guess: the language is not the user's choice.
            assertFalse(retriever.languageOf(finnish, guessed(finnish)).pinned());
        });
    }

    @Test
    void aPinnedLanguageAScriptsLanguageAndALanguageTheWikiLacksStand() throws Exception {
        writeWiki();
        check(retriever -> {
            String danish = "Hvor stor kan hver fjernboks være?";
            QuestionLanguage pinned = retriever.languageOf(danish, QuestionLanguage.of(danish, "no"));
            assertEquals("no", pinned.code());
            assertTrue(pinned.pinned());
            // A Chinese question naming Latin words is not read as a Latin-script language, however many it names.
            String chinese = "Obsidian Sync fjernboks 怎么用?";
            assertEquals("", guessed(chinese).code());
            assertEquals("", told(retriever, chinese));
            // Cyrillic tells Russian, though its one Latin word is on the Danish pages alone.
            String russian = "Сколько места в моём fjernboks?";
            assertEquals("ru", told(retriever, russian));
            // Italian is not among the wiki's languages: its pages cannot tell it, and would name another.
            String italian = "Quanto spazio ho nella mia cassaforte di Obsidian Sync?";
            assertEquals("it", guessed(italian).code());
            assertEquals("it", told(retriever, italian));
            // Words the wiki does not hold say nothing of a language.
            assertEquals("", told(retriever, "Zxqv wrrkt?"));
        });
    }

    @Test
    void aWikiOfOneLanguageLeavesTheGuess() throws Exception {
        TestWiki w = TestWiki.at(wiki);
        for (int i = 1; i <= 32; i++) {
            w.page("Vault " + i + ".md", "# Vault " + i + "\n\nHow much storage does remote vault " + i + " have? See the settings.\n");
        }
        // A few pages of another language are too few to count among the wiki's languages.
        for (int i = 1; i <= 4; i++) {
            w.page("da/Fjernboks " + i + ".md", "# Fjernboks " + i + "\n\nHvor meget lagerplads har jeg i min fjernboks " + i
                    + "? Det kan du se under indstillinger, og det er ikke noget, som du skal gøre med hånden.\n");
        }
        check(retriever -> {
            String danish = "Hvor meget lagerplads har jeg i min fjernboks?";
            assertEquals("", guessed(danish).code());
            assertEquals("", told(retriever, danish));
            assertEquals("en", told(retriever, "How much storage do I have?"));
        });
    }

    @Test
    void aLanguageOfFewPagesIsNoLikelierForAWordItLacks() throws Exception {
        // 300 Danish pages, 3 of which say "fjernboks", and 30 Norwegian ones, none of which does: the word is
        // Danish, though it is rare among the Danish pages and the Norwegian pages are few.
        TestWiki w = TestWiki.at(wiki);
        for (int i = 1; i <= 300; i++) {
            w.page("da/Side " + i + ".md", "# Side " + i + "\n\nDette er side " + i + (i <= 3 ? " om din fjernboks" : "")
                    + ", og den handler om noget andet end de andre sider.\n");
        }
        for (int i = 1; i <= 30; i++) {
            w.page("no/Side " + i + ".md", "# Side " + i + "\n\nDette er side " + i + ", og den handler om noe annet enn de andre sidene.\n");
        }
        check(retriever -> assertEquals("da", told(retriever, "fjernboks?")));
    }
}
