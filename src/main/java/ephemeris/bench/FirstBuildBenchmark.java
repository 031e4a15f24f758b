package ephemeris.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The first build as a new user meets it: a whole {@code ephemeris query … --json --meaning off} process with an
 * empty cache folder (it builds the keyword index, then answers), against {@code recollindex} building a new
 * Recoll index of the same folder, in turns. The wiki's files are read once before the first turn, so every
 * build finds them in the page cache.
 */
public final class FirstBuildBenchmark {
    private static final String BUILDS = "`ephemeris query … --json --meaning off`, empty cache folder; `recollindex`, new configuration";
    /** The property that names the cache folder ({@code CacheLocation}); the only way to it on every platform. */
    private static final String CACHE_PROPERTY = "-Dephemeris.cache=";

    private final PrintWriter log;

    public FirstBuildBenchmark(PrintWriter log) {
        this.log = log;
    }

    /**
     * The medians, their ratio and the indexes' sizes.
     *
     * @param table        as a markdown table
     * @param oursSeconds  our first build's median
     * @param recollSeconds Recoll's in the same turns, NaN when Recoll is not installed
     */
    public record Result(String table, double oursSeconds, double recollSeconds) {
    }

    public Result run(Path wiki, String question, int turns) throws IOException, InterruptedException {
        // A cache folder this process was given must not reach the timed ones: each builds into a new, empty one.
        List<String> self = CallBenchmark.selfCommand().stream().filter(a -> !a.startsWith(CACHE_PROPERTY)).toList();
        RecollPeer recoll = RecollPeer.find();
        long[] corpus = BenchFiles.corpusSize(wiki);
        BenchFiles.readAll(wiki);
        log.printf("Timing first builds of %s, %d turns (%s)…%n", wiki, turns,
                recoll == null ? "recollindex not installed" : recoll.version());
        log.flush();
        Latencies ours = new Latencies();
        Latencies theirs = new Latencies();
        long ourBytes = 0;
        long theirBytes = 0;
        for (int t = 0; t < turns; t++) {
            Built built = inNewFolder("ephemeris-first-build", cache -> ourBuild(self, wiki, question, cache));
            if (built.bytes() == 0) {
                throw new IOException("the timed query wrote no index into its cache folder: the figure would not be a first build");
            }
            ours.add(built.nanos());
            ourBytes = built.bytes();
            if (recoll != null) {
                Built peer = inNewFolder("ephemeris-recoll", config -> recoll.build(wiki, config));
                theirs.add(peer.nanos());
                theirBytes = peer.bytes();
            }
        }
        return new Result(table(wiki, corpus, turns, recoll == null ? null : recoll.version(), ours, theirs, ourBytes, theirBytes),
                ours.percentileMillis(50) / 1000, recoll == null ? Double.NaN : theirs.percentileMillis(50) / 1000);
    }

    static String table(Path wiki, long[] corpus, int turns, String peer, Latencies ours, Latencies theirs,
                        long ourBytes, long theirBytes) {
        StringBuilder t = new StringBuilder();
        t.append(String.format(Locale.ROOT, "Ephemeris first-build benchmark, %s: %d cores, Java %s, %s%n%n", java.time.LocalDate.now(),
                Runtime.getRuntime().availableProcessors(), Runtime.version(), System.getProperty("os.name")));
        t.append(String.format(Locale.ROOT, "Wiki: `%s`: %,d pages, %.1f MB of markdown; %d %s, whole processes, a new index each time, "
                + "median wall time%n%n", wiki.getFileName(), corpus[0], corpus[1] / 1e6, turns, turns == 1 ? "turn" : "turns"));
        t.append("| first build | Ephemeris | ").append(peer == null ? "Recoll" : peer).append(" in the same turns | ratio (ours / Recoll's) |\n");
        t.append("|---|---|---|---|\n");
        double o = ours.percentileMillis(50) / 1000;
        if (peer == null) {
            t.append(String.format(Locale.ROOT, "| %s | %.1f s | not installed | |%n", BUILDS, o));
            t.append(String.format(Locale.ROOT, "| index size on disk | %.1f MB | | |%n", ourBytes / 1e6));
        } else {
            double r = theirs.percentileMillis(50) / 1000;
            t.append(String.format(Locale.ROOT, "| %s | %.1f s | %.1f s | %.2f× |%n", BUILDS, o, r, o / r));
            t.append(String.format(Locale.ROOT, "| index size on disk | %.1f MB | %.1f MB | |%n", ourBytes / 1e6, theirBytes / 1e6));
        }
        return t.toString();
    }

    /** A build's wall time and the size of what it wrote. */
    private record Built(long nanos, long bytes) {
    }

    private interface Build {
        long timed(Path folder) throws IOException, InterruptedException;
    }

    /** Runs a build into a new empty folder, sizes what it wrote, and deletes it. */
    private static Built inNewFolder(String prefix, Build build) throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory(prefix);
        try {
            long nanos = build.timed(folder);
            return new Built(nanos, BenchFiles.treeSize(folder));
        } finally {
            BenchFiles.deleteTree(folder);
        }
    }

    /**
     * Wall time of one query process that finds no index and builds it in {@code cache}: named by the cache
     * property (through the JVM's tool options, which the packaged launcher passes on too) and, for
     * {@code XDG_CACHE_HOME}, the environment.
     */
    private static long ourBuild(List<String> self, Path wiki, String question, Path cache) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(CallBenchmark.call(self, wiki, question));
        command.addAll(List.of("--meaning", "off"));
        ProcessBuilder pb = WholeProcess.ownProcess(command);
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        // Added to any tool options already there; quoted, as the JVM splits these options at spaces.
        String options = pb.environment().getOrDefault("JAVA_TOOL_OPTIONS", "");
        pb.environment().put("JAVA_TOOL_OPTIONS", (options + " " + CACHE_PROPERTY + "\"" + cache + "\"").strip());
        return WholeProcess.time(pb);
    }
}
