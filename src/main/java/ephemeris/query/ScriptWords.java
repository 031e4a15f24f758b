package ephemeris.query;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer;
import org.apache.lucene.analysis.ja.JapaneseAnalyzer;
import org.apache.lucene.analysis.ja.JapanesePartOfSpeechStopFilter;
import org.apache.lucene.analysis.ja.JapaneseTokenizer;
import org.apache.lucene.analysis.th.ThaiAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a question's word into the words it is made of, for the scripts whose writing does not put a
 * space between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) and for Korean, whose words carry their particles and
 * endings ("태그는", "추가하나요"). Each language's own Lucene analyzer cuts it and drops its function
 * words: Kuromoji for Japanese, SmartCN for Chinese, Nori for Korean, ICU's dictionaries for Thai, Lao, Khmer
 * and Myanmar.
 * Other words come back as they are. The index holds these scripts as pairs of characters or dictionary words
 * ({@code index.Analyzers}), which each word found here then matches as a phrase.
 */
final class ScriptWords {
    /**
     * Question words and function words of Chinese questions: SmartCN's own stop set holds only
     * punctuation, and Lucene ships none for Chinese.
     */
    private static final CharArraySet CHINESE_STOP = new CharArraySet(List.of(
            "如何", "怎么", "怎样", "怎么样", "什么", "哪里", "哪个", "哪些", "为什么", "是否", "吗", "呢", "吧", "的", "了", "是",
            "我", "我的", "你", "你的", "在", "和", "与", "把", "被", "可以", "能", "能够", "要", "想", "会", "有", "没有", "一个",
            "这个", "那个", "这", "那", "中", "里", "上", "使", "用", "进行", "如果", "还是", "或者", "请问", "哪", "该", "给",
            "將", "如何", "麼", "嗎", "甚麼", "什麼", "怎麼", "為什麼", "可以", "這個", "我們", "我们"), false);

    private ScriptWords() {
    }

    /** Lazily built, so a wiki never asked in these languages never loads their dictionaries. */
    private static final class Japanese {
        /**
         * Question words and the verbs and adjectives every how-question asks with, which Kuromoji's stop
         * tags keep as content (adverbs, independent verbs and adjectives): "how", "where", "can", "should".
         */
        static final CharArraySet QUESTION_WORDS = new CharArraySet(List.of("どう", "どうやって", "どうすれ", "どこ", "どれ", "どの",
                "いつ", "なぜ", "なん", "何", "いい", "よい", "良い", "できる", "でき", "する", "し", "すれ", "ある", "あり", "なる",
                "なり", "方法", "やり方", "教え", "ください", "たい", "わかり", "分かり"), false);
        /**
         * How much of an inflected word (a verb or adjective whose base form differs) is its stem: the
         * letters it shares with its base form, when they are two or more ("折りたたん", base "折りたたむ":
         * "折りたた", which also meets "折りたたみ"); the whole word otherwise. The index holds the page's
         * characters as written, so the question looks for what every form of the word starts with.
         */
        static int stem(String surface, String baseForm) {
            int shared = 0;
            while (shared < surface.length() && shared < baseForm.length() && surface.charAt(shared) == baseForm.charAt(shared)) {
                shared++;
            }
            return shared >= 2 && shared < surface.length() ? shared : surface.length();
        }

        static final Analyzer ANALYZER = new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                // Surface forms (no base forms or stemming): the index holds the page's characters as written.
                Tokenizer source = new JapaneseTokenizer(null, true, JapaneseTokenizer.Mode.SEARCH);
                TokenStream ts = new JapanesePartOfSpeechStopFilter(source, JapaneseAnalyzer.getDefaultStopTags());
                ts = new StopFilter(ts, JapaneseAnalyzer.getDefaultStopSet());
                return new TokenStreamComponents(source, new StopFilter(ts, QUESTION_WORDS));
            }
        };
    }

    private static final class Chinese {
        static final Analyzer ANALYZER = new SmartChineseAnalyzer(CHINESE_STOP);
    }

    private static final class Korean {
        /** Nori drops particles and endings by their part of speech; question words it keeps as content. */
        static final CharArraySet QUESTION_WORDS = new CharArraySet(List.of("어떻", "어떻게", "무엇", "뭐", "어디", "언제", "왜",
                "어느", "누가", "무슨", "어떤", "있", "없", "하", "되", "수", "것", "저", "제", "나", "내",
                // "Do" at a question's end ("어떻게 해요?", "추가하나요?"): a word is cut alone, and alone Nori
                // reads these as a noun ("해요") and a numeral ("하나"), so they are listed as written.
                "해요", "해", "해야", "하나"), false);
        static final Analyzer ANALYZER = new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new org.apache.lucene.analysis.ko.KoreanTokenizer();
                TokenStream ts = new org.apache.lucene.analysis.ko.KoreanPartOfSpeechStopFilter(source);
                return new TokenStreamComponents(source, new StopFilter(ts, QUESTION_WORDS));
            }
        };
    }

    /** Thai, Lao, Khmer and Myanmar, which the index cuts into words by ICU's dictionaries. */
    private static final class ByDictionary {
        /** Question words Lucene's Thai stop words leave out, and Khmer's (Lucene has none for Khmer, Lao or Myanmar). */
        static final CharArraySet QUESTION_WORDS = new CharArraySet(List.of("ฉัน", "ผม", "อย่างไร", "ยังไง", "ได้", "จะ",
                "ไหม", "อะไร", "ที่ไหน", "เมื่อไร", "ทำไม", "วิธี", "หรือ", "บ้าง", "ต้อง", "ควร",
                // Khmer: the question particle "តើ", "I", "how" (as ICU cuts it), "what", "which", "where", "when",
                // "why", "can", "is", "and", "or", "of", "in", "to", "this", "that", "one", the closing "ទេ"
                "តើ", "ខ្ញុំ", "យ៉ាងដូច", "ម្តេច", "ដូចម្តេច", "យ៉ាង", "ម៉េច", "របៀប", "អ្វី", "ណា", "កន្លែង", "ពេល",
                "ហេតុ", "អាច", "បាន", "ជា", "គឺ", "និង", "ឬ", "នៃ", "របស់", "នៅ", "ក្នុង", "ទៅ", "ពី", "ដែល", "នេះ",
                "នោះ", "មួយ", "ទេ", "ត្រូវ"), false);
        static final Analyzer ANALYZER = new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                // The index's own cut (one tokenizer run, as the index reads a passage), then stop words.
                Tokenizer source = new org.apache.lucene.analysis.standard.StandardTokenizer();
                TokenStream ts = new StopFilter(ephemeris.index.Analyzers.dictionaryWords(source), ThaiAnalyzer.getDefaultStopSet());
                return new TokenStreamComponents(source, new StopFilter(ts, QUESTION_WORDS));
            }
        };
    }

    /**
     * The words {@code word} is made of, without function words; {@code word} itself when its script
     * separates words by spaces. {@code japanese}: the question is Japanese, so its Chinese characters
     * are read as Japanese.
     */
    static List<String> split(String word, boolean japanese) {
        Analyzer analyzer = analyzerFor(word, japanese);
        if (analyzer == null) {
            return List.of(word);
        }
        List<String> out = new ArrayList<>();
        // Words are taken from the question's own text by their offsets, never from the analyzer's terms,
        // which may be lower-cased, width-folded or stemmed: a key term is always something the user typed.
        int singlesStart = -1;
        int singlesEnd = -1;
        try (TokenStream ts = analyzer.tokenStream("", new StringReader(word))) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
            org.apache.lucene.analysis.ja.tokenattributes.BaseFormAttribute base = analyzer == Japanese.ANALYZER
                    ? ts.addAttribute(org.apache.lucene.analysis.ja.tokenattributes.BaseFormAttribute.class) : null;
            ts.reset();
            while (ts.incrementToken()) {
                int start = offset.startOffset();
                int end = offset.endOffset();
                if (base != null && base.getBaseForm() != null) {
                    end = start + Japanese.stem(word.substring(start, end), base.getBaseForm());
                }
                if (Character.codePointCount(term, 0, term.length()) == 1 || Character.codePointCount(word, start, end) == 1) {
                    // A word the dictionary does not know comes out one character at a time ("插", "件"):
                    // characters side by side in the question are joined back into the word they were.
                    if (start != singlesEnd) {
                        addWord(out, word, singlesStart, singlesEnd);
                        singlesStart = start;
                    }
                    singlesEnd = end;
                    continue;
                }
                addWord(out, word, singlesStart, singlesEnd);
                singlesStart = -1;
                singlesEnd = -1;
                addWord(out, word, start, end);
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string reader does not fail
        }
        addWord(out, word, singlesStart, singlesEnd);
        return out;
    }

    /**
     * Adds {@code word[start, end)} unless it is empty or one character (indexed only inside its pairs,
     * alone it finds nothing) or already there.
     */
    private static void addWord(List<String> out, String word, int start, int end) {
        if (start < 0 || end > word.length() || start >= end) {
            return;
        }
        String w = word.substring(start, end);
        if (w.codePointCount(0, w.length()) > 1 && !out.contains(w)) {
            out.add(w);
        }
    }

    private static Analyzer analyzerFor(String word, boolean japanese) {
        boolean han = false;
        for (int i = 0; i < word.length(); ) {
            int c = word.codePointAt(i);
            i += Character.charCount(c);
            switch (Character.UnicodeScript.of(c)) {
                case HIRAGANA, KATAKANA -> {
                    return Japanese.ANALYZER;
                }
                case HANGUL -> {
                    return Korean.ANALYZER;
                }
                case THAI, LAO, KHMER, MYANMAR -> {
                    return ByDictionary.ANALYZER;
                }
                case HAN -> han = true;
                default -> {
                }
            }
        }
        return !han ? null : japanese ? Japanese.ANALYZER : Chinese.ANALYZER;
    }
}
