package ephemeris.query;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class KeyTermsTest {
    @Test
    void contentWordsDropStopWordsAndPossessivesAndKeepOrder() {
        assertEquals(List.of("CCW", "first-response", "SLA"), KeyTerms.contentWords("What is CCW's first-response SLA?"));
        assertEquals(List.of("deployment", "schedule", "billing", "service", "production"),
                KeyTerms.contentWords("What is the deployment schedule for the billing service in production?"));
    }

    @Test
    void contentWordsHaveNoDuplicatesIgnoringCase() {
        assertEquals(List.of("Backup", "restore"), KeyTerms.contentWords("Backup and restore: how does backup restore?"));
    }

    @Test
    void onlyStopWordsGiveNoContentWords() {
        assertEquals(List.of(), KeyTerms.contentWords("What is it and how do I do that?"));
        assertEquals(List.of(), KeyTerms.contentWords(""));
    }

    @Test
    void technicalTokensStayWhole() {
        assertEquals(List.of("C++", "C#", "setup", "node.js", "v1.2"), KeyTerms.contentWords("What's the C++ and C# setup for node.js v1.2?"));
    }

    @Test
    void abbreviationsWrittenWithFullStopsAreNotContentWordsInAnyLanguage() {
        assertEquals(List.of("add", "alias", "acronym", "node.js"), KeyTerms.contentWords("How do I add an alias, e.g. an acronym, i.e. for node.js?"));
        assertEquals(List.of("füge", "Alias", "hinzu"), KeyTerms.contentWords("Wie füge ich z.B. einen Alias hinzu?", "de"));
        assertEquals(List.of("δίνω", "όνομα", "ακρωνύμιο"), KeyTerms.contentWords("Πώς δίνω όνομα, π.χ. ακρωνύμιο;", "el"));
        assertEquals(List.of("добавить", "создать", "заметку"), KeyTerms.contentWords("Как добавить, т.е. создать заметку?", "ru"));
        // Initials name something: they stay.
        assertEquals(List.of("U.S", "store", "A.I", "tools"), KeyTerms.contentWords("Is the U.S. store for A.I. tools there?"));
    }

    @Test
    void contractionsAreStopWords() {
        assertEquals(List.of("sync", "work", "log", "stuck"),
                KeyTerms.contentWords("Why doesn't the sync work and can't I log in? I'm stuck, won’t it?"));
    }

    @Test
    void singleDigitsAreNotContentWords() {
        assertEquals(List.of("step", "42"), KeyTerms.contentWords("step 3 or 42"));
    }

    @Test
    void questionIsCutAtTheLimit() {
        String question = "alpha ".repeat(100) + "x".repeat(KeyTerms.MAX_QUESTION_CHARS) + " omega";
        assertEquals(List.of("alpha"), KeyTerms.contentWords(question).subList(0, 1));
        assertEquals(false, KeyTerms.contentWords(question).contains("omega"));
    }

    @Test
    void selectKeepsAllWhenSixOrFewer() {
        List<String> six = List.of("a1", "b2", "c3", "d4", "e5", "f6");
        assertEquals(six, KeyTerms.select(six, w -> { throw new AssertionError("rarity not needed"); }));
    }

    @Test
    void selectKeepsTheSixRarestInQuestionOrder() {
        Map<String, Integer> df = Map.of("common", 90, "rare", 1, "mid", 10, "often", 50, "seldom", 2,
                "usual", 70, "unique", 0, "frequent", 80);
        List<String> words = List.of("common", "rare", "mid", "often", "seldom", "usual", "unique", "frequent");
        assertEquals(List.of("rare", "mid", "often", "seldom", "usual", "unique"), KeyTerms.select(words, df::get));
        assertEquals(KeyTerms.MAX_KEY_TERMS, KeyTerms.select(words, df::get).size());
    }

    @Test
    void adverbOfAHowQuestionIsNotAKeyTerm() {
        assertEquals(List.of("support", "engineers", "rotate"), KeyTerms.contentWords("How often do support engineers rotate?"));
        assertEquals(List.of("Acme", "pilot"), KeyTerms.contentWords("How long is the Acme pilot?"));
        assertEquals(List.of("long", "term", "storage"), KeyTerms.contentWords("Where is long term storage?"));
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            グラフビューでノートのつながりを見るには？ | グラフビュー ノート つながり 見る
            如何使用日记插件？                         | 使用 日记 插件
            태그는 어떻게 추가하나요?                  | 태그 추가
            Как добавить тег к заметке?                | добавить тег заметке
            Як додати тег до нотатки?                  | додати тег нотатки
            Скільки часу Sync зберігає старі версії моїх нотаток? | часу Sync зберігає старі версії нотаток
            Сколько дней хранятся мои снимки?          | дней хранятся снимки
            كيف أضيف وسمًا إلى ملاحظة؟                 | أضيف وسم ملاحظة
            كيف أستعيد ملفًا محذوفًا؟                   | أستعيد ملف محذوف
            איך מוסיפים תגית לפתק?                     | מוסיפים תגית לפתק
            Come posso aggiungere un tag a una nota?   | aggiungere tag nota
            Jak dodać tag do notatki?                  | dodać tag notatki
            ฉันจะลบแท็กได้                               | ลบ แท็ก
            デイリーノートをテンプレートから作るにはどうすればいいですか？ | デイリー ノート テンプレート 作る
            Πώς ορίζω τον φάκελο των προτύπων;         | ορίζω φάκελο προτύπων
            Σε ποιον φάκελο βρίσκονται τα πρότυπά μου; | φάκελο βρίσκονται πρότυπά
            Πώς δίνω σε μια σημείωση και ένα δεύτερο όνομα; | δίνω σημείωση δεύτερο όνομα
            Πώς κάνω τις σημειώσεις να ανοίγουν στα παράθυρα; | σημειώσεις ανοίγουν παράθυρα
            Hur lägger jag till en tagg?               | lägger tagg
            Waarom krijg ik een lus als ik mijn domein instel? | lus domein instel
            Kolik místa mám na Obsidian Publish pro obrázky a videa? | místa Obsidian Publish obrázky videa
            Etiket adında boşluk kullanabilir miyim?   | Etiket adında boşluk kullanabilir
            Για πόσο καιρό κρατάει τις εκδόσεις μαζί;  | καιρό κρατάει εκδόσεις
            Varför är vissa cirklar större än andra?   | cirklar större
            Dùng iCloud trên Windows đang mở được không? | Dùng iCloud Windows mở
            Kann ich nur meiner Notiz ein Passwort geben? | Notiz Passwort geben
            ¿Cómo oculto la barra de estado en mi bóveda? | oculto barra estado bóveda
            Comment cacher les propriétés qui s'affichent en haut ? | cacher propriétés s'affichent haut
            Jak můžu přidat štítek?                    | přidat štítek
            コールアウトを折りたたんだ状態にするには？     | コール アウト 折りたた 状態
            چرا #1402 برچسب شناخته نمی‌شود؟               | 1402 برچسب شناخته
            چگونه نام یک یادداشت را تغییر دهم؟          | نام یادداشت تغییر
            لطفاً بگویید چگونه برچسب اضافه کنم؟          | برچسب اضافه
            কীভাবে প্লাগইন চালু করব?                    | প্লাগইন চালু
            برای اینکه یک برچسب را حذف کنم چه کار کنم؟  | برچسب حذف کار
            تاریخچه‌ی نسخه‌هایم چه مدت نگه داشته می‌شود؟ | تاریخچه نسخه مدت نگه
            اگه اسم یه یادداشت رو عوض کنم، لینک‌هایی که بهش داده بودم خراب می‌شن؟ | اسم یادداشت عوض لینک خراب
            다른 노트의 제목으로 링크하려면 어떻게 해요?     | 노트 제목 링크
            मैं नोट में टैग कैसे जोड़ूँ?                  | नोट टैग जोड़ूँ
            আমি কীভাবে একটি নোটে ট্যাগ যোগ করব?         | নোটে ট্যাগ যোগ
            একই কমান্ডের জন্য কি আমি একাধিক শর্টকাট সেট করতে পারি? | একই কমান্ডের একাধিক শর্টকাট সেট
            តើខ្ញុំបន្ថែមស្លាកយ៉ាងដូចម្តេច?                | បន្ថែម ស្លាក
            តើឃ្លាំងជាអ្វី?                              | ឃ្លាំង
            """)
    void wordsAreCutAndFunctionWordsDroppedInTheQuestionsLanguage(String question, String words) {
        assertEquals(List.of(words.split(" ")), KeyTerms.contentWords(question));
    }

    @Test
    void aPinnedLanguageDecidesWhichStopWordsApply() {
        // Told from its words, "come" in a two-word question is a topic; read as Italian it asks "how".
        assertEquals(List.of("come", "backup"), KeyTerms.contentWords("come backup"));
        assertEquals(List.of("backup"), KeyTerms.contentWords("come backup", "it"));
    }

    @Test
    void aWordOnlyAnotherLanguageStopsStaysATopicWord() {
        // "come" asks "how" in Italian; in an English question it is the topic.
        assertEquals(List.of("server", "come", "back", "online"), KeyTerms.contentWords("When will the server come back online?"));
    }

    @Test
    void wordsCutFromAQuestionAreAlwaysItsOwnText() {
        // SmartCN width-folds and lower-cases what it reads ("ＯＳ" → "os"); key terms keep what was typed.
        String question = "驩驩ＯＳ驩驩用日记插件";
        for (String w : KeyTerms.contentWords(question)) {
            org.junit.jupiter.api.Assertions.assertTrue(question.contains(w), w + " in " + KeyTerms.contentWords(question));
        }
    }

    @Test
    void charactersTheDictionaryDoesNotKnowAreJoinedBackIntoTheirWord() {
        // SmartCN cuts 插件 (plug-in) into two characters; side by side they are one word again.
        assertEquals(List.of("社区", "插件"), KeyTerms.contentWords("社区插件"));
    }
}
