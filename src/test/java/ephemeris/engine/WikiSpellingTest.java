package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.query.RankedPage;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A long question word the wiki never uses is read as the wiki's word one letter away: a typing slip, or a
 * compound the wiki spells another way. A short word, a word the wiki has, or one whose first letters
 * differ is left as typed.
 */
class WikiSpellingTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            How does reconcilation work?                        | Ledger/Reconciliation.md | true  | reconciliation
            How does reconciliation work?                       | Ledger/Reconciliation.md | true  | reconciliation
            Wie lange hält die Dateiwiederherstellung Kopien?   | de/Datenwiederherstellung.md | true | datenwiederherstellung
            How do I bake bred?                                 | Kitchen/Bread.md         | true  | bred
            How does deconciliation work?                       | ''                       | false | deconciliation
            """)
    void aLongWordTheWikiLacksIsReadAsItsSpelling(String question, String first, boolean answered, String keyTerm) throws Exception {
        TestWiki wiki = TestWiki.at(dir.resolve("wiki"))
                .page("Ledger/Reconciliation.md", "# Matching the books\n\nReconciliation compares the ledger with the bank statement line by line.\n")
                .page("Ledger/Invoices.md", "# Invoices\n\nAn invoice lists what was sold and when it is due.\n")
                .page("de/Datenwiederherstellung.md", "# Sicherungen\n\nDie Datenwiederherstellung hält Kopien 7 Tage lang.\n")
                .page("Kitchen/Bread.md", "# Bread\n\nKnead the dough, let it rise, and bake it hot.\n");
        try (Engine engine = Engine.open(wiki.root(), EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false),
                ProgressListener.NONE, () -> false)) {
            Answer answer = engine.ask(new Question(question, false, 5));
            assertEquals(first, answer.pages().stream().map(RankedPage::path).findFirst().orElse(""), question);
            assertEquals(answered, !answer.citations().isEmpty(), question);
            List<String> keyTerms = answer.keyTerms().stream().map(String::toLowerCase).toList();
            assertTrue(keyTerms.contains(keyTerm), keyTerms.toString());
        }
    }
}
