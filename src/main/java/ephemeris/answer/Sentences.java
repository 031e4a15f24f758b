package ephemeris.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Splits a block's plain text into sentences, keeping common abbreviations and version numbers whole. */
final class Sentences {
    /**
     * A sentence ends at a full stop, question or exclamation mark, with the closing quotes or brackets after
     * it, followed by a space before a capital, a digit or a letter of a script without capitals (Arabic, Hebrew, Devanagari,
     * …: their sentences start with any letter; the Arabic question mark ؟ and the Urdu full stop ۔ count
     * too); or at the marks after which no space comes (。！？ in Chinese and Japanese, the Devanagari danda
     * । ॥, the Burmese ။, the Khmer ។). Read by a scan rather than a regular expression: every sentence of
     * every passage an answer reads goes through here.
     */
    private static final String SPACED_ENDS = ".!?…؟۔";
    private static final String UNSPACED_ENDS = "。！？।॥။។";
    /** Closing quotes and brackets that may stand between a sentence's mark and the space after it. */
    private static final String CLOSERS = "\"'”’)]»";
    /** Marks a sentence may open with besides a capital, a digit or a letter of a script without capitals. */
    private static final String OPENERS = "\"'“‘([¿¡«";
    private static final Pattern ABBREVIATION = Pattern.compile(
            "(?i)(?:\\b(?:e\\.g|i\\.e|etc|vs|cf|approx|incl|fig|no|ca|z\\.b|bzw|usw|p\\.ex|mr|mrs|dr|st|p|pp|vol|sec|ch|eq)\\.)[\"'”’)\\]]*$");
    /** What may follow an abbreviation's full stop at a sentence's end. */
    private static final String ABBREVIATION_CLOSERS = "\"'”’)]";
    /** The longest abbreviation with its full stop ("approx."). */
    private static final int LONGEST_ABBREVIATION = 7;

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

    /**
     * Whether the sentence asks a question: it ends with a question mark, Latin, full-width (Chinese, Japanese) or
     * Arabic, before any closing quote or bracket. (Greek's question mark is the semicolon, which also ends a
     * clause: not read as one.)
     */
    static boolean asks(String sentence) {
        int end = sentence.length();
        while (end > 0 && "\"'”’»)]*".indexOf(sentence.charAt(end - 1)) >= 0) {
            end--;
        }
        return end > 0 && "?？؟".indexOf(sentence.charAt(end - 1)) >= 0;
    }

    static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int from = 0;
        long boundary;
        while ((boundary = nextBoundary(text, from)) >= 0) {
            int end = (int) boundary;
            int next = (int) (boundary >>> 32);
            // After an empty boundary (。 with no space) the search goes on from the next character.
            from = next == end ? next + 1 : next;
            String head = text.substring(start, end);
            if (endsWithAbbreviation(head)) {
                continue;
            }
            add(out, head);
            start = next;
        }
        add(out, text.substring(start));
        return out;
    }

    /**
     * The first sentence boundary at or after {@code from}: where the sentence ends (in the low half) and where
     * the next one starts (in the high half), or -1 when there is none.
     */
    private static long nextBoundary(String text, int from) {
        int n = text.length();
        for (int p = Math.max(from, 1); p <= n; p++) {
            char mark = text.charAt(p - 1);
            boolean spaced = SPACED_ENDS.indexOf(mark) >= 0;
            if (!spaced && UNSPACED_ENDS.indexOf(mark) < 0) {
                continue;
            }
            int end = p;
            while (end < n && CLOSERS.indexOf(text.charAt(end)) >= 0) {
                end++;
            }
            int next = end;
            while (next < n && isSpace(text.charAt(next))) {
                next++;
            }
            // After 。！？ a sentence ends whatever follows; after . ! ? only at a space before a sentence's start.
            if (!spaced || next > end && next < n && opensSentence(text.codePointAt(next))) {
                return (long) next << 32 | end;
            }
        }
        return -1;
    }

    /** Whitespace as regular expressions mean it by default. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static boolean opensSentence(int cp) {
        int type = Character.getType(cp);
        return type == Character.UPPERCASE_LETTER || type == Character.OTHER_LETTER || type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.LETTER_NUMBER || type == Character.OTHER_NUMBER || cp < 0x10000 && OPENERS.indexOf(cp) >= 0;
    }

    /** Whether the text ends with an abbreviation's full stop, after which a capital does not start a sentence. */
    private static boolean endsWithAbbreviation(String head) {
        int k = head.length();
        while (k > 0 && ABBREVIATION_CLOSERS.indexOf(head.charAt(k - 1)) >= 0) {
            k--;
        }
        // Only the last few characters can hold the abbreviation; the word boundary before it is read beyond them.
        Matcher m = ABBREVIATION.matcher(head).region(Math.max(0, k - LONGEST_ABBREVIATION - 1), head.length());
        return m.useTransparentBounds(true).find();
    }

    private static void add(List<String> out, String s) {
        String t = s.strip();
        if (!t.isEmpty()) {
            out.add(t);
        }
    }
}
