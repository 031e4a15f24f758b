package ephemeris.ui.model;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StartupWikiTest {
    @TempDir
    Path home;

    private final Path sample = Path.of("/cache/sample");

    private StartupWiki choose(List<String> args, Map<String, String> env, Settings s) {
        return StartupWiki.choose(LaunchOptions.parse(args), env, home, s, () -> Optional.of(sample));
    }

    @Test
    void theCommandLineWinsOverEverything() {
        MemorySettings s = new MemorySettings();
        s.lastWiki(home);
        assertEquals(new StartupWiki(Path.of("/w").toAbsolutePath(), false),
                choose(List.of("--wiki", "/w"), Map.of("EPHEMERIS_WIKI_ROOT", "/env"), s));
    }

    @Test
    void theEnvironmentComesNext() {
        assertEquals(new StartupWiki(Path.of("/env"), false), choose(List.of(), Map.of("EPHEMERIS_WIKI_ROOT", "/env"), new MemorySettings()));
    }

    @Test
    void thenTheWikiUsedLastTime() {
        MemorySettings s = new MemorySettings();
        s.lastWiki(home);
        assertEquals(new StartupWiki(home, false), choose(List.of(), Map.of(), s));
    }

    @Test
    void thenTheSeedsDefaultRootWhenItExists() throws IOException {
        Path def = Files.createDirectories(home.resolve(".claude/ephemeris/wiki"));
        assertEquals(new StartupWiki(def, false), choose(List.of(), Map.of(), new MemorySettings()));
    }

    @Test
    void aFirstRunWithNothingConfiguredOpensTheSample() {
        assertEquals(new StartupWiki(sample, true), choose(List.of(), Map.of(), new MemorySettings()));
    }

    @Test
    void withoutABundledSampleTheDefaultRootIsShownMissing() {
        assertEquals(new StartupWiki(home.resolve(".claude/ephemeris/wiki"), false),
                StartupWiki.choose(LaunchOptions.parse(List.of()), Map.of(), home, new MemorySettings(), Optional::empty));
    }

    @Test
    void launchOptionsReadWikiAskAndTheme() {
        LaunchOptions o = LaunchOptions.parse(List.of("--wiki=/x", "--ask", "How?", "--theme", "dark", "--unknown"));
        assertEquals(Optional.of(Path.of("/x")), o.wiki());
        assertEquals(Optional.of("How?"), o.ask());
        assertEquals(Optional.of(ThemeChoice.DARK), o.theme());
    }
}
