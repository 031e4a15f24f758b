package ephemeris.bench;

import ephemeris.embed.EmbeddingModel;
import ephemeris.embed.StaticEmbedding;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Texts embedded per second on one thread by the bundled transformer and by the multilingual student, on the same
 * paragraphs of the wiki in one run: the ratio is what the student's speed is worth (decision 0028).
 */
final class EmbeddingThroughput {
    /** Paragraphs timed: enough for a steady rate, few enough for the transformer to take seconds. */
    private static final int TEXTS = 2000;

    private EmbeddingThroughput() {
    }

    static String table(Path wiki) throws IOException {
        List<String> texts = paragraphs(wiki);
        try (EmbeddingModel model = EmbeddingModel.bundled(1)) {
            StaticEmbedding student = model.student().orElse(null);
            if (texts.isEmpty() || student == null) {
                return "";
            }
            // Each once before timing, so both are timed compiled and warm.
            for (String t : texts.subList(0, Math.min(200, texts.size()))) {
                model.embedPassages(List.of(t));
                student.embed(t);
            }
            long t0 = System.nanoTime();
            for (String t : texts) {
                model.embedPassages(List.of(t));
            }
            double transformer = texts.size() / ((System.nanoTime() - t0) / 1e9);
            long t1 = System.nanoTime();
            for (String t : texts) {
                student.embed(t);
            }
            double byStudent = texts.size() / ((System.nanoTime() - t1) / 1e9);
            return String.format(Locale.ROOT, "| embedding, one thread (%,d paragraphs) | transformer %,.0f texts/s | student %,.0f texts/s (%.0f×) |%n",
                    texts.size(), transformer, byStudent, byStudent / transformer);
        }
    }

    /** A file's text; empty when it is not UTF-8 (the index reports such a page; here it is only not timed). */
    private static String text(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            return "";
        }
    }

    /** The wiki's first paragraphs, its markdown files in path order. */
    private static List<String> paragraphs(Path wiki) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(wiki)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                for (String p : text(f).split("\\n\\s*\\n")) {
                    if (p.strip().length() > 40) {
                        out.add(p.strip());
                        if (out.size() == TEXTS) {
                            return out;
                        }
                    }
                }
            }
        }
        return out;
    }
}
