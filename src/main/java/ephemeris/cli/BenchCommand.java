package ephemeris.cli;

import ephemeris.bench.Benchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code ephemeris bench}: the rerunnable benchmark, Ephemeris side by side with the seed's grep method. */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Benchmark indexing, query latency and update latency on a wiki, side by side with the seed's grep method.")
public final class BenchCommand implements Callable<Integer> {
    @Option(names = "--wiki", paramLabel = "DIR", required = true,
            description = "The wiki to measure; with --generate, the source wiki the scaled one is made from.")
    Path wiki;

    @Option(names = "--questions", paramLabel = "NAME|FILE", defaultValue = "cpp-docs",
            description = "A bundled question list (cpp-docs, obsidian-help-en) or a file (default: ${DEFAULT-VALUE}).")
    String questions;

    @Option(names = "--rounds", defaultValue = "10", description = "Timed rounds over all questions (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--no-seed", description = "Do not time the seed's grep method.")
    boolean noSeed;

    @Option(names = "--updates", defaultValue = "5", description = "Page saves to time in a watched copy (0 to skip; default: ${DEFAULT-VALUE}).")
    int updates;

    @Option(names = "--meaning", description = "Measure meaning search instead: background embedding time and passages/s, index growth, query latency with and without it.")
    boolean meaning;

    @Option(names = "--calls", description = "Measure whole `query` processes instead: each opening the index itself, and answered by `ephemeris serve`, against the seed's grep method.")
    boolean calls;

    @Option(names = "--first-build", description = "Measure the first build instead: whole `query --meaning off` processes on an empty cache folder against `recollindex` on the same folder when Recoll is installed, --rounds turns.")
    boolean firstBuild;

    @Option(names = "--pdfs", description = "Measure how fast the wiki's PDFs are indexed beside its markdown pages instead: pages a second, --rounds builds each from an empty cache.")
    boolean pdfs;

    @Option(names = "--speed", description = "Measure the first build, whole command line calls and meaning vectors in one run, and print their ratios to the peers side by side (--rounds turns and rounds).")
    boolean speed;

    @Option(names = "--generate", paramLabel = "PAGES", description = "Generate a wiki of this many pages from --wiki (cycle folders, one unique marker a page) and measure it.")
    Integer generate;

    @Option(names = "--keep", paramLabel = "DIR", description = "Generate into this folder and keep it (default: a temporary folder, deleted after).")
    Path keep;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter log = spec.commandLine().getErr();
        Benchmark bench = new Benchmark(log);
        String table = speed
                ? speed(log)
                : pdfs
                ? new ephemeris.bench.PdfBenchmark(log).run(wiki, rounds)
                : calls
                ? new ephemeris.bench.CallBenchmark(log).run(wiki, Benchmark.questions(questions), rounds).table()
                : firstBuild
                ? new ephemeris.bench.FirstBuildBenchmark(log).run(wiki, Benchmark.questions(questions).getFirst(), rounds).table()
                : meaning
                ? new ephemeris.bench.MeaningBenchmark(log).run(wiki, Benchmark.questions(questions), rounds).table()
                : generate != null
                ? bench.runScaled(wiki, generate, Benchmark.questions(questions), rounds, !noSeed, updates, keep)
                : bench.run(new Benchmark.Options(wiki, Benchmark.questions(questions), java.util.List.of(), rounds, !noSeed, updates));
        out.print(table);
        out.flush();
        return ExitCodes.OK;
    }

    /** The three speed benchmarks one after the other, each table as it is, then their figures side by side. */
    private String speed(PrintWriter log) throws Exception {
        java.util.List<String> asked = Benchmark.questions(questions);
        var build = new ephemeris.bench.FirstBuildBenchmark(log).run(wiki, asked.getFirst(), rounds);
        var called = new ephemeris.bench.CallBenchmark(log).run(wiki, asked, rounds);
        var embedded = new ephemeris.bench.MeaningBenchmark(log).run(wiki, asked, rounds);
        Path folder = wiki.toAbsolutePath().normalize();
        String name = folder.getFileName() == null ? folder.toString() : folder.getFileName().toString();
        return build.table() + "\n" + called.table() + "\n" + embedded.table() + "\n"
                + ephemeris.bench.SpeedSummary.table(name, build, called, embedded);
    }
}
