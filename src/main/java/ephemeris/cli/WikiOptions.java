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

    /** When meaning search takes part; see {@link Meaning}. */
    @Option(names = "--meaning", paramLabel = "WHEN", defaultValue = "auto",
            description = "Meaning (embedding) search: auto = use it, computing missing vectors first when few pages lack them; "
                    + "wait = compute every missing vector first (a first run on a large wiki takes minutes); off = keywords only "
                    + "(default: ${DEFAULT-VALUE}).")
    Meaning meaning = Meaning.auto;

    /** How a command uses meaning search. */
    enum Meaning { auto, wait, off }

    /** With auto, a backlog this small is embedded before answering (a few seconds at most). */
    static final int AUTO_WAIT_PAGES = 100;

    Path root() {
        return WikiRoots.resolve(wiki);
    }

    EngineOptions engineOptions() {
        return EngineOptions.defaults().withStaleDays(staleDays).withMeaning(meaning != Meaning.off);
    }

    /**
     * Lets the engine's background embedder finish before a one-shot command answers, as {@link #meaning}
     * says. A long-running command (mcp) does not call this: it answers at once and improves as vectors arrive.
     */
    void settleMeaning(ephemeris.engine.Engine engine, java.io.PrintWriter err) throws InterruptedException {
        if (meaning == Meaning.off) {
            return;
        }
        ephemeris.engine.MeaningStatus s = engine.meaningStatus();
        int missing = s.pagesTotal() - s.pagesDone();
        if (meaning == Meaning.wait || missing <= AUTO_WAIT_PAGES) {
            if (missing > AUTO_WAIT_PAGES) {
                err.println("Computing meaning vectors for " + missing + " pages (once; kept in the cache)...");
                err.flush();
            }
            engine.awaitMeaning(java.time.Duration.ofDays(1));
        }
    }
}
