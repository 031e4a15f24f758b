package ephemeris.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.testing.ChildJvm;
import ephemeris.testing.TreeSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A cache folder that cannot be used (a regular file where the folder should be) costs the user the
 * saved index, nothing else: the engine answers from memory, says once and plainly that the index is
 * not kept and why, and the command line exits 0 with the whole answer on stdout.
 */
class UnusableCacheTest {
    @TempDir
    Path dir;

    private Path wiki() {
        return TestWiki.at(dir.resolve("wiki"))
                .page("support.md", "# Support\n\nThe first-response SLA for CCW is 15 minutes.\n")
                .page("billing.md", "# Billing\n\nInvoices are sent on the first day of each month.\n")
                .root();
    }

    private Path fileInTheWay() throws Exception {
        Path file = dir.resolve("cache-is-a-file");
        Files.writeString(file, "not a folder\n");
        return file;
    }

    @Test
    void engineAnswersFromMemoryAndSaysWhyTheIndexIsNotKept() throws Exception {
        Path wiki = wiki();
        Path cache = fileInTheWay();
        TreeSnapshot before = TreeSnapshot.of(wiki);
        try (Engine engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(cache), ProgressListener.NONE, () -> false)) {
            Answer a = engine.ask("What is the first-response SLA for CCW?");
            assertEquals(List.of("support.md"), a.sources());
            assertEquals(java.util.Optional.empty(), engine.indexLocation());
            assertEquals(java.util.Optional.of("the cache folder " + cache + " cannot be used (Not a directory)"), engine.indexNotKept());
        }
        assertEquals("not a folder\n", Files.readString(cache));
        assertEquals(before, TreeSnapshot.of(wiki));
    }

    @Test
    void anIndexInMemoryByChoiceIsNotReportedAsNotKept() throws Exception {
        try (Engine engine = Engine.open(wiki(), EngineOptions.defaults().inMemory(), ProgressListener.NONE, () -> false)) {
            assertEquals(java.util.Optional.empty(), engine.indexNotKept());
        }
    }

    @Test
    void queryJsonExitsZeroWithTheAnswerAndOnePlainLineOnStderr() throws Exception {
        Path wiki = wiki();
        ChildJvm.Result r = ChildJvm.run(List.of(), fileInTheWay(), dir, 120,
                "query", "What is the first-response SLA for CCW?", "--wiki", wiki.toString(), "--json", "--meaning", "off");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertTrue(json.get("answer").asText().contains("15 minutes"), r.out());
        assertEquals("support.md", json.get("pages_consulted").get(0).asText());
        List<String> lines = r.err().lines().toList();
        assertEquals(1, lines.size(), r.err());
        assertTrue(lines.getFirst().endsWith("WARNING: The index of " + wiki.toRealPath() + " is not kept between runs: the cache folder "
                + dir.resolve("cache-is-a-file") + " cannot be used (Not a directory)."), r.err());
    }

    @Test
    void statusJsonSaysTheIndexIsNotKept() throws Exception {
        Path wiki = wiki();
        Path cache = fileInTheWay();
        ChildJvm.Result r = ChildJvm.run(List.of(), cache, dir, 120, "status", "--wiki", wiki.toString(), "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertEquals("in memory", json.get("index").get("location").asText());
        assertEquals("the cache folder " + cache + " cannot be used (Not a directory)", json.get("index").get("not_kept").asText());
    }
}
