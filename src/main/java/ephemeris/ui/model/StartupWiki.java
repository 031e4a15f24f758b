package ephemeris.ui.model;

import ephemeris.wiki.WikiRoots;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Which wiki the window opens first: {@code --wiki}, else $EPHEMERIS_WIKI_ROOT, else the wiki used last
 * time, else the seed's default root if it exists, else the bundled sample wiki, else the default root
 * (which then shows the seed's not-found message).
 *
 * @param sample whether this is the bundled sample (the window then says how to open your own)
 */
public record StartupWiki(Path root, boolean sample) {
    public static StartupWiki choose(LaunchOptions options, Map<String, String> env, Path home, Settings settings,
                                     Supplier<Optional<Path>> sampleWiki) {
        if (options.wiki().isPresent()) {
            return new StartupWiki(options.wiki().get().toAbsolutePath().normalize(), false);
        }
        Optional<Path> fromEnv = WikiRoots.fromEnvironment(env);
        if (fromEnv.isPresent()) {
            return new StartupWiki(fromEnv.get(), false);
        }
        Optional<Path> last = settings.lastWiki().filter(Files::isDirectory);
        if (last.isPresent()) {
            return new StartupWiki(last.get(), false);
        }
        Path defaultRoot = WikiRoots.defaultRoot(home);
        if (Files.isDirectory(defaultRoot)) {
            return new StartupWiki(defaultRoot, false);
        }
        return sampleWiki.get().map(p -> new StartupWiki(p, true)).orElse(new StartupWiki(defaultRoot, false));
    }
}
