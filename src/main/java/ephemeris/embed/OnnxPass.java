package ephemeris.embed;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.HashMap;
import java.util.Map;

/** One pass of an {@link EmbeddingModel}'s ONNX session over a text's token ids, pooled into a unit-length vector. */
final class OnnxPass {
    private OnnxPass() {
    }

    /** The model on one text's token ids: its pooled, unit-length vector. Run through {@link NativeCalls}. */
    static float[] vector(OrtEnvironment env, OrtSession session, boolean wantsTypeIds, EmbeddingSpec.Pooling pooling,
                          int[] ids) throws IOException {
        int len = ids.length;
        long[] inputIds = new long[len];
        long[] mask = new long[len];
        for (int c = 0; c < len; c++) {
            inputIds[c] = ids[c];
            mask[c] = 1;
        }
        long[] shape = {1, len};
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            inputs.put("input_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(inputIds), shape));
            inputs.put("attention_mask", OnnxTensor.createTensor(env, LongBuffer.wrap(mask), shape));
            if (wantsTypeIds) {
                inputs.put("token_type_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(new long[len]), shape));
            }
            try (OrtSession.Result result = session.run(inputs)) {
                FloatBuffer hidden = ((OnnxTensor) result.get(0)).getFloatBuffer();
                return pool(hidden, len, hidden.remaining() / len, pooling);
            }
        } catch (OrtException e) {
            throw new IOException("The embedding model failed: " + e.getMessage(), e);
        } finally {
            inputs.values().forEach(OnnxTensor::close);
        }
    }

    /** The [CLS] vector or the mean of the token vectors (as the model was trained), scaled to unit length. */
    private static float[] pool(FloatBuffer hidden, int tokens, int dims, EmbeddingSpec.Pooling pooling) {
        float[] v = new float[dims];
        if (pooling == EmbeddingSpec.Pooling.CLS) {
            for (int d = 0; d < dims; d++) {
                v[d] = hidden.get(d);
            }
        } else {
            for (int t = 0; t < tokens; t++) {
                for (int d = 0; d < dims; d++) {
                    v[d] += hidden.get(t * dims + d);
                }
            }
        }
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        float scale = norm == 0 ? 0 : (float) (1 / Math.sqrt(norm));
        for (int d = 0; d < dims; d++) {
            v[d] *= scale;
        }
        return v;
    }
}
