package ephemeris.bench;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FirstBuildBenchmarkTest {
    private static Latencies seconds(double... values) {
        Latencies l = new Latencies();
        for (double v : values) {
            l.add((long) (v * 1e9));
        }
        return l;
    }

    @Test
    void tableGivesBothMediansTheirRatioAndTheIndexSizes() {
        String table = FirstBuildBenchmark.table(Path.of("/wikis/docs"), new long[]{9746, 45_200_000}, 3, "Recoll 1.34.3 + Xapian 1.4.22",
                seconds(14.0, 12.0, 13.0), seconds(20.0, 26.0, 24.0), 49_900_000, 126_000_000);
        List<String> lines = table.lines().toList();
        assertEquals("Wiki: `docs`: 9,746 pages, 45.2 MB of markdown; 3 turns, whole processes, a new index each time, median wall time", lines.get(2));
        assertEquals("| first build | Ephemeris | Recoll 1.34.3 + Xapian 1.4.22 in the same turns | ratio (ours / Recoll's) |", lines.get(4));
        assertEquals("| `ephemeris query … --json --meaning off`, empty cache folder; `recollindex`, new configuration | 13.0 s | 24.0 s | 0.54× |", lines.get(6));
        assertEquals("| index size on disk | 49.9 MB | 126.0 MB | |", lines.get(7));
        assertEquals(8, lines.size());
    }

    @Test
    void withoutRecollTheTableSaysSoAndGivesOurTimeAndSizeAlone() {
        String table = FirstBuildBenchmark.table(Path.of("/wikis/docs"), new long[]{173, 700_000}, 1, null,
                seconds(3.1), new Latencies(), 1_100_000, 0);
        List<String> lines = table.lines().toList();
        assertTrue(lines.get(2).contains("; 1 turn, whole processes"), lines.get(2));
        assertEquals("| `ephemeris query … --json --meaning off`, empty cache folder; `recollindex`, new configuration | 3.1 s | not installed | |", lines.get(6));
        assertEquals("| index size on disk | 1.1 MB | | |", lines.get(7));
        assertEquals(8, lines.size());
    }

    @Test
    void recollIsToldTheWikiAsItsOneFolderQuotedForSpaces() {
        assertEquals("topdirs = \"/home/me/my wiki\"\n", RecollPeer.configuration(Path.of("/home/me/my wiki")));
    }

    @Test
    void aFailingTimedProcessNamesItsExitCodeAndWhatItSaid() {
        IOException e = assertThrows(IOException.class, () -> WholeProcess.time(new ProcessBuilder("sh", "-c", "echo no index >&2; exit 3")));
        assertEquals("a timed call failed with exit code 3 (no index): sh -c echo no index >&2; exit 3", e.getMessage());
    }

    @Test
    void aSucceedingTimedProcessTakesAtLeastItsOwnTime() throws Exception {
        assertTrue(WholeProcess.time(new ProcessBuilder("sleep", "0.2")) >= 200_000_000L);
    }
}
