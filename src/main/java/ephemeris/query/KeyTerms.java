package ephemeris.query;

import ephemeris.wiki.Languages;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Picks a question's key terms, as the seed asks: nouns, names and distinctive verbs, 3–6 of them,
 * with stop words and filler dropped. When a question has more than six candidates the rarest in the
 * wiki are kept, in the order the user wrote them.
 */
public final class KeyTerms {
    public static final int MAX_KEY_TERMS = 6;
    /**
     * At most this many content words are searched; a pasted paragraph keeps its rarest. Each word costs
     * a dozen or more query clauses, and Lucene refuses a query of more than 1024.
     */
    public static final int MAX_SEARCHED_WORDS = 24;
    /** A question longer than this is cut: nobody types more, and a pasted book must not stall the search. */
    static final int MAX_QUESTION_CHARS = 1000;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}_+#.'’-]*[\\p{L}\\p{N}\\p{M}+#]|[\\p{L}\\p{N}]");

    /**
     * A short abbreviation written with full stops, in any language ("e.g.", "i.e.", "z.B.", "p.ex.", "π.χ.",
     * "т.е."): single letters, the first lower-case, the last piece up to two. It stands for filler words ("for
     * example", "that is") and would match every page that abbreviates them. Initials ("U.S.", "A.I.") name
     * something and stay.
     */
    private static final Pattern ABBREVIATION = Pattern.compile("\\p{Ll}\\.(?:\\p{L}\\.)*\\p{L}{1,2}");

    private static final java.util.Set<String> HOW_QUESTION = java.util.Set.of(
            "often", "long", "far", "old", "big", "large", "soon", "frequently", "fast", "quickly");

    private KeyTerms() {
    }

    /** The part of a question its words are read from: its first {@value #MAX_QUESTION_CHARS} characters. */
    public static String bounded(String question) {
        return question.length() > MAX_QUESTION_CHARS ? question.substring(0, MAX_QUESTION_CHARS) : question;
    }

    /** Every content word of the question, in order, without duplicates. */
    public static List<String> contentWords(String question) {
        return contentWords(question, Languages.guessQuestion(bounded(question)));
    }

    /** As {@link #contentWords(String)}, for a question in {@code language} (a code; empty when not known). */
    public static List<String> contentWords(String question, String language) {
        String q = bounded(question);
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        boolean japanese = language.equals("ja");
        Matcher m = WORD.matcher(q);
        String previous = "";
        while (m.find()) {
            for (String w : ScriptWords.split(m.group(), japanese)) {
                previous = add(out, w, previous, language);
            }
        }
        return new ArrayList<>(out.values());
    }

    /** Adds one word unless it carries no topic; returns it lower-cased, as the previous word for the next. */
    private static String add(java.util.Map<String, String> out, String raw, String previous, String language) {
        String written = withoutTrailingMarks(withoutPossessive(raw));
        String word = withoutArabicCaseEnding(written);
        boolean afterHow = previous.equals("how");
        String lower = word.toLowerCase(Locale.ROOT);
        // "how often", "how long", "how far": the adverb asks the question, it is not its topic.
        // A word that is only digits of one character says nothing on its own, nor does an abbreviation.
        // A word is tested as written too: Persian's "لطفاً" (please) is a stop word, "لطف" (kindness) is not.
        boolean filler = word.isEmpty() || Stopwords.contains(word, language)
                || !word.equals(written) && Stopwords.contains(written, language)
                || afterHow && HOW_QUESTION.contains(lower)
                || ABBREVIATION.matcher(word).matches()
                || word.length() == 1 && !Character.isLetter(word.charAt(0)) && !Character.isIdeographic(word.codePointAt(0));
        if (!filler) {
            out.putIfAbsent(lower, word);
        }
        return lower;
    }

    /** The word without a possessive "'s" ("Obsidian's" → "Obsidian"). */
    private static String withoutPossessive(String word) {
        int n = word.length();
        if (n >= 2 && (word.charAt(n - 1) == 's' || word.charAt(n - 1) == 'S') && (word.charAt(n - 2) == '\'' || word.charAt(n - 2) == '’')) {
            return word.substring(0, n - 2);
        }
        return word;
    }

    /**
     * An Arabic word without the indefinite accusative ending "ًا" ("وسمًا", a tag, as the object of "أضيف", I
     * add): the pages name the thing in its other cases ("إضافة وسم"), and Lucene's light stemmer, which keeps
     * the alef, would also read the word's first letter as the prefix "و" ("and") and take it off. What is left
     * is still the user's own letters, as an English possessive is ("Obsidian's" → "Obsidian").
     */
    static String withoutArabicCaseEnding(String word) {
        int n = word.length();
        // At least a three-letter root before the ending's two characters.
        if (n < 5 || Character.UnicodeScript.of(word.charAt(0)) != Character.UnicodeScript.ARABIC) {
            return word;
        }
        String end = word.substring(n - 2);
        return end.equals(TANWEEN_ALEF) || end.equals(ALEF_TANWEEN) ? word.substring(0, n - 2) : word;
    }

    /** The accusative ending written as its mark then the alef that carries it, and in the other order. */
    private static final String TANWEEN_ALEF = "\u064B\u0627";
    private static final String ALEF_TANWEEN = "\u0627\u064B";

    /** The word without the full stops, apostrophes and hyphens it ends with. */
    private static String withoutTrailingMarks(String word) {
        int end = word.length();
        while (end > 0 && ".'’-".indexOf(word.charAt(end - 1)) >= 0) {
            end--;
        }
        return word.substring(0, end);
    }

    /**
     * At most {@value #MAX_KEY_TERMS} key terms; the rarest are kept when there are more.
     *
     * @param documentFrequency how many passages hold a word; smaller means rarer
     */
    public static List<String> select(List<String> contentWords, ToIntFunction<String> documentFrequency) {
        return select(contentWords, documentFrequency, MAX_KEY_TERMS);
    }

    /** At most {@code max} of the words, the rarest, in the order the user wrote them. */
    public static List<String> select(List<String> contentWords, ToIntFunction<String> documentFrequency, int max) {
        if (contentWords.size() <= max) {
            return List.copyOf(contentWords);
        }
        List<String> byRarity = new ArrayList<>(contentWords);
        byRarity.sort((a, b) -> Integer.compare(documentFrequency.applyAsInt(a), documentFrequency.applyAsInt(b)));
        Set<String> keep = new LinkedHashSet<>(byRarity.subList(0, max));
        return contentWords.stream().filter(keep::contains).toList();
    }
}
