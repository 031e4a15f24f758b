package ephemeris.cli;

import ephemeris.engine.EngineOptions;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The options every command that answers from a wiki shares: which wiki, and when evidence is stale. */
public final class WikiOptions {
    @picocli.CommandLine.Mixin
    WikiFolder folder = new WikiFolder();

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

    /** With auto, a backlog estimated to take this long is embedded before answering. */
    static final long AUTO_WAIT_SECONDS = 30;

    Path root() {
        return folder.root();
    }

    /** For a one-shot command: missing vectors are computed only if the command waits for them ({@link #settleMeaning}). */
    EngineOptions engineOptions() {
        return EngineOptions.defaults().withStaleDays(staleDays).withMeaning(meaning != Meaning.off).withVectorsOnDemand(true);
    }

    /** For a command that keeps the wiki open (serve, mcp): missing vectors are computed in the background at once. */
    EngineOptions longRunningOptions() {
        return engineOptions().withVectorsOnDemand(false);
    }

    /** Whether a one-shot command waits for the vectors still missing in {@code s} before answering. */
    boolean waitsFor(ephemeris.engine.MeaningStatus s) {
        return meaning == Meaning.wait || s.state() != ephemeris.engine.MeaningStatus.State.BUILDING
                || s.estimatedSecondsLeft() <= AUTO_WAIT_SECONDS;
    }

    /**
     * Lets the engine's background embedder finish before a one-shot command answers, as {@link #meaning}
     * says: with auto, when the missing vectors are estimated to take no more than {@link #AUTO_WAIT_SECONDS};
     * otherwise the command answers by keywords and says once on stderr how to build them. A long-running
     * command (mcp, serve) does not call this: it answers at once and improves as vectors arrive.
     *
     * @return the advice printed, or empty when meaning search is ready, off or unavailable
     */
    java.util.Optional<String> settleMeaning(ephemeris.engine.Engine engine, java.io.PrintWriter err) throws InterruptedException {
        if (meaning == Meaning.off) {
            return java.util.Optional.empty();
        }
        ephemeris.engine.MeaningStatus s = engine.meaningStatus();
        if (!waitsFor(s)) {
            String advice = s.indexAdvice();
            err.println(advice);
            err.flush();
            return java.util.Optional.of(advice);
        }
        ProgressLine line = new ProgressLine(err, s.pagesMissing() > 0 && Terminal.is(Terminal.STDERR));
        ephemeris.engine.Engine.MeaningListener shown = line.meaningVectors();
        engine.addMeaningListener(shown);
        try {
            engine.awaitMeaning(java.time.Duration.ofDays(1));
        } finally {
            engine.removeMeaningListener(shown);
            line.end();
        }
        return java.util.Optional.empty();
    }
}
