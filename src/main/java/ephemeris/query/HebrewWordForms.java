package ephemeris.query;

import java.util.ArrayList;
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

    /** The word in its other number, or none when it is not a Hebrew word. */
    static List<String> of(String word) {
        if (word.isEmpty() || !word.chars().allMatch(c -> c >= 0x05D0 && c <= 0x05EA)) {
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
