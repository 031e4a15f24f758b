package ephemeris.cli;

import ephemeris.TestWiki;
import ephemeris.testing.ChildJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@code ephemeris index}: builds the index, shows one rewritten progress line on a terminal and none in a pipe. */
class IndexCommandTest {
    @TempDir
    Path wiki;

    private record Run(int code, String out, String err) {
    }

    private static Run index(boolean terminal, String... args) {
        IndexCommand command = new IndexCommand();
        command.terminal = terminal;
        CommandLine cl = new CommandLine(command);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static final Pattern DONE = Pattern.compile(
            "Indexed 5 pages of (.+) \\(3 files left out: ephemeris status lists them\\) in \\d+ s\\.\\R");

    private void wiki() {
        TestWiki.seed004(wiki).page("notes.txt", "plain text").page(".obsidian/app.md", "hidden").bytes("blob.md", new byte[]{0, 1, 2});
    }

    @Test
    void onATerminalTheProgressLineIsRewrittenInPlaceAndClearedAtTheEnd() {
        wiki();
        Run r = index(true, "--meaning", "off", "--wiki", wiki.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(DONE.matcher(r.out()).matches(), r.out());
        assertTrue(r.err().startsWith("\rLooking through the wiki folder…"), r.err());
        assertTrue(Pattern.compile("\rIndexing: (\\d+) of \\1 pages \\(100%\\)").matcher(r.err()).find(), r.err());
        assertTrue(r.err().endsWith("\r"), "the line is blanked, so the summary starts on a clean line");
        assertTrue(!r.err().contains("\n"), "one line, rewritten: " + r.err());
    }

    @Test
    void inAPipeNothingButTheSummaryIsPrinted() {
        wiki();
        Run r = index(false, "--meaning", "off", "--wiki", wiki.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(DONE.matcher(r.out()).matches(), r.out());
        assertEquals("", r.err());
    }

    @Test
    void aMissingWikiIsOnePlainLine() {
        Run r = index(false, "--meaning", "off", "--wiki", wiki.resolve("nope").toString());
        assertEquals(3, r.code());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void aRealTerminalGetsTheLineAndARealPipeDoesNot(@TempDir Path work) throws Exception {
        assumeTrue(ChildJvm.onPath("script"), "util-linux script makes the pseudo-terminal");
        wiki();
        Path cache = work.resolve("cache");
        // Piped: the child's stderr is a file.
        ChildJvm.Result piped = ChildJvm.run(List.of(), cache, work, 120, "index", "--meaning", "off", "--wiki", wiki.toString());
        assertEquals(0, piped.exitCode(), piped.err());
        assertEquals("", piped.err());
        assertTrue(DONE.matcher(piped.out()).matches(), piped.out());
        // On a pseudo-terminal: script(1) runs the same command with a terminal as its stdin, stdout and stderr.
        List<String> quoted = new ArrayList<>();
        for (String a : ChildJvm.command(List.of(), cache, "index", "--meaning", "off", "--wiki", wiki.toString())) {
            quoted.add("'" + a.replace("'", "'\\''") + "'");
        }
        Process p = new ProcessBuilder("script", "-qfec", String.join(" ", quoted), "/dev/null")
                .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        byte[] seen = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        String tty = new String(seen, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), tty);
        assertTrue(tty.contains("\rLooking through the wiki folder…"), tty);
        assertTrue(tty.contains("Indexed 5 pages of "), tty);
        assertTrue(Files.isDirectory(cache.resolve("indexes")), "the index is kept in the cache folder");
    }
}
