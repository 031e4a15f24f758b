package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.MeaningStatus;
import ephemeris.engine.Progress;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * {@code ephemeris index}: builds or brings up to date the wiki's keyword index and its meaning vectors, with
 * a progress line and an estimate of the time left, so that later calls answer at once and with meaning search.
 */
@Command(name = "index", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Build or update the wiki's search index and its meaning vectors (kept in the cache folder), "
                + "showing progress on a terminal. Later questions then answer at once, by keywords and meaning.",
                "Ctrl-C stops; what was done is kept, and the next run goes on from there."})
public final class IndexCommand implements Callable<Integer> {
    @picocli.CommandLine.Mixin
    WikiFolder folder = new WikiFolder();

    /** Whether meaning vectors are built too. */
    enum Meaning { on, off }

    @Option(names = "--meaning", paramLabel = "on|off", defaultValue = "on",
            description = "Compute the meaning vectors too (default: ${DEFAULT-VALUE}); off builds the keyword index only.")
    Meaning meaning = Meaning.on;

    @Spec
    CommandSpec spec;

    /** Set by tests: whether stderr is taken for a terminal; null asks the operating system. */
    Boolean terminal;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ProgressLine line = new ProgressLine(err, terminal != null ? terminal : Terminal.is(Terminal.STDERR));
        Path root = folder.root();
        if (servedElsewhere(root)) {
            err.println("The wiki is open in another Ephemeris process (the window or `ephemeris serve`), which keeps its "
                    + "index and meaning vectors up to date; `ephemeris status` shows how far they are.");
            return ExitCodes.FAILURE;
        }
        long began = System.nanoTime();
        KeywordProgress keywords = new KeywordProgress(line);
        EngineOptions options = EngineOptions.defaults().withMeaning(meaning == Meaning.on);
        try (Engine engine = Engine.open(root, options, keywords, () -> false)) {
            line.end();
            if (engine.indexNotKept().isPresent()) {
                err.println("Cannot update the index of " + engine.root() + ": " + engine.indexNotKept().get() + ".");
                return ExitCodes.FAILURE;
            }
            int pages = engine.pageCount();
            long skipped = engine.statuses().stream().filter(f -> f.state() != FileStatus.State.INDEXED).count();
            String keywordLine = String.format(java.util.Locale.ROOT, "Indexed %,d pages of %s%s in %s.", pages, engine.root(),
                    skipped == 0 ? "" : String.format(java.util.Locale.ROOT, " (%,d files left out: ephemeris status lists them)", skipped),
                    MeaningStatus.duration(seconds(began)));
            if (meaning == Meaning.off) {
                out.println(keywordLine);
                return ExitCodes.OK;
            }
            long vectorsBegan = System.nanoTime();
            engine.addMeaningListener(line.meaningVectors());
            MeaningStatus first = engine.meaningStatus();
            line.show(ProgressLine.of("Meaning vectors", first.pagesDone(), first.pagesTotal(), -1), true);
            engine.awaitMeaning(Duration.ofDays(365));
            line.end();
            MeaningStatus done = engine.meaningStatus();
            if (done.state() == MeaningStatus.State.UNAVAILABLE) {
                out.println(keywordLine);
                err.println(done.describe());
                return ExitCodes.FAILURE;
            }
            out.println(keywordLine);
            out.println(String.format(java.util.Locale.ROOT, "Meaning vectors for %,d of %,d pages, in %s.",
                    done.pagesDone(), done.pagesTotal(), MeaningStatus.duration(seconds(vectorsBegan))));
            return ExitCodes.OK;
        } catch (WikiException e) {
            line.end();
            err.println(e.getMessage());
            return ExitCodes.of(e.kind());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            line.end();
            err.println("Interrupted.");
            return ExitCodes.FAILURE;
        }
    }

    private static boolean servedElsewhere(Path root) {
        try {
            return LocalServer.answers(ServeProtocol.socket(ephemeris.index.CacheLocation.root(), root.toRealPath()));
        } catch (java.io.IOException e) {
            return false; // a missing wiki: opening it says so
        }
    }

    private static long seconds(long since) {
        return Math.round((System.nanoTime() - since) / 1e9);
    }

    /** The keyword phase's line: pages read and indexed so far, and the time left at the pace so far. */
    private static final class KeywordProgress implements ephemeris.engine.ProgressListener {
        private final ProgressLine line;
        private long phaseBegan;
        private Progress.Phase phase;

        KeywordProgress(ProgressLine line) {
            this.line = line;
        }

        @Override
        public synchronized void update(Progress p) {
            if (p.phase() != phase) {
                phase = p.phase();
                phaseBegan = System.nanoTime();
            }
            switch (p.phase()) {
                case SCANNING -> line.show("Looking through the wiki folder…", true);
                case READING, INDEXING -> {
                    long elapsed = System.nanoTime() - phaseBegan;
                    long left = p.done() < 50 || p.total() <= 0 || p.done() >= p.total() ? -1
                            : (long) Math.ceil(elapsed / 1e9 * (p.total() - p.done()) / p.done());
                    line.show(ProgressLine.of("Indexing", p.done(), p.total(), left), p.done() == p.total());
                }
                case READY -> { }
            }
        }
    }
}
