package ephemeris;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The real entry point in its own process, so the environment variable and the home folder take effect. */
class MainProcessTest {
    @TempDir
    Path home;
    @TempDir
    Path cache;

    record Result(int code, String out, String err) {
    }

    private Result run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Duser.home=" + home, "-Dephemeris.cache=" + cache,
                "-cp", System.getProperty("java.class.path"), "ephemeris.Main"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("EPHEMERIS_WIKI_ROOT");
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        var out = p.getInputStream().readAllBytes();
        var err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void environmentVariableChoosesTheWiki(@TempDir Path wiki) throws Exception {
        TestWiki.seed004(wiki);
        Result r = run(Map.of("EPHEMERIS_WIKI_ROOT", wiki.toString()), "query", "What is CCW's first-response SLA?");
        assertEquals(0, r.code(), r.err());
        assertEquals("CCW's first-response SLA is 15 min during business hours. [1]\n\n## Sources\n- ccw.md\n", r.out());
    }

    @Test
    void missingEnvironmentWikiIsReportedWithExitThree() throws Exception {
        Path missing = home.resolve("nowhere");
        Result r = run(Map.of("EPHEMERIS_WIKI_ROOT", missing.toString()), "query", "anything");
        assertEquals(3, r.code());
        assertEquals("Wiki not found at " + missing + ". Run /ephemeris:ingest first.\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void withoutTheVariableTheDefaultUnderHomeIsUsed() throws Exception {
        Result r = run(Map.of("EPHEMERIS_WIKI_ROOT", "  "), "query", "anything");
        assertEquals(3, r.code());
        assertEquals("Wiki not found at " + home.resolve(".claude/ephemeris/wiki") + ". Run /ephemeris:ingest first.\n", r.err());
        TestWiki.seed004(home.resolve(".claude/ephemeris/wiki"));
        Result found = run(Map.of(), "query", "Who is the billing contact for CCW?");
        assertEquals(0, found.code(), found.err());
        assertTrue(found.out().endsWith("\n## Sources\n- ccw.md\n"), found.out());
    }

    @Test
    void emptyQuestionPrintsUsageAndExitsTwo() throws Exception {
        Result r = run(Map.of(), "query", "");
        assertEquals(2, r.code());
        assertEquals("Usage: ephemeris query \"<question>\"\n", r.err());
    }

    @Test
    void outputIsUtf8() throws Exception {
        Path empty = home.resolve("empty");
        java.nio.file.Files.createDirectories(empty);
        Result r = run(Map.of("EPHEMERIS_WIKI_ROOT", empty.toString()), "query", "anything");
        assertEquals(4, r.code());
        assertEquals("Wiki is empty — no pages have been built yet.\n", r.err());
        Path wiki = home.resolve("w");
        TestWiki.at(wiki).page("a.md", "# Grüße\n\nDie Grüße kommen aus Köln — herzlich.\n");
        Result q = run(Map.of("EPHEMERIS_WIKI_ROOT", wiki.toString()), "query", "Grüße Köln");
        assertEquals(0, q.code(), q.err());
        assertTrue(q.out().startsWith("Die Grüße kommen aus Köln — herzlich. [1]"), q.out());
    }
}
