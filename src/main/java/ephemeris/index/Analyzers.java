package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.ar.ArabicNormalizationFilter;
import org.apache.lucene.analysis.ar.ArabicStemFilter;
import org.apache.lucene.analysis.bn.BengaliNormalizationFilter;
import org.apache.lucene.analysis.bn.BengaliStemFilter;
import org.apache.lucene.analysis.cjk.CJKBigramFilter;
import org.apache.lucene.analysis.cjk.CJKWidthFilter;
import org.apache.lucene.analysis.el.GreekLowerCaseFilter;
import org.apache.lucene.analysis.el.GreekStemFilter;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.fa.PersianCharFilter;
import org.apache.lucene.analysis.fa.PersianNormalizationFilter;
import org.apache.lucene.analysis.hi.HindiNormalizationFilter;
import org.apache.lucene.analysis.hi.HindiStemFilter;
import org.apache.lucene.analysis.in.IndicNormalizationFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.miscellaneous.ConditionalTokenFilter;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.ru.RussianLightStemFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The two ways text is cut into terms: stemmed ("linking" finds "links") and exact (lower-cased and
 * accent-folded only). Index and query use the same analyzers, so they always agree.
 * <p>
 * The analysis follows each word's script, not a page's language, so one analyzer serves a wiki of many
 * languages and a question meets a page whatever language either was detected as (decision 0009):
 * Chinese, Japanese and Korean are indexed as overlapping pairs of characters (as Lucene's CJK analyzer
 * does), Thai, Lao, Khmer and Myanmar are cut into words by dictionary, Cyrillic and Arabic words get their scripts' light
 * stemmers, Greek, Devanagari and Bengali words their languages' stemmers (each script is one language's
 * here), Hebrew words lose the one-letter words written onto their front ({@link HebrewPrefixFilter}), Persian words are cut at the zero-width non-joiner that joins a suffix ("برچسب‌ها", tags), and Latin
 * words get the English rules. Each of those filters leaves other scripts' words alone, so English text is
 * analysed exactly as before.
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

            @Override
            protected Reader initReader(String fieldName, Reader reader) {
                return reader(reader);
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

            @Override
            protected Reader initReader(String fieldName, Reader reader) {
                return reader(reader);
            }
        };
    }

    /**
     * A letter in brackets at the start or inside a word ("E[x]tract", "[c]reate", "g[z]ipped"): cheat sheets mark
     * the letter an option is named after that way, and the brackets would cut the word in two. One at a word's end
     * ("Lis[t]") is left alone: it reads as code's indexing ("arr[i]").
     */
    private static final java.util.regex.Pattern MARKED_LETTER =
            java.util.regex.Pattern.compile("\\[(\\p{L})\\](?=\\p{L})");

    /**
     * The text as the tokenizer reads it: a letter marked in brackets inside a word read as a letter of the word, and
     * Persian's zero-width non-joiner, which attaches a plural or possessive suffix to its word, made a space. Both
     * correct the offsets, so they still point into the page.
     */
    static Reader reader(Reader text) {
        return new PersianCharFilter(new org.apache.lucene.analysis.pattern.PatternReplaceCharFilter(MARKED_LETTER, "$1", text));
    }

    /** What {@link #stemmed()} does to the tokenizer's tokens (shared with {@link BodyFields}). */
    static TokenStream stemmedFilters(TokenStream tokens) {
        TokenStream ts = new EnglishPossessiveFilter(scripts(tokens));
        ts = new LowerCaseFilter(ts);
        ts = new ASCIIFoldingFilter(ts);
        ts = new StopFilter(ts, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
        ts = new InScript(ts, InScript.ARABIC, t -> new ArabicStemFilter(new PersianNormalizationFilter(new ArabicNormalizationFilter(t))));
        ts = new InScript(ts, InScript.CYRILLIC, RussianLightStemFilter::new);
        ts = new InScript(ts, InScript.HEBREW, HebrewPrefixFilter::new);
        ts = new InScript(ts, InScript.GREEK, t -> new GreekStemFilter(new GreekLowerCaseFilter(t)));
        ts = new InScript(ts, InScript.DEVANAGARI, t -> new HindiStemFilter(new HindiNormalizationFilter(new IndicNormalizationFilter(t))));
        ts = new InScript(ts, InScript.BENGALI, t -> new BengaliStemFilter(new BengaliNormalizationFilter(new IndicNormalizationFilter(t))));
        return new PorterStemFilter(ts);
    }

    /**
     * Sends a word through one script's filters only when it starts with a letter of that script: the
     * filters leave other scripts' words alone anyway, and skipping them keeps the cost of a word to the
     * filters of its own script (analysing a 34-language wiki took twice as long with every word passed
     * through every script's filters).
     */
    private static final class InScript extends ConditionalTokenFilter {
        static final int[] ARABIC = {0x0600, 0x06FF, 0x0750, 0x077F, 0x08A0, 0x08FF, 0xFB50, 0xFDFF, 0xFE70, 0xFEFF};
        static final int[] CYRILLIC = {0x0400, 0x052F};
        static final int[] HEBREW = {0x0590, 0x05FF};
        static final int[] GREEK = {0x0370, 0x03FF, 0x1F00, 0x1FFF};
        static final int[] DEVANAGARI = {0x0900, 0x097F};
        static final int[] BENGALI = {0x0980, 0x09FF};

        private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
        private final int[] ranges;

        InScript(TokenStream input, int[] ranges, java.util.function.Function<TokenStream, TokenStream> filters) {
            super(input, filters);
            this.ranges = ranges;
        }

        @Override
        protected boolean shouldFilter() {
            if (term.length() == 0) {
                return false;
            }
            char c = term.charAt(0);
            for (int i = 0; i < ranges.length; i += 2) {
                if (c >= ranges[i] && c <= ranges[i + 1]) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Words of scripts written without spaces made into terms: CJK runs into overlapping pairs of
     * characters (full- and half-width forms first made one), Thai, Lao, Khmer and Myanmar runs into words.
     */
    private static TokenStream scripts(TokenStream tokens) {
        TokenStream ts = new CJKWidthFilter(tokens);
        ts = new CJKBigramFilter(ts);
        return new DictionaryWordFilter(ts);
    }

    /** What {@link #exact()} does to the tokenizer's tokens (shared with {@link BodyFields}). */
    static TokenStream exactFilters(TokenStream tokens) {
        TokenStream ts = new LowerCaseFilter(scripts(tokens));
        ts = new InScript(ts, InScript.ARABIC, t -> new PersianNormalizationFilter(new ArabicNormalizationFilter(t)));
        // Greek's lower-casing also drops its accents: the Greek counterpart of the ASCII folding below.
        ts = new InScript(ts, InScript.GREEK, GreekLowerCaseFilter::new);
        return new ASCIIFoldingFilter(ts);
    }

    /** Thai, Lao, Khmer and Myanmar runs of a tokenizer's output cut into words, as the index cuts them. */
    public static TokenStream dictionaryWords(Tokenizer tokens) {
        return new DictionaryWordFilter(tokens);
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
