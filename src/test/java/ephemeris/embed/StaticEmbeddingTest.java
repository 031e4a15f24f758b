package ephemeris.embed;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StaticEmbeddingTest {

    @Test
    void aSpacedWordGivesItselfAndItsInnerCharacterGrams() {
        // "<tag>": three 3-grams and two 4-grams; the 5-gram is the whole marked word, already the word itself.
        TextFeatures f = StaticEmbedding.features("Tag!", 1 << 20);
        assertEquals(6, f.size());
        assertEquals(0.5, f.weight(0), 1e-9);
        assertEquals(0.1, f.weight(1), 1e-9);
    }

    @Test
    void aRunInAScriptWithoutSpacesGivesItsCharactersAndTheirPairs() {
        TextFeatures f = StaticEmbedding.features("日本語", 1 << 20);
        assertEquals(5, f.size());
        double total = 0;
        for (int i = 0; i < f.size(); i++) {
            total += f.weight(i);
        }
        assertEquals(1.0, total, 1e-9);
    }

    @Test
    void widthAndCaseDoNotChangeTheRows() {
        TextFeatures a = StaticEmbedding.features("ＴＡＧ", 1 << 20);
        TextFeatures b = StaticEmbedding.features("tag", 1 << 20);
        assertEquals(b.size(), a.size());
        for (int i = 0; i < a.size(); i++) {
            assertEquals(b.row(i), a.row(i));
        }
    }

    @Test
    void combiningMarksStayInTheirWord() {
        // Devanagari: a vowel sign is a combining mark, not a break between words.
        assertEquals(StaticEmbedding.features("किताब", 1 << 20).row(0), StaticEmbedding.features("किताब.", 1 << 20).row(0));
        assertEquals(1, countWords("किताब"));
    }

    private static int countWords(String text) {
        TextFeatures f = StaticEmbedding.features(text, 1 << 20);
        int words = 0;
        for (int i = 0; i < f.size(); i++) {
            words += f.weight(i) == f.weight(0) ? 1 : 0;
        }
        return words;
    }

    @Test
    void aWrittenModelReadsBackAndEmbedsToUnitLengthCloseToTheFloats() throws IOException {
        int rows = 64;
        float[][] table = new float[rows][8];
        java.util.Random r = new java.util.Random(7);
        for (float[] row : table) {
            for (int d = 0; d < row.length; d++) {
                row[d] = (float) r.nextGaussian();
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StaticEmbedding.write(out, "test-model", Set.of("de", "fr"), table);
        StaticEmbedding m = StaticEmbedding.read(new ByteArrayInputStream(out.toByteArray()));
        assertEquals("test-model", m.name());
        assertEquals(Set.of("de", "fr"), m.languages());
        float[] v = m.embed("Ein kleiner Satz");
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        assertEquals(1.0, norm, 1e-5);
        float[] exact = new float[8];
        TextFeatures f = StaticEmbedding.features("Ein kleiner Satz", rows);
        for (int i = 0; i < f.size(); i++) {
            for (int d = 0; d < 8; d++) {
                exact[d] += (float) f.weight(i) * table[f.row(i)][d];
            }
        }
        StaticEmbedding.unit(exact);
        double cos = 0;
        for (int d = 0; d < 8; d++) {
            cos += exact[d] * v[d];
        }
        assertTrue(cos > 0.98, "4-bit rows keep the direction: " + cos);
        assertArrayEquals(v, m.embed("Ein kleiner Satz"));
        assertArrayEquals(new float[8], m.embed("…!?"));
    }
}
