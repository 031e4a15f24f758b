package ephemeris.render;

import ephemeris.engine.Engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * The vault of an opened engine. Attachments are found the way Obsidian finds them (next to the page,
 * from the root, else by file name anywhere in the vault) and only ever inside the root.
 */
public final class EngineVault implements Vault {
    private static final Logger LOG = Logger.getLogger(EngineVault.class.getName());
    private static final int MAX_FILES = 50_000;

    private final Engine engine;
    private final Path root;
    private Map<String, Path> filesByName;
    /**
     * The last PDF's text, kept while its file is unchanged: the preview shows a PDF a page at a time, and
     * reading a 300-page manual's text again for each page turned would take seconds.
     */
    private volatile LastPdf lastPdf;

    private record LastPdf(String path, long size, long modified, String text) {
    }

    public EngineVault(Engine engine) {
        this.engine = engine;
        this.root = engine.root().toAbsolutePath().normalize();
    }

    @Override
    public Optional<String> resolvePage(String target, String fromPath) {
        return engine.resolveLink(target, fromPath);
    }

    @Override
    public Optional<String> markdown(String path) {
        try {
            if (!ephemeris.wiki.PdfText.isPdf(path)) {
                return engine.pageSource(path);
            }
            Path file = root.resolve(path).normalize();
            long size = Files.isRegularFile(file) ? Files.size(file) : -1;
            long modified = size < 0 ? -1 : Files.getLastModifiedTime(file).toMillis();
            LastPdf last = lastPdf;
            if (last != null && last.path().equals(path) && last.size() == size && last.modified() == modified) {
                return Optional.of(last.text());
            }
            Optional<String> text = engine.pageSource(path);
            text.ifPresent(t -> lastPdf = new LastPdf(path, size, modified, t));
            return text;
        } catch (IOException e) {
            LOG.log(Level.WARNING, "Reading " + path + " for the preview failed", e);
            return Optional.empty();
        }
    }

    @Override
    public Optional<Path> attachment(String target, String fromPath) {
        String t = target.strip().replace('\\', '/');
        if (t.isEmpty()) {
            return Optional.empty();
        }
        String dir = fromPath.contains("/") ? fromPath.substring(0, fromPath.lastIndexOf('/') + 1) : "";
        for (String candidate : new String[] {dir + t, t}) {
            Optional<Path> inside = inside(root.resolve(candidate));
            if (inside.isPresent()) {
                return inside;
            }
        }
        String name = t.contains("/") ? t.substring(t.lastIndexOf('/') + 1) : t;
        return Optional.ofNullable(filesByName().get(name.toLowerCase(Locale.ROOT))).flatMap(EngineVault.this::inside);
    }

    /** The file, if it exists and its real location is inside the root (no escaping through links). */
    private Optional<Path> inside(Path file) {
        try {
            Path normal = file.normalize();
            if (!normal.startsWith(root) || !Files.isRegularFile(normal)) {
                return Optional.empty();
            }
            return normal.toRealPath().startsWith(root.toRealPath()) ? Optional.of(normal) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private synchronized Map<String, Path> filesByName() {
        if (filesByName == null) {
            Map<String, Path> map = new HashMap<>();
            try (Stream<Path> files = Files.walk(root)) {
                files.limit(MAX_FILES).filter(Files::isRegularFile)
                        .forEach(p -> map.putIfAbsent(p.getFileName().toString().toLowerCase(Locale.ROOT), p));
            } catch (IOException | UncheckedIOException e) {
                LOG.log(Level.WARNING, "Listing attachments under " + root + " failed", e);
            }
            filesByName = map;
        }
        return filesByName;
    }
}
