package ephemeris.wiki;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/** Decides which folder is the wiki: the one given, else $EPHEMERIS_WIKI_ROOT, else the seed's default. */
public final class WikiRoots {
    public static final String ENV_VAR = "EPHEMERIS_WIKI_ROOT";

    private WikiRoots() {
    }

    public static Path resolve(Path given) {
        return resolve(given, System.getenv(), Path.of(System.getProperty("user.home")));
    }

    public static Path resolve(Path given, Map<String, String> env, Path home) {
        if (given != null) {
            return given.toAbsolutePath().normalize();
        }
        return fromEnvironment(env).orElseGet(() -> defaultRoot(home));
    }

    public static Optional<Path> fromEnvironment(Map<String, String> env) {
        String value = env.get(ENV_VAR);
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(Path.of(value.trim()).toAbsolutePath().normalize());
    }

    public static Path defaultRoot(Path home) {
        return home.resolve(".claude").resolve("ephemeris").resolve("wiki");
    }
}
