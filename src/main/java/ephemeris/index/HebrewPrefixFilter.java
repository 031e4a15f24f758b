package ephemeris.index;

import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.KeywordAttribute;

import java.io.IOException;

/**
 * A light stemmer for Hebrew: the one-letter words Hebrew writes onto the next word — "and" ו, "the" ה,
 * "in" ב, "to" ל, "from" מ, "that" ש, "as" כ — are taken off its front, so "לפתק" (to the note), "הפתק" (the
 * note) and "פתק" (note) are one term. Up to two such letters come off, as long as three letters are left
 * ("והפתק" → "פתק"); a word that begins with one of these letters of its own is cut the same
 * way on the page and in the question, so they still meet. Lucene has no Hebrew analyzer; only Hebrew
 * letters are touched.
 */
final class HebrewPrefixFilter extends TokenFilter {
    private static final String PREFIX_LETTERS = "והבלמשכ";

    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
    private final KeywordAttribute keyword = addAttribute(KeywordAttribute.class);

    HebrewPrefixFilter(TokenStream input) {
        super(input);
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (!input.incrementToken()) {
            return false;
        }
        if (!keyword.isKeyword()) {
            int cut = cut(term.buffer(), term.length());
            if (cut > 0) {
                System.arraycopy(term.buffer(), cut, term.buffer(), 0, term.length() - cut);
                term.setLength(term.length() - cut);
            }
        }
        return true;
    }

    /** How many prefix letters come off a term. */
    static int cut(char[] s, int len) {
        if (len < 4 || !hebrew(s, len)) {
            return 0;
        }
        int cut = 0;
        while (cut < 2 && len - cut - 1 >= 3 && PREFIX_LETTERS.indexOf(s[cut]) >= 0) {
            cut++;
        }
        return cut;
    }

    private static boolean hebrew(char[] s, int len) {
        for (int i = 0; i < len; i++) {
            if (s[i] < 0x05D0 || s[i] > 0x05EA) {
                return false;
            }
        }
        return true;
    }
}
