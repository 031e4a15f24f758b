package ephemeris.wiki;

import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Guesses a text's language: by its script where a script tells it (Japanese kana, Korean Hangul, Chinese
 * characters, Thai, Arabic and Persian, Hebrew, Cyrillic, Greek, Devanagari, Bengali, Khmer), else by its
 * most frequent function words among the Latin-script languages listed here. Multilingual wikis hold the
 * same page in many languages; a question should be answered from the pages in its own language first.
 */
public final class Languages {
    public static final String UNKNOWN = "";
    private static final Map<String, Set<String>> FUNCTION_WORDS = new LinkedHashMap<>();

    static {
        FUNCTION_WORDS.put("en", words("the and to of is you in for that with how do i what can your it this are on an be by from"
                + " why where which when does my no not if there will a"));
        FUNCTION_WORDS.put("de", words("der die das und ist zu den mit von ich wie ein eine einen nicht sie es auf für werden wird kann dem im du deine sich oder auch"));
        FUNCTION_WORDS.put("fr", words("le les et est une des du pour dans que qui vous votre pas sur avec ce comment je mes au aux ou sont peut"));
        FUNCTION_WORDS.put("es", words("el los las y es una que para con por del se tu tus cómo puedo mi al lo hay o son puede esta este"));
        FUNCTION_WORDS.put("it", words("il di che è per gli della delle nel nella sono come posso si non al alla dei anche questo questa ed un una"));
        FUNCTION_WORDS.put("pt", words("o os as e um uma para com não em no na dos das do da é pode você seu sua como posso ao ou são"));
        FUNCTION_WORDS.put("nl", words("de het een en van is dat op te in je voor met niet zijn hoe kan ik wordt ook om bij"));
        FUNCTION_WORDS.put("pl", words("i w na się z do jest nie że jak czy mogę można dla lub od są jako po"));
        FUNCTION_WORDS.put("tr", words("bir ve bu için ile da de nasıl ne mi mı olarak veya daha çok gibi ben notu notlar"));
        FUNCTION_WORDS.put("vi", words("và của là có các cho được trong để không một những với này bạn tôi làm thế nào"));
        FUNCTION_WORDS.put("id", words("yang dan di untuk dengan ini itu dari ke tidak ada bisa saya anda bagaimana atau dalam"));
        // Close neighbours (Danish and Norwegian, Czech and Slovak) share most of these: a question whose
        // words both read stays unknown, which ranks every page alike, rather than take the wrong one.
        FUNCTION_WORDS.put("sv", words("och att det som en på är för med av till den har inte jag om kan hur var ett vad eller från när så min mina"));
        FUNCTION_WORDS.put("da", words("og at det som en på er for med af til den har ikke jeg om kan hvordan et hvad eller fra når så min mine"));
        FUNCTION_WORDS.put("no", words("og å det som en på er for med av til den har ikke jeg om kan hvordan et hva eller fra når så min mine"));
        FUNCTION_WORDS.put("fi", words("ja on ei se että kun tai mutta jos miten voin kuinka ovat olla myös tämä mitä mikä missä voiko"));
        FUNCTION_WORDS.put("cs", words("a je se na v to že s z do jak mohu pro jsou nebo ve ze k o co když také lze můžu"));
        FUNCTION_WORDS.put("sk", words("a je sa na v to že s z do ako môžem pre sú alebo vo zo k o čo keď aj možno"));
        FUNCTION_WORDS.put("hu", words("a az és hogy nem is egy ez meg van mint de csak vagy hogyan lehet ha már kell mit hol"));
        FUNCTION_WORDS.put("ro", words("și în de la cu pe este nu o un ca mai sau pentru care cum pot sunt din se"));
        FUNCTION_WORDS.put("ca", words("el la els les i de que és per amb no una un com puc es del als al si"));
    }

    /**
     * Letters only one of the languages above writes: each one counts as one of its function words, which
     * tells apart neighbours that share their short words (Polish and Czech "jak", "do").
     */
    private static final Map<String, String> OWN_LETTERS = Map.of(
            "pl", "ąęłśźżćń", "cs", "ěřů", "sk", "ľĺŕ", "hu", "őű", "ro", "ășț", "tr", "ğış", "vi", "ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ",
            "de", "ß", "es", "ñ");

    /** The languages in {@link #FUNCTION_WORDS}'s order, and for each function word a bit per language it belongs to. */
    private static final String[] LANGUAGES = FUNCTION_WORDS.keySet().toArray(String[]::new);
    private static final Map<String, Integer> LANGUAGES_OF = new java.util.HashMap<>();

    private static final Map<Character, Integer> LANGUAGE_OF_LETTER = new java.util.HashMap<>();
    /** The longest function word's length: a longer word of the text is no function word. */
    private static final int LONGEST_FUNCTION_WORD;

    static {
        int longest = 0;
        for (int l = 0; l < LANGUAGES.length; l++) {
            for (String w : FUNCTION_WORDS.get(LANGUAGES[l])) {
                longest = Math.max(longest, w.length());
                LANGUAGES_OF.merge(w, 1 << l, (a, b) -> a | b);
            }
            for (char c : OWN_LETTERS.getOrDefault(LANGUAGES[l], "").toCharArray()) {
                LANGUAGE_OF_LETTER.put(c, l);
            }
        }
        LONGEST_FUNCTION_WORD = longest;
    }

    private Languages() {
    }

    private static Set<String> words(String s) {
        return new HashSet<>(Arrays.asList(s.split(" ")));
    }

    /**
     * The language's code ("en", "ja", "ar", …), or {@link #UNKNOWN} when no language clearly leads. Reads at
     * most 4,000 characters.
     */
    public static String guess(String text) {
        String byScript = byScript(text);
        if (byScript != null) {
            return byScript;
        }
        String byFunctionWords = byFunctionWords(text);
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
            default -> UNKNOWN;
        };
    }

    private static String byFunctionWords(String text) {
        int n = Math.min(text.length(), 4000);
        int[] counts = new int[LANGUAGES.length];
        StringBuilder word = new StringBuilder(16);
        for (int i = 0; i <= n; i++) {
            char c = i < n ? text.charAt(i) : ' ';
            if (c > 0xDF) {
                Integer own = LANGUAGE_OF_LETTER.get(Character.toLowerCase(c));
                if (own != null) {
                    counts[own]++;
                }
            }
            if (Character.isLetter(c)) {
                // A word longer than any function word is skipped without building it.
                if (word.length() <= LONGEST_FUNCTION_WORD) {
                    word.append(Character.toLowerCase(c));
                }
                continue;
            }
            if (!word.isEmpty() && word.length() <= LONGEST_FUNCTION_WORD) {
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
        // One function word of another language is chance in an English question ("Why no OS icons?": "no"
        // and "os" are Portuguese too): another language than English needs two.
        return bestCount > second && (best.equals("en") || bestCount >= 2) ? best : UNKNOWN;
    }

    /** Whether the character's script writes words without spaces between them (Chinese, Japanese, Thai, …). */
    public static boolean unspaced(int codePoint) {
        // Below Thai (U+0E00) no script is unspaced: most text is answered there without a script lookup.
        return codePoint >= 0x0E00 && switch (Character.UnicodeScript.of(codePoint)) {
            case HAN, HIRAGANA, KATAKANA, THAI, LAO, KHMER, MYANMAR -> true;
            default -> false;
        };
    }

    /** Whether a language is written in Latin letters: one of those told by function words here. */
    public static boolean writtenInLatin(String code) {
        return FUNCTION_WORDS.containsKey(code);
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
