package ephemeris.wiki;

import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The function words and own letters of the Latin-script languages {@link Languages} tells apart, and the
 * count over them that picks one: the script cannot tell these languages apart, only their short common
 * words can, so the tables and the count live here, apart from the reading of scripts.
 */
final class FunctionWords {
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
     * Words that tell a short question's language beyond those above, read in questions only (a page's language is
     * read from the words above alone, so an index keeps the languages it gave its pages): "¿Cómo hago una copia de
     * seguridad de mi bóveda?" shares "de" and "mi" with Turkish, "O que acontece se eu criar…" "o", "que" and
     * "se" with Spanish.
     */
    private static final Map<String, Set<String>> QUESTION_WORDS = Map.of(
            "es", words("yo mis cuando dónde qué también pero muy"),
            "it", words("dalla dal dalle dagli degli viene vengono perché cosa dove mio mia ho"),
            "pt", words("eu meu minha meus minhas também quando onde isso pelo pela num numa"));
    /** Spanish's opening question and exclamation marks, which tell a Spanish question as its own letters do. */
    private static final String SPANISH_MARKS = "¿¡";

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
    /** Spanish's place in {@link #LANGUAGES}. */
    private static final int SPANISH = java.util.Arrays.asList(LANGUAGES).indexOf("es");
    /** The same for a question: {@link #LANGUAGES_OF} and {@link #QUESTION_WORDS}. */
    private static final Map<String, Integer> LANGUAGES_OF_QUESTION_WORDS = new java.util.HashMap<>();

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
            for (String w : QUESTION_WORDS.getOrDefault(LANGUAGES[l], Set.of())) {
                longest = Math.max(longest, w.length());
                LANGUAGES_OF_QUESTION_WORDS.merge(w, 1 << l, (a, b) -> a | b);
            }
            for (char c : OWN_LETTERS.getOrDefault(LANGUAGES[l], "").toCharArray()) {
                LANGUAGE_OF_LETTER.put(c, l);
            }
        }
        LANGUAGES_OF.forEach((w, bits) -> LANGUAGES_OF_QUESTION_WORDS.merge(w, bits, (a, b) -> a | b));
        LONGEST_FUNCTION_WORD = longest;
    }

    private FunctionWords() {
    }

    private static Set<String> words(String s) {
        return new HashSet<>(Arrays.asList(s.split(" ")));
    }

    /** Whether a language is one of those told here: a Latin-script one. */
    static boolean tells(String code) {
        return FUNCTION_WORDS.containsKey(code);
    }

    /** The language whose function words lead the text, or {@link Languages#UNKNOWN} when none clearly leads. */
    static String guess(String text) {
        return guess(text, false);
    }

    /** As {@link #guess(String)} for a question: its words {@link #QUESTION_WORDS} and Spanish's marks count too. */
    static String guessQuestion(String question) {
        return guess(question, true);
    }

    private static String guess(String text, boolean question) {
        Map<String, Integer> languagesOf = question ? LANGUAGES_OF_QUESTION_WORDS : LANGUAGES_OF;
        int n = Math.min(text.length(), 4000);
        int[] counts = new int[LANGUAGES.length];
        StringBuilder word = new StringBuilder(16);
        for (int i = 0; i <= n; i++) {
            char c = i < n ? text.charAt(i) : ' ';
            if (question && SPANISH_MARKS.indexOf(c) >= 0) {
                counts[SPANISH]++;
            }
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
                Integer languages = languagesOf.get(word.toString());
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
        String best = Languages.UNKNOWN;
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
        return bestCount > second && (best.equals("en") || bestCount >= 2) ? best : Languages.UNKNOWN;
    }
}
