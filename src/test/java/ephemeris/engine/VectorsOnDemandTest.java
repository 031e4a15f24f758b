package ephemeris.engine;

import ephemeris.TestWiki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A one-shot command's engine computes no vectors (and loads no model) until it decides to wait for them. */
class VectorsOnDemandTest {
    @TempDir
    Path wiki;

    @Test
    void missingVectorsAreComputedOnlyOnceAskedFor() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withMeaning(true).withVectorsOnDemand(true);
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            assertFalse(engine.computingVectors(), "opened and in step with the folder, but nothing asked for vectors");
            MeaningStatus before = engine.meaningStatus();
            assertEquals(MeaningStatus.State.BUILDING, before.state());
            assertEquals(5, before.pagesMissing());
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)));
            assertTrue(engine.computingVectors());
            assertEquals(new MeaningStatus(MeaningStatus.State.READY, 5, 5, ""), engine.meaningStatus());
        }
    }

    @Test
    void withoutOnDemandTheyAreComputedAtOnce() throws Exception {
        TestWiki.seed004(wiki);
        try (Engine engine = Engine.open(wiki, EngineOptions.defaults().withMeaning(true), ProgressListener.NONE, () -> false)) {
            assertTrue(engine.computingVectors());
        }
    }
}
