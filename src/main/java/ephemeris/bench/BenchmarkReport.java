package ephemeris.bench;

import java.time.LocalDate;
import java.util.Locale;

/**
 * What one {@link Benchmark} run measured, side by side with the seed's method where it was timed, and the markdown
 * table that shows it.
 *
 * @param pagesFound    the wiki's pages, as counted on disk
 * @param markdownBytes the size of its markdown
 * @param pagesIndexed  the pages the index holds
 * @param warmSeconds   the second build in the same process; NaN when skipped
 * @param seed          the seed's method's latencies, empty when not timed
 */
record BenchmarkReport(long pagesFound, long markdownBytes, int pagesIndexed, double buildSeconds, double warmSeconds,
                       long peakHeap, long indexBytes, double reopenSeconds, Latencies early, JitWarmUp.Result warm,
                       boolean jitReportsCompileTime, Latencies ours, Latencies seed, String seedTool, Latencies updates,
                       int markersRight) {
    /** The markdown table of the run with options {@code o}. */
    String table(Benchmark.Options o) {
        StringBuilder t = new StringBuilder();
        Runtime rt = Runtime.getRuntime();
        t.append(String.format(Locale.ROOT, "Ephemeris benchmark, %s: %d cores, Java %s, %s, -Xmx%d MB%n%n", LocalDate.now(),
                rt.availableProcessors(), Runtime.version(), System.getProperty("os.name"), rt.maxMemory() / (1024 * 1024)));
        t.append(String.format(Locale.ROOT, "Wiki: `%s`: %,d pages (%,d indexed), %.1f MB of markdown; %d questions%s, %d timed rounds "
                        + "after %d warm-up rounds, then %d more warm-up rounds (%s) and %d timed rounds again%n%n",
                o.wiki().getFileName(), pagesFound, pagesIndexed, markdownBytes / 1e6, o.questions().size(),
                o.markers().isEmpty() ? "" : " + " + o.markers().size() + " exact marker lookups", o.rounds(), Benchmark.WARMUP_ROUNDS,
                warm.rounds(), warm.why(jitReportsCompileTime), o.rounds()));
        t.append("| measure | Ephemeris | seed method").append(o.seed() ? " (" + seedTool + ")" : "").append(" | ratio |\n");
        t.append("|---|---|---|---|\n");
        t.append(String.format(Locale.ROOT, "| index build from scratch | %.2f s (%,.0f pages/s, %.1f MB/s) | no index | |%n",
                buildSeconds, pagesFound / buildSeconds, markdownBytes / 1e6 / buildSeconds));
        if (!Double.isNaN(warmSeconds)) {
            t.append(String.format(Locale.ROOT, "| same build again in this process (code compiled) | %.2f s (%,.0f pages/s) | | |%n",
                    warmSeconds, pagesFound / warmSeconds));
        }
        t.append(String.format(Locale.ROOT, "| peak heap during build | %d MB | | |%n", peakHeap / (1024 * 1024)));
        t.append(String.format(Locale.ROOT, "| index size on disk | %.1f MB | | |%n", indexBytes / 1e6));
        t.append(String.format(Locale.ROOT, "| reopen persisted index and check the folder | %.2f s | | |%n", reopenSeconds));
        for (double p : new double[]{50, 95}) {
            t.append(String.format(Locale.ROOT, "| query p%d while the JIT still compiles (after %d warm-up rounds) | %.2f ms | | |%n",
                    (int) p, Benchmark.WARMUP_ROUNDS, early.percentileMillis(p)));
        }
        String state = warm.quiet() ? "JIT quiet" : "after " + warm.rounds() + " more warm-up rounds";
        for (double p : new double[]{50, 95}) {
            row(t, "query p" + (int) p + " (whole answer, in-process, " + state + ")", ours.percentileMillis(p),
                    o.seed() ? seed.percentileMillis(p) : Double.NaN);
        }
        row(t, "query max", ours.maxMillis(), o.seed() ? seed.maxMillis() : Double.NaN);
        row(t, "query mean", ours.meanMillis(), o.seed() ? seed.meanMillis() : Double.NaN);
        if (updates.count() > 0) {
            t.append(String.format(Locale.ROOT, "| update latency, save → in results (p50 / max of %d) | %.0f ms / %.0f ms | | |%n",
                    updates.count(), updates.percentileMillis(50), updates.maxMillis()));
        }
        if (!o.markers().isEmpty()) {
            t.append(String.format(Locale.ROOT, "| exact marker lookups right at rank 1 | %d / %d | | |%n", markersRight, o.markers().size()));
        }
        return t.toString();
    }

    private static void row(StringBuilder t, String name, double oursMs, double seedMs) {
        if (Double.isNaN(seedMs)) {
            t.append(String.format(Locale.ROOT, "| %s | %.2f ms | | |%n", name, oursMs));
        } else {
            t.append(String.format(Locale.ROOT, "| %s | %.2f ms | %.1f ms | %.0f× |%n", name, oursMs, seedMs, seedMs / oursMs));
        }
    }
}
