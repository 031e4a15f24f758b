package ephemeris.embed;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A static sentence-embedding model: every word and every character n-gram of a word hashes to a row of one
 * table, and a text's vector is the weighted mean of its rows, scaled to unit length. It is the student of
 * docs/decisions/0028: its rows were fitted so that a translated paragraph lands where the bundled English model
 * puts the English original, so its vectors live in that model's space and a question in one language finds a
 * passage in another. No network and no native code: a text is embedded in microseconds.
 *
 * <p>A word is a run of letters, digits and combining marks. In scripts written without spaces (Han, kana,
 * Thai, Khmer, Lao, Myanmar) a run is a phrase, so it gives its characters and character pairs instead of one
 * word; elsewhere a word gives itself and its character 3- to 5-grams (with boundary marks), which carry the
 * stem of a form the table never saw.
 */
public final class StaticEmbedding {
    private static final String MAGIC = "ephemeris-static-2";

    private final String name;
    private final Set<String> languages;
    private final int rows;
    private final int dims;
    /**
     * Row r's component d is {@code (q - 8) * scales[r]}, q the 4-bit code at {@code r * dims + d}: two codes a
     * byte, the even one in the low half.
     */
    private final byte[] codes;
    private final float[] scales;

    private StaticEmbedding(String name, Set<String> languages, int rows, int dims, byte[] codes, float[] scales) {
        this.name = name;
        this.languages = Set.copyOf(languages);
        this.rows = rows;
        this.dims = dims;
        this.codes = codes;
        this.scales = scales;
    }

    public String name() {
        return name;
    }

    /** The languages it was trained to read (codes of {@code wiki.Languages}). */
    public Set<String> languages() {
        return languages;
    }

    public int dimensions() {
        return dims;
    }

    /** The text's unit-length vector; all zeros for a text with no word. */
    public float[] embed(String text) {
        float[] v = new float[dims];
        TextFeatures f = features(text, rows);
        for (int i = 0; i < f.size(); i++) {
            int row = f.row(i);
            float w = (float) f.weight(i) * scales[row];
            int base = row * dims / 2;
            for (int d = 0; d < dims; d += 2) {
                int b = codes[base + d / 2];
                v[d] += w * ((b & 0x0f) - 8);
                v[d + 1] += w * (((b >> 4) & 0x0f) - 8);
            }
        }
        return unit(v);
    }

    static float[] unit(float[] v) {
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        if (norm > 0) {
            float s = (float) (1 / Math.sqrt(norm));
            for (int d = 0; d < v.length; d++) {
                v[d] *= s;
            }
        }
        return v;
    }

    /** A text's rows and their weights (summing to 1), in the order met; rows repeat when features do. */
    public static TextFeatures features(String text, int rows) {
        return TextFeatures.of(text, rows);
    }

    /** A model file's head: its name and languages. */
    record Head(String name, Set<String> languages) {
    }

    /** Reads a model file's head only. */
    static Head head(InputStream in) throws IOException {
        return head(new DataInputStream(in));
    }

    private static Head head(DataInputStream data) throws IOException {
        if (!MAGIC.equals(data.readUTF())) {
            throw new IOException("Not a static embedding model");
        }
        String name = data.readUTF();
        int count = data.readInt();
        Set<String> languages = new LinkedHashSet<>();
        for (int i = 0; i < count; i++) {
            languages.add(data.readUTF());
        }
        return new Head(name, languages);
    }

    /** Reads a model written by {@link #write}. */
    public static StaticEmbedding read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(new java.io.BufferedInputStream(in, 1 << 16));
        Head head = head(data);
        String name = head.name();
        Set<String> languages = head.languages();
        int rows = data.readInt();
        int dims = data.readInt();
        float[] scales = new float[rows];
        for (int r = 0; r < rows; r++) {
            scales[r] = data.readFloat();
        }
        byte[] codes = new byte[rows * dims / 2];
        data.readFully(codes);
        return new StaticEmbedding(name, languages, rows, dims, codes, scales);
    }

    /**
     * Writes a table of float rows (an even number of columns), each quantised to 4 bits with a scale of its own
     * (its largest component maps to 7): an eighth of the floats' size. A text's vector is a mean over many rows,
     * whose rounding errors mostly cancel; the held-out figures in the manifest are measured on the written file.
     */
    public static void write(OutputStream out, String name, Set<String> languages, float[][] table) throws IOException {
        DataOutputStream data = new DataOutputStream(new java.io.BufferedOutputStream(out, 1 << 16));
        data.writeUTF(MAGIC);
        data.writeUTF(name);
        data.writeInt(languages.size());
        for (String l : languages) {
            data.writeUTF(l);
        }
        int dims = table[0].length;
        data.writeInt(table.length);
        data.writeInt(dims);
        byte[] codes = new byte[table.length * dims / 2];
        for (int r = 0; r < table.length; r++) {
            float max = 0;
            for (float x : table[r]) {
                max = Math.max(max, Math.abs(x));
            }
            float scale = max == 0 ? 0 : max / 7f;
            data.writeFloat(scale);
            for (int d = 0; d < dims; d += 2) {
                int lo = code(table[r][d], scale);
                int hi = code(table[r][d + 1], scale);
                codes[(r * dims + d) / 2] = (byte) (lo | hi << 4);
            }
        }
        data.write(codes);
        data.flush();
    }

    private static int code(float x, float scale) {
        return scale == 0 ? 8 : Math.max(0, Math.min(15, Math.round(x / scale) + 8));
    }

    @Override
    public String toString() {
        return name + " (" + rows + " rows of " + dims + ", " + String.join(" ", languages) + ")";
    }
}
