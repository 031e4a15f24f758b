package ephemeris.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The seed contract's retrieval, done as it says: for each key term a case-insensitive grep listing
 * the matching .md files, union, rank by number of terms matched, read the top 5. Uses ripgrep when
 * it is installed (as the seed's Grep tool is ripgrep), else a plain Java scan of every file.
 */
final class SeedMethod {
    private final Path root;
    private final boolean ripgrep;
    private List<Path> files;

    SeedMethod(Path root) {
        this.root = root;
        this.ripgrep = ripgrepInstalled();
    }

    String tool() {
        return ripgrep ? "ripgrep " + ripgrepVersion() : "Java scan (ripgrep not installed)";
    }

    /** The top 5 pages for these key terms, with their full text read, as the seed's step 5 does. */
    List<String> topFive(List<String> keyTerms) throws IOException, InterruptedException {
        Map<String, Integer> matches = new HashMap<>();
        for (String term : keyTerms) {
            for (String path : filesMatching(term)) {
                matches.merge(path, 1, Integer::sum);
            }
        }
        List<String> top = matches.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(5).map(Map.Entry::getKey).toList();
        for (String p : top) {
            Files.readString(root.resolve(p), StandardCharsets.UTF_8);
        }
        return top;
    }

    private List<String> filesMatching(String term) throws IOException, InterruptedException {
        if (ripgrep) {
            Process p = new ProcessBuilder("rg", "-i", "-l", "-F", "--no-messages", "--glob", "*.md", "--", term, ".")
                    .directory(root.toFile()).redirectErrorStream(false).start();
            List<String> out = new ArrayList<>();
            try (InputStream in = p.getInputStream()) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (!line.isBlank()) {
                        out.add(line.startsWith("./") ? line.substring(2) : line);
                    }
                }
            }
            p.waitFor();
            return out;
        }
        String needle = term.toLowerCase(Locale.ROOT);
        List<String> out = new ArrayList<>();
        for (Path f : files()) {
            if (Files.readString(f, StandardCharsets.UTF_8).toLowerCase(Locale.ROOT).contains(needle)) {
                out.add(root.relativize(f).toString().replace('\\', '/'));
            }
        }
        return out;
    }

    private List<Path> files() throws IOException {
        if (files == null) {
            try (Stream<Path> s = Files.walk(root)) {
                files = s.filter(p -> p.toString().toLowerCase(Locale.ROOT).endsWith(".md") && Files.isRegularFile(p))
                        .sorted(Comparator.naturalOrder()).toList();
            }
        }
        return files;
    }

    private static boolean ripgrepInstalled() {
        return !ripgrepVersion().isEmpty();
    }

    private static String ripgrepVersion() {
        try {
            Process p = new ProcessBuilder("rg", "--version").redirectErrorStream(true).start();
            String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().findFirst().orElse("");
            return p.waitFor() == 0 ? v.replace("ripgrep ", "").strip() : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
