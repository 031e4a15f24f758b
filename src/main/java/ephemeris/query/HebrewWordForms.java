package ephemeris.query;

import java.util.List;

/**
 * The other number of a Hebrew question word, as written: the singular of a plural, the plural of a singular.
 * Lucene has no Hebrew stemmer, and the index only takes the one-letter words off a word's front
 * ({@code HebrewPrefixFilter}), so "ממיינים" (one sorts, plural) does not meet the page's "למיין" (to sort), nor
 * "הגדרות" (settings) the page's "הגדרה" (setting). A help wiki asks in the plural ("איך ממיינים את התגים", how
 * does one sort the tags) and answers in the singular, or the other way round.
 * <p>
 * Masculine plurals end in "ים", feminine ones in "ות" where the singular ends in "ה" or "ת" ("הגדרה", "הגדרות";
 * "כותרת", "כותרות"); a singular that ends in one of the five letters with a final form writes it so ("מיין" but
 * "מיינים"). A singular in "ה" or "ת" may also take "ים". Each form is still to be analysed as the index analyses
 * page text.
 */
final class HebrewWordForms {
    private static final String PLURAL = "\u05D9\u05DD";
    private static final String FEMININE_PLURAL = "\u05D5\u05EA";
    private static final char HE = '\u05D4';
    private static final char TAV = '\u05EA';
    /** The letters written in a final form at a word's end, and those forms: כ מ נ פ צ and ך ם ן ף ץ. */
    private static final String MEDIAL = "\u05DB\u05DE\u05E0\u05E4\u05E6";
    private static final String FINAL = "\u05DA\u05DD\u05DF\u05E3\u05E5";
    /** The fewest letters a singular keeps. */
    private static final int SINGULAR_LETTERS = 2;

    private HebrewWordForms() {
    }

    /** The word in its other number, or none when it is not a Hebrew word. */
    static List<String> of(String word) {
        if (word.isEmpty() || !word.chars().allMatch(c -> c >= 0x05D0 && c <= 0x05EA)) {
            return List.of();
        }
        int n = word.length();
        if (word.endsWith(PLURAL) && n - 2 >= SINGULAR_LETTERS) {
            return List.of(withFinalLetter(word.substring(0, n - 2)));
        }
        if (word.endsWith(FEMININE_PLURAL) && n - 2 >= SINGULAR_LETTERS) {
            return List.of(word.substring(0, n - 2) + HE, word.substring(0, n - 2) + TAV);
        }
        if ((word.charAt(n - 1) == HE || word.charAt(n - 1) == TAV) && n - 1 >= SINGULAR_LETTERS) {
            return List.of(word.substring(0, n - 1) + FEMININE_PLURAL, word + PLURAL);
        }
        return List.of(withMedialLetter(word) + PLURAL);
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
