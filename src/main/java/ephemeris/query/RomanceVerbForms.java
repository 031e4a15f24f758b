package ephemeris.query;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The infinitives a short Italian, Spanish or Portuguese question word in the first person may be the verb of.
 * A how-question asks in the first person ("Come apro un link?", how do I open a link; "¿Cómo abro…?";
 * "Como crio…?") and the pages answer with the infinitive ("Per aprire un collegamento…", to open a link;
 * "Para abrir…"). A word of six letters or more meets the infinitive by its first letters already
 * ({@link QuestionLanguage#forms(String)}: "aggiungo", "aggiungere"); a shorter one does not, since its
 * stem is its whole word but the last letter. So a word of four or five letters that ends in "o" also meets the
 * stem with each infinitive ending of its language: "-are", "-ere", "-ire" in Italian, "-ar", "-er", "-ir" in
 * Spanish and Portuguese. Each form is still to be analysed as the index analyses page text.
 * <p>
 * A noun that ends in "o" gets infinitives too. Most are words no page writes ("modo": "modare"); a few are
 * another word, a kindred one ("paso", step: "pasar", to pass) or not ("marco", frame: "marcar", to mark), and
 * the index reads some "-ere" forms as English words ("testere" as "tester"). Those meet a page's word as a
 * word's other form does, at its lower weight; telling the verb from the noun would take the question's
 * grammar.
 * <p>
 * Lucene's Italian, Spanish and Portuguese stemmers give a short first-person verb and its infinitive different stems
 * ("apro", "aprir"; "abro", "abrir"), and the index does not stem Latin-script words by them.
 */
final class RomanceVerbForms {
    private static final Map<String, List<String>> INFINITIVE_ENDINGS = Map.of(
            "it", List.of("are", "ere", "ire"),
            "es", List.of("ar", "er", "ir"),
            "pt", List.of("ar", "er", "ir"));
    /** The shortest and the longest first-person word given infinitives: a longer one meets them by its first letters. */
    private static final int SHORTEST = 4;
    private static final int LONGEST = QuestionLanguage.PREFIX_LETTERS;

    private RomanceVerbForms() {
    }

    /** The infinitives the word may be the first person of, or none when it is no such word of such a language. */
    static List<String> of(String word, String language) {
        List<String> endings = INFINITIVE_ENDINGS.get(language);
        String w = word.toLowerCase(Locale.ROOT);
        if (endings == null || w.length() < SHORTEST || w.length() > LONGEST || !w.endsWith("o")
                || !w.chars().allMatch(Character::isLetter)) {
            return List.of();
        }
        String stem = w.substring(0, w.length() - 1);
        return endings.stream().map(e -> stem + e).toList();
    }
}
