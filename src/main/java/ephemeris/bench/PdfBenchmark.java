package ephemeris.bench;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.wiki.PdfText;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * How fast PDFs are indexed beside markdown, in one run: the wiki's PDFs and its markdown pages, each copied into
 * a folder of their own, indexed from an empty cache (keywords only) a number of times; the median build of each,
 * as pages a second (a PDF's pages, as its viewer numbers them) and the time for the whole. Prints a markdown table.
 */
public final class PdfBenchmark {
    private final PrintWriter log;

    public PdfBenchmark(PrintWriter log) {
        this.log = log;
    }

    public String run(Path wiki, int rounds) throws IOException, WikiException {
        Path work = Files.createTempDirectory("ephemeris-bench-pdf");
        try {
            List<Path> pdfs = files(wiki, true);
            List<Path> pages = files(wiki, false);
            if (pdfs.isEmpty()) {
                return "The wiki has no PDF.\n";
            }
            int pdfPages = 0;
            for (Path p : pdfs) {
                pdfPages += PdfText.pageCount(p);
            }
            Build ofPdfs = build(wiki, pdfs, work.resolve("pdfs"), rounds);
            Build ofPages = pages.isEmpty() ? null : build(wiki, pages, work.resolve("pages"), rounds);
            StringBuilder t = new StringBuilder();
            Runtime rt = Runtime.getRuntime();
            t.append(String.format(Locale.ROOT, "Ephemeris PDF indexing benchmark, %s: %d cores, Java %s, %s; median of %d builds from an empty cache%n%n",
                    LocalDate.now(), rt.availableProcessors(), Runtime.version(), System.getProperty("os.name"), rounds));
            t.append("| pages of | files | pages | build | pages/s |\n|---|---|---|---|---|\n");
            t.append(String.format(Locale.ROOT, "| PDFs | %d | %,d | %.2f s | %,.0f |%n", pdfs.size(), pdfPages, ofPdfs.seconds, pdfPages / ofPdfs.seconds));
            if (ofPages != null) {
                t.append(String.format(Locale.ROOT, "| markdown | %d | %,d | %.2f s | %,.0f |%n", pages.size(), pages.size(), ofPages.seconds,
                        pages.size() / ofPages.seconds));
            }
            return t.toString();
        } finally {
            BenchFiles.deleteTree(work);
        }
    }

    private record Build(double seconds) {
    }

    private Build build(Path wiki, List<Path> files, Path folder, int rounds) throws IOException, WikiException {
        for (Path f : files) {
            Path to = folder.resolve(wiki.relativize(f).toString());
            Files.createDirectories(to.getParent());
            Files.copy(f, to);
        }
        List<Double> times = new ArrayList<>();
        for (int r = 0; r < Math.max(1, rounds); r++) {
            Path cache = Files.createTempDirectory("ephemeris-bench-pdf-cache");
            try {
                log.printf("Indexing %d files (%s), build %d…%n", files.size(), folder.getFileName(), r + 1);
                log.flush();
                long t0 = System.nanoTime();
                try (Engine e = Engine.open(folder, EngineOptions.defaults().withCacheRoot(cache).withMeaning(false),
                        ProgressListener.NONE, () -> false)) {
                    e.pageCount();
                }
                times.add((System.nanoTime() - t0) / 1e9);
            } finally {
                BenchFiles.deleteTree(cache);
            }
        }
        times.sort(Double::compare);
        return new Build(times.get(times.size() / 2));
    }

    private static List<Path> files(Path wiki, boolean pdf) throws IOException {
        try (Stream<Path> s = Files.walk(wiki)) {
            return s.filter(Files::isRegularFile).filter(p -> {
                String name = p.getFileName().toString();
                return !name.startsWith(".") && (pdf ? PdfText.isPdf(name) : name.toLowerCase(Locale.ROOT).endsWith(".md"));
            }).sorted().toList();
        }
    }
}
