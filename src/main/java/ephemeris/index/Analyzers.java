package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The two ways text is cut into terms: stemmed (English rules; "linking" finds "links") and exact
 * (lower-cased and accent-folded only). Index and query use the same analyzers, so they always agree.
 */
public final class Analyzers {
    private Analyzers() {
    }

    public static Analyzer stemmed() {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String fieldName) {
                Tokenizer source = new StandardTokenizer();
                return new TokenStreamComponents(source, stemmedFilters(source));
            }
        };
    }

    public static Analyzer exact() {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String fieldName) {
                Tokenizer source = new StandardTokenizer();
                return new TokenStreamComponents(source, exactFilters(source));
            }
        };
    }

    /** What {@link #stemmed()} does to the tokenizer's tokens (shared with {@link BodyFields}). */
    static TokenStream stemmedFilters(TokenStream tokens) {
        TokenStream ts = new EnglishPossessiveFilter(tokens);
        ts = new LowerCaseFilter(ts);
        ts = new ASCIIFoldingFilter(ts);
        ts = new StopFilter(ts, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
        return new PorterStemFilter(ts);
    }

    /** What {@link #exact()} does to the tokenizer's tokens (shared with {@link BodyFields}). */
    static TokenStream exactFilters(TokenStream tokens) {
        TokenStream ts = new LowerCaseFilter(tokens);
        return new ASCIIFoldingFilter(ts);
    }

    /** Every searched field is stemmed except {@link Fields#BODY_EXACT}. */
    public static Analyzer perField() {
        return new PerFieldAnalyzerWrapper(stemmed(), Map.of(Fields.BODY_EXACT, exact()));
    }

    public static List<String> terms(Analyzer analyzer, String field, String text) {
        List<String> out = new ArrayList<>();
        try (TokenStream ts = analyzer.tokenStream(field, new StringReader(text))) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(term.toString());
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    static CharArraySet englishStopWords() {
        return EnglishAnalyzer.ENGLISH_STOP_WORDS_SET;
    }
}
