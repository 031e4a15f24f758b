package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The body fields tokenize once yet index exactly the terms the per-field analyzer gives. */
class BodyFieldsTest {
    private static final Analyzer ANALYZER = Analyzers.perField();

    @Test
    void bothBodyFieldsMatchTheirAnalyzersTokenForToken() throws IOException {
        List<String> texts = List.of(
                "The user's notes linking to Café Größe — and the USERS’ LINKS!",
                "std::vector<int> v; v.push_back(42); 3.14 1,000 IPv6 ::1 e-mail foo@example.com",
                "x".repeat(300) + " after a token too long to keep " + "y".repeat(600),
                "日本語のテキスト 한국어 텍스트 emoji 🙂 done",
                "",
                "   \n\t ");
        for (String text : texts) {
            Field[] fields = BodyFields.of(text, TextField.TYPE_NOT_STORED, TextField.TYPE_NOT_STORED);
            // Twice: the second round reuses each thread's kept tokens and filter chains.
            for (int round = 0; round < 2; round++) {
                for (Field f : fields) {
                    assertEquals(dump(ANALYZER.tokenStream(f.name(), text)), dump(f.tokenStream(ANALYZER, null)), f.name() + ": " + text);
                }
            }
        }
    }

    @Test
    void aPassageIndexedAfterAnotherGetsItsOwnTokens() throws IOException {
        Field[] first = BodyFields.of("alpha beta", TextField.TYPE_NOT_STORED, TextField.TYPE_NOT_STORED);
        Field[] second = BodyFields.of("gamma delta", TextField.TYPE_NOT_STORED, TextField.TYPE_NOT_STORED);
        assertEquals(dump(ANALYZER.tokenStream(Fields.BODY, "alpha beta")), dump(first[0].tokenStream(ANALYZER, null)));
        assertEquals(dump(ANALYZER.tokenStream(Fields.BODY, "gamma delta")), dump(second[0].tokenStream(ANALYZER, null)));
        // The first passage's exact field read after another passage was tokenized: tokenized again.
        assertEquals(dump(ANALYZER.tokenStream(Fields.BODY_EXACT, "alpha beta")), dump(first[1].tokenStream(ANALYZER, null)));
        assertEquals(dump(ANALYZER.tokenStream(Fields.BODY_EXACT, "gamma delta")), dump(second[1].tokenStream(ANALYZER, null)));
    }

    private static String dump(TokenStream ts) throws IOException {
        StringBuilder sb = new StringBuilder();
        CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
        OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
        PositionIncrementAttribute position = ts.addAttribute(PositionIncrementAttribute.class);
        TypeAttribute type = ts.addAttribute(TypeAttribute.class);
        ts.reset();
        while (ts.incrementToken()) {
            sb.append(term).append(' ').append(offset.startOffset()).append('-').append(offset.endOffset())
                    .append(" +").append(position.getPositionIncrement()).append(' ').append(type.type()).append('\n');
        }
        ts.end();
        sb.append("end ").append(offset.endOffset()).append(" +").append(position.getPositionIncrement());
        ts.close();
        return sb.toString();
    }
}
