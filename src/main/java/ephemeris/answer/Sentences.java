package ephemeris.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Splits a block's plain text into sentences, keeping common abbreviations and version numbers whole. */
final class Sentences {
    /**
     * A full stop, question or exclamation mark and a space before a capital, a digit or a letter of a
     * script without capitals (Arabic, Hebrew, Devanagari, …: their sentences start with any letter; the
     * Arabic question mark ؟ and the Urdu full stop ۔ count too); or the marks after which no space comes
     * (。！？ in Chinese and Japanese, the Devanagari danda । ॥, the Burmese ။, the Khmer ។).
     */
    private static final Pattern BOUNDARY = Pattern.compile(
            "(?<=[.!?…؟۔])[\"'”’)\\]»]*\\s+(?=[\\p{Lu}\\p{N}\\p{Lo}\"'“‘(\\[¿¡«])|(?<=[。！？।॥။។])\\s*");
    private static final Pattern ABBREVIATION = Pattern.compile(
            "(?i)(?:\\b(?:e\\.g|i\\.e|etc|vs|cf|approx|incl|fig|no|ca|z\\.b|bzw|usw|p\\.ex|mr|mrs|dr|st)\\.)[\"'”’)\\]]*$");

    /** The words that point at what follows a lead-in: "… the following services:", "… these steps:". */
    private static final Pattern POINTER = Pattern.compile(
            "(?i)\\b(the following|these|this|as follows|below|either|for example|such as|steps?|ways?|options?)\\b[^.!?]*:$");
    /** Fewer words than this before the pointer announce what follows rather than state anything. */
    static final int STATING_WORDS = 10;

    private Sentences() {
    }

    /**
     * Whether the sentence only announces what follows it ("To embed an image:", "Clang-Tidy recognizes the
     * following keys:"), as against a lead-in that states a fact of its own before pointing on ("We offer
     * full refunds within 7 days of purchase for the following services:").
     */
    static boolean announces(String sentence) {
        if (!sentence.endsWith(":")) {
            return false;
        }
        Matcher m = POINTER.matcher(sentence);
        String stated = m.find() ? sentence.substring(0, m.start()) : sentence;
        return stated.isBlank() || stated.strip().split("\\s+").length < STATING_WORDS;
    }

    static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = BOUNDARY.matcher(text);
        int start = 0;
        while (m.find()) {
            String head = text.substring(start, m.start());
            if (ABBREVIATION.matcher(head).find()) {
                continue;
            }
            add(out, head);
            start = m.end();
        }
        add(out, text.substring(start));
        return out;
    }

    private static void add(List<String> out, String s) {
        String t = s.strip();
        if (!t.isEmpty()) {
            out.add(t);
        }
    }
}
