package ephemeris.bench;

import java.util.Locale;

/**
 * The speed figures of one {@code bench --speed} run side by side, each against its peer in the same run and the
 * target docs/benchmarks.md states for it: the first build against {@code recollindex}, a command line call against the
 * seed's method, and the time to embed every passage. The window's start and idle memory are measured by
 * {@code packaging/window.sh}, which needs the packaged app and a display.
 */
public final class SpeedSummary {
    private SpeedSummary() {
    }

    public static String table(String wikiName, FirstBuildBenchmark.Result build, CallBenchmark.Result calls, MeaningBenchmark.Result meaning) {
        StringBuilder t = new StringBuilder();
        t.append(String.format(Locale.ROOT, "Ephemeris speed, %s: %d cores, Java %s, %s; wiki `%s`%n%n", java.time.LocalDate.now(),
                Runtime.getRuntime().availableProcessors(), Runtime.version(), System.getProperty("os.name"), wikiName));
        t.append("| measure | Ephemeris | peer, in the same run | ratio (ours / peer's) | target |\n|---|---|---|---|---|\n");
        String peerAndRatio = Double.isNaN(build.recollSeconds()) ? "not installed |"
                : String.format(Locale.ROOT, "%.1f s | %.2f×", build.recollSeconds(), build.oursSeconds() / build.recollSeconds());
        t.append(String.format(Locale.ROOT, "| first build (`query … --meaning off`, empty cache) | %.1f s | `recollindex` %s | ≤ 0.5× |%n",
                build.oursSeconds(), peerAndRatio));
        call(t, "a `query … --json` call opening the index itself", calls.ownProcess(), "");
        call(t, "the same, answered by `ephemeris serve`", calls.served(), "");
        call(t, "the same as users call it: a burst, nothing started beforehand", calls.burst(), "≤ 1×");
        t.append(String.format(Locale.ROOT, "| meaning vectors for every passage, in the background | %.0f s (%,d vectors, %.0f a second) | | | a third of the time before issue 19 |%n",
                meaning.vectorSeconds(), meaning.vectors(), meaning.vectors() / meaning.vectorSeconds()));
        return t.toString();
    }

    private static void call(StringBuilder t, String what, CallBenchmark.Medians m, String target) {
        t.append(String.format(Locale.ROOT, "| %s | %.0f ms | the seed's method %.0f ms | %.2f× | %s |%n", what, m.oursMillis(), m.seedMillis(),
                m.ratio(), target));
    }
}
