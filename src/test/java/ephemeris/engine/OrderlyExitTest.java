package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.testing.ChildJvm;
import ephemeris.testing.PlainStderr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SIGTERM or SIGINT at any moment of a command-line run — while the wiki is indexed, while the embedding
 * model's native session is being created, while pages are embedded — ends the process within a
 * bounded time, with the signal's exit code, no JVM crash file, and no stack trace. A later run finds
 * the index sound and answers.
 */
class OrderlyExitTest {
    @TempDir
    Path dir;

    @Test
    void signalsAtEveryMomentOfAMeaningBuildEndTheProcessCleanly() throws Exception {
        TestWiki w = TestWiki.at(dir.resolve("wiki"));
        for (int i = 0; i < 60; i++) {
            w.page("notes/page-" + i + ".md", "# Page " + i + "\n\nThe calibration code of room " + i + " is zq" + (1000 + i)
                    + ". It is read from the panel beside the door.\n\n## More\n\nEvery room has its own code.\n");
        }
        Path cache = dir.resolve("cache");
        List<String> failures = new ArrayList<>();
        // From the first moments (indexing) through the model's loading to the embedding of pages.
        long[] delays = {300, 700, 1000, 1300, 1600, 2000, 2500, 3200};
        for (int i = 0; i < delays.length; i++) {
            String signal = i % 2 == 0 ? "TERM" : "INT";
            Path run = Files.createDirectories(dir.resolve("run-" + i));
            List<String> cmd = ChildJvm.command(List.of(), cache.resolve("c" + i), "query", "What is the calibration code of room 7?",
                    "--wiki", w.root().toString(), "--meaning", "wait", "--json");
            Process p = new ProcessBuilder(cmd).directory(run.toFile())
                    .redirectOutput(run.resolve("out").toFile()).redirectError(run.resolve("err").toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            Thread.sleep(delays[i]);
            boolean ended = p.waitFor(0, TimeUnit.SECONDS);
            if (!ended) {
                // The run may end between the look above and the signal: then kill finds no process (exit 1), and the
                // run's own exit code is checked below like any run that finished before its signal.
                int killed = ChildJvm.exec("kill", "-" + signal, Long.toString(p.pid()));
                ended = p.waitFor(15, TimeUnit.SECONDS);
                if (killed != 0 && !ended) {
                    failures.add("SIG" + signal + " after " + delays[i] + " ms: kill failed (" + killed + ") and the run goes on");
                }
            }
            if (!ended) {
                p.destroyForcibly();
                failures.add("SIGTERM after " + delays[i] + " ms: still running 15 s later");
                continue;
            }
            int code = p.exitValue();
            String err = Files.readString(run.resolve("err"), StandardCharsets.UTF_8);
            PlainStderr.check(err);
            List<String> crashFiles = crashFiles(run);
            if (!crashFiles.isEmpty()) {
                failures.add("SIG" + signal + " after " + delays[i] + " ms: crash files " + crashFiles);
            }
            // 128 + the signal's number; 0 when the run had finished just before the signal landed.
            int expected = signal.equals("TERM") ? 143 : 130;
            if (code != expected && code != 0) {
                failures.add("SIG" + signal + " after " + delays[i] + " ms: exit " + code + "\n" + err);
            }
        }
        assertEquals(List.of(), failures);

        // The index the interrupted runs left is sound: the next run answers from it.
        ChildJvm.Result again = ChildJvm.run(List.of(), cache.resolve("c4"), dir, 120, "query", "Which room has the code zq1007?",
                "--wiki", w.root().toString(), "--meaning", "off", "--json");
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.out().contains("\"notes/page-7.md\""), again.out());
    }

    private static List<String> crashFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("hs_err") || n.startsWith("core")).toList();
        }
    }
}
