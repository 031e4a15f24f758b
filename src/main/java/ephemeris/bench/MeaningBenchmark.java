package ephemeris.bench;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

/**
 * What meaning search costs on one wiki: the time to embed every passage in the background (and the
 * passages per second that makes), the index growth, and query latency with and without it, measured
 * on the same questions in one run. Prints a markdown table.
 */
public final class MeaningBenchmark {
    private final PrintWriter log;

    public MeaningBenchmark(PrintWriter log) {
        this.log = log;
    }

    /**
     * @param table          as a markdown table
     * @param vectorSeconds  embedding every passage in the background, the model's loading included
     * @param vectors        how many vectors that made
     */
    public record Result(String table, double vectorSeconds, int vectors) {
    }

    public Result run(Path wiki, List<String> questions, int rounds) throws IOException, WikiException, InterruptedException {
        Path cache = Files.createTempDirectory("ephemeris-bench-cache");
        try {
            EngineOptions keywords = EngineOptions.defaults().withCacheRoot(cache);
            log.printf("Indexing %s (keywords)…%n", wiki);
            log.flush();
            long t0 = System.nanoTime();
            int pages;
            try (Engine e = Engine.open(wiki, keywords, ProgressListener.NONE, () -> false)) {
                pages = e.pageCount();
            }
            double keywordSeconds = (System.nanoTime() - t0) / 1e9;
            long keywordBytes = BenchFiles.treeSize(cache);
            Latencies keywordQueries;
            try (Engine e = Engine.open(wiki, keywords, ProgressListener.NONE, () -> false)) {
                keywordQueries = time(e, questions, rounds);
            }

            log.printf("Embedding every passage of %,d pages in the background…%n", pages);
            log.flush();
            long t1 = System.nanoTime();
            double vectorSeconds;
            int vectors;
            Latencies hybridQueries;
            try (Engine e = Engine.open(wiki, keywords.withMeaning(true), ProgressListener.NONE, () -> false)) {
                if (!e.awaitMeaning(Duration.ofHours(6))) {
                    throw new IOException("Meaning search did not get ready: " + e.meaningStatus().describe());
                }
                vectorSeconds = (System.nanoTime() - t1) / 1e9;
                vectors = e.vectorCount();
                hybridQueries = time(e, questions, rounds);
            }
            long hybridBytes = BenchFiles.treeSize(cache);

            Runtime rt = Runtime.getRuntime();
            StringBuilder t = new StringBuilder();
            t.append(String.format(Locale.ROOT, "Ephemeris meaning-search benchmark, %s: %d cores, Java %s, %s%n%n", LocalDate.now(),
                    rt.availableProcessors(), Runtime.version(), System.getProperty("os.name")));
            t.append(String.format(Locale.ROOT, "Wiki: `%s`: %,d pages; %d questions%n%n", wiki.getFileName(), pages, questions.size()));
            t.append("| measure | keywords only | keywords + meaning |\n|---|---|---|\n");
            t.append(String.format(Locale.ROOT, "| index build | %.1f s | + %.1f s in the background (%,d passage vectors, %.0f passages/s, model load included) |%n",
                    keywordSeconds, vectorSeconds, vectors, vectors / vectorSeconds));
            t.append(String.format(Locale.ROOT, "| index size on disk | %.1f MB | %.1f MB |%n", keywordBytes / 1e6, hybridBytes / 1e6));
            for (double p : new double[]{50, 95}) {
                t.append(String.format(Locale.ROOT, "| query p%d (whole answer, in-process) | %.1f ms | %.1f ms |%n", (int) p,
                        keywordQueries.percentileMillis(p), hybridQueries.percentileMillis(p)));
            }
            t.append(String.format(Locale.ROOT, "| query max | %.1f ms | %.1f ms |%n", keywordQueries.maxMillis(), hybridQueries.maxMillis()));
            t.append(EmbeddingThroughput.table(wiki));
            return new Result(t.toString(), vectorSeconds, vectors);
        } finally {
            BenchFiles.deleteTree(cache);
        }
    }

    private Latencies time(Engine engine, List<String> questions, int rounds) throws WikiException {
        // Until the JIT compiler is quiet, as the main benchmark's second timing is: compiled code on both sides.
        JitWarmUp.ofThisJvm().run(() -> {
            for (String q : questions) {
                engine.ask(new Question(q, false, 5));
            }
        });
        return Benchmark.timed(engine, questions, rounds);
    }
}
