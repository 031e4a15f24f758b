package ephemeris.engine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The user guide bundled as a wiki, for a first run with nothing configured. Resources cannot be
 * opened as a folder, so they are copied once into the user's cache, into a folder named after a
 * digest of the file list and contents, so an updated guide gets a fresh copy.
 */
public final class SampleWiki {
    public static final String RESOURCE_BASE = "/ephemeris/sample-wiki/";
    public static final String LISTING = "files.txt";
    /** Questions the guide answers well, one a line, offered on a first run; not copied into the wiki. */
    public static final String EXAMPLES = "examples.txt";

    private SampleWiki() {
    }

    /** The name of the folder the guide is copied into. */
    public static final String FOLDER_NAME = "Ephemeris user guide";

    /** The cache folder for Ephemeris: $XDG_CACHE_HOME/ephemeris, else ~/.cache/ephemeris. */
    public static Path cacheDir(Map<String, String> env, Path home) {
        String xdg = env.get("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".cache");
        return base.resolve("ephemeris");
    }

    /** Copies the bundled sample wiki into the cache; empty when this build bundles none. */
    public static Optional<Path> install(Path cacheDir) throws IOException {
        return install(RESOURCE_BASE, cacheDir);
    }

    public static Optional<Path> install(String resourceBase, Path cacheDir) throws IOException {
        byte[] listing = read(resourceBase + LISTING);
        if (listing == null) {
            return Optional.empty();
        }
        List<String> files = new String(listing, StandardCharsets.UTF_8).lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        MessageDigest digest = sha256();
        digest.update(listing);
        java.util.Map<String, byte[]> contents = new java.util.LinkedHashMap<>();
        for (String file : files) {
            if (file.contains("..") || file.startsWith("/")) {
                continue; // the listing names files under the base, nothing else
            }
            byte[] bytes = read(resourceBase + file);
            if (bytes != null) {
                contents.put(file, bytes);
                digest.update(bytes);
            }
        }
        if (contents.isEmpty()) {
            return Optional.empty();
        }
        String version = HexFormat.of().formatHex(digest.digest()).substring(0, 12);
        // The folder's name is what the window shows ("12 pages in Ephemeris user guide").
        Path target = cacheDir.resolve("sample-wiki").resolve(version).resolve(FOLDER_NAME);
        Path done = target.resolve(".complete");
        if (Files.exists(done)) {
            return Optional.of(target);
        }
        for (var e : contents.entrySet()) {
            Path file = target.resolve(e.getKey()).normalize();
            Files.createDirectories(file.getParent());
            Path tmp = Files.createTempFile(file.getParent(), ".part", "");
            Files.write(tmp, e.getValue());
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
        // A marker file starting with a dot: the wiki scanner ignores hidden files.
        Files.writeString(done, version);
        return Optional.of(target);
    }

    /** The example questions for the bundled guide; empty when this build bundles none. */
    public static List<String> exampleQuestions() {
        try {
            byte[] bytes = read(RESOURCE_BASE + EXAMPLES);
            return bytes == null ? List.of()
                    : new String(bytes, StandardCharsets.UTF_8).lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static byte[] read(String resource) throws IOException {
        try (InputStream in = SampleWiki.class.getResourceAsStream(resource)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
