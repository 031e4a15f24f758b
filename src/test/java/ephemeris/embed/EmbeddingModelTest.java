package ephemeris.embed;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bundled model, run for real: what a vector depends on. */
class EmbeddingModelTest {
    private static EmbeddingModel model;

    @BeforeAll
    static void load() throws Exception {
        model = EmbeddingModel.bundled(1);
    }

    @AfterAll
    static void close() {
        model.close();
    }

    @Test
    void aPassageVectorDependsOnItsTextAloneNotOnThePassagesEmbeddedWithIt() throws Exception {
        String text = "Callouts: use callouts to include additional content without breaking the flow of your notes.";
        float[] alone = model.embedPassages(List.of(text)).getFirst();
        List<float[]> together = model.embedPassages(List.of(
                "A much longer neighbour that is padded differently and holds numbers like 1234567 and 89.5%, "
                        + "many words about sync, vaults, plugins, themes and keyboard shortcuts to move the scales.",
                text, "Short."));
        assertArrayEquals(alone, together.get(1));
    }

    @Test
    void theModelReadFromItsFileGivesTheVectorsOfTheModelReadFromTheJar(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        try (var in = EmbeddingModel.class.getResourceAsStream("/ephemeris/embed/model/" + EmbeddingSpec.MINILM.name() + ".onnx")) {
            java.nio.file.Files.copy(in, dir.resolve(EmbeddingSpec.MINILM.name() + ".onnx"));
        }
        String text = "Callouts: use callouts to include additional content without breaking the flow of your notes.";
        System.setProperty(EmbeddingModel.MODEL_DIR, dir.toString());
        try (EmbeddingModel fromFile = EmbeddingModel.bundled(1)) {
            assertArrayEquals(model.embedPassages(List.of(text)).getFirst(), fromFile.embedPassages(List.of(text)).getFirst());
            assertArrayEquals(model.embedQuery("How do I create a callout?"), fromFile.embedQuery("How do I create a callout?"));
        } finally {
            System.clearProperty(EmbeddingModel.MODEL_DIR);
        }
    }

    @Test
    void theModelFolderIsReadWhenItHoldsTheFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve(EmbeddingSpec.MINILM.name() + ".onnx"), "not a model");
        System.setProperty(EmbeddingModel.MODEL_DIR, dir.toString());
        try {
            java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class, () -> EmbeddingModel.bundled(1));
            assertTrue(e.getMessage().startsWith("The embedding model could not be started"), e.getMessage());
        } finally {
            System.clearProperty(EmbeddingModel.MODEL_DIR);
        }
    }

    @Test
    void aModelFolderWithoutTheFileFallsBackToTheJar(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        System.setProperty(EmbeddingModel.MODEL_DIR, dir.toString());
        try (EmbeddingModel fromJar = EmbeddingModel.bundled(1)) {
            assertEquals(model.dimensions(), fromJar.dimensions());
        } finally {
            System.clearProperty(EmbeddingModel.MODEL_DIR);
        }
    }

    @Test
    void vectorsAreUnitLengthSoDotProductIsCosine() throws Exception {
        float[] v = model.embedQuery("How do I create a callout?");
        assertEquals(384, v.length);
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        assertEquals(1.0, norm, 1e-4);
        assertTrue(dot(v, model.embedPassages(List.of("Callouts: how to create a callout block")).getFirst())
                > dot(v, model.embedPassages(List.of("Sync: version history of your notes")).getFirst()));
    }

    private static double dot(float[] a, float[] b) {
        double d = 0;
        for (int i = 0; i < a.length; i++) {
            d += a[i] * b[i];
        }
        return d;
    }

    @Test
    void theStudentReadsTheOtherLanguagesIntoTheTransformersSpace() throws Exception {
        assertTrue(model.languages().containsAll(java.util.Set.of("en", "de", "ja", "ar", "zh-TW")), model.languages().toString());
        assertFalse(model.byStudent("en"), "English keeps the transformer");
        assertTrue(model.byStudent("de"));
        String question = "Wie ändere ich die Schriftgröße?";
        assertArrayEquals(model.student().orElseThrow().embed(question), model.embedQuery(question, "de"));
        assertArrayEquals(model.embedQuery("How do I change the font size?"), model.embedQuery("How do I change the font size?", "en"));
        // A German and a Japanese question land nearer the English passage that answers them than an unrelated one.
        float[] font = model.embedPassages(List.of("Change the font size of the editor in Settings, under Appearance.")).getFirst();
        float[] sync = model.embedPassages(List.of("Sync keeps your notes up to date on all your devices.")).getFirst();
        for (String[] asked : new String[][]{{question, "de"}, {"フォントサイズを変更するにはどうすればよいですか？", "ja"}}) {
            float[] v = model.embedQuery(asked[0], asked[1]);
            assertTrue(dot(v, font) > dot(v, sync), asked[1] + ": " + dot(v, font) + " vs " + dot(v, sync));
        }
    }
}
