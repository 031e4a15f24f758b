package ephemeris.index;

import org.apache.lucene.index.FloatVectorValues;

import java.io.IOException;

/**
 * One segment's vectors as their signs, one bit a dimension, by vector ordinal, with each ordinal's
 * document; and the cheap arithmetic {@link SignShortlist} does on them before it compares anything
 * exactly. It owns the bit layout, so that what writes signs and what reads them agree in one place.
 */
record SegmentSigns(int dims, int words, long[] bits, int[] docs) {
    static SegmentSigns of(FloatVectorValues values) throws IOException {
        int words = (values.dimension() + 63) / 64;
        int n = values.size();
        long[] bits = new long[n * words];
        int[] docs = new int[n];
        for (int ord = 0; ord < n; ord++) {
            signs(values.vectorValue(ord), bits, ord * words);
            docs[ord] = values.ordToDoc(ord);
        }
        return new SegmentSigns(values.dimension(), words, bits, docs);
    }

    /** A single vector's signs (the question's), laid out as one segment vector's. */
    static long[] signsOf(float[] v) {
        long[] bits = new long[(v.length + 63) / 64];
        signs(v, bits, 0);
        return bits;
    }

    /** In how many dimensions the signs of the vector at {@code ord} differ from {@code other}'s. */
    int distance(int ord, long[] other) {
        int d = 0;
        int base = ord * words;
        for (int w = 0; w < words; w++) {
            d += Long.bitCount(bits[base + w] ^ other[w]);
        }
        return d;
    }

    /**
     * Sets a bit for each component whose sign bit is clear (zero counts as positive), without a branch:
     * the signs of a vector's components follow no pattern a branch predictor could learn.
     */
    private static void signs(float[] v, long[] bits, int at) {
        for (int w = 0; w * 64 < v.length; w++) {
            long word = 0;
            int end = Math.min(v.length, w * 64 + 64);
            for (int j = w * 64; j < end; j++) {
                word |= (long) (~Float.floatToRawIntBits(v[j]) >>> 31) << (j & 63);
            }
            bits[at + w] = word;
        }
    }

    /**
     * For each byte of a vector's signs and each of its 256 values, the sum of the question's components
     * it sets; {@code bytes} covers whole words of signs (bits past the last dimension are never set).
     */
    static float[] byteTable(float[] question, int bytes) {
        float[] table = new float[bytes * 256];
        for (int b = 0; b < bytes; b++) {
            for (int value = 1; value < 256; value++) {
                // The sum for a byte value is that of its value without the lowest set bit, plus that bit's component.
                int low = Integer.numberOfTrailingZeros(value);
                int dim = b * 8 + low;
                table[b * 256 + value] = table[b * 256 + (value & (value - 1))] + (dim < question.length ? question[dim] : 0f);
            }
        }
        return table;
    }

    /** The sum of the question's components where the vector at {@code ord} is positive, read from its {@link #byteTable}. */
    float tableSum(float[] table, int ord) {
        // Four sums in turn, so that the additions do not wait on each other.
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int base = ord * words;
        for (int w = 0; w < words; w++) {
            long x = bits[base + w];
            int t = w * 2048;
            s0 += table[t + (int) (x & 0xFF)] + table[t + 1024 + (int) ((x >>> 32) & 0xFF)];
            s1 += table[t + 256 + (int) ((x >>> 8) & 0xFF)] + table[t + 1280 + (int) ((x >>> 40) & 0xFF)];
            s2 += table[t + 512 + (int) ((x >>> 16) & 0xFF)] + table[t + 1536 + (int) ((x >>> 48) & 0xFF)];
            s3 += table[t + 768 + (int) ((x >>> 24) & 0xFF)] + table[t + 1792 + (int) (x >>> 56)];
        }
        return (s0 + s1) + (s2 + s3);
    }
}
