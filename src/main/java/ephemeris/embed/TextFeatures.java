package ephemeris.embed;

import java.text.Normalizer;
import java.util.Locale;

/**
 * A text's rows of a {@link StaticEmbedding} table with their weights (summing to 1), in the order met; rows repeat
 * when features do. How a text is cut into words and n-grams is said in {@link StaticEmbedding}'s class comment.
 */
public final class TextFeatures {
    /** Characters of a text read: a passage's topic is in its start, and the mean of a long text says little more. */
    static final int MAX_CHARS = 4000;
    private static final int MIN_GRAM = 3;
    private static final int MAX_GRAM = 5;

    private int[] rowIds = new int[64];
    private double[] weights = new double[64];
    private int size;

    void add(int row, double weight) {
        if (size == rowIds.length) {
            rowIds = java.util.Arrays.copyOf(rowIds, size * 2);
            weights = java.util.Arrays.copyOf(weights, size * 2);
        }
        rowIds[size] = row;
        weights[size++] = weight;
    }

    void normalise() {
        double total = 0;
        for (int i = 0; i < size; i++) {
            total += weights[i];
        }
        for (int i = 0; i < size; i++) {
            weights[i] /= total;
        }
    }

    public int size() {
        return size;
    }

    public int row(int i) {
        return rowIds[i];
    }

    public double weight(int i) {
        return weights[i];
    }

    /** A text's rows and their weights, for a table of {@code rows} rows. */
    public static TextFeatures of(String text, int rows) {
        String s = Normalizer.normalize(text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text, Normalizer.Form.NFKC)
                .toLowerCase(Locale.ROOT);
        TextFeatures out = new TextFeatures();
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            if (!inWord(cp)) {
                i += Character.charCount(cp);
                continue;
            }
            int start = i;
            while (i < s.length() && inWord(s.codePointAt(i))) {
                i += Character.charCount(s.codePointAt(i));
            }
            addWord(s.substring(start, i), rows, out);
        }
        out.normalise();
        return out;
    }

    private static void addWord(String word, int rows, TextFeatures out) {
        int[] cps = word.codePoints().toArray();
        if (unspaced(cps[0])) {
            for (int c = 0; c < cps.length; c++) {
                out.add(hashedRow("c", cps, c, c + 1, rows), 1);
                if (c + 1 < cps.length) {
                    out.add(hashedRow("b", cps, c, c + 2, rows), 1);
                }
            }
            return;
        }
        out.add(hashedRow("w", cps, 0, cps.length, rows), 1);
        int[] marked = new int[cps.length + 2];
        marked[0] = '<';
        System.arraycopy(cps, 0, marked, 1, cps.length);
        marked[marked.length - 1] = '>';
        int count = 0;
        for (int n = MIN_GRAM; n <= Math.min(MAX_GRAM, marked.length - 1); n++) {
            count += marked.length - n + 1;
        }
        for (int n = MIN_GRAM; n <= Math.min(MAX_GRAM, marked.length - 1); n++) {
            for (int c = 0; c + n <= marked.length; c++) {
                out.add(hashedRow("g", marked, c, c + n, rows), 1.0 / count);
            }
        }
    }

    private static boolean inWord(int cp) {
        if (Character.isLetterOrDigit(cp)) {
            return true;
        }
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK || type == Character.ENCLOSING_MARK;
    }

    private static boolean unspaced(int cp) {
        Character.UnicodeScript script = Character.UnicodeScript.of(cp);
        return switch (script) {
            case HAN, HIRAGANA, KATAKANA, THAI, KHMER, LAO, MYANMAR -> true;
            default -> false;
        };
    }

    /** FNV-1a (64 bits) of the kind and the code points, onto a row: stable across runs, JVMs and machines. */
    private static int hashedRow(String kind, int[] cps, int from, int to, int rows) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < kind.length(); i++) {
            h = (h ^ kind.charAt(i)) * 0x100000001b3L;
        }
        for (int i = from; i < to; i++) {
            int cp = cps[i];
            for (int b = 0; b < 3; b++) {
                h = (h ^ ((cp >>> (8 * b)) & 0xff)) * 0x100000001b3L;
            }
        }
        return (int) Long.remainderUnsigned(h, rows);
    }
}
