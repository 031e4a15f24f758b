package ephemeris.quality;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * A wiki of English and Japanese pages, each language missing a section the other has: built from
 * obsidian-help-all's {@code en/} without Obsidian Publish and {@code ja/} without Obsidian Sync. A question
 * should find pages in its own language first, and the other language's pages when its own has none.
 * Built once in the temporary folder (files keep their modification times, so its index is reused).
 */
final class MixedCorpus {
    static final String NAME = "mixed-en-ja";
    private static final List<String> LEFT_OUT = List.of("en/Obsidian Publish/", "ja/Obsidian Sync/");

    private MixedCorpus() {
    }

    static Path build(Path corpora) {
        Path source = corpora.resolve("obsidian-help-all");
        Path target = Path.of(System.getProperty("java.io.tmpdir"), "ephemeris-quality", NAME);
        try {
            for (String language : List.of("en", "ja")) {
                try (Stream<Path> files = Files.walk(source.resolve(language))) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                        String rel = source.relativize(f).toString().replace('\\', '/');
                        if (LEFT_OUT.stream().anyMatch(rel::startsWith)) {
                            continue;
                        }
                        Path to = target.resolve(rel);
                        if (!Files.exists(to) || Files.size(to) != Files.size(f)
                                || !Files.getLastModifiedTime(to).equals(Files.getLastModifiedTime(f))) {
                            Files.createDirectories(to.getParent());
                            Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return target;
    }
}
