package ephemeris.wiki;

import java.util.Set;

/**
 * Guesses a text's language: by its script where a script tells it (Japanese kana, Korean Hangul, Chinese
 * characters, Thai, Arabic and Persian, Hebrew, Cyrillic, Greek, Devanagari, Bengali, Khmer), else by its
 * most frequent function words among the Latin-script languages {@link FunctionWords} lists. Multilingual
 * wikis hold the same page in many languages; a question should be answered from the pages in its own
 * language first.
 */
public final class Languages {
    public static final String UNKNOWN = "";

    private Languages() {
    }

    /**
     * The language's code ("en", "ja", "ar", …), or {@link #UNKNOWN} when no language clearly leads. Reads at
     * most 4,000 characters.
     */
    public static String guess(String text) {
        return guess(text, false);
    }

    /**
     * A question's language, as {@link #guess(String)} tells a text's, with what tells a short question apart
     * beyond that (read in questions only, so that an index keeps the languages it gave its pages): Ukrainian's
     * own words in Cyrillic without Ukrainian's own letters, more function words of Italian, Portuguese and
     * Spanish, and Spanish's "¿" and "¡".
     */
    public static String guessQuestion(String question) {
        return guess(question, true);
    }

    private static String guess(String text, boolean question) {
        String byScript = byScript(text);
        if (question && "ru".equals(byScript) && ukrainianWords(text)) {
            return "uk";
        }
        if (byScript != null) {
            return byScript;
        }
        String byFunctionWords = question ? FunctionWords.guessQuestion(text) : FunctionWords.guess(text);
        return byFunctionWords.isEmpty() ? LatinStopSets.vote(text) : byFunctionWords;
    }

    /**
     * The language a script tells, when most letters are in one non-Latin script; null for Latin text
     * (whose language only function words can tell, less surely).
     * Kana make Japanese even among Chinese characters; letters only one of a script's languages uses
     * tell it apart (Persian پ چ ژ گ, Ukrainian і ї є ґ).
     */
    public static String byScript(String text) {
        int n = Math.min(text.length(), 4000);
        int letters = 0;
        int latin = 0;
        java.util.EnumMap<Character.UnicodeScript, Integer> scripts = new java.util.EnumMap<>(Character.UnicodeScript.class);
        boolean persian = false;
        boolean ukrainian = false;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c < 128) {
                if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
                    letters++;
                    latin++;
                }
                continue;
            }
            if (!Character.isLetter(c)) {
                continue;
            }
            letters++;
            Character.UnicodeScript script = Character.UnicodeScript.of(c);
            if (script == Character.UnicodeScript.LATIN) {
                latin++;
                continue;
            }
            scripts.merge(script, 1, Integer::sum);
            persian |= c == 'پ' || c == 'چ' || c == 'ژ' || c == 'گ';
            ukrainian |= c == 'і' || c == 'ї' || c == 'є' || c == 'ґ' || c == 'І' || c == 'Ї' || c == 'Є';
        }
        if (letters == 0 || latin * 2 >= letters) {
            return null;
        }
        int kana = scripts.getOrDefault(Character.UnicodeScript.HIRAGANA, 0) + scripts.getOrDefault(Character.UnicodeScript.KATAKANA, 0);
        int han = scripts.getOrDefault(Character.UnicodeScript.HAN, 0);
        // Kana make Japanese (its particles and endings are a third or more of a sentence's letters), but a
        // katakana brand name alone does not make a Chinese page Japanese.
        if (kana > 0 && kana * 5 >= kana + han) {
            return "ja";
        }
        Character.UnicodeScript main = scripts.entrySet().stream()
                .max(java.util.Map.Entry.<Character.UnicodeScript, Integer>comparingByValue().thenComparing(
                        java.util.Map.Entry.comparingByKey(java.util.Comparator.reverseOrder())))
                .map(java.util.Map.Entry::getKey).orElse(null);
        if (main == null) {
            return null;
        }
        return switch (main) {
            case HAN -> "zh";
            case HANGUL -> "ko";
            case THAI -> "th";
            case ARABIC -> persian ? "fa" : "ar";
            case HEBREW -> "he";
            case CYRILLIC -> ukrainian ? "uk" : "ru";
            case GREEK -> "el";
            case DEVANAGARI -> "hi";
            case BENGALI -> "bn";
            case KHMER -> "km";
            case LAO -> "lo";
            case MYANMAR -> "my";
            default -> UNKNOWN;
        };
    }

    /**
     * Words Ukrainian writes and Russian does not, for a Cyrillic text without the letters only Ukrainian has: a
     * question can lack them ("Чи можна вставити базу …?", can one insert a base …), but not its question word
     * "чи", or "що", "або", "можна", "це", "мені".
     */
    private static final java.util.Set<String> UKRAINIAN_WORDS = java.util.Set.of("чи", "що", "або", "можна", "це", "мені", "щоб", "як");

    private static boolean ukrainianWords(String text) {
        int n = Math.min(text.length(), 4000);
        for (String word : text.substring(0, n).toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}]+")) {
            if (UKRAINIAN_WORDS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the character's script writes words without spaces between them (Chinese, Japanese, Thai, …). */
    public static boolean unspaced(int codePoint) {
        // Below Thai (U+0E00) no script is unspaced: most text is answered there without a script lookup.
        return codePoint >= 0x0E00 && switch (Character.UnicodeScript.of(codePoint)) {
            case HAN, HIRAGANA, KATAKANA, THAI, LAO, KHMER, MYANMAR -> true;
            default -> false;
        };
    }

    /** Whether a language is written in Latin letters: one of those told by function words ({@link FunctionWords}). */
    public static boolean writtenInLatin(String code) {
        return FunctionWords.tells(code);
    }

    private static final Set<String> ISO_CODES = Set.of(java.util.Locale.getISOLanguages());

    /**
     * A language tag as written ("ja", "pt-BR", "zh_TW", "EN") as its language's code ("ja", "pt", "zh",
     * "en"), or {@link #UNKNOWN} when it names no language: the region says nothing the analysis uses.
     */
    public static String code(String tag) {
        if (tag == null) {
            return UNKNOWN;
        }
        String t = tag.strip().toLowerCase(java.util.Locale.ROOT);
        int cut = 0;
        while (cut < t.length() && t.charAt(cut) >= 'a' && t.charAt(cut) <= 'z') {
            cut++;
        }
        if (cut != 2 || cut < t.length() && t.charAt(cut) != '-' && t.charAt(cut) != '_') {
            return UNKNOWN;
        }
        String primary = t.substring(0, cut);
        // The JDK's list of ISO 639 codes still carries the withdrawn "iw" and "in"; Hebrew and Indonesian are he and id.
        primary = switch (primary) {
            case "iw" -> "he";
            case "in" -> "id";
            case "ji" -> "yi";
            default -> primary;
        };
        return ISO_CODES.contains(primary) ? primary : UNKNOWN;
    }

    /**
     * Whether a text reads right to left: more of its letters are in right-to-left scripts (Arabic,
     * Hebrew, Persian, Urdu, Syriac, Thaana) than in left-to-right ones. A majority, not the first letter,
     * so an Arabic step that opens with "Ctrl+Enter" still reads right to left.
     */
    public static boolean rightToLeft(String text) {
        int rtl = 0;
        int ltr = 0;
        for (int i = 0; i < Math.min(text.length(), 4000); i++) {
            switch (Character.getDirectionality(text.charAt(i))) {
                case Character.DIRECTIONALITY_RIGHT_TO_LEFT, Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC -> rtl++;
                case Character.DIRECTIONALITY_LEFT_TO_RIGHT -> ltr++;
                default -> {
                }
            }
        }
        return rtl > ltr;
    }

    /**
     * Whether the text has letters and all are Latin: a question with letters of another script (a Chinese
     * question naming "Obsidian Sync") is in that script's language, however many Latin words it holds.
     */
    public static boolean allLatin(String text) {
        boolean any = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isLetter(c)) {
                if (Character.UnicodeScript.of(c) != Character.UnicodeScript.LATIN) {
                    return false;
                }
                any = true;
            }
        }
        return any;
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
