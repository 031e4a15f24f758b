package ephemeris.index;

import com.ibm.icu.text.BreakIterator;
import com.ibm.icu.util.ULocale;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

import java.io.IOException;

/**
 * Cuts the text of the scripts written without spaces between words and cut by dictionary — Thai, Lao, Khmer and
 * Myanmar — into words. The standard tokenizer leaves a whole run of such letters as one token
 * ({@code <SOUTHEAST_ASIAN>}); this filter splits such a token with ICU's dictionary-based word iterator (the one
 * Lucene's ICU tokenizer uses, with a dictionary for each of these scripts; the JDK's, which Lucene's
 * {@code ThaiTokenizer} uses, reads Thai only and runs words it does not know into their neighbours: "แท็กได้อย่าง"),
 * so that passages and questions in these languages meet on words. Other tokens pass through unchanged.
 */
final class DictionaryWordFilter extends TokenFilter {
    private static final String SOUTHEAST_ASIAN = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.SOUTHEAST_ASIAN];

    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
    private final OffsetAttribute offset = addAttribute(OffsetAttribute.class);
    private final PositionIncrementAttribute increment = addAttribute(PositionIncrementAttribute.class);
    private final TypeAttribute type = addAttribute(TypeAttribute.class);
    private final BreakIterator words = BreakIterator.getWordInstance(ULocale.ROOT);

    /** The token being cut, its start offset and where the next word begins in it; null when none. */
    private String pending;
    private int pendingStart;
    private int next;
    private State state;

    DictionaryWordFilter(TokenStream input) {
        super(input);
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (pending != null && emitNext(false)) {
            return true;
        }
        pending = null;
        if (!input.incrementToken()) {
            return false;
        }
        if (!SOUTHEAST_ASIAN.equals(type.type()) || !cutByDictionary(term)) {
            return true;
        }
        pending = term.toString();
        pendingStart = offset.startOffset();
        state = captureState();
        words.setText(pending);
        next = words.first();
        return emitNext(true) || incrementToken();
    }

    /** Emits the next word of the pending token; false when it has none left. */
    private boolean emitNext(boolean first) {
        while (true) {
            int start = next;
            int end = words.next();
            if (end == BreakIterator.DONE) {
                return false;
            }
            next = end;
            if (!Character.isLetterOrDigit(pending.codePointAt(start))) {
                continue; // spaces and punctuation inside the run are not words
            }
            restoreState(state);
            term.setEmpty().append(pending, start, end);
            foldKhmerSubscriptT(term.buffer(), term.length());
            offset.setOffset(pendingStart + start, pendingStart + end);
            if (!first) {
                increment.setPositionIncrement(1);
            }
            return true;
        }
    }

    /**
     * Khmer writes its subscript "t" with either of two letters under the coeng sign (ដ or ត: "ស្ដារ" and "ស្តារ",
     * restore, are one word, and the same page may use both): the word is kept with ត. One letter for another, so
     * offsets still point into the page.
     */
    static void foldKhmerSubscriptT(char[] word, int length) {
        for (int i = 1; i < length; i++) {
            if (word[i] == KHMER_DA && word[i - 1] == KHMER_COENG) {
                word[i] = KHMER_TA;
            }
        }
    }

    private static final char KHMER_COENG = '\u17D2';
    private static final char KHMER_DA = '\u178A';
    private static final char KHMER_TA = '\u178F';

    /** Whether the token holds letters of a script this filter cuts (see the class comment). */
    static boolean cutByDictionary(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            switch (Character.UnicodeScript.of(s.charAt(i))) {
                case THAI, LAO, KHMER, MYANMAR -> {
                    return true;
                }
                default -> {
                }
            }
        }
        return false;
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        pending = null;
        state = null;
    }
}
