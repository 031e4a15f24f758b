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
    private final PrintWriter log;

    public FirstBuildBenchmark(PrintWriter log) {
        this.log = log;
    }

    /** The medians, the ratio and the indexes' sizes, as a markdown table. */
    public String run(Path wiki, String question, int turns) throws IOException, InterruptedException {
        List<String> self = CallBenchmark.selfCommand();
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
            Path cache = Files.createTempDirectory("ephemeris-first-build");
            try {
                ours.add(ourBuild(self, wiki, question, cache));
                ourBytes = BenchFiles.treeSize(cache);
            } finally {
                BenchFiles.deleteTree(cache);
            }
            if (recoll != null) {
                Path config = Files.createTempDirectory("ephemeris-recoll");
                try {
                    theirs.add(recoll.build(wiki, config));
                    theirBytes = BenchFiles.treeSize(config);
                } finally {
                    BenchFiles.deleteTree(config);
                }
            }
        }
        return table(wiki, corpus, turns, recoll == null ? null : recoll.version(), ours, theirs, ourBytes, theirBytes);
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
            t.append(String.format(Locale.ROOT, "| `ephemeris query … --json --meaning off`, empty cache folder; `recollindex`, new configuration | %.1f s | not installed | |%n", o));
        } else {
            double r = theirs.percentileMillis(50) / 1000;
            t.append(String.format(Locale.ROOT, "| `ephemeris query … --json --meaning off`, empty cache folder; `recollindex`, new configuration | %.1f s | %.1f s | %.2f× |%n",
                    o, r, o / r));
            t.append(String.format(Locale.ROOT, "| index size on disk | %.1f MB | %.1f MB | |%n", ourBytes / 1e6, theirBytes / 1e6));
        }
        return t.toString();
    }

    /** Wall time of one query process that finds no index and builds it in {@code cache}. */
    private static long ourBuild(List<String> self, Path wiki, String question, Path cache) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(self);
        command.addAll(List.of("query", question, "--wiki", wiki.toString(), "--json", "--meaning", "off"));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        pb.environment().put("EPHEMERIS_SERVER", "off");
        return WholeProcess.time(pb);
    }
}
