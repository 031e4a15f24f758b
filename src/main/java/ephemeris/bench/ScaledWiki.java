package ephemeris.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Builds an N-page wiki from a source wiki: the source's pages copied in cycle folders
 * ({@code cycle-000/…}, {@code cycle-001/…}) until N pages exist, each with one unique marker sentence
 * so an exact lookup has exactly one right answer.
 */
public final class ScaledWiki {
    /** A generated page and the marker only it holds. */
    public record Marker(String path, String code) {
    }

    private ScaledWiki() {
    }

    static String code(int i) {
        return String.format(Locale.ROOT, "zq%07d", i);
    }

    static List<Marker> generate(Path source, int pages, Path out) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(source)) {
            files = s.filter(p -> p.toString().toLowerCase(Locale.ROOT).endsWith(".md") && Files.isRegularFile(p))
                    .sorted(Comparator.naturalOrder()).toList();
        }
        if (files.isEmpty()) {
            throw new IOException("No .md pages under " + source);
        }
        List<Marker> markers = new ArrayList<>(pages);
        for (int i = 0; i < pages; i++) {
            Path src = files.get(i % files.size());
            String rel = source.relativize(src).toString().replace('\\', '/');
            String path = String.format(Locale.ROOT, "cycle-%03d/%s", i / files.size(), rel);
            Path dest = out.resolve(path);
            Files.createDirectories(dest.getParent());
            byte[] body = Files.readAllBytes(src);
            String marker = "\n\nEphemeris benchmark marker: the unique code of this page is " + code(i) + ".\n";
            byte[] tail = marker.getBytes(StandardCharsets.UTF_8);
            byte[] all = new byte[body.length + tail.length];
            System.arraycopy(body, 0, all, 0, body.length);
            System.arraycopy(tail, 0, all, body.length, tail.length);
            Files.write(dest, all);
            markers.add(new Marker(path, code(i)));
        }
        return markers;
    }
}
