package ephemeris.cli;

import ephemeris.engine.EngineOptions;
import ephemeris.wiki.WikiRoots;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The options every command that answers from a wiki shares: which wiki, and when evidence is stale. */
public final class WikiOptions {
    @Option(names = "--wiki", paramLabel = "DIR", description = "The wiki folder (default: $EPHEMERIS_WIKI_ROOT, else ~/.claude/ephemeris/wiki).")
    Path wiki;

    @Option(names = "--stale-days", paramLabel = "DAYS", defaultValue = "180", description = "Cited pages older than this are stale (default: ${DEFAULT-VALUE}).")
    int staleDays;

    Path root() {
        return WikiRoots.resolve(wiki);
    }

    EngineOptions engineOptions() {
        return EngineOptions.defaults().withStaleDays(staleDays);
    }
}
