package ephemeris.answer;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The words a sentence opens with when it leans on the sentence before it: a demonstrative subject ("This lets
 * you …", "Both give you 40% off …") or a connective that turns from it or goes on from it ("However, …",
 * "Otherwise, …"). Quoted alone, such a sentence names nothing ("Both give you 40% off") or gives the exception
 * without the rule ("However, iCloud Drive on Windows can lead to duplicate or corrupted files" after "iCloud
 * can sync a vault between iOS and macOS"). Each language has its own words; one pattern reads them all, since
 * a page's language is not always known. A word that opens plain sentences in another language is left out:
 * Hungarian "De" (but) is Dutch "the", Czech "To" (it) the English "To" of a purpose clause, French "Mais" (but)
 * Portuguese "more", Swedish "Men" (but) Dutch "one", Dutch "Dit" (this) Danish "your", Polish "Te" (these)
 * Romanian "you", Slovak "Tieto" (these) Finnish "information". Words that also open a plain condition ("if not")
 * are left out, and so are prefixes of other words in the scripts without spaces (Thai "แต่", but, begins "แต่ละ",
 * each).
 * <p>
 * Lucene's stop sets list these words among all function words, without telling the ones that lean on the sentence
 * before from the ones that open a plain sentence.
 */
final class SentenceOpeners {
    /** Languages written with spaces: each word must end where a word ends. */
    private static final Map<String, List<String>> SPACED = Map.ofEntries(
            Map.entry("en", List.of("They", "It", "This", "These", "That", "Those", "Both", "Each", "Either", "Such",
                    "However", "But", "Otherwise", "Instead")),
            Map.entry("de", List.of("Dies", "Diese", "Dieser", "Dieses", "Beide", "Jedoch", "Aber", "Allerdings",
                    "Andernfalls", "Stattdessen")),
            Map.entry("fr", List.of("Cela", "Ceci", "Ces", "Tous deux", "Cependant", "Toutefois", "Sinon")),
            Map.entry("es", List.of("Esto", "Estos", "Estas", "Ambos", "Sin embargo", "Pero", "De lo contrario")),
            Map.entry("it", List.of("Questo", "Questa", "Questi", "Queste", "Entrambi", "Tuttavia", "Però", "Altrimenti")),
            Map.entry("pt", List.of("Isso", "Isto", "Esses", "Essas", "Ambos", "No entanto", "Porém", "Mas", "Caso contrário")),
            Map.entry("nl", List.of("Deze", "Beide", "Echter", "Maar")),
            Map.entry("sv", List.of("Detta", "Dessa", "Båda", "Däremot", "Annars")),
            Map.entry("da", List.of("Dette", "Disse", "Begge", "Ellers")),
            Map.entry("no", List.of("Imidlertid")),
            Map.entry("fi", List.of("Tämä", "Nämä", "Molemmat", "Kuitenkin", "Mutta", "Muuten")),
            Map.entry("cs", List.of("Tyto", "Oba", "Však", "Ale", "Jinak")),
            Map.entry("sk", List.of("Inak")),
            Map.entry("pl", List.of("Jednak", "Inaczej")),
            Map.entry("hu", List.of("Ez", "Ezek", "Mindkettő", "Azonban", "Különben")),
            Map.entry("ro", List.of("Aceasta", "Acestea", "Ambele", "Totuși", "Totuşi", "Altfel")),
            Map.entry("ca", List.of("Això", "Aquests", "Aquestes", "Tanmateix", "Però")),
            Map.entry("tr", List.of("Bu", "Bunlar", "Ancak", "Ama", "Fakat", "Aksi halde")),
            Map.entry("id", List.of("Ini", "Itu", "Keduanya", "Namun", "Tetapi")),
            Map.entry("vi", List.of("Điều này", "Cả hai", "Tuy nhiên", "Nhưng")),
            Map.entry("ru", List.of("Это", "Эти", "Оба", "Однако", "Но", "Иначе")),
            Map.entry("uk", List.of("Це", "Ці", "Обидва", "Однак", "Проте", "Але", "Інакше")),
            Map.entry("el", List.of("Αυτό", "Αυτά", "Αυτές", "Ωστόσο", "Όμως", "Αλλά", "Διαφορετικά")),
            Map.entry("ar", List.of("هذا", "هذه", "كلاهما", "ومع ذلك", "لكن", "ولكن", "وإلا")),
            Map.entry("he", List.of("זה", "אלה", "שניהם", "עם זאת", "אבל", "אך", "אחרת")),
            Map.entry("fa", List.of("این", "اینها", "هر دو", "با این حال", "اما", "ولی")),
            Map.entry("hi", List.of("यह", "ये", "हालांकि", "लेकिन", "परंतु", "अन्यथा")),
            Map.entry("bn", List.of("এটি", "এগুলো", "তবে", "কিন্তু", "অন্যথায়")));

    /** Languages written without spaces: a word is matched at the sentence's start whatever follows it. */
    private static final Map<String, List<String>> UNSPACED = Map.of(
            "ja", List.of("これは", "これら", "ただし", "しかし", "両方"),
            "zh", List.of("这", "這", "但是", "但", "不过", "不過", "然而", "否则", "否則"),
            "ko", List.of("이것", "이러한", "하지만", "그러나", "그렇지 않으면"),
            "th", List.of("สิ่งนี้", "อย่างไรก็ตาม", "มิฉะนั้น"),
            "km", List.of("ទោះយ៉ាងណា", "ប៉ុន្តែ"));

    private static final Pattern OPENER = Pattern.compile("^(?:(?:" + alternatives(SPACED) + ")\\b|(?:" + alternatives(UNSPACED) + "))",
            Pattern.UNICODE_CHARACTER_CLASS);

    private SentenceOpeners() {
    }

    /** Whether the sentence opens with a word that leans on the sentence before it. */
    static boolean leansBack(String sentence) {
        return OPENER.matcher(sentence).find();
    }

    private static String alternatives(Map<String, List<String>> words) {
        // Longest first, so that "But" does not stop a longer word from being read whole; sorted, so the pattern is the same every run.
        return words.values().stream().flatMap(List::stream).distinct()
                .sorted(java.util.Comparator.comparingInt(String::length).reversed().thenComparing(java.util.Comparator.naturalOrder()))
                .map(Pattern::quote).collect(java.util.stream.Collectors.joining("|"));
    }
}
