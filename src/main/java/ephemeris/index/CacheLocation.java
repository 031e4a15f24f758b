package ephemeris.index;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;

/**
 * Where indexes live: the user's cache directory ({@code $XDG_CACHE_HOME/ephemeris}, or the OS
 * equivalent), one folder per wiki, named by a hash of the wiki's real path. Never inside a wiki.
 */
public final class CacheLocation {
    private CacheLocation() {
    }

    /** The cache root: -Dephemeris.cache, else the platform's user cache directory. */
    public static Path root() {
        return root(System.getenv(), System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")));
    }

    static Path root(Map<String, String> env, String osName, Path home) {
        String override = System.getProperty("ephemeris.cache");
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String local = env.get("LOCALAPPDATA");
            return (local != null ? Path.of(local) : home.resolve("AppData").resolve("Local")).resolve("Ephemeris").resolve("Cache");
        }
        if (os.contains("mac")) {
            return home.resolve("Library").resolve("Caches").resolve("Ephemeris");
        }
        String xdg = env.get("XDG_CACHE_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".cache")).resolve("ephemeris");
    }

    /** The index folder of one wiki, keyed by its real path. */
    public static Path indexFor(Path cacheRoot, Path realWikiRoot) {
        return cacheRoot.resolve("indexes").resolve(key(realWikiRoot));
    }

    static String key(Path realWikiRoot) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(realWikiRoot.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * Whether {@code cacheRoot} holds a committed index of the wiki at {@code root} that another process is writing
     * (holds its lock): the window, a server, a call answering. Writes nothing.
     */
    public static boolean heldIn(java.nio.file.Path cacheRoot, java.nio.file.Path root) throws java.io.IOException {
        return IndexFolder.state(cacheRoot, root.toRealPath()) == IndexFolder.State.HELD;
    }

    /**
     * Whether {@code cacheRoot} holds an index of the wiki at {@code root} that opening it would update rather
     * than build from nothing (none yet, or one another process is writing). Writes nothing.
     */
    public static boolean openableIn(java.nio.file.Path cacheRoot, java.nio.file.Path root) throws java.io.IOException {
        return IndexFolder.openable(cacheRoot, root.toRealPath());
    }
}
