package ephemeris.query;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.wiki.Languages;
import org.apache.lucene.analysis.Analyzer;

import java.util.ArrayList;
import java.util.List;

/**
 * The language a question is read in: the one the user pinned ({@code lang:xx} in the question, the CLI's
 * {@code --lang}, MCP's {@code lang}, the window's language menu), else the one it reads as.
 *
 * @param code   the language's code ("ja", "sv", …), or empty when it cannot be told
 * @param pinned whether the user chose it rather than Ephemeris guessing it
 */
public record QuestionLanguage(String code, boolean pinned) {
    /** How many first letters a longer word shares with its other forms. */
    public static final int PREFIX_LETTERS = 5;
    /** The bare alef, which the Arabic normaliser also makes of the hamza-alef "أ". */
    private static final String ARABIC_ALEF = "\u0627";
    /**
     * Two-letter endings a short noun or verb of the languages met by first letters takes: German, Dutch and
     * Swedish plurals and cases ("Notizen", "Bilder", "mappar", "mappen"), Polish "-ów" as folded ("plików"),
     * Hungarian plurals ("-ok", "-ek", "-ak"), Danish and Norwegian "-et".
     */
    private static final List<String> TWO_LETTER_ENDINGS = List.of("en", "er", "es", "em", "ow", "ar", "or", "ok", "ek", "ak", "et");
    /** The shortest word whose other forms are met by all its letters but the last. */
    private static final int SHORT_WORD_LETTERS = 4;
    /** The fewest letters an Arabic form keeps once stemmed (see {@link #forms(String, List, Analyzer)}). */
    private static final int SHORT_FORM_LETTERS = 3;
    /** The fewest a Hebrew form keeps: the index leaves a Hebrew word of under four letters whole ("דף", page). */
    private static final int SHORT_HEBREW_FORM_LETTERS = 2;
    /** Letters Persian writes and Arabic does not: ی, ک, پ, چ, ژ, گ. */
    private static final String PERSIAN_LETTERS = "\u06CC\u06A9\u067E\u0686\u0698\u06AF";
    /** Reads a word as the index's exact field does: Arabic letters normalised, nothing cut off. */
    private static final Analyzer NORMALISED = Analyzers.exact();
    /** Languages written in Cyrillic letters, which the index stems by Russian rules (their own or not). */
    private static final java.util.Set<String> CYRILLIC = java.util.Set.of("ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "tg");

    public QuestionLanguage {
        code = code == null ? Languages.UNKNOWN : code;
    }

    /** The pinned language when there is one (a code, empty for none), else the question's own. */
    public static QuestionLanguage of(String question, String pinned) {
        String code = Languages.code(pinned);
        return code.isEmpty() ? new QuestionLanguage(Languages.guessQuestion(question), false) : new QuestionLanguage(code, true);
    }

    /** The question's own language, guessed from its words. */
    public static QuestionLanguage of(String question) {
        return of(question, Languages.UNKNOWN);
    }

    /**
     * Whether a word of the question also meets the other forms of it that share its first
     * {@value #PREFIX_LETTERS} letters ("grafvyn" and "grafvy", "názvů" and "název"). The index stems Latin
     * letters by the English rules, which leave other languages' endings on; a question known to be in
     * another language written in Latin letters has its words met by their first letters too, as
     * truncation stemming does for languages without a stemmer of their own. Cyrillic letters are stemmed by
     * the Russian rules, so the other Cyrillic languages are met the same way; and so is Russian, whose rules
     * leave a verb and its noun apart ("восстановить", to restore; "восстановление", restoring) and a noun whose
     * vowel drops out ("карточку", "карточек"). English keeps its rules alone.
     */
    public boolean matchesByPrefix() {
        return !code.isEmpty() && !code.equals("en") && Languages.writtenInLatin(code) || CYRILLIC.contains(code);
    }

    /**
     * The other forms a stem also meets, or null when it is too short to cut or its language keeps exact stems.
     * A word longer than {@value #PREFIX_LETTERS} letters meets every word that shares its first
     * {@value #PREFIX_LETTERS}. A shorter word of {@value #SHORT_WORD_LETTERS} or more Latin letters meets the
     * forms that differ from it by its ending, which in most of these languages is a last vowel: one that ends
     * in a vowel meets the words no longer than it that share its other letters ("tagu": "tag", "tagi"; "pliku":
     * "plik", "pliki"), one that ends otherwise the words one letter longer that begin with it ("plik": "pliki",
     * "pliku"), and those it makes with a two-letter ending ({@link #TWO_LETTER_ENDINGS}, in
     * {@link #forms(String, List, Analyzer)}). Either way "link" does not meet "line", nor "form" "format": a
     * longer tail would have a short stem meet unrelated words that begin the same way ("valv" and "valet"). Stems reach here ASCII-folded ("ó" is "o").
     */
    public WordForms forms(String stem) {
        if (code.equals("ar")) {
            return arabicForm(stem);
        }
        if (!matchesByPrefix() || stem.length() < SHORT_WORD_LETTERS || !stem.chars().allMatch(Character::isLetter)) {
            return null;
        }
        if (stem.length() > PREFIX_LETTERS) {
            return new WordForms(stem.substring(0, PREFIX_LETTERS), 0);
        }
        if (!Languages.writtenInLatin(code)) {
            return null; // a Cyrillic word's ending is not told by Latin vowels
        }
        return endsInVowel(stem) ? new WordForms(stem.substring(0, stem.length() - 1), stem.length())
                : new WordForms(stem, stem.length() + 1);
    }

    /** The other forms of a word analysed into {@code stems}: only a word of one stem has them. */
    public WordForms forms(List<String> stems) {
        return stems.size() == 1 ? forms(stems.getFirst()) : null;
    }

    /**
     * Every other form a question word meets: those of {@link #forms(List)}; for an Arabic question, the forms its
     * verbs, nouns and possessed nouns take on the pages ({@link ArabicWordForms}); for a Hebrew one, its other
     * number and the word with "the" or "and the" written onto it ({@link HebrewWordForms#onPages}), which the
     * index cuts differently; for an Italian, Spanish or Portuguese one, the infinitives a short first-person verb
     * may be of ({@link RomanceVerbForms}). Each of the last three is analysed by {@code analyzer} as the index analyses
     * page text, and met exactly. Left out:
     * <ul>
     *   <li>an Arabic form the light stemmer cuts to fewer than {@value #SHORT_FORM_LETTERS} letters, a stem shared
     *   by unrelated words ("بلون", in colour, is cut to "بل", rather);</li>
     *   <li>a form that is a function word of the language;</li>
     *   <li>Arabic forms of a word written with Persian letters, whatever the question was read as: Persian builds
     *   its verbs otherwise.</li>
     * </ul>
     *
     * @param word  the question word as written
     * @param stems the word's terms in the index's body field
     */
    public List<WordForms> forms(String word, List<String> stems, Analyzer analyzer) {
        List<WordForms> out = new ArrayList<>();
        WordForms byEnding = forms(stems);
        if (byEnding != null && !functionWord(byEnding)) {
            out.add(byEnding);
            String stem = stems.getFirst();
            if (byEnding.prefix().equals(stem) && byEnding.maxLength() == stem.length() + 1) {
                // A short word that ends in a consonant: its two-letter endings too ("Notiz", "Notizen").
                for (String ending : TWO_LETTER_ENDINGS) {
                    out.add(new WordForms(stem + ending, stem.length() + 2));
                }
            }
        }
        if (stems.size() != 1) {
            return out;
        }
        List<String> written = code.equals("he") ? HebrewWordForms.onPages(word)
                : code.equals("ar") && word.chars().noneMatch(c -> PERSIAN_LETTERS.indexOf(c) >= 0) ? arabicForms(word)
                : RomanceVerbForms.of(word, code);
        for (String form : written) {
            List<String> terms = Analyzers.terms(analyzer, Fields.BODY, form);
            if (terms.size() != 1 || stems.contains(terms.getFirst())) {
                continue;
            }
            String t = terms.getFirst();
            int letters = t.codePointCount(0, t.length());
            WordForms exact = new WordForms(t, letters);
            boolean tooShort = letters < (code.equals("he") ? SHORT_HEBREW_FORM_LETTERS : SHORT_FORM_LETTERS);
            if (!tooShort && !out.contains(exact) && !functionWord(exact) && (byEnding == null || !byEnding.meets(t))) {
                out.add(exact);
            }
        }
        return out;
    }

    /** The Arabic word's other forms as written ({@link ArabicWordForms}), from the word as the normaliser leaves it. */
    private static List<String> arabicForms(String word) {
        List<String> normalised = Analyzers.terms(NORMALISED, Fields.BODY_EXACT, word);
        return normalised.size() == 1 ? ArabicWordForms.of(normalised.getFirst()) : List.of();
    }

    /**
     * Whether the form is one whole word that is a function word of this language: the stem of "أغيّر" (I
     * change) is "غير", which is also "not" and "other", on nearly every page.
     */
    private boolean functionWord(WordForms form) {
        boolean wholeWord = form.maxLength() == form.prefix().codePointCount(0, form.prefix().length());
        return wholeWord && Stopwords.contains(form.prefix(), code);
    }

    /**
     * The other form of an Arabic question word that the index's light stemmer leaves apart, or null. Questions
     * ask in the first person ("كيف أبحث", how do I search), whose verbs open with the hamza-alef that the
     * pages' nouns and imperatives lack ("البحث", the search: "بحث"); and an indefinite object takes the
     * accusative ending "ًا" ("ملفًا", a file), which the pages' other cases lack ("ملف"). The normaliser has
     * already made the hamza-alef a bare alef and dropped the ending's mark, so a word of four letters or more
     * that ends with an alef meets itself without it; one of exactly four that begins with one (the person
     * prefix on a three-letter root) does too. A longer word that begins with an alef is a noun ("إعداد",
     * setting), which without it would meet another word ("عداد", counter).
     */
    private static WordForms arabicForm(String stem) {
        if (stem.length() < SHORT_WORD_LETTERS || !stem.chars().allMatch(c -> Character.isLetter(c)
                && Character.UnicodeScript.of(c) == Character.UnicodeScript.ARABIC)) {
            return null;
        }
        String form = stem.endsWith(ARABIC_ALEF) ? stem.substring(0, stem.length() - 1)
                : stem.startsWith(ARABIC_ALEF) && stem.length() == SHORT_WORD_LETTERS ? stem.substring(1) : null;
        return form == null ? null : new WordForms(form, form.length());
    }

    /** Whether the (ASCII-folded) word's last letter is a vowel. */
    private static boolean endsInVowel(String word) {
        return "aeiouy".indexOf(Character.toLowerCase(word.charAt(word.length() - 1))) >= 0;
    }
}
