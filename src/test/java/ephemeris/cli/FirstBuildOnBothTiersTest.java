package ephemeris.cli;

import ephemeris.TestWiki;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.index.WikiIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A call kept to the JIT's first tier that finds no index of its wiki runs again, whole, on both tiers. */
class FirstBuildOnBothTiersTest {
    /** Stands for the java command: writes down its arguments, one a line, and exits with 7. */
    private static Path recordingJava(Path dir, Path record) throws Exception {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + record + "'\nexit 7\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    private static List<String> commandLine(Path java, String... call) {
        List<String> line = new java.util.ArrayList<>(List.of(java.toString(), "-Xms32m", FirstBuildOnBothTiers.FIRST_TIER_ONLY,
                "-m", "ephemeris/ephemeris.Main"));
        line.addAll(List.of(call));
        return line;
    }

    @Test
    void withNoIndexYetTheSameCallRunsAgainWithoutTheFirstTierOptionAndItsExitCodeIsPassedOn(@TempDir Path dir) throws Exception {
        Path wiki = TestWiki.at(dir.resolve("wiki")).page("a.md", "# A\n\nText.").root();
        Path record = dir.resolve("record.txt");
        String[] args = {"query", "--wiki", wiki.toString(), "How?", "--json"};
        OptionalInt code = FirstBuildOnBothTiers.rerun(args, dir.resolve("cache"), commandLine(recordingJava(dir, record), args));
        assertEquals(OptionalInt.of(7), code);
        assertEquals(List.of("-Xms32m", "-m", "ephemeris/ephemeris.Main", "query", "--wiki", wiki.toString(), "How?", "--json"),
                Files.readAllLines(record));
    }

    @Test
    void anIndexAlreadyThereIsOpenedByThisProcess(@TempDir Path dir) throws Exception {
        Path wiki = TestWiki.at(dir.resolve("wiki")).page("a.md", "# A\n\nText.").root();
        Path cache = dir.resolve("cache");
        try (Engine e = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(cache).withMeaning(false), ProgressListener.NONE, () -> false)) {
            assertEquals(1, e.pageCount());
        }
        assertTrue(WikiIndex.builtIn(cache, wiki));
        Path record = dir.resolve("record.txt");
        String[] args = {"query", "--wiki", wiki.toString(), "How?"};
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(args, cache, commandLine(recordingJava(dir, record), args)));
        assertFalse(Files.exists(record));
    }

    @Test
    void aCallOnBothTiersAlreadyOrForAMissingWikiRunsInThisProcess(@TempDir Path dir) throws Exception {
        Path wiki = TestWiki.at(dir.resolve("wiki")).page("a.md", "# A\n\nText.").root();
        Path java = recordingJava(dir, dir.resolve("record.txt"));
        String[] args = {"status", "--wiki", wiki.toString()};
        List<String> bothTiers = commandLine(java, args);
        bothTiers.remove(FirstBuildOnBothTiers.FIRST_TIER_ONLY);
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(args, dir.resolve("cache"), bothTiers));
        String[] missing = {"status", "--wiki", dir.resolve("no such wiki").toString()};
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(missing, dir.resolve("cache"), commandLine(java, missing)));
        assertFalse(Files.exists(dir.resolve("record.txt")));
    }

    @Test
    void onlyCallsThatAnswerOnceAreRunAgain() {
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.tryRerun(new String[]{"index", "--wiki", "/nowhere"}));
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.tryRerun(new String[0]));
    }
}
