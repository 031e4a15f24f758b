package ephemeris.query;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The other number of a Hebrew question word, as written: the singular of a plural, the plural of a singular.
 * Lucene has no Hebrew stemmer, and the index only takes the one-letter words off a word's front
 * ({@code HebrewPrefixFilter}), so "ממיינים" (one sorts, plural) does not meet the page's "למיין" (to sort), nor
 * "הגדרות" (settings) the page's "הגדרה" (setting). A help wiki asks in the plural ("איך ממיינים את התגים", how
 * does one sort the tags) and answers in the singular, or the other way round.
 * <p>
 * Masculine plurals end in "ים", feminine ones in "ות"; a singular in "ה" drops it ("מילה", "מילים"; "הגדרה",
 * "הגדרות"), one in "ת" keeps its stem ("כותרת", "כותרות"; "אפשרות", "אפשרויות"), and some masculine nouns take
 * "ות" ("חלון", "חלונות"). A singular that ends in one of the five letters with a final form writes it so ("דף"
 * but "דפים"). A word that opens with "ל" and ends in "ות" is read as an infinitive ("לשנות", to change), not
 * as a plural. Each form is still to be analysed as the index analyses page text.
 * <p>
 * The index takes up to two of the one-letter words off a word's front, but only while three letters are left, and
 * it cannot tell them from a word's own first letters ("כותרות", headings, opens with "כ", as). So one word is
 * cut differently by what is written onto it: "כותרות" becomes "תרות", "הכותרות" (the headings) "ותרות", and
 * "והכותרות" (and the headings) "כותרות". {@link #onPages} writes the question word as the pages may: bare,
 * after "the", and after "and the", and so the word without the one-letter words the question wrote onto it.
 * <p>
 * Lucene ships no Hebrew stemmer or stop words, and ICU4J no Hebrew morphology, so no library relates a Hebrew word's
 * singular to its plural.
 */
final class HebrewWordForms {
    private static final String PLURAL = "\u05D9\u05DD";
    private static final String FEMININE_PLURAL = "\u05D5\u05EA";
    private static final char HE = '\u05D4';
    private static final char TAV = '\u05EA';
    private static final char YOD = '\u05D9';
    private static final char LAMED = '\u05DC';
    /** The letters written in a final form at a word's end, and those forms: כ מ נ פ צ and ך ם ן ף ץ. */
    private static final String MEDIAL = "\u05DB\u05DE\u05E0\u05E4\u05E6";
    private static final String FINAL = "\u05DA\u05DD\u05DF\u05E3\u05E5";
    /** The fewest letters a singular keeps. */
    private static final int SINGULAR_LETTERS = 2;

    private HebrewWordForms() {
    }

    /** "The" and "and the" written onto a word: after them the index cuts a word of three letters or more back to itself. */
    private static final List<String> WRITTEN_BEFORE = List.of("", "\u05D4", "\u05D5\u05D4");
    /** The one-letter words Hebrew writes onto the next word, as {@code HebrewPrefixFilter} takes them off. */
    private static final String PREFIX_LETTERS = "\u05D5\u05D4\u05D1\u05DC\u05DE\u05E9\u05DB";
    /** The fewest letters left of a word once the one-letter words written onto it are taken off. */
    private static final int CORE_LETTERS = 3;

    /**
     * The other ways the pages may write a Hebrew question word: each of its numbers alone, after "the" and after
     * "and the"; and the word without one or two of the one-letter words written onto its front, while three
     * letters are left ("בכותרות", in headings: "כותרות"), alone and after them, in its number as asked only (a
     * letter taken off may be the word's own). None when it is not a Hebrew word.
     */
    static List<String> onPages(String word) {
        if (!hebrew(word)) {
            return List.of();
        }
        List<String> cores = new ArrayList<>(List.of(word));
        for (int k = 1; k <= 2 && word.length() - k >= CORE_LETTERS && PREFIX_LETTERS.indexOf(word.charAt(k - 1)) >= 0; k++) {
            cores.add(word.substring(k));
        }
        LinkedHashSet<String> out = new LinkedHashSet<>();
        for (String core : cores) {
            List<String> numbers = new ArrayList<>(List.of(core));
            if (core.equals(word)) {
                numbers.addAll(of(core)); // the other number of the word as asked only: a core may be a cut too far
            }
            for (String number : numbers) {
                for (String before : WRITTEN_BEFORE) {
                    out.add(before + number);
                }
            }
        }
        out.remove(word);
        return List.copyOf(out);
    }

    private static boolean hebrew(String word) {
        return !word.isEmpty() && word.chars().allMatch(c -> c >= 0x05D0 && c <= 0x05EA);
    }

    /** The word in its other number, or none when it is not a Hebrew word. */
    static List<String> of(String word) {
        if (!hebrew(word)) {
            return List.of();
        }
        int n = word.length();
        if (word.endsWith(PLURAL) && n - 2 >= SINGULAR_LETTERS) {
            String stem = word.substring(0, n - 2);
            return List.of(withFinalLetter(stem), stem + HE);
        }
        if (word.endsWith(FEMININE_PLURAL) && word.charAt(0) == LAMED) {
            return List.of(); // an infinitive of a verb whose root ends in "ה" ("לשנות", to change): no plural
        }
        if (word.endsWith(FEMININE_PLURAL) && n - 2 >= SINGULAR_LETTERS) {
            String stem = word.substring(0, n - 2);
            List<String> out = new ArrayList<>(List.of(stem + HE, stem + TAV, withFinalLetter(stem)));
            if (stem.charAt(stem.length() - 1) == YOD && stem.length() - 1 >= SINGULAR_LETTERS) {
                out.add(stem.substring(0, stem.length() - 1) + TAV); // "אפשרויות" (options): "אפשרות"
            }
            return out;
        }
        if (word.charAt(n - 1) == HE && n - 1 >= SINGULAR_LETTERS) {
            String stem = word.substring(0, n - 1);
            return List.of(stem + FEMININE_PLURAL, stem + PLURAL);
        }
        if (word.charAt(n - 1) == TAV && n - 1 >= SINGULAR_LETTERS) {
            return List.of(word.substring(0, n - 1) + FEMININE_PLURAL);
        }
        String medial = withMedialLetter(word);
        return List.of(medial + PLURAL, medial + FEMININE_PLURAL);
    }

    private static String withFinalLetter(String word) {
        int i = MEDIAL.indexOf(word.charAt(word.length() - 1));
        return i < 0 ? word : word.substring(0, word.length() - 1) + FINAL.charAt(i);
    }

    private static String withMedialLetter(String word) {
        int i = FINAL.indexOf(word.charAt(word.length() - 1));
        return i < 0 ? word : word.substring(0, word.length() - 1) + MEDIAL.charAt(i);
    }
}
