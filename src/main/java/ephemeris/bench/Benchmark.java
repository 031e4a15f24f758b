package ephemeris.bench;

import ephemeris.answer.Answer;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Measures Ephemeris on one wiki, side by side with the seed's grep method on the same questions:
 * index build from scratch, reopening, query latency after warm-up, update latency, and (for generated
 * wikis) exact marker lookups. Prints a markdown table.
 */
public final class Benchmark {
    /**
     * @param wiki       the wiki folder
     * @param questions  the questions asked
     * @param markers    exact-lookup markers (generated wikis), else empty
     * @param rounds     timed rounds over all questions
     * @param seed       whether to time the seed's method too
     * @param updateRuns how many page saves to time (0 to skip)
     */
    public record Options(Path wiki, List<String> questions, List<ScaledWiki.Marker> markers, int rounds,
                          boolean seed, int updateRuns) {
    }

    /**
     * Rounds over the questions before the first timing, which shows a process still compiling its query
     * path; the figures that count come after {@link JitWarmUp}.
     */
    static final int WARMUP_ROUNDS = JitWarmUp.MIN_ROUNDS;

    /** Larger wikis skip the second build: it would add minutes and says the same as a smaller one's. */
    static final int WARM_REBUILD_MAX_PAGES = 20_000;

    private final PrintWriter log;

    public Benchmark(PrintWriter log) {
        this.log = log;
    }

    public String run(Options o) throws IOException, WikiException, InterruptedException {
        Path cache = Files.createTempDirectory("ephemeris-bench-cache");
        try {
            return measure(o, cache);
        } finally {
            BenchFiles.deleteTree(cache);
        }
    }

    private String measure(Options o, Path cache) throws IOException, WikiException, InterruptedException {
        long[] corpus = BenchFiles.corpusSize(o.wiki());
        EngineOptions options = EngineOptions.defaults().withCacheRoot(cache);
        System.gc();
        resetPeaks();
        log.printf("Indexing %s (%,d pages, %.1f MB)…%n", o.wiki(), corpus[0], corpus[1] / 1e6);
        log.flush();
        long t0 = System.nanoTime();
        Engine built = Engine.open(o.wiki(), options, ProgressListener.NONE, () -> false);
        double buildSeconds = (System.nanoTime() - t0) / 1e9;
        long peakHeap = peakHeap();
        int pages = built.pageCount();
        built.close();
        long indexBytes = BenchFiles.treeSize(cache);
        double warmSeconds = pages <= WARM_REBUILD_MAX_PAGES ? rebuildSeconds(o.wiki(), options) : Double.NaN;

        long t1 = System.nanoTime();
        Engine engine = Engine.open(o.wiki(), options, ProgressListener.NONE, () -> false);
        double reopenSeconds = (System.nanoTime() - t1) / 1e9;

        List<String> asked = new ArrayList<>(o.questions());
        o.markers().forEach(m -> asked.add(m.code()));
        log.printf("Asking %d questions: %d rounds after %d warm-up rounds, then again once the JIT compiler is quiet…%n",
                asked.size(), o.rounds(), WARMUP_ROUNDS);
        log.flush();
        JitWarmUp.Round<WikiException> round = () -> {
            for (String q : asked) {
                engine.ask(new Question(q, false, 5));
            }
        };
        for (int w = 0; w < WARMUP_ROUNDS; w++) {
            round.run();
        }
        Latencies early = timed(engine, asked, o.rounds());
        JitWarmUp jit = JitWarmUp.ofThisJvm();
        JitWarmUp.Result warm = jit.run(round);
        Latencies ours = timed(engine, asked, o.rounds());
        int markersRight = 0;
        for (ScaledWiki.Marker m : o.markers()) {
            Answer a = engine.ask(new Question(m.code(), false, 5));
            if (!a.pagesConsulted().isEmpty() && a.pagesConsulted().getFirst().equals(m.path())) {
                markersRight++;
            }
        }
        engine.close();

        Latencies seed = new Latencies();
        String seedTool = "";
        if (o.seed()) {
            SeedMethod method = new SeedMethod(o.wiki());
            seedTool = method.tool();
            log.printf("Timing the seed's method (%s)…%n", seedTool);
            log.flush();
            try (Engine terms = Engine.open(o.wiki(), options, ProgressListener.NONE, () -> false)) {
                List<List<String>> keyTerms = new ArrayList<>();
                for (String q : asked) {
                    keyTerms.add(terms.ask(new Question(q, false, 5)).keyTerms());
                }
                method.topFive(keyTerms.getFirst());
                for (List<String> k : keyTerms) {
                    long s = System.nanoTime();
                    method.topFive(k);
                    seed.add(System.nanoTime() - s);
                }
            }
        }

        Latencies updates = o.updateRuns() > 0 ? new UpdateBenchmark(log).run(o.wiki(), o.updateRuns(), corpus[1]) : new Latencies();

        return new BenchmarkReport(corpus[0], corpus[1], pages, buildSeconds, warmSeconds, peakHeap, indexBytes, reopenSeconds,
                early, warm, jit.reportsCompileTime(), ours, seed, seedTool, updates, markersRight).table(o);
    }

    /**
     * Builds the index from scratch a second time, into another cache folder. A new process spends about
     * half of its first build's CPU compiling the code it runs (the JIT); this shows the build without that.
     */
    private double rebuildSeconds(Path wiki, EngineOptions options) throws IOException, WikiException {
        Path again = Files.createTempDirectory("ephemeris-bench-rebuild");
        try {
            log.println("Building the index again in this process…");
            log.flush();
            long t = System.nanoTime();
            Engine.open(wiki, options.withCacheRoot(again), ProgressListener.NONE, () -> false).close();
            return (System.nanoTime() - t) / 1e9;
        } finally {
            BenchFiles.deleteTree(again);
        }
    }

    /** Each question's whole answer timed, {@code rounds} times over the list. */
    static Latencies timed(Engine engine, List<String> asked, int rounds) throws WikiException {
        Latencies l = new Latencies();
        for (int r = 0; r < rounds; r++) {
            for (String q : asked) {
                long s = System.nanoTime();
                engine.ask(new Question(q, false, 5));
                l.add(System.nanoTime() - s);
            }
        }
        return l;
    }

    private static void resetPeaks() {
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    /** Reads a question list: a bundled name ("cpp-docs") or a file; one question a line, # comments. */
    public static List<String> questions(String nameOrFile) throws IOException {
        String text;
        Path file = Path.of(nameOrFile);
        if (Files.isRegularFile(file)) {
            text = Files.readString(file);
        } else {
            try (var in = Benchmark.class.getResourceAsStream("/ephemeris/bench/" + nameOrFile + ".txt")) {
                if (in == null) {
                    throw new IOException("No question list named " + nameOrFile + " (bundled: cpp-docs, cpp-docs-filtered, obsidian-help-en) and no such file.");
                }
                text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        return text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
    }

    /** Generates a scaled wiki into a temporary folder and benchmarks it with marker lookups. */
    public String runScaled(Path source, int pages, List<String> questions, int rounds, boolean seed, int updateRuns, Path keepIn)
            throws IOException, WikiException, InterruptedException {
        Path out = keepIn != null ? keepIn : Files.createTempDirectory("ephemeris-bench-scaled");
        try {
            log.printf("Generating a %,d-page wiki from %s into %s…%n", pages, source, out);
            log.flush();
            List<ScaledWiki.Marker> markers = ScaledWiki.generate(source, pages, out);
            List<ScaledWiki.Marker> sample = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                sample.add(markers.get((int) ((long) i * markers.size() / 20 + 7) % markers.size()));
            }
            return run(new Options(out, questions, sample, rounds, seed, updateRuns));
        } finally {
            if (keepIn == null) {
                BenchFiles.deleteTree(out);
            }
        }
    }
}
