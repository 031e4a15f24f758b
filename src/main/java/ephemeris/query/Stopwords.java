package ephemeris.query;

import ephemeris.wiki.LatinStopSets;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.ar.ArabicAnalyzer;
import org.apache.lucene.analysis.bg.BulgarianAnalyzer;
import org.apache.lucene.analysis.el.GreekAnalyzer;
import org.apache.lucene.analysis.ru.RussianAnalyzer;
import org.apache.lucene.analysis.th.ThaiAnalyzer;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Words that carry no topic in a question: function words, question words and generic filler, in the
 * languages the wiki is most likely to be asked in. Lower-case. Each language's own list is Lucene's stop words
 * where Lucene ships them, with the question words they leave out; English's adds to Snowball's list the modal
 * verbs ("can", "will", "may") and a question's filler ("tell", "explain", "please"), which no Lucene list holds.
 */
final class Stopwords {
    private static final Set<String> WORDS = Set.copyOf(java.util.Arrays.asList(
            // English function words and question words
            "a", "an", "the", "and", "or", "but", "if", "then", "so", "as", "of", "to", "in", "on", "for", "with",
            "about", "from", "by", "at", "into", "onto", "over", "under", "than", "via", "per", "up", "out", "off",
            "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "done", "doing",
            "have", "has", "had", "having", "can", "could", "should", "would", "will", "shall", "may", "might", "must",
            "i", "me", "my", "mine", "you", "your", "yours", "we", "us", "our", "they", "them", "their", "he", "she",
            "him", "her", "his", "it", "its", "this", "that", "these", "those", "there", "here", "which", "who",
            "whom", "whose", "what", "when", "where", "why", "how", "whats", "hows", "not", "no", "yes", "all",
            "any", "some", "each", "every", "other", "another", "such", "own", "same", "too", "very", "just",
            "also", "only", "more", "most", "much", "many", "few", "s", "t", "don", "doesn", "isn", "aren", "let",
            "lets", "get", "gets", "got", "way", "ways", "thing", "things", "something", "anything", "tell",
            "explain", "know", "want", "wanted", "need", "needs", "please", "able", "possible", "kind", "sort",
            "mean", "means", "meant", "meaning",
            "really", "actually", "still", "even", "again", "one", "ones", "someone", "anyone", "like", "ok",
            "okay", "hi", "hello", "thanks", "without", "within", "between", "while", "during", "before", "after",
            "whether", "else", "instead", "both", "either", "neither", "nor", "because", "since", "until"));

    private Stopwords() {
    }

    /** Snowball's English stop words, as Lucene ships them: "once", "above", "through", "myself" beside the list above. */
    private static final CharArraySet SNOWBALL_ENGLISH = snowball("english_stop.txt");

    /**
     * A stop word file of Lucene's Snowball package, opened by Lucene's own resource loader: its module opens the
     * package to lucene-core only, so on the module path (the packaged app) this module could not open it itself.
     */
    private static CharArraySet snowball(String file) {
        try (java.io.Reader r = org.apache.lucene.util.IOUtils.getDecodingReader(
                new org.apache.lucene.util.ClasspathResourceLoader(org.apache.lucene.analysis.snowball.SnowballFilter.class)
                        .openResource(file), java.nio.charset.StandardCharsets.UTF_8)) {
            return CharArraySet.unmodifiableSet(org.apache.lucene.analysis.WordlistLoader.getSnowballWordSet(r));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // a resource of Lucene's own jar
        }
    }

    /** English contractions: "doesn't", "I'm", "you're", "we've", "they'll", "I'd", with ' or ’. */
    private static final java.util.regex.Pattern CONTRACTION =
            java.util.regex.Pattern.compile("(.+?)(n't|'m|'re|'ve|'ll|'d)");
    /** What is left of a negation whose stem changes: can't, won't, shan't, ain't. */
    private static final Set<String> NEGATION_STEMS = Set.of("ca", "wo", "sha", "ai");

    /**
     * Lucene's stop words of the languages whose script no other listed language shares, as written: a Cyrillic,
     * Arabic-script, Greek or Thai word is tested against them whatever the question's language (Persian's and
     * Hindi's, listed normalised, are {@link NormalisedStopwords}).
     */
    private static final List<CharArraySet> OWN_SCRIPT = List.of(RussianAnalyzer.getDefaultStopSet(),
            BulgarianAnalyzer.getDefaultStopSet(), ArabicAnalyzer.getDefaultStopSet(),
            GreekAnalyzer.getDefaultStopSet(), ThaiAnalyzer.getDefaultStopSet(),
            new CharArraySet(List.of(
                    // Ukrainian question and function words (Lucene's Ukrainian stop words come with a 20 MB dictionary)
                    "як", "що", "де", "чи", "коли", "чому", "який", "яка", "яке", "які", "до", "в", "у", "на", "і", "й",
                    "та", "з", "із", "зі", "для", "мені", "можна", "я", "мій", "моя", "мої", "свою", "свої", "це", "не",
                    "або", "від", "по", "за", "про", "щоб", "мене",
                    "скільки", "моїх", "моїм", "моєї", "моє", "свій", "своїх", "свою", "якщо", "лише", "тільки", "цей", "ця", "ці",
                    // Russian words Lucene's Russian stop words leave out: how many, my, your own, this
                    "сколько", "моих", "моим", "мои", "моей", "моё", "свои", "своих", "это", "этот", "эта", "эти",
                    // Arabic question words Lucene's Arabic stop words leave out
                    "كيف", "ماذا", "هل", "أين", "متى", "لماذا", "يمكنني", "يمكن", "أنا", "أستطيع", "طريقة",
                    // Greek question and function words Lucene's Greek stop words leave out (written as its
                    // analysis leaves words: no accents, σ for ς)
                    "πωσ", "ποιοσ", "ποια", "ποιο", "ποιον", "ποιοι", "ποιεσ", "ποιου", "ποιασ", "που", "ποτε", "γιατι",
                    "τι", "μου", "μασ", "σου", "σασ", "μπορω", "μπορει", "μπορειτε", "μπορουμε", "πρεπει", "εγω",
                    // the indefinite article, the plural articles "τις", "τους" and the same after "σε", "όταν" (when),
                    // "κάνω" (I do), the light verb of "how do I make"
                    "ενασ", "εναν", "ενοσ", "ενα", "μια", "μιασ", "τισ", "τουσ", "στα", "στισ", "στουσ", "οταν", "κανω",
                    "ποσο", "ποση", "ποσα", "ποσεσ", "ποσουσ", "μαζι",
                    // Thai "how" as spoken ("ได้ยังไง", how can I), which Lucene's Thai stop words leave out
                    "ไง", "ยังไง", "อย่างไร",
                    // Hebrew question and function words (Lucene ships none)
                    "איך", "מה", "את", "של", "על", "אני", "אם", "לי", "זה", "זו", "או", "עם", "גם", "כדי", "אפשר",
                    "ניתן", "האם", "איפה", "מתי", "למה", "כיצד", "שלי", "אל", "לא", "כל"), false));

    /**
     * Lucene's stop words of each Latin-script language, with question words it leaves out, applied only when
     * the question is in that language: "come" asks "how" in Italian but is a topic word in English.
     */
    private static final Map<String, CharArraySet> BY_LANGUAGE = Map.ofEntries(
            // Lucene's lists of German, French and Spanish with the question words they leave out (and "für", "können"
            // typed without the umlaut), without the words they list that name what a help wiki is about: "weg" (way,
            // path) and "estado" (state, status: "barra de estado", the status bar).
            Map.entry("de", union(without(LatinStopSets.of("de"), "weg"), "wann", "warum", "wer", "dass", "konnen", "fur")),
            Map.entry("fr", union(LatinStopSets.of("fr"), "vers", "comment", "quoi", "où", "est", "est-ce", "puis", "peut",
                    "faire")),
            Map.entry("es", union(without(LatinStopSets.of("es"), "estado", "estados", "estada", "estadas"), "cómo", "cuál",
                    "dónde", "cuándo", "puedo", "puede", "unas", "hacer")), Map.entry(
            "it", union(LatinStopSets.of("it"), "posso", "può", "puoi", "come", "dove", "quando", "perché",
                    "cosa", "quale", "quali", "mio", "mia", "miei", "mie", "fare", "modo")), Map.entry(
            "pt", union(LatinStopSets.of("pt"), "posso", "pode", "como", "onde", "quando", "qual", "quais",
                    "meu", "minha", "meus", "minhas", "fazer")),
            Map.entry("nl", union(LatinStopSets.of("nl"), "hoe", "waar", "wanneer", "welke", "welk", "waarom", "wat", "wie",
                    "kan", "mijn", "laten", "krijg", "krijgt")), Map.entry(
            "tr", union(LatinStopSets.of("tr"), "nasıl", "nerede", "hangi", "mı", "mi", "mu", "mü", "nedir",
                    "ben", "benim", "bir", "ile", "ve", "için", "ne", "olarak",
                    // the question particle with a person ending ("kullanabilir miyim", can I use)
                    "miyim", "mıyım", "muyum", "müyüm", "misin", "mısın", "musun", "müsün", "miyiz", "mıyız", "muyuz",
                    "müyüz", "midir", "mıdır", "mudur", "müdür")),
            Map.entry("id", union(LatinStopSets.of("id"), "bagaimana", "cara", "saya", "bisakah", "apakah", "mana")),
            Map.entry("sv", union(LatinStopSets.of("sv"), "hur", "var", "vad", "vilken", "vilka", "kan", "jag", "min", "mina",
                    "vissa", "andra")),
            Map.entry("da", union(LatinStopSets.of("da"), "hvordan", "hvor", "hvad", "hvilken", "kan", "jeg", "min", "mine")),
            Map.entry("no", union(LatinStopSets.of("no"), "hvordan", "hvor", "hva", "hvilken", "kan", "jeg", "min", "mine")),
            Map.entry("fi", union(LatinStopSets.of("fi"), "miten", "kuinka", "missä", "voin", "voiko", "voinko", "minun")),
            Map.entry("cs", union(LatinStopSets.of("cs"), "jak", "kde", "kdy", "mohu", "můžu", "lze", "můj", "moje", "se",
                    "kolik", "abych", "mám", "víc", "více", "třeba", "mých", "všech")),
            Map.entry("hu", union(LatinStopSets.of("hu"), "hogyan", "hol", "mikor", "lehet", "tudom", "tudok", "az", "egy")),
            Map.entry("ro", union(LatinStopSets.of("ro"), "cum", "unde", "când", "pot", "meu", "mea")),
            Map.entry("ca", union(LatinStopSets.of("ca"), "com", "on", "quan", "puc", "meu", "meva")),
            // Lucene's Polish stop words come with its Polish stemmer (lucene-analysis-stempel), which is not a dependency.
            Map.entry("pl", new CharArraySet(List.of("jak", "co", "czy", "gdzie", "kiedy", "dlaczego", "jaki", "jaka", "jakie",
                    "w", "we", "na", "do", "z", "ze", "się", "mogę", "można", "i", "o", "to", "jest", "są", "nie", "a",
                    "lub", "dla", "od", "po", "mój", "moja", "moje", "moich", "mi", "mnie", "ja", "jego", "jej", "ten",
                    "ta", "te", "tym", "jako", "przez", "aby", "żeby"), false)),
            // Lucene ships no Vietnamese stop words.
            Map.entry("vi", new CharArraySet(List.of("làm", "thế", "nào", "sao", "như", "gì", "có", "không", "của", "và", "để",
                    "tôi", "cách", "trong", "một", "các", "những", "là", "được", "cho", "với", "này", "đó", "ở", "khi",
                    "bạn", "mình", "thì", "hay", "hoặc", "vào", "ra", "lên", "từ", "đâu", "bao", "giờ", "trên", "đang"), false)));

    /** Lucene's stop words of a language without the given ones. */
    private static CharArraySet without(CharArraySet lucene, String... topics) {
        Set<String> left = Set.of(topics);
        CharArraySet out = new CharArraySet(lucene.size(), false);
        for (Object word : lucene) {
            String w = new String((char[]) word);
            if (!left.contains(w)) {
                out.add(w);
            }
        }
        return CharArraySet.unmodifiableSet(out);
    }

    /** Lucene's stop words of a language and question words it leaves out. */
    private static CharArraySet union(CharArraySet lucene, String... questionWords) {
        CharArraySet out = CharArraySet.copy(lucene);
        out.addAll(List.of(questionWords));
        return CharArraySet.unmodifiableSet(out);
    }

    /** Whether {@code word} carries no topic in a question in {@code language} (a code of {@code Languages}). */
    static boolean contains(String word, String language) {
        if (contains(word)) {
            return true;
        }
        String w = word.toLowerCase(Locale.ROOT);
        char first = w.charAt(0);
        if (first >= 0x0370 && first < 0x0400) {
            // Greek stop words are listed as Lucene's Greek analysis leaves words: without accents, final sigma as σ.
            w = java.text.Normalizer.normalize(w, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "").replace('ς', 'σ');
        }
        if (first >= 0x0370) {
            for (CharArraySet set : OWN_SCRIPT) {
                if (set.contains(w)) {
                    return true;
                }
            }
            if (NormalisedStopwords.contains(w)) {
                return true;
            }
        }
        CharArraySet own = BY_LANGUAGE.get(language);
        return own != null && own.contains(w);
    }

    static boolean contains(String word) {
        String w = word.toLowerCase(Locale.ROOT).replace('’', '\'');
        if (WORDS.contains(w) || SNOWBALL_ENGLISH.contains(w)) {
            return true;
        }
        if (w.indexOf('\'') < 0) {
            return false;
        }
        java.util.regex.Matcher m = CONTRACTION.matcher(w);
        return m.matches() && (WORDS.contains(m.group(1)) || NEGATION_STEMS.contains(m.group(1)));
    }
}
