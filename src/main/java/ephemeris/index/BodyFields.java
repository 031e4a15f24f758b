package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.document.Field;
import org.apache.lucene.index.IndexableFieldType;
import org.apache.lucene.util.ArrayUtil;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;

/**
 * The two indexed forms of a passage's body, {@link Fields#BODY} (stemmed) and {@link Fields#BODY_EXACT},
 * from one run of the tokenizer. The tokenizer's output is kept for the passage being indexed and replayed
 * into the filters of {@link Analyzers#stemmedFilters} and {@link Analyzers#exactFilters}: the terms are
 * exactly those the per-field analyzer gives (and gives at query time), for about half the tokenizing.
 * The body's stored text is a separate stored field.
 */
final class BodyFields {
    /** Per indexing thread: the tokenizer, the kept tokens of the last body it read, and both filter chains. */
    private static final ThreadLocal<Chains> CHAINS = ThreadLocal.withInitial(Chains::new);

    private BodyFields() {
    }

    /** The two indexed body fields of one passage; they share one tokenizer run. */
    static Field[] of(String text, IndexableFieldType stemmedType, IndexableFieldType exactType) {
        Object passage = new Object();
        return new Field[]{new Body(Fields.BODY, text, stemmedType, passage, true),
                new Body(Fields.BODY_EXACT, text, exactType, passage, false)};
    }

    private static final class Body extends Field {
        private final Object passage;
        private final boolean stemmed;

        Body(String name, String text, IndexableFieldType type, Object passage, boolean stemmed) {
            super(name, text, type);
            this.passage = passage;
            this.stemmed = stemmed;
        }

        @Override
        public TokenStream tokenStream(Analyzer analyzer, TokenStream reuse) {
            Chains c = CHAINS.get();
            if (c.tokens.passage != passage) {
                c.tokens.read(c, (String) fieldsData, passage);
            }
            Replay source = stemmed ? c.stemmedSource : c.exactSource;
            source.tokens = c.tokens;
            return stemmed ? c.stemmed : c.exact;
        }
    }

    /** One thread's reusable analysis objects. */
    private static final class Chains {
        final StandardTokenizer tokenizer = new StandardTokenizer();
        final CharTermAttribute term = tokenizer.addAttribute(CharTermAttribute.class);
        final OffsetAttribute offset = tokenizer.addAttribute(OffsetAttribute.class);
        final PositionIncrementAttribute position = tokenizer.addAttribute(PositionIncrementAttribute.class);
        final TypeAttribute type = tokenizer.addAttribute(TypeAttribute.class);
        final Tokens tokens = new Tokens();
        final Replay stemmedSource = new Replay();
        final TokenStream stemmed = Analyzers.stemmedFilters(stemmedSource);
        final Replay exactSource = new Replay();
        final TokenStream exact = Analyzers.exactFilters(exactSource);
    }

    /** The tokenizer's output for one passage: every attribute the filters and the index read. */
    private static final class Tokens {
        Object passage;
        char[] chars = new char[4096];
        int[] start = new int[512];
        int[] length = new int[512];
        int[] startOffset = new int[512];
        int[] endOffset = new int[512];
        int[] increment = new int[512];
        String[] type = new String[512];
        int count;
        int finalOffset;
        int finalIncrement;

        void read(Chains c, String text, Object forPassage) {
            passage = null;
            count = 0;
            int used = 0;
            try {
                c.tokenizer.setReader(Analyzers.reader(new StringReader(text)));
                c.tokenizer.reset();
                while (c.tokenizer.incrementToken()) {
                    int len = c.term.length();
                    chars = ArrayUtil.grow(chars, used + len);
                    System.arraycopy(c.term.buffer(), 0, chars, used, len);
                    if (count == start.length) {
                        int n = ArrayUtil.oversize(count + 1, Integer.BYTES);
                        start = ArrayUtil.growExact(start, n);
                        length = ArrayUtil.growExact(length, n);
                        startOffset = ArrayUtil.growExact(startOffset, n);
                        endOffset = ArrayUtil.growExact(endOffset, n);
                        increment = ArrayUtil.growExact(increment, n);
                        type = ArrayUtil.growExact(type, n);
                    }
                    start[count] = used;
                    length[count] = len;
                    startOffset[count] = c.offset.startOffset();
                    endOffset[count] = c.offset.endOffset();
                    increment[count] = c.position.getPositionIncrement();
                    type[count] = c.type.type();
                    used += len;
                    count++;
                }
                c.tokenizer.end();
                finalOffset = c.offset.endOffset();
                finalIncrement = c.position.getPositionIncrement();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                try {
                    c.tokenizer.close();
                } catch (IOException e) {
                    // a StringReader does not fail to close
                }
            }
            passage = forPassage;
        }
    }

    /** Plays kept tokens back, as the tokenizer gave them. */
    private static final class Replay extends TokenStream {
        private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
        private final OffsetAttribute offset = addAttribute(OffsetAttribute.class);
        private final PositionIncrementAttribute position = addAttribute(PositionIncrementAttribute.class);
        private final TypeAttribute type = addAttribute(TypeAttribute.class);
        Tokens tokens;
        private int next;

        @Override
        public boolean incrementToken() {
            if (next >= tokens.count) {
                return false;
            }
            clearAttributes();
            term.copyBuffer(tokens.chars, tokens.start[next], tokens.length[next]);
            offset.setOffset(tokens.startOffset[next], tokens.endOffset[next]);
            position.setPositionIncrement(tokens.increment[next]);
            type.setType(tokens.type[next]);
            next++;
            return true;
        }

        @Override
        public void reset() throws IOException {
            super.reset();
            next = 0;
        }

        @Override
        public void end() throws IOException {
            super.end();
            offset.setOffset(tokens.finalOffset, tokens.finalOffset);
            position.setPositionIncrement(tokens.finalIncrement);
        }
    }
}
