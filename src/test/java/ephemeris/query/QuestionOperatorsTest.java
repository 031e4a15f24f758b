package ephemeris.query;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.wiki.WikiException;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Operators are taken out of the question's words and understood (lang:xx pins its language, the others
 * filter its pages); a malformed one is told plainly, naming itself and the form it expects.
 */
class QuestionOperatorsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            lang:ja グラフビューの設定        | グラフビューの設定 | ja
            How lang:pt-BR do I sync?         | How do I sync?     | pt
            LANG:sv mallmapp                  | mallmapp           | sv
            lang:ja, タグの付け方               | タグの付け方        | ja
            lang:ja lang:ja タグ              | タグ               | ja
            golang:ja and erlang:x            | golang:ja and erlang:x | ''
            How do I add a tag?               | How do I add a tag? | ''
            """)
    void takesTheLanguageOutOfTheWords(String question, String words, String language) throws Exception {
        assertEquals(new QuestionOperators(words, language, SearchFilters.NONE), QuestionOperators.parse(question));
    }

    @Test
    void everyOperatorIsTakenOutOfTheWordsAndUnderstood() throws Exception {
        QuestionOperators o = QuestionOperators.parse(
                "pasta \"tomato  sauce\" -garlic tag:#Food/Italian tag:weeknight path:\"Daily notes/\" path:./Recipes after:2024-01-31 before:2025-01-01 lang:en?");
        assertEquals("pasta tomato sauce", o.words(), "a phrase's words stay in the question");
        assertEquals("pasta", o.bareWords(), "what the window's bar keeps when the operators become chips");
        assertEquals("en", o.language());
        assertEquals(List.of("tomato  sauce"), o.filters().phrases());
        assertEquals(List.of("garlic"), o.filters().excluded());
        assertEquals(List.of("food/italian", "weeknight"), o.filters().tags());
        assertEquals(List.of("Daily notes/", "Recipes"), o.filters().paths());
        assertEquals(Optional.of(LocalDate.of(2024, 1, 31)), o.filters().after());
        assertEquals(Optional.of(LocalDate.of(2025, 1, 1)), o.filters().before());
    }

    @Test
    void aMinusWordIsWhatIsAskedAboutWhenNothingElseIs() throws Exception {
        QuestionOperators option = QuestionOperators.parse("What does -O2 do?");
        assertEquals("What does do? -O2", option.words());
        assertTrue(option.filters().excluded().isEmpty());
        QuestionOperators excluding = QuestionOperators.parse("compiler options -O2");
        assertEquals(List.of("O2"), excluding.filters().excluded());
        assertEquals("compiler options", excluding.words());
    }

    @Test
    void aTypeKeepsOrLeavesOutTheKindsOfFileNamed() throws Exception {
        QuestionOperators o = QuestionOperators.parse("attach type:PDF type:canvas -type:md, function");
        assertEquals("attach function", o.words());
        assertEquals(List.of(FileType.PDF, FileType.CANVAS), o.filters().types());
        assertEquals(List.of(FileType.MARKDOWN), o.filters().notTypes());
        assertTrue(o.filters().byPage(), "a type is read from the page's path, as a folder is");
        assertEquals(FileType.PDF, FileType.of("Attachments/R-intro.PDF"));
        assertEquals(FileType.CANVAS, FileType.of("Boards/Plan.canvas"));
        assertEquals(FileType.MARKDOWN, FileType.of("Notes/pdf.md"));
        assertEquals(List.of(), QuestionOperators.parse("my-type:pdf notes").filters().types(), "only at a word's start");
        QuestionOperators pdfsWithoutDrafts = QuestionOperators.parse("type:pdf -draft");
        assertEquals(List.of("draft"), pdfsWithoutDrafts.filters().excluded(), "with a type to list, a minus word leaves pages out");
        assertEquals("", pdfsWithoutDrafts.words());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            e-mail setup            | e-mail setup
            a - b                   | a - b
            retag:x and mypath:y    | retag:x and mypath:y
            made with ln -s or mklink | made with ln -s or mklink
            What does type: module do? | What does type: module do?
            use # type: ignore here | use # type: ignore here
            a type:doc file         | a type:doc file
            """)
    void wordsThatOnlyLookLikeOperatorsStayWords(String question, String words) throws Exception {
        QuestionOperators o = QuestionOperators.parse(question);
        assertEquals(words, o.words());
        assertTrue(o.filters().isEmpty());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            lang: tags          | lang: expects a two-letter language code, as in lang:ja or lang:pt-BR.
            tags lang:klingon   | lang: expects a two-letter language code, as in lang:ja or lang:pt-BR; "klingon" is not one.
            lang:xx tags        | lang: expects a two-letter language code, as in lang:ja or lang:pt-BR; "xx" is not one.
            lang:ja lang:ko x   | lang: can be given once; the question asks for both ja and ko.
            after:someday x     | after: expects a date written YYYY-MM-DD, as in after:2024-01-31; "someday" is not one.
            x before:2024-02-30 | before: expects a date written YYYY-MM-DD, as in before:2024-01-31; "2024-02-30" is not one.
            x after:24-1-1      | after: expects a date written YYYY-MM-DD, as in after:2024-01-31; "24-1-1" is not one.
            after:2024-05-01 before:2024-05-01 x | after:2024-05-01 is not before before:2024-05-01: no date is in both.
            after:2024-01-01 after:2024-02-01 x | after: can be given once; the question gives both 2024-01-01 and 2024-02-01.
            tag: x              | tag: expects a tag name without spaces, as in tag:recipes or tag:food/italian.
            tag:"two words" x   | tag: expects a tag name without spaces, as in tag:recipes or tag:food/italian; "two words" is not one.
            path: x             | path: expects the start of a page's path in the wiki, as in path:Projects/ or path:"Daily notes/".
            type:pdf -type:PDF x | type:pdf and -type:pdf ask for a page that both is and is not of that type: no page is.
            "unclosed phrase    | A quoted phrase needs its closing quote, as in "exact phrase"; nothing closes the quote before: unclosed phrase
            path:"Daily notes   | path: needs its closing quote, as in "exact phrase"; nothing closes the quote before: Daily notes
            """)
    void aMalformedOperatorNamesItselfAndTheFormItExpects(String question, String message) {
        WikiException e = assertThrows(WikiException.class, () -> QuestionOperators.parse(question));
        assertEquals(WikiException.Kind.USAGE, e.kind());
        assertEquals(message, e.getMessage());
    }

    @Test
    void otherLatinLanguagesMeetWordsByTheirFirstLettersAndEnglishAndUnknownDoNot() {
        assertEquals(new WordForms("mallm", 0), new QuestionLanguage("sv", false).forms("mallmapp"));
        assertEquals(new WordForms("mapp", 5), new QuestionLanguage("sv", false).forms("mapp"));
        // A short word that ends in a consonant also meets its two-letter endings: "Notizen", not "format".
        List<WordForms> note = new QuestionLanguage("de", false).forms("notiz", List.of("notiz"), Analyzers.stemmed());
        assertTrue(note.stream().anyMatch(f -> f.meets("notizen")));
        assertFalse(note.stream().anyMatch(f -> f.meets("notizbuch")));
        List<WordForms> form = new QuestionLanguage("de", false).forms("form", List.of("form"), Analyzers.stemmed());
        assertTrue(form.stream().anyMatch(f -> f.meets("formen")));
        assertFalse(form.stream().anyMatch(f -> f.meets("format")), "\"form\" does not meet \"format\"");
        assertEquals(new WordForms("tag", 4), new QuestionLanguage("pl", false).forms("tagu"));
        assertEquals(new WordForms("plik", 5), new QuestionLanguage("pl", false).forms("pliku"));
        assertEquals(new WordForms("nuov", 5), new QuestionLanguage("it", false).forms("nuova"));
        assertEquals(null, new QuestionLanguage("uk", false).forms("тегу"), "a Cyrillic word's ending is not told by Latin vowels");
        assertEquals(new WordForms("бирка", 0), new QuestionLanguage("uk", false).forms("бирками"));
        // Arabic: the person prefix on a four-letter verb, the accusative ending on any word of four or more.
        assertEquals(new WordForms("بحث", 3), new QuestionLanguage("ar", false).forms("ابحث"));
        assertEquals(new WordForms("ملف", 3), new QuestionLanguage("ar", false).forms("ملفا"));
        assertEquals(null, new QuestionLanguage("ar", false).forms("اعداد"), "a longer noun keeps its alef");
        assertEquals(null, new QuestionLanguage("fa", false).forms("ابحث"));
        assertEquals(null, new QuestionLanguage("ar", false).forms("sync"));
        assertEquals(null, new QuestionLanguage("pl", false).forms("dom"));
        assertEquals(null, new QuestionLanguage("en", false).forms("librarian"));
        assertEquals(null, new QuestionLanguage("", false).forms("mallmapp"));
        assertEquals(null, new QuestionLanguage("ja", true).forms("mallmapp"));
        assertEquals(null, new QuestionLanguage("sv", false).forms("c2280x"));
    }

    @Test
    void anArabicWordHasItsVerbFormsPossessedNounsBareFormAndPrepositionsAndOtherScriptsNone() {
        // Three-letter stem "غير" (change) behind the first-person alef: the stem, "to", the third person,
        // taf'il and "to" with it, if'al and "to" with it, then the word itself behind "to" and "with".
        assertEquals(List.of("غير", "لغير", "يغير", "تغيير", "لتغيير", "اغار", "لاغار", "لاغير", "باغير"), ArabicWordForms.of("اغير"));
        // A weak middle letter ("ضيف", add) is dropped by if'al: "إضافة".
        assertEquals(List.of("ضيف", "لضيف", "يضيف", "تضييف", "لتضييف", "اضاف", "لاضاف", "لاضيف", "باضيف"), ArabicWordForms.of("اضيف"));
        // Form X: istif'al, with the weak middle letter dropped ("أستعيد": "استعادة") or not ("أستخدم": "استخدام").
        assertEquals(List.of("استعاد", "لاستعاد", "لاستعيد", "باستعيد"), ArabicWordForms.of("استعيد"));
        assertEquals(List.of("استخدام", "لاستخدام", "لاستخدم", "باستخدم"), ArabicWordForms.of("استخدم"));
        // A bare three-letter word is as often a noun ("عدد", number: not "إعداد", setting): "to" and "with" only.
        assertEquals(List.of("لعدد", "بعدد"), ArabicWordForms.of("عدد"));
        // A noun with a pronoun joined on: the teh before it was a teh marbuta ("خزنتي", my vault: "خزنة"),
        // or the plural ending stands before it ("ملاحظاتك", your notes: "ملاحظات").
        assertEquals(List.of("خزنه", "لخزنتي", "بخزنتي"), ArabicWordForms.of("خزنتي"));
        assertEquals(List.of("ملاحظات", "لملاحظاتك", "بملاحظاتك"), ArabicWordForms.of("ملاحظاتك"));
        assertEquals(List.of("صفحه", "لصفحتها", "بصفحتها"), ArabicWordForms.of("صفحتها"));
        assertEquals(List.of("لبيتي", "ببيتي"), ArabicWordForms.of("بيتي"), "a noun of three letters ending in teh (بيت, house) keeps it");
        // A word that is a pronoun's letters alone ("كم", how many) is not a possessed noun.
        assertEquals(List.of(), ArabicWordForms.of("كم"));
        assertEquals(List.of(), ArabicWordForms.of("نا"));
        // "To" and "with" written on ("إنشاء", creating: "لإنشاء", to create), never taken off: a first "ب" is
        // as often the word's own ("بطاقة", card, is not "طاقة", energy).
        assertEquals(List.of("لانشاء", "بانشاء"), ArabicWordForms.of("انشاء"));
        assertEquals(List.of("لبطاقه", "ببطاقه"), ArabicWordForms.of("بطاقه"));
        // A word with the article has none: the light stemmer takes it off, and "لل" and "بال" with it.
        assertEquals(List.of(), ArabicWordForms.of("المجلد"));
        assertEquals(List.of(), ArabicWordForms.of("tag"));
    }

    @Test
    void aQuestionWordIsInATextByAllItsStemsOrByOneOfItsOtherForms() {
        Analyzer analyzer = Analyzers.stemmed();
        QuestionWord tagu = QuestionWord.of("tagu", analyzer, new QuestionLanguage("pl", false));
        assertTrue(tagu.in(Set.of("tagi", "spacji")), "Polish \"tagu\" meets \"Tagi\" by its other form");
        assertFalse(QuestionWord.of("tagu", analyzer, new QuestionLanguage("en", false)).in(Set.of("tagi")), "English keeps its stems alone");
        assertTrue(QuestionWord.of("linking", analyzer, new QuestionLanguage("en", false)).in(Set.of("link")));
        assertFalse(QuestionWord.of("the", analyzer, new QuestionLanguage("en", false)).in(Set.of("the")), "a word without stems is in no text");
    }

    @Test
    void aHebrewWordHasItsOtherNumber() {
        // Plural to singular, the last letter in its final form, or with the "ה" the plural dropped:
        // "ממיינים" (one sorts) → "ממיין"; "מילים" (words) → "מילה".
        assertEquals(List.of("ממיין", "ממיינה"), HebrewWordForms.of("ממיינים"));
        assertEquals(List.of("מיל", "מילה"), HebrewWordForms.of("מילים"));
        // A feminine plural's singular ends in "ה" or "ת", or is the bare stem ("חלונות", windows: "חלון");
        // "-יות" drops its "י" ("אפשרויות", options: "אפשרות").
        assertEquals(List.of("הגדרה", "הגדרת", "הגדר"), HebrewWordForms.of("הגדרות"));
        assertEquals(List.of("אפשרויה", "אפשרוית", "אפשרוי", "אפשרות"), HebrewWordForms.of("אפשרויות"));
        // Singular to plural: "ה" dropped, "ת" kept, a final letter written as in mid-word ("דף" → "דפים").
        assertEquals(List.of("הגדרות", "הגדרים"), HebrewWordForms.of("הגדרה"));
        assertEquals(List.of("כותרות"), HebrewWordForms.of("כותרת"));
        assertEquals(List.of("דפים", "דפות"), HebrewWordForms.of("דף"));
        // "לשנות" (to change) is an infinitive, not a plural of "לשנה".
        assertEquals(List.of(), HebrewWordForms.of("לשנות"));
        assertEquals(List.of(), HebrewWordForms.of("tag"));
    }

    @Test
    void aShortFirstPersonVerbMeetsItsInfinitives() {
        assertEquals(List.of("aprare", "aprere", "aprire"), RomanceVerbForms.of("Apro", "it"));
        assertEquals(List.of("abrar", "abrer", "abrir"), RomanceVerbForms.of("abro", "es"));
        assertEquals(List.of("criar", "crier", "criir"), RomanceVerbForms.of("crio", "pt"));
        // Six letters or more meet the infinitive by their first letters; under four, nothing is cut.
        assertEquals(List.of(), RomanceVerbForms.of("cambio", "es"));
        assertEquals(List.of(), RomanceVerbForms.of("uso", "it"));
        assertEquals(List.of(), RomanceVerbForms.of("apri", "it"), "not the first person");
        assertEquals(List.of(), RomanceVerbForms.of("abro", "fr"), "not a language of these endings");
        // As the index reads page text: "aprire" (to open) is "aprir" there, which the question's "apro" meets.
        List<WordForms> open = new QuestionLanguage("it", false).forms("apro", List.of("apro"), Analyzers.stemmed());
        assertTrue(open.stream().anyMatch(f -> f.meets("aprir")), open.toString());
        assertTrue(open.stream().anyMatch(f -> f.meets("apri")), "the other forms of its ending still meet");
        assertFalse(open.stream().anyMatch(f -> f.meets("aprile")), "nor does it meet words that only begin alike");
    }

    @Test
    void aHebrewWordIsWrittenAsThePagesMayWriteIt() {
        // "כותרת" (heading): its plural, each after "the" and "and the", and the same for the word less the
        // letters the index may take off its front ("כ", as; "ו", and), as the index cuts it.
        assertEquals(List.of("הכותרת", "והכותרת", "כותרות", "הכותרות", "והכותרות", "ותרת", "הותרת", "והותרת",
                "תרת", "התרת", "והתרת"), HebrewWordForms.onPages("כותרת"));
        // "בדפים" (in pages): without "in" as well; the other number is the word's as asked only.
        assertEquals(List.of("הבדפים", "והבדפים", "בדף", "הבדף", "והבדף", "בדפה", "הבדפה", "והבדפה",
                "דפים", "הדפים", "והדפים"), HebrewWordForms.onPages("בדפים"));
        // Three letters are left of a word: "הדף" (the page) is not cut to "דף".
        assertEquals(List.of("ההדף", "וההדף", "הדפים", "ההדפים", "וההדפים", "הדפות", "ההדפות", "וההדפות"),
                HebrewWordForms.onPages("הדף"));
        assertEquals(List.of(), HebrewWordForms.onPages("tag"));
    }

    @Test
    void aHebrewQuestionWordMeetsThePagesWordWhateverIsWrittenOntoIt() {
        Analyzer analyzer = Analyzers.stemmed();
        // The index cuts "כותרות" (headings) to "תרות", "הכותרות" (the headings) to "ותרות" and
        // "והכותרות" (and the headings) to "כותרות": the question's bare word meets all three.
        List<String> stems = Analyzers.terms(analyzer, Fields.BODY, "כותרות");
        assertEquals(List.of("תרות"), stems);
        QuestionWord headings = QuestionWord.of("כותרות", analyzer, new QuestionLanguage("he", false));
        for (String page : List.of("הכותרות", "והכותרות", "כותרת", "הכותרת")) {
            List<String> onPage = Analyzers.terms(analyzer, Fields.BODY, page);
            assertTrue(headings.in(Set.copyOf(onPage)), page + " as " + onPage);
        }
        assertFalse(headings.in(Set.of("רות")), "a word cut further than the index cuts it is not met");
    }

    @Test
    void aHebrewQuestionWordMeetsItsOtherNumberEvenOfTwoLetters() {
        // The index leaves a Hebrew word of under four letters whole: "דפים" (pages) meets "דף" (page), and
        // "הדף" (the page), which the index does not cut.
        List<WordForms> pages = new QuestionLanguage("he", false).forms("דפים", List.of("דפים"), Analyzers.stemmed());
        assertEquals(List.of(new WordForms("דף", 2), new WordForms("הדף", 3), new WordForms("דפה", 3)), pages);
    }

    @Test
    void anArabicQuestionWordMeetsItsVerbFormsAsTheIndexStemsThemAndAPersianOneDoesNot() {
        Analyzer analyzer = Analyzers.stemmed();
        // "أغيّر" (I change): the normaliser drops the shadda; the forms are analysed as page text is
        // (the light stemmer leaves "تغيير" whole). Its stem "غير" is left out: it is also "not" and "other".
        List<WordForms> change = new QuestionLanguage("ar", false).forms("أغيّر", List.of("اغير"), analyzer);
        assertEquals(List.of(new WordForms("لغير", 4), new WordForms("يغير", 4),
                new WordForms("تغيير", 5), new WordForms("لتغيير", 6), new WordForms("اغار", 4), new WordForms("لاغار", 5),
                new WordForms("لاغير", 5), new WordForms("باغير", 5)), change);
        assertTrue(change.stream().anyMatch(f -> f.meets("تغيير")));
        assertTrue(change.stream().noneMatch(f -> f.meets("تغييرات")), "a form is met exactly");
        assertTrue(change.stream().noneMatch(f -> f.meets("غير")), "a function word is not a form");
        // "أبحث" (I search) keeps its stem "بحث" (search), which is no function word.
        assertTrue(new QuestionLanguage("ar", false).forms("أبحث", List.of("ابحث"), analyzer).contains(new WordForms("بحث", 3)));
        // "لون" (colour): "بلون" (in colour) is cut to "بل" (rather), "للون" to "ون": too short to be told apart.
        assertEquals(List.of(), new QuestionLanguage("ar", false).forms("لون", List.of("لون"), analyzer));
        // Persian builds its verbs otherwise: the same word in a Persian question has no such forms, nor does
        // a word written with Persian letters in a question read as Arabic.
        assertEquals(List.of(), new QuestionLanguage("fa", false).forms("ابحث", List.of("ابحث"), analyzer));
        assertEquals(List.of(), new QuestionLanguage("ar", false).forms("بیند", List.of("بيند"), analyzer));
    }
}
