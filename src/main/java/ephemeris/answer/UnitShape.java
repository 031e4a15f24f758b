package ephemeris.answer;

import java.util.regex.Pattern;

/**
 * How well a unit reads as an answer by its shape alone: prose sentences of a readable length best;
 * fragments, walls of text and structure the question did not ask for less well.
 */
final class UnitShape {
    /** Units other than sentences that the question's form does not call for read less well. */
    static final double UNASKED_STRUCTURE = 0.8;
    /** Letters of a script written without spaces that make about one word. */
    static final int LETTERS_PER_UNSPACED_WORD = 2;
    /** A sentence that asks a question answers none: a FAQ's question, the sentences after it answer. */
    static final double ASKS = 0.5;
    /** A table row read out of its table reads a little less well than a sentence. */
    static final double TABLE_ROW_SHAPE = 0.9;
    /** A label and its value: "Billing contact: accounts@example.org". */
    private static final Pattern LABELLED = Pattern.compile("^[^:]{2,40}:\\s+\\S");

    private UnitShape() {
    }

    /** Prose sentences of a readable length answer best; fragments, walls of text and unasked structure less so. */
    static double factor(Unit u, boolean how, boolean asksCode) {
        return factor(u, how, asksCode, false);
    }

    /**
     * As {@link #factor(Unit, boolean, boolean)}; a sentence that defines what its page is about (its opening, for a
     * what-question) is no fragment however short it is.
     */
    static double factor(Unit u, boolean how, boolean asksCode, boolean definition) {
        if (u.kind() != UnitKind.SENTENCE) {
            if (u.kind() == UnitKind.TABLE_ROW) {
                return TABLE_ROW_SHAPE;
            }
            if (u.kind() == UnitKind.FACT) {
                // A named fact reads like "Billing contact: accounts@example.org": short because it is a fact.
                return 1.0;
            }
            if (u.kind() == UnitKind.OUTLINE) {
                // A bullet that announces what is nested under it is answered by it; otherwise an outline block
                // is structure like a procedure, asked for by a how-question.
                return u.parts().getFirst().strip().endsWith(":") || how ? 1.0 : UNASKED_STRUCTURE;
            }
            boolean asked = u.kind() == UnitKind.STEPS && how || (u.kind() == UnitKind.CODE || u.kind() == UnitKind.COMMAND) && (asksCode || how)
                    || u.kind() == UnitKind.CALLOUT;
            return asked ? 1.0 : UNASKED_STRUCTURE;
        }
        String sentence = u.text();
        int words = words(sentence);
        double f = Sentences.asks(sentence) ? ASKS : 1.0;
        if (!definition) {
            if (LABELLED.matcher(sentence).find()) {
                // "Billing contact: accounts@example.org" is short because it is a fact, not a fragment.
                return f;
            }
            if (words < 4) {
                f *= 0.55;
            } else if (words < 7) {
                f *= 0.85;
            }
        }
        if (words > 70) {
            f *= 0.7;
        }
        if (Sentences.announces(sentence)) {
            f *= 0.7;
        }
        return f;
    }

    /**
     * How many words the sentence holds. Chinese, Japanese and Thai write no spaces: their letters count a word
     * per {@value #LETTERS_PER_UNSPACED_WORD}, about the length of a word there, so that their sentences are
     * not all read as fragments.
     */
    static int words(String sentence) {
        // One pass over the letters, as this runs for every unit scored: a run between spaces is a word, or
        // its unspaced letters' share of words.
        int words = 0;
        int unspaced = 0;
        boolean inToken = false;
        for (int i = 0; i < sentence.length(); ) {
            int c = sentence.codePointAt(i);
            i += Character.charCount(c);
            if (c == ' ' || c >= '\t' && c <= '\r') {
                if (inToken) {
                    words += tokenWords(unspaced);
                }
                inToken = false;
                unspaced = 0;
            } else {
                inToken = true;
                unspaced += ephemeris.wiki.Languages.unspaced(c) ? 1 : 0;
            }
        }
        words += inToken ? tokenWords(unspaced) : 0;
        return Math.max(1, words);
    }

    private static int tokenWords(int unspacedLetters) {
        return Math.max(1, (unspacedLetters + LETTERS_PER_UNSPACED_WORD - 1) / LETTERS_PER_UNSPACED_WORD);
    }
}
