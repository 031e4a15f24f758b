package ephemeris.training;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The student model's manifest: where its pairs came from (each Debian package and its version, read from the
 * {@code packages.tsv} that {@code fetch-packages.sh} writes beside the pairs), how many pairs each language
 * has, the seed and settings of the fit, and the held-out figures.
 */
final class Manifest {
    private Manifest() {
    }

    static void write(Path file, String name, Path pairs, Map<String, Integer> pairsPerLanguage, int englishParagraphs,
                      int epochs, long seed, double learningRate, StudentTrainer.Figures figures) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("model", name);
        m.put("teacher", ephemeris.embed.EmbeddingSpec.MINILM.name());
        m.put("sources", sources(pairs.resolveSibling("packages.tsv")));
        m.put("english_paragraphs", englishParagraphs);
        m.put("pairs_per_language", pairsPerLanguage);
        m.put("epochs", epochs);
        m.put("seed", seed);
        m.put("learning_rate", learningRate);
        Map<String, Object> held = new LinkedHashMap<>();
        figures.perLanguage().forEach((lang, s) -> held.put(lang, Map.of(
                "texts", (int) s[2],
                "mean_cosine_to_teacher", round(s[0] / s[2]),
                "nearest_is_own_paragraph", round(s[1] / s[2]))));
        m.put("held_out", held);
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), m);
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }

    private static List<Map<String, String>> sources(Path packages) throws IOException {
        List<Map<String, String>> out = new ArrayList<>();
        if (!Files.isRegularFile(packages)) {
            return out;
        }
        for (String line : Files.readAllLines(packages)) {
            String[] f = line.split("\t");
            if (f.length >= 2 && !f[0].equals("package")) {
                Map<String, String> p = new LinkedHashMap<>();
                p.put("package", f[0]);
                p.put("version", f[1]);
                out.add(p);
            }
        }
        return out;
    }
}
