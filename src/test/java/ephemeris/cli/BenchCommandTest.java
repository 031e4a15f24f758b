package ephemeris.cli;

import ephemeris.TestWiki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BenchCommandTest {
    @TempDir
    Path parent;

    @Test
    void benchLeavesTheWikiAndItsFolderUnchanged() throws Exception {
        Path wiki = parent.resolve("wiki");
        TestWiki.seed004(wiki);
        Path questions = parent.resolve("questions.txt");
        Files.writeString(questions, "# two questions\nWhat is CCW's first-response SLA?\nWho is the billing contact for CCW?\n");
        Map<String, String> before = TestWiki.snapshot(parent);
        CliTest.Run r = CliTest.run("bench", "--wiki", wiki.toString(), "--questions", questions.toString(),
                "--rounds", "1", "--updates", "1", "--no-seed");
        assertEquals(0, r.code(), r.err() + r.out());
        assertEquals(before, TestWiki.snapshot(parent));
    }

    @Test
    void benchNeedsAWiki() {
        CliTest.Run r = CliTest.run("bench");
        assertEquals(2, r.code());
    }
}
