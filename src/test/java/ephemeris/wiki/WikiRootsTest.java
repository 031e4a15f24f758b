package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class WikiRootsTest {
    private static final Path HOME = Path.of("/home/ann");

    @Test
    void givenRootWinsAndIsMadeAbsoluteAndNormal() {
        assertEquals(Path.of("/data/wiki"), WikiRoots.resolve(Path.of("/data/x/../wiki"), Map.of(WikiRoots.ENV_VAR, "/env"), HOME));
        assertEquals(Path.of("rel").toAbsolutePath(), WikiRoots.resolve(Path.of("rel"), Map.of(), HOME));
    }

    @Test
    void environmentVariableIsUsedWhenSetAndNotBlank() {
        assertEquals(Path.of("/env/wiki"), WikiRoots.resolve(null, Map.of("EPHEMERIS_WIKI_ROOT", " /env/wiki "), HOME));
    }

    @Test
    void defaultRootIsUnderDotClaudeWhenVariableIsUnsetOrBlank() {
        Path expected = Path.of("/home/ann/.claude/ephemeris/wiki");
        assertEquals(expected, WikiRoots.resolve(null, Map.of(), HOME));
        assertEquals(expected, WikiRoots.resolve(null, Map.of("EPHEMERIS_WIKI_ROOT", "   "), HOME));
        assertEquals(expected, WikiRoots.resolve(null, Map.of("EPHEMERIS_WIKI_ROOT", ""), HOME));
    }
}
