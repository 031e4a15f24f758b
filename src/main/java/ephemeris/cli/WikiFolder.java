package ephemeris.cli;

import ephemeris.wiki.WikiRoots;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The {@code --wiki DIR} option, the same for every command that reads a wiki. */
public final class WikiFolder {
    @Option(names = "--wiki", paramLabel = "DIR", description = "The wiki folder (default: $EPHEMERIS_WIKI_ROOT, else ~/.claude/ephemeris/wiki).")
    Path wiki;

    /** The wiki's folder: --wiki, else the environment's, else the default. */
    Path root() {
        return WikiRoots.resolve(wiki);
    }
}
