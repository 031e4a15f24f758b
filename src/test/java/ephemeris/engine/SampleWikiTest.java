package ephemeris.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleWikiTest {
    @TempDir
    Path cache;

    @Test
    void theBundledFilesAreCopiedIntoAVersionedCacheFolderOnce() throws IOException {
        Path root = SampleWiki.install("/ephemeris/test-sample-wiki/", cache).orElseThrow();
        assertTrue(root.startsWith(cache.resolve("sample-wiki")));
        assertEquals(SampleWiki.FOLDER_NAME, root.getFileName().toString());
        assertEquals("# Welcome\n\nThis is the guide.\n", Files.readString(root.resolve("Welcome.md")));
        assertEquals("# Asking\n\nType a question and press Enter.\n", Files.readString(root.resolve("Guide/Asking.md")));
        assertEquals(root, SampleWiki.install("/ephemeris/test-sample-wiki/", cache).orElseThrow());
        try (Engine engine = Engine.open(root)) {
            assertEquals(2, engine.pageCount());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void everyExampleQuestionIsAnsweredFromTheGuideWithHighConfidence() throws Exception {
        assertEquals(List.of("How do I open my own wiki?", "Does Ephemeris make network connections?",
                "Does Ephemeris change my wiki?"), SampleWiki.exampleQuestions());
        Path root = SampleWiki.install(cache).orElseThrow();
        try (Engine engine = Engine.open(root)) {
            for (String q : SampleWiki.exampleQuestions()) {
                ephemeris.answer.Answer a = engine.ask(q);
                assertTrue(a.answered(), q);
                assertEquals(ephemeris.answer.Confidence.HIGH, a.confidence(), q + ": " + a.reasons().confidence());
            }
        }
        assertTrue(Files.notExists(root.resolve(SampleWiki.EXAMPLES)), "the examples are not a page of the wiki");
    }

    @Test
    void noBundleMeansNoSample() throws IOException {
        assertEquals(Optional.empty(), SampleWiki.install("/ephemeris/no-such-bundle/", cache));
    }

    @Test
    void theCacheFollowsXdg() {
        assertEquals(Path.of("/x/ephemeris"), SampleWiki.cacheDir(Map.of("XDG_CACHE_HOME", "/x"), Path.of("/home/u")));
        assertEquals(Path.of("/home/u/.cache/ephemeris"), SampleWiki.cacheDir(Map.of(), Path.of("/home/u")));
    }
}
