package ephemeris.answer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Pins which phrase of a quoted unit answers a question that asks for a value. */
class ShortAnswerTest {
    private static Citation unit(String text) {
        return new Citation(1, "p.md", "", "", 1, 1, UnitKind.SENTENCE, text, List.of(text));
    }

    private static String span(String question, String... texts) {
        List<Citation> citations = java.util.Arrays.stream(texts).map(ShortAnswerTest::unit).toList();
        Optional<AnswerSpan> s = ShortAnswer.find(question, ephemeris.wiki.Languages.guessQuestion(question), citations);
        return s.map(x -> x.citation() + ":" + citations.get(x.citation() - 1).text().substring(x.start(), x.end())).orElse("none");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "What's the keyboard shortcut to open the quick switcher? | Press Ctrl+O to open it. | 1:Ctrl+O",
            "Which keys open search? | Open it with Ctrl + Shift + F on Windows. | 1:Ctrl + Shift + F",
            "How many days does File recovery keep snapshots? | Snapshots are kept for 7 days by default. | 1:7 days",
            "What is the maximum file size on the Standard plan? | The limit is 5 MB for the Standard plan. | 1:5 MB",
            "How much is the discount? | You get 40% off our add-on services. | 1:40%",
            "What is the largest value rand can return? | RAND_MAX is defined as the value 32767. | 1:32767",
            "What is the default sync mode? | Sync mode: bidirectional (default), pull-only, or mirror-remote | 1:bidirectional",
            "What is the default value of the option? | The default is /Zc:wchar_t, which treats it as native. | 1:/Zc:wchar_t",
            "Which date format do daily notes use? | New notes are named with the format YYYY-MM-DD unless you change it. | 1:YYYY-MM-DD",
            "Which C++ standard version is the default? | This option is the default for C++14 code. | 1:C++14",
            "Where is the setting for the language standard? | Select Configuration Properties > C/C++ > Language. | 1:Select Configuration Properties > C/C++ > Language",
            "What is the configuration folder called? | The configuration folder is named .obsidian by default. | 1:.obsidian",
            "How do I create a callout? | Add [!info] to the first line of a blockquote. | none",
            // "How much", "how many", "how long" asked in other languages
            "Kolik místa mám na Obsidian Publish pro obrázky? | Soubory mají limit 4 GB na stránku. | 1:4 GB",
            "Сколько дней хранятся снимки? | Снимки хранятся 7 дней. | 1:7",
            "Πόσο καιρό κρατάει το Sync τις εκδόσεις; | Στο πλάνο Plus διατηρούνται για 12 μήνες. | 1:12",
            "快照会保存多少天？ | 快照默认保存7天。 | 1:7",
            "Anlık görüntüler ne kadar süre saklanır? | Anlık görüntüler 7 gün saklanır. | 1:7",
            // Turkish "ile" (with), Swedish "min" (my), Hebrew "כמה" within a question (several), Italian "per quanto
            // riguarda" (as regards) and Korean "몇몇" (some) ask for nothing
            "Etiket ile not nasıl bağlanır? | Notlar 2 şekilde bağlanır. | none",
            "Hur lägger jag till en tagg i min anteckning? | Skriv 2 taggar. | none",
            "איך לבחור כמה קבצים בסייר? | בחרו 2 קבצים. | none",
            "Per quanto riguarda i modelli, come li uso? | Usa 2 modelli. | none",
            "몇몇 노트를 어떻게 옮기나요? | 노트 2개를 옮깁니다. | none",
            "כמה זמן נשמרות הגרסאות? | הגרסאות נשמרות 30 יום. | 1:30"})
    void theAskedForValueIsMarked(String question, String text, String expected) {
        assertEquals(expected, span(question, text));
    }

    @Test
    void aSideOfTheScreenIsNoShortAnswer() {
        assertEquals("none", span("Where is the word count on mobile?", "The word count appears at the top of the right sidebar."));
    }

    @Test
    void theNumberOfAStepIsNoQuantity() {
        assertEquals("2:7 days", span("How long are snapshots kept?", "1. Open Settings.\n2. Select File recovery.\n10) Select View.",
                "Snapshots are kept for 7 days."));
    }

    @Test
    void aLaterUnitIsMarkedWhenTheFirstHoldsNoSuchValue() {
        assertEquals("2:Ctrl+E", span("What is the shortcut for reading view?", "Reading view shows the note without markup.",
                "Press Ctrl+E to switch."));
    }
}
