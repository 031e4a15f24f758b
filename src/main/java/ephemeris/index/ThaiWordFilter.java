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
 * Cuts Thai text, which is written without spaces between words, into words. The standard tokenizer
 * leaves a whole run of Thai as one token ({@code <SOUTHEAST_ASIAN>}); this filter splits such a token
 * with ICU's dictionary-based word iterator (the one Lucene's ICU tokenizer uses; the JDK's, which Lucene's
 * {@code ThaiTokenizer} uses, runs words it does not know into their neighbours: "แท็กได้อย่าง"), so that
 * Thai passages and questions meet on words. Other tokens pass through unchanged.
 */
final class ThaiWordFilter extends TokenFilter {
    private static final String SOUTHEAST_ASIAN = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.SOUTHEAST_ASIAN];
    private static final ULocale THAI = new ULocale("th");

    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
    private final OffsetAttribute offset = addAttribute(OffsetAttribute.class);
    private final PositionIncrementAttribute increment = addAttribute(PositionIncrementAttribute.class);
    private final TypeAttribute type = addAttribute(TypeAttribute.class);
    private final BreakIterator words = BreakIterator.getWordInstance(THAI);

    /** The Thai token being cut, its start offset and where the next word begins in it; null when none. */
    private String pending;
    private int pendingStart;
    private int next;
    private State state;

    ThaiWordFilter(TokenStream input) {
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
        if (!SOUTHEAST_ASIAN.equals(type.type()) || !hasThai(term)) {
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
            offset.setOffset(pendingStart + start, pendingStart + end);
            if (!first) {
                increment.setPositionIncrement(1);
            }
            return true;
        }
    }

    private static boolean hasThai(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.UnicodeScript.of(s.charAt(i)) == Character.UnicodeScript.THAI) {
                return true;
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
