package ephemeris.query;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.ar.ArabicNormalizationFilter;
import org.apache.lucene.analysis.bn.BengaliNormalizationFilter;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.analysis.fa.PersianAnalyzer;
import org.apache.lucene.analysis.fa.PersianNormalizationFilter;
import org.apache.lucene.analysis.hi.HindiAnalyzer;
import org.apache.lucene.analysis.hi.HindiNormalizationFilter;
import org.apache.lucene.analysis.in.IndicNormalizationFilter;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

import java.util.List;

/**
 * The {@link Stopwords} of Persian, Hindi and Bengali, which Lucene lists as its analyzers read words before their
 * stop filter: a question's word is normalised the same way before it is tested against them.
 */
final class NormalisedStopwords {
    private NormalisedStopwords() {
    }

    /** The word as Lucene's Persian, Hindi and Bengali analyzers hold it when they test their stop words. */
    private static final Analyzer NORMALISED = new Analyzer() {
        @Override
        protected TokenStreamComponents createComponents(String field) {
            Tokenizer source = new KeywordTokenizer();
            // Each filter changes only the letters of its own script.
            TokenStream ts = new PersianNormalizationFilter(new ArabicNormalizationFilter(source));
            ts = new BengaliNormalizationFilter(new HindiNormalizationFilter(new IndicNormalizationFilter(ts)));
            return new TokenStreamComponents(source, ts);
        }
    };

    /**
     * Stop words that Lucene lists as its analyzers read words before their stop filter, normalised: Persian's
     * (its "ی" and "ک" written as the Arabic "ي" and "ك") and Hindi's. A question word is tested against them in
     * the same form ({@link #NORMALISED}), or "کنم" would never meet the listed "كنم". Lucene's Persian list was
     * drawn from news text, where words a help wiki is about count as filler: those are kept as topics. So are
     * those of Lucene's Bengali list ("চালু", enable; "নতুন", new; "শুরু", start).
     */
    private static final List<CharArraySet> SETS = List.of(persianWithoutTopics(),
            HindiAnalyzer.getDefaultStopSet(), bengaliWithoutTopics(), normalised(List.of(
                    // Persian affixes a zero-width non-joiner writes onto a word, which the question's words are cut
                    // at as the index's are: the plural and possessive endings ("نسخه‌هایم", my versions), the ezafe
                    // "ی", the comparative and the verb prefixes "می" and "نمی"; and question words Lucene leaves out.
                    "ی", "ای", "ها", "های", "هایی", "هایم", "هایت", "هایش", "هایمان", "هایتان", "هایشان", "ام", "ات",
                    "اش", "مان", "تان", "شان", "ایم", "اید", "اند", "تر", "ترین", "می", "نمی", "چطور", "چگونه", "کجا",
                    "چرا", "آیا", "چه", "چی", "کدام", "چقدر", "چند", "باید", "میتوانم", "توانم", "بگویید", "بگو",
                    // the light verbs of compound verbs ("تغییر دهم", change), beside Lucene's "کنم", "شود"
                    "دهم", "دهید", "بدهم", "بدهید", "کنید", "کنیم",
                    // spoken Persian, as a question is often typed: "اگه" (if), "یه" (a), "رو" (the object marker را),
                    // pronouns written onto "به", "از", "با" ("بهش", to it), "میشه" (can one, it becomes), "چیه" (what is)
                    "اگه", "یه", "رو", "بهش", "ازش", "باهاش", "واسه", "برای", "میشه", "نمیشه", "میشن", "شن", "چیه",
                    "کجاست", "چطوری", "بودم", "بود", "هست", "اینو", "اونو", "اون", "خودش", "داره", "دارم",
                    // Hindi and Bengali question and function words their Lucene sets (drawn from news text) leave out
                    "कैसे", "क्या", "कहाँ", "कहां", "कब", "क्यों", "कौन", "कौनसा", "मैं", "मेरा", "मेरी", "मेरे", "सकता",
                    "सकती", "सकते", "करूँ", "करूं", "करें", "কীভাবে", "কিভাবে", "কোথায়", "কখন",
                    "কোন", "কোনটি", "আমি", "আমার", "একটি", "একটা", "এবং", "করব", "করতে", "পারি", "পারব", "যায়", "হবে",
                    // Bengali postpositions, pronouns and auxiliary verbs Lucene's list leaves out ("জন্য", for;
                    // "রিডাইরেক্ট হয়ে আটকে যাচ্ছে", keeps getting stuck redirecting)
                    "জন্য", "দিয়ে", "সাথে", "সঙ্গে", "মধ্যে", "শুধু", "এটি", "এটা", "হলে", "করেছে", "হয়ে", "হচ্ছে", "যাচ্ছে")));

    /** Whether a word that starts with this letter is of a script whose stop words are {@link #SETS}. */
    private static boolean listedNormalised(char first) {
        return switch (Character.UnicodeScript.of(first)) {
            case ARABIC, DEVANAGARI, BENGALI -> true;
            default -> false;
        };
    }

    private static String normalised(String word) {
        try (TokenStream ts = NORMALISED.tokenStream("", word)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            String out = ts.incrementToken() ? term.toString() : word;
            ts.end();
            return out;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // a string reader does not fail
        }
    }

    /**
     * Lucene's Persian stop words without the ones that name what a help wiki is about: name ("تغییر نام", rename),
     * title, new, top, bottom, side, front, back, middle, beside, outside, services, use, show, group, right,
     * first, second, third, today, yesterday, way.
     */
    private static CharArraySet persianWithoutTopics() {
        CharArraySet topics = normalised(List.of("نام", "عنوان", "جدید", "تازه", "بالا", "بالای", "پاعین", "زیر", "سمت", "جلوی",
                "عقب", "وسط", "کنار", "خارج", "بیرون", "خدمات", "استفاده", "نشان", "گروهی", "حق", "اول", "دوم", "سوم", "نخست",
                "امروز", "دیروز", "راه"));
        return without(PersianAnalyzer.getDefaultStopSet(), topics);
    }

    /**
     * Lucene's Bengali stop words without the ones that name what a help wiki is about: enable, new, start, day,
     * today, work, first, basic, answer, general, front, and the numbers.
     */
    private static CharArraySet bengaliWithoutTopics() {
        List<String> topics = List.of("চালু", "নতুন", "শুরু", "দিন", "আজ", "কাজ", "কাজে", "প্রথম", "প্রাথমিক", "উত্তর",
                "সাধারণ", "সামনে", "হাজার", "দুই", "দু", "চার", "পাচ", "কোটি", "লক্ষ", "বক্তব্য");
        CharArraySet asListed = normalised(topics);
        asListed.addAll(topics); // Lucene lists some of its Bengali words unnormalised
        return without(org.apache.lucene.analysis.bn.BengaliAnalyzer.getDefaultStopSet(), asListed);
    }

    /** Lucene's stop words of a language without the given topic words. */
    private static CharArraySet without(CharArraySet lucene, CharArraySet topics) {
        CharArraySet out = new CharArraySet(lucene.size(), false);
        for (Object word : lucene) {
            char[] w = (char[]) word;
            if (!topics.contains(w, 0, w.length)) {
                out.add(w);
            }
        }
        return CharArraySet.unmodifiableSet(out);
    }

    private static CharArraySet normalised(List<String> words) {
        return new CharArraySet(words.stream().map(NormalisedStopwords::normalised).toList(), false);
    }

    /** Whether {@code word} (lower-case) is one of these languages' stop words once normalised. */
    static boolean contains(String word) {
        if (!listedNormalised(word.charAt(0))) {
            return false;
        }
        String n = normalised(word);
        for (CharArraySet set : SETS) {
            if (set.contains(n)) {
                return true;
            }
        }
        return false;
    }
}
