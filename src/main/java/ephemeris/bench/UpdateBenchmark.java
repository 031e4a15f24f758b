package ephemeris.bench;

import ephemeris.answer.Answer;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;

/**
 * The benchmark's update latency: how long a saved page takes to show in results while the wiki is watched.
 * Kept apart from {@link Benchmark} because it works on its own copy of the wiki and its own index, so the
 * pages it writes never touch the wiki or the index the other measures read.
 */
final class UpdateBenchmark {
    private final PrintWriter log;

    UpdateBenchmark(PrintWriter log) {
        this.log = log;
    }

    /** Saves pages of a copy of the wiki while it is watched, and times until each save shows in results. */
    Latencies run(Path wiki, int updateRuns, long markdownBytes) throws IOException, WikiException, InterruptedException {
        Path copy = Files.createTempDirectory("ephemeris-bench-wiki");
        Path cache = Files.createTempDirectory("ephemeris-bench-cache");
        Latencies out = new Latencies();
        try {
            log.printf("Copying the wiki to time updates (%.0f MB)…%n", markdownBytes / 1e6);
            log.flush();
            List<Path> pages = BenchFiles.copyPages(wiki, copy);
            try (Engine engine = Engine.open(copy, EngineOptions.defaults().withCacheRoot(cache), ProgressListener.NONE, () -> false)) {
                engine.watch();
                Thread.sleep(300);
                for (int i = 0; i < updateRuns; i++) {
                    Path page = pages.get((int) ((long) i * 7919 % pages.size()));
                    String rel = copy.relativize(page).toString().replace('\\', '/');
                    String code = String.format(Locale.ROOT, "upd%06dx", i);
                    long s = System.nanoTime();
                    Files.writeString(page, "\n\nThe update benchmark code is " + code + ".\n", StandardOpenOption.APPEND);
                    long deadline = s + 10_000_000_000L;
                    boolean seen = false;
                    List<String> last = List.of();
                    while (!seen && System.nanoTime() < deadline) {
                        Answer a = engine.ask(new Question(code, false, 5));
                        last = a.pagesConsulted();
                        seen = !last.isEmpty() && last.getFirst().equals(rel);
                        if (seen) {
                            out.add(System.nanoTime() - s);
                        } else {
                            Thread.sleep(5);
                        }
                    }
                    if (!seen) {
                        log.printf("Update of %s not seen within 10 s (results: %s)%n", rel, last);
                    }
                    Thread.sleep(200);
                }
            }
        } finally {
            BenchFiles.deleteTree(copy);
            BenchFiles.deleteTree(cache);
        }
        return out;
    }
}
