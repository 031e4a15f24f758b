package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A page's language comes from its front matter, else its language folder in a wiki organised by language,
 * else its prose; a question's language can be pinned; a question in a Latin-script language other than
 * English meets the other forms of its words by their first letters.
 */
class PageLanguagesTest {
    @TempDir
    Path dir;

    private Engine open(Path wiki) throws WikiException {
        return Engine.open(wiki, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false),
                ProgressListener.NONE, () -> false);
    }

    private static void write(Path wiki, String path, String text) throws IOException {
        Path file = wiki.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void frontMatterThenLanguageFolderThenProseTellAPagesLanguage() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "en/Tags.md", "# Tags\n\nTo add a tag to a note, type a hash symbol followed by a keyword.\n");
        // Too short for its prose to tell: its folder does.
        write(wiki, "sv/Taggar.md", "# Taggar\n\nTaggar.\n");
        // Its front matter outranks its folder.
        write(wiki, "sv/Notiz.md", "---\nlang: de-AT\n---\n# Notiz\n\nWie füge ich einer Notiz ein Tag hinzu?\n");
        // Outside the language folders, its prose tells.
        write(wiki, "Inbox/Idee.md", "# Idee\n\nDas ist eine Idee, die ich mit dir teilen will, und es ist nicht die letzte.\n");
        try (Engine engine = open(wiki)) {
            assertEquals(Map.of("en", 1, "sv", 1, "de", 2), engine.languages());
            assertEquals(List.of("de", "en", "sv"), List.copyOf(engine.languages().keySet()), "most pages first, then by code");
        }
    }

    @Test
    void oneFolderNamedLikeALanguageIsNoLanguageFolderAndASecondOneMakesItOne() throws Exception {
        Path wiki = dir.resolve("wiki");
        // "it" is the IT department's folder in an English wiki.
        write(wiki, "it/Laptops.md", "# Laptops\n\nAsk the help desk for a new laptop and it will be set up for you.\n");
        write(wiki, "Home.md", "# Home\n\nThis is the home page of the team and you can find the links here.\n");
        try (Engine engine = open(wiki)) {
            assertEquals(Map.of("en", 2), engine.languages());
        }
        // A second language folder makes the wiki one organised by language: the pages in it are read again.
        write(wiki, "de/Start.md", "# Start\n\nDas ist die Startseite.\n");
        try (Engine engine = open(wiki)) {
            assertEquals(Map.of("en", 1, "it", 1, "de", 1), engine.languages());
        }
    }

    @Test
    void aQuestionInAnotherLatinLanguageMeetsItsWordsOtherFormsAndEnglishDoesNot() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "Mallar.md", "# Mallar\n\nMallmappen är där dina mallar finns, och den kan ändras i inställningarna.\n");
        write(wiki, "Taggar.md", "# Taggar\n\nTaggar hjälper dig att hitta dina anteckningar och att ordna dem.\n");
        write(wiki, "Library.md", "# Books\n\nThe library holds the books of the team.\n");
        try (Engine engine = open(wiki)) {
            // "mallmapp" is written "Mallmappen" (the folder for templates) on the page.
            Answer sv = engine.ask("Var anger jag min mallmapp?");
            assertEquals("sv", sv.language().code());
            assertEquals("Mallar.md", sv.pagesConsulted().getFirst());
            assertTrue(sv.text().contains("Mallmappen är där dina mallar finns"), sv.text());
            // English keeps its own stemming alone: "librarian" is not "library".
            Answer en = engine.ask("Where is the librarian?");
            assertEquals("en", en.language().code());
            assertFalse(en.pagesConsulted().contains("Library.md"), en.pagesConsulted().toString());
        }
    }


    @Test
    void aShortWordMeetsTheFormsThatDifferByItsLastVowelAndNoLongerWord() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "Tagi.md", "# Tagi\n\nTagi porządkują notatki w sejfie.\n\nTagi nie mogą zawierać spacji.\n");
        write(wiki, "Formatowanie.md", "# Formatowanie\n\nMożesz użyć spacji, aby oddzielić słowa w akapicie.\n");
        write(wiki, "Linie.md", "# Linie\n\nLinie tekstu mogą być długie.\n");
        write(wiki, "Linki.md", "# Linki\n\nLinki prowadzą do innych notatek.\n");
        try (Engine engine = open(wiki)) {
            // "tagu" (in a tag) is written "Tagi" (tags) on the page: the ending differs by its last vowel.
            Answer tag = engine.ask("Czy w tagu można użyć spacji?");
            assertEquals("pl", tag.language().code());
            assertEquals("Tagi.md", tag.pagesConsulted().getFirst());
            assertTrue(tag.text().startsWith("Tagi nie mogą zawierać spacji."), tag.text());
            // "link" ends in a consonant: it meets "linki" but not "linie", a longer word that begins the same way.
            Answer link = engine.ask("Gdzie jest link do strony?");
            assertEquals("pl", link.language().code());
            assertEquals(List.of("Linki.md"), link.pagesConsulted());
        }
    }

    @Test
    void anArabicQuestionsFirstPersonVerbAndAccusativeEndingMeetThePagesForms() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "البحث.md", "# البحث\n\nللبحث عن عبارة بالضبط، أحطها بعلامات اقتباس.\n");
        write(wiki, "مسجل الصوت.md", "# مسجل الصوت\n\nانقر على أيقونة الميكروفون لبدء تسجيل الصوت في ملاحظة.\n");
        write(wiki, "الملاحظات.md", "# الملاحظات\n\nيمكنك إنشاء ملاحظة جديدة في أي مجلد، وكتابة عبارة محددة فيها.\n");
        write(wiki, "الوسوم.md", "# الوسوم\n\n## إضافة وسم إلى ملاحظة\n\nلإنشاء وسم، أدخل رمز الهاش في المحرر.\n");
        try (Engine engine = open(wiki)) {
            // "أبحث" (I search) is the verb of "البحث" (the search).
            Answer search = engine.ask("كيف أبحث عن عبارة محددة؟");
            assertEquals("ar", search.language().code());
            assertEquals("البحث.md", search.pagesConsulted().getFirst());
            // "صوتًا" (a sound, as an object) is "الصوت" (the sound) with the accusative ending.
            Answer sound = engine.ask("كيف أسجل صوتًا في ملاحظة؟");
            assertEquals("مسجل الصوت.md", sound.pagesConsulted().getFirst());
            // "وسمًا" (a tag, as an object) is "وسم" with the accusative ending, not "سما" with the prefix "و" (and).
            Answer tag = engine.ask("كيف أضيف وسمًا إلى ملاحظة؟");
            assertEquals("الوسوم.md", tag.pagesConsulted().getFirst());
        }
    }

    @Test
    void anArabicQuestionsVerbMeetsItsVerbalNounAndToFormOnThePages() throws Exception {
        Path wiki = dir.resolve("wiki");
        // Each question's noun is a page's title; only the verb tells the page that says how.
        write(wiki, "الاختصارات.md", "# الاختصارات\n\nالاختصارات تسرّع العمل. كل اختصار يظهر بجوار أمره في لوحة الأوامر.\n");
        write(wiki, "تخصيص المحرر.md", "# تخصيص المحرر\n\nلتعيين اختصار جديد، حدد أيقونة الزائد بجوار الأمر ثم اضغط المفاتيح.\n");
        write(wiki, "الشرائح.md", "# الشرائح\n\nتعرض الشرائح ملاحظتك كعرض تقديمي.\n");
        write(wiki, "التنسيق.md", "# التنسيق\n\nلفصل الشرائح، أدخل ثلاث شرطات في بداية سطر فارغ.\n");
        write(wiki, "الملفات المحذوفة.md", "# الملفات المحذوفة\n\nتبقى الملفات المحذوفة في سلة المحذوفات ثلاثين يومًا.\n");
        write(wiki, "سلة المحذوفات.md", "# سلة المحذوفات\n\nلاستعادة ملف محذوف، اسحبه من سلة المحذوفات إلى خزنتك.\n");
        try (Engine engine = open(wiki)) {
            // "أعيّن" (I assign, form II) is the verbal noun "تعيين" on the page, "لتعيين" with "to".
            Answer hotkey = engine.ask("كيف أعيّن اختصارًا؟");
            assertTrue(hotkey.text().startsWith("لتعيين اختصار جديد، حدد أيقونة الزائد"), hotkey.text());
            assertEquals(List.of("تخصيص المحرر.md"), hotkey.sources());
            // "أفصل" (I separate) is "لفصل" (to separate): the stem behind "to".
            Answer slides = engine.ask("كيف أفصل بين الشرائح؟");
            assertTrue(slides.text().startsWith("لفصل الشرائح، أدخل ثلاث شرطات"), slides.text());
            // "أستعيد" (I restore, form X with a weak middle letter) is "استعادة" (restoring).
            Answer restore = engine.ask("كيف أستعيد ملفًا محذوفًا؟");
            assertTrue(restore.text().startsWith("لاستعادة ملف محذوف، اسحبه"), restore.text());
            assertEquals(List.of("سلة المحذوفات.md"), restore.sources());
        }
    }

    @Test
    void anArabicQuestionsWordMeetsItBehindToOnThePages() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "الوسوم.md", "# الوسوم\n\nلحذف وسم، احذف النص من الملاحظة.\n\nلإنشاء وسم، أدخل رمز الهاش في المحرر.\n");
        try (Engine engine = open(wiki)) {
            // "إنشاء" (creating) is "لإنشاء" (to create) on the page: "to" written onto the word.
            Answer tag = engine.ask("كيف يمكنني إنشاء وسم؟");
            assertTrue(tag.text().startsWith("لإنشاء وسم، أدخل رمز الهاش"), tag.text());
        }
    }

    @Test
    void anArabicQuestionsPossessedNounMeetsTheNounOnThePages() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "الخزنة.md", "# الخزنة\n\nتُحفظ الخزنة في مجلد على جهازك.\n");
        write(wiki, "الملاحظات.md", "# الملاحظات\n\nتُحفظ الملاحظات كملفات نصية.\n");
        write(wiki, "المزامنة.md", "# المزامنة\n\nتُحفظ النسخ في السحابة.\n");
        try (Engine engine = open(wiki)) {
            // "خزنتي" (my vault) is "الخزنة" (the vault) with "my" joined on, before which "ة" is written "ت".
            Answer vault = engine.ask("أين تُحفظ خزنتي؟");
            assertEquals("الخزنة.md", vault.pagesConsulted().getFirst());
            assertTrue(vault.text().startsWith("تُحفظ الخزنة في مجلد"), vault.text());
            // "ملاحظاتي" (my notes) is "الملاحظات" (the notes) with "my" joined on after the plural ending.
            Answer notes = engine.ask("أين تُحفظ ملاحظاتي؟");
            assertEquals("الملاحظات.md", notes.pagesConsulted().getFirst());
            // "كم" (how many) is a pronoun's two letters alone, not a possessed noun.
            Answer count = engine.ask("كم عدد الملاحظات في خزنتي؟");
            assertNull(count.error(), count.error());
            assertEquals(List.of("كم", "عدد", "الملاحظات", "خزنتي"), count.keyTerms());
        }
    }

    @Test
    void aHebrewQuestionsPluralMeetsTheSingularOnThePages() throws Exception {
        Path wiki = dir.resolve("wiki");
        // Only the plural noun "דפים" (pages) can meet a page: the page says "דף" (page).
        write(wiki, "עריכה.md", "# עריכה\n\nאפשר לערוך כל דף בעורך.\n");
        write(wiki, "סל.md", "# סל\n\nאפשר לשחזר קבצים מהסל.\n");
        try (Engine engine = open(wiki)) {
            Answer edit = engine.ask("איך עורכים דפים?");
            assertEquals("he", edit.language().code());
            assertEquals("עריכה.md", edit.pagesConsulted().getFirst());
            assertTrue(edit.text().startsWith("אפשר לערוך כל דף"), edit.text());
        }
    }

    @Test
    void aFirstPersonQuestionMeetsTheInfinitiveOnThePage() throws Exception {
        Path wiki = dir.resolve("wiki");
        // "Come apro…" (how do I open) asks in the first person; the page answers "Per aprire…" (to open).
        write(wiki, "Schede.md", "# Schede\n\nApri la tavolozza dei comandi per spostare la scheda attiva.\n\n"
                + "Per aprire un collegamento in una nuova scheda, premi Ctrl e seleziona il collegamento.\n");
        try (Engine engine = open(wiki)) {
            Answer open = engine.ask(new Question("Come apro un link in una nuova scheda? lang:it", false, 5));
            assertEquals("it", open.language().code());
            assertTrue(open.text().startsWith("Per aprire un collegamento in una nuova scheda"), open.text());
        }
    }

    @Test
    void aWordsRarityIsCountedAmongThePagesOfTheQuestionsLanguage() throws Exception {
        Path wiki = dir.resolve("wiki");
        // Every German page but one says "Notiz" (note); "Callout" is on that one, and on every page of four
        // other languages. Over the whole wiki "Callout" is the commoner word; among German pages, the rarer,
        // and the page that holds it is the one about the question.
        write(wiki, "de/Hinweisblöcke.md", "---\naliases:\n  - Callouts\n---\n# Hinweisblöcke\n\n"
                + "Der Befehl Callout einfügen schreibt einen Hinweisblock.\n");
        for (int i = 1; i <= 30; i++) {
            write(wiki, "de/Thema " + i + ".md", "# Thema " + i + "\n\nJede Notiz kann Thema " + i + " haben, und eine Notiz zeigt es oben.\n");
        }
        for (String language : List.of("en", "fr", "es", "nl")) {
            for (int i = 1; i <= 30; i++) {
                write(wiki, language + "/Page " + i + ".md", "# Page " + i + "\n\nPage " + i + " of the guide shows a callout, "
                        + "a box that sets a passage of text apart from the text around it, with an icon and a title.\n");
            }
        }
        try (Engine engine = open(wiki)) {
            Answer callout = engine.ask(new Question("Wozu dient ein Callout in einer Notiz? lang:de", false, 5));
            assertEquals("de", callout.language().code());
            assertEquals("de/Hinweisblöcke.md", callout.pagesConsulted().getFirst());
        }
    }

    @Test
    void aHebrewQuestionWordMeetsThePagesWordWrittenWithTheArticle() throws Exception {
        Path wiki = dir.resolve("wiki");
        // The page writes "הכותרות" (the headings), which the index cuts to "ותרות"; the question's bare
        // "כותרות" (headings) is cut to "תרות". The other page shares no word with the question.
        write(wiki, "עיצוב.md", "# עיצוב\n\nאפשר להגדיל את הכותרות בהגדרות המראה.\n");
        write(wiki, "קבצים.md", "# קבצים\n\nאפשר למחוק קובץ בסייר.\n");
        try (Engine engine = open(wiki)) {
            Answer headings = engine.ask("איך לשנות כותרות?");
            assertEquals("he", headings.language().code());
            assertEquals("עיצוב.md", headings.pagesConsulted().getFirst());
            assertTrue(headings.text().startsWith("אפשר להגדיל את הכותרות"), headings.text());
        }
    }

    @Test
    void aKhmerQuestionMeetsThePagesWordsCutByDictionary() throws Exception {
        Path wiki = dir.resolve("wiki");
        // Khmer writes no spaces between words: "to add a tag to a note, type #" is one run of letters.
        write(wiki, "ស្លាក.md", "# ស្លាក\n\nដើម្បីបន្ថែមស្លាកទៅកំណត់ចំណាំ សូមវាយ # នៅក្នុងកម្មវិធីនិពន្ធ។\n");
        write(wiki, "ឯកសារភ្ជាប់.md", "# ឯកសារភ្ជាប់\n\nអ្នកអាចទាញឯកសារចូលទៅក្នុងកំណត់ចំណាំ។\n");
        try (Engine engine = open(wiki)) {
            Answer tag = engine.ask("តើខ្ញុំបន្ថែមស្លាកយ៉ាងដូចម្តេច?");
            assertEquals("km", tag.language().code());
            assertEquals(List.of("បន្ថែម", "ស្លាក"), tag.keyTerms());
            assertEquals("ស្លាក.md", tag.pagesConsulted().getFirst());
            assertTrue(tag.answered(), tag.text());
        }
    }

    @Test
    void aPinnedLanguageReadsTheQuestionInItAndLangInTheQuestionDoesTheSame() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "Mallar.md", "# Mallar\n\nMallmappen anger var dina mallar finns, och den kan ändras i inställningarna.\n");
        write(wiki, "Taggar.md", "# Taggar\n\nTaggar hjälper dig att hitta dina anteckningar och att ordna dem.\n");
        try (Engine engine = open(wiki)) {
            // One word tells no language: read as it is, it meets no page.
            Answer told = engine.ask(new Question("mallmapp", false, 5));
            assertFalse(told.language().pinned());
            assertEquals(List.of(), told.pagesConsulted());

            Answer pinned = engine.ask(new Question("mallmapp", false, 5, "sv"));
            assertEquals(new ephemeris.query.QuestionLanguage("sv", true), pinned.language());
            assertEquals("Mallar.md", pinned.pagesConsulted().getFirst());

            Answer typed = engine.ask(new Question("lang:SV mallmapp", false, 5));
            assertEquals(new ephemeris.query.QuestionLanguage("sv", true), typed.language());
            assertEquals("mallmapp", typed.question());
            assertEquals(pinned.pagesConsulted(), typed.pagesConsulted());

            WikiException bad = assertThrows(WikiException.class, () -> engine.ask(new Question("mallmapp", false, 5, "swedish")));
            assertEquals(WikiException.Kind.USAGE, bad.kind());
            assertEquals("The language must be a two-letter language code, as in ja or pt-BR; \"swedish\" is not one.", bad.getMessage());
            WikiException only = assertThrows(WikiException.class, () -> engine.ask(new Question("lang:sv", false, 5)));
            assertEquals("The question has no words besides its operators: type what to ask after them.", only.getMessage());
        }
    }

    @Test
    void theJsonSaysWhichLanguageTheQuestionWasReadIn() throws Exception {
        Path wiki = dir.resolve("wiki");
        write(wiki, "Tags.md", "# Tags\n\nTo add a tag to a note, type a hash symbol followed by a keyword.\n");
        try (Engine engine = open(wiki)) {
            Map<String, Object> told = AnswerDocument.toMap(engine.ask("How do I add a tag to a note?"));
            Map<String, Object> en = new LinkedHashMap<>();
            en.put("code", "en");
            en.put("pinned", false);
            assertEquals(en, told.get("language"));
            Map<String, Object> none = new LinkedHashMap<>();
            none.put("code", null);
            none.put("pinned", false);
            assertEquals(none, AnswerDocument.toMap(engine.ask("tag")).get("language"));
        }
    }
}
