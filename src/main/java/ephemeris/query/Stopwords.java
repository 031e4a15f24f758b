package ephemeris.query;

import java.util.Locale;
import java.util.Set;

/**
 * Words that carry no topic in a question: function words, question words and generic filler, in the
 * languages the wiki is most likely to be asked in. Lower-case.
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
            "whether", "else", "instead", "both", "either", "neither", "nor", "because", "since", "until",
            // German
            "wie", "was", "wo", "wann", "warum", "wer", "welche", "welcher", "welches", "ich", "du", "man", "kann",
            "können", "konnen", "der", "die", "das", "ein", "eine", "einen", "einem", "einer", "den", "dem", "des",
            "im", "mit", "von", "zu", "zum", "zur", "und", "oder", "ist", "sind", "mein", "meine", "meinen", "auf",
            "für", "fur", "werden", "wird", "es", "sich", "nicht", "auch", "bei", "aus", "an", "am", "wenn", "dass",
            // French
            "comment", "quoi", "que", "qu", "quel", "quelle", "quels", "quelles", "est", "je", "puis", "peut",
            "on", "le", "la", "les", "un", "une", "des", "de", "du", "dans", "pour", "avec", "et", "ou", "où", "ce",
            "cette", "ces", "mes", "mon", "ma", "il", "elle", "en", "au", "aux", "sur", "par", "ne", "pas", "se",
            "sont", "faire", "l", "d", "j", "c", "n", "est-ce",
            // Spanish
            "cómo", "como", "qué", "cuál", "cual", "dónde", "donde", "cuándo", "puedo", "puede", "el", "los", "las",
            "una", "unos", "unas", "del", "para", "con", "y", "o", "es", "mi", "mis", "por", "al", "lo", "su", "sus",
            "hay", "hacer", "son", "está", "esta", "este", "esto"));

    private Stopwords() {
    }

    /** English contractions: "doesn't", "I'm", "you're", "we've", "they'll", "I'd", with ' or ’. */
    private static final java.util.regex.Pattern CONTRACTION =
            java.util.regex.Pattern.compile("(.+?)(n't|'m|'re|'ve|'ll|'d)");
    /** What is left of a negation whose stem changes: can't, won't, shan't, ain't. */
    private static final Set<String> NEGATION_STEMS = Set.of("ca", "wo", "sha", "ai");

    static boolean contains(String word) {
        String w = word.toLowerCase(Locale.ROOT).replace('’', '\'');
        if (WORDS.contains(w)) {
            return true;
        }
        java.util.regex.Matcher m = CONTRACTION.matcher(w);
        return m.matches() && (WORDS.contains(m.group(1)) || NEGATION_STEMS.contains(m.group(1)));
    }
}
