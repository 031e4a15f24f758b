package ephemeris.wiki;

import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Guesses whether a text is English, German, French or Spanish from its most frequent function words.
 * Multilingual wikis hold the same page in many languages; a question should be answered from the
 * pages in its own language first.
 */
public final class Languages {
    public static final String UNKNOWN = "";
    private static final Map<String, Set<String>> FUNCTION_WORDS = new LinkedHashMap<>();

    static {
        FUNCTION_WORDS.put("en", words("the and to of is you in for that with how do i what can your it this are on an be by from"));
        FUNCTION_WORDS.put("de", words("der die das und ist zu den mit von ich wie ein eine einen nicht sie es auf für werden wird kann dem im du deine sich oder auch"));
        FUNCTION_WORDS.put("fr", words("le les et est une des du pour dans que qui vous votre pas sur avec ce comment je mes au aux ou sont peut"));
        FUNCTION_WORDS.put("es", words("el los las y es una que para con por del se tu tus cómo puedo mi al lo hay o son puede esta este"));
    }

    /** The languages in {@link #FUNCTION_WORDS}'s order, and for each function word a bit per language it belongs to. */
    private static final String[] LANGUAGES = FUNCTION_WORDS.keySet().toArray(String[]::new);
    private static final Map<String, Integer> LANGUAGES_OF = new java.util.HashMap<>();

    static {
        for (int l = 0; l < LANGUAGES.length; l++) {
            for (String w : FUNCTION_WORDS.get(LANGUAGES[l])) {
                LANGUAGES_OF.merge(w, 1 << l, (a, b) -> a | b);
            }
        }
    }

    private Languages() {
    }

    private static Set<String> words(String s) {
        return new HashSet<>(Arrays.asList(s.split(" ")));
    }

    /** "en", "de", "fr", "es", or {@link #UNKNOWN} when no language clearly leads. Reads at most 4,000 characters. */
    public static String guess(String text) {
        int n = Math.min(text.length(), 4000);
        int[] counts = new int[LANGUAGES.length];
        StringBuilder word = new StringBuilder(16);
        for (int i = 0; i <= n; i++) {
            char c = i < n ? text.charAt(i) : ' ';
            if (Character.isLetter(c)) {
                // A word longer than any function word is skipped without building it.
                if (word.length() <= 6) {
                    word.append(Character.toLowerCase(c));
                }
                continue;
            }
            if (!word.isEmpty() && word.length() <= 6) {
                Integer languages = LANGUAGES_OF.get(word.toString());
                if (languages != null) {
                    for (int l = 0; l < counts.length; l++) {
                        if ((languages & (1 << l)) != 0) {
                            counts[l]++;
                        }
                    }
                }
            }
            word.setLength(0);
        }
        String best = UNKNOWN;
        int bestCount = 0;
        int second = 0;
        for (int l = 0; l < counts.length; l++) {
            if (counts[l] > bestCount) {
                second = bestCount;
                bestCount = counts[l];
                best = LANGUAGES[l];
            } else if (counts[l] > second) {
                second = counts[l];
            }
        }
        return bestCount > second ? best : UNKNOWN;
    }

    /** Non-Latin scripts say "not one of the four" even without function words. */
    public static boolean mostlyLatin(String text) {
        int latin = 0;
        int letters = 0;
        for (int i = 0; i < Math.min(text.length(), 4000); i++) {
            char c = text.charAt(i);
            if (c < 128) {
                // ASCII letters are Latin: no script lookup for the common case.
                if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
                    letters++;
                    latin++;
                }
            } else if (Character.isLetter(c)) {
                letters++;
                if (Character.UnicodeScript.of(c) == Character.UnicodeScript.LATIN) {
                    latin++;
                }
            }
        }
        return letters == 0 || latin * 2 >= letters;
    }
}
