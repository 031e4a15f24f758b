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

/** A call kept to the JIT's first tier that would build its wiki's index runs again, whole, on both tiers. */
class FirstBuildOnBothTiersTest {
    @TempDir
    Path dir;

    /** Stands for the java command: writes down its arguments, one a line, and exits with 7. */
    private Path recordingJava() throws Exception {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + record() + "'\nexit 7\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    private Path record() {
        return dir.resolve("record.txt");
    }

    private Path wiki() {
        return TestWiki.at(dir.resolve("wiki")).page("a.md", "# A\n\nText.").root();
    }

    private List<String> commandLine(String... call) throws Exception {
        List<String> line = new java.util.ArrayList<>(List.of(recordingJava().toString(), "-Xms32m", FirstBuildOnBothTiers.FIRST_TIER_ONLY,
                "-m", "ephemeris/ephemeris.Main"));
        line.addAll(List.of(call));
        return line;
    }

    private Engine openIn(Path cache, Path wiki) throws Exception {
        return Engine.open(wiki, EngineOptions.defaults().withCacheRoot(cache).withMeaning(false), ProgressListener.NONE, () -> false);
    }

    @Test
    void withNoIndexYetTheSameCallRunsAgainWithoutTheFirstTierOptionAndItsExitCodeIsPassedOn() throws Exception {
        Path wiki = wiki();
        String[] args = {"query", "--wiki", wiki.toString(), "How?", "--json"};
        assertEquals(OptionalInt.of(7), FirstBuildOnBothTiers.rerun(args, dir.resolve("cache"), commandLine(args)));
        assertEquals(List.of("-Xms32m", "-Dephemeris.server.waited=true", "-m", "ephemeris/ephemeris.Main", "query", "--wiki", wiki.toString(), "How?", "--json"),
                Files.readAllLines(record()));
    }

    @Test
    void theWikiMayBeGivenAsOneArgument() throws Exception {
        Path wiki = wiki();
        String[] args = {"status", "--wiki=" + wiki};
        assertEquals(OptionalInt.of(7), FirstBuildOnBothTiers.rerun(args, dir.resolve("cache"), commandLine(args)));
        assertEquals(List.of("-Xms32m", "-Dephemeris.server.waited=true", "-m", "ephemeris/ephemeris.Main", "status", "--wiki=" + wiki), Files.readAllLines(record()));
    }

    @Test
    void anIndexAlreadyThereIsOpenedByThisProcess() throws Exception {
        Path wiki = wiki();
        Path cache = dir.resolve("cache");
        try (Engine e = openIn(cache, wiki)) {
            assertEquals(1, e.pageCount());
        }
        assertTrue(ephemeris.index.CacheLocation.openableIn(cache, wiki));
        String[] args = {"query", "--wiki", wiki.toString(), "How?"};
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(args, cache, commandLine(args)));
        assertFalse(Files.exists(record()));
    }

    @Test
    void anIndexAnotherProcessIsWritingWouldBeBuiltAgainInMemorySoTheCallRunsOnBothTiers() throws Exception {
        Path wiki = wiki();
        Path cache = dir.resolve("cache");
        try (Engine writing = openIn(cache, wiki)) {
            assertEquals(1, writing.pageCount());
            assertFalse(ephemeris.index.CacheLocation.openableIn(cache, wiki));
            String[] args = {"query", "--wiki", wiki.toString(), "How?"};
            assertEquals(OptionalInt.of(7), FirstBuildOnBothTiers.rerun(args, cache, commandLine(args)));
        }
        assertTrue(ephemeris.index.CacheLocation.openableIn(cache, wiki), "the look at the lock let it go");
    }

    @Test
    void callsOnBothTiersAlreadyOtherCommandsAndMissingWikisRunInThisProcess() throws Exception {
        Path wiki = wiki();
        Path cache = dir.resolve("cache");
        String[] status = {"status", "--wiki", wiki.toString()};
        List<String> bothTiers = commandLine(status);
        bothTiers.remove(FirstBuildOnBothTiers.FIRST_TIER_ONLY);
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(status, cache, bothTiers));
        // The option as the question's text, after the main class, is not the JVM's.
        String[] asked = {"query", "--wiki", wiki.toString(), FirstBuildOnBothTiers.FIRST_TIER_ONLY};
        List<String> line = commandLine(asked);
        line.remove(FirstBuildOnBothTiers.FIRST_TIER_ONLY);
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(asked, cache, line));
        // A training run that writes the build's AOT cache records this very call, never a re-run of it.
        String[] training = {"query", "--wiki", wiki.toString(), "How?"};
        List<String> trainingLine = commandLine(training);
        trainingLine.add(1, "-XX:AOTCacheOutput=" + dir.resolve("cli.aot"));
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(training, cache, trainingLine));
        String[] index = {"index", "--wiki", wiki.toString()};
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(index, cache, commandLine(index)));
        String[] missing = {"status", "--wiki", dir.resolve("no such wiki").toString()};
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(missing, cache, commandLine(missing)));
        assertEquals(OptionalInt.empty(), FirstBuildOnBothTiers.rerun(new String[0], cache, commandLine()));
        assertFalse(Files.exists(record()));
    }
}
