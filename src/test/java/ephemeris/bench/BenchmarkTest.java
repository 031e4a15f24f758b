package ephemeris.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BenchmarkTest {
    @TempDir
    Path source;
    @TempDir
    Path out;

    private void sourceWiki() throws Exception {
        Files.writeString(source.resolve("lambdas.md"), "# Lambdas\n\nA lambda expression captures variables by value or by reference.\n");
        Files.createDirectories(source.resolve("lib"));
        Files.writeString(source.resolve("lib/threads.md"), "# Threads\n\nUse std::thread to start a thread of execution.\n");
        Files.writeString(source.resolve("lib/volatile.md"), "# Volatile\n\nThe volatile keyword tells the compiler an object can change outside the program.\n");
    }

    @Test
    void scaledWikiCopiesPagesInCycleFoldersWithOneUniqueMarkerEach() throws Exception {
        sourceWiki();
        List<ScaledWiki.Marker> markers = ScaledWiki.generate(source, 7, out);
        assertEquals(7, markers.size());
        assertEquals(new ScaledWiki.Marker("cycle-000/lambdas.md", "zq0000000"), markers.get(0));
        assertEquals(new ScaledWiki.Marker("cycle-001/lib/threads.md", "zq0000004"), markers.get(4));
        assertEquals(new ScaledWiki.Marker("cycle-002/lambdas.md", "zq0000006"), markers.get(6));
        String page = Files.readString(out.resolve("cycle-001/lib/threads.md"));
        assertTrue(page.startsWith("# Threads"));
        assertTrue(page.endsWith("the unique code of this page is zq0000004.\n"), page);
    }

    @Test
    void percentilesAreTakenFromTheSortedDurations() {
        Latencies l = new Latencies();
        for (long ms : new long[]{5, 1, 4, 2, 3, 10, 9, 8, 7, 6}) {
            l.add(ms * 1_000_000);
        }
        assertEquals(5.0, l.percentileMillis(50));
        assertEquals(10.0, l.percentileMillis(95));
        assertEquals(10.0, l.maxMillis());
        assertEquals(5.5, l.meanMillis());
    }

    @Test
    void scaledRunFindsEveryMarkerAtRankOneAndPrintsTheTable() throws Exception {
        sourceWiki();
        StringWriter log = new StringWriter();
        String table = new Benchmark(new PrintWriter(log)).runScaled(source, 60,
                List.of("How do I start a thread?", "What does volatile mean?"), 1, true, 1, out.resolve("scaled"));
        assertTrue(table.contains("| exact marker lookups right at rank 1 | 20 / 20 |"), table);
        assertTrue(table.contains("| index build from scratch |"), table);
        assertTrue(table.contains("| same build again in this process (code compiled) |"), table);
        assertTrue(table.contains("| query p50 while the JIT still compiles (after 20 warm-up rounds) |"), table);
        assertTrue(table.contains("| query p50 (whole answer, in-process, JIT quiet) |")
                || table.contains("| query p50 (whole answer, in-process, after 500 more warm-up rounds) |"), table);
        assertTrue(table.contains("| update latency, save → in results (p50 / max of 1) |"), table + log);
        assertTrue(table.contains("60 pages (60 indexed)"), table);
    }

    @Test
    void bundledQuestionListsSkipCommentsAndBlankLines() throws Exception {
        List<String> cpp = Benchmark.questions("cpp-docs");
        assertEquals(30, cpp.size());
        assertEquals("How do I capture variables by reference in a lambda expression?", cpp.getFirst());
        assertEquals(20, Benchmark.questions("obsidian-help-en").size());
    }
}
