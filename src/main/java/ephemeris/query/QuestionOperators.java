package ephemeris.query;

import ephemeris.wiki.Languages;
import ephemeris.wiki.WikiException;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The operators typed into a question, taken out of its words: {@code lang:xx} reads the question in
 * that language (its stop words, its segmentation, its pages first) instead of the one its words suggest.
 *
 * @param words    the question without its operators
 * @param language the language an operator pinned, as a code; empty when none did
 */
public record QuestionOperators(String words, String language) {
    /** An operator stands alone: at the start or after a space, up to the next space. */
    private static final Pattern LANG = Pattern.compile("(?<!\\S)lang:(\\S*)", Pattern.CASE_INSENSITIVE);

    /**
     * Splits a question into its words and its operators.
     *
     * @throws WikiException of kind USAGE naming the operator and the form it expects, for one written wrong
     */
    public static QuestionOperators parse(String question) throws WikiException {
        Matcher m = LANG.matcher(question);
        String language = "";
        StringBuilder words = new StringBuilder();
        int at = 0;
        while (m.find()) {
            // "lang:ja, …": punctuation typed after the code is not part of it.
            String tag = m.group(1).replaceAll("[\\p{Punct}&&[^-_]]+$", "");
            String code = Languages.code(tag);
            if (code.isEmpty()) {
                throw new WikiException(WikiException.Kind.USAGE, "lang: expects a two-letter language code, as in lang:ja or lang:pt-BR"
                        + (tag.isEmpty() ? "." : "; \"" + tag + "\" is not one."));
            }
            if (!language.isEmpty() && !language.equals(code)) {
                throw new WikiException(WikiException.Kind.USAGE, "lang: can be given once; the question asks for both "
                        + language + " and " + code + ".");
            }
            language = code;
            words.append(question, at, m.start());
            at = m.end();
        }
        words.append(question, at, question.length());
        return new QuestionOperators(words.toString().replaceAll("\\s+", " ").strip(), language);
    }
}
