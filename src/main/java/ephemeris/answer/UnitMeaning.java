package ephemeris.answer;

import java.io.IOException;
import java.util.List;

/**
 * The question's meaning vector and a way to embed candidate units the same way passages are embedded,
 * so a paraphrased question can be answered by the unit closest to it in meaning.
 */
public interface UnitMeaning {
    /** The question's embedding, unit length. */
    float[] question();

    /** One unit-length vector per text, in order. */
    List<float[]> embed(List<String> texts) throws IOException;

    /** The cosine of two unit-length vectors. */
    static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return dot;
    }
}
