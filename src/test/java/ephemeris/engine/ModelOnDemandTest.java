package ephemeris.engine;

import ephemeris.TestWiki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wiki whose vectors are all stored opens without the embedding model (tens of megabytes of a window left
 * open): the builder loads it only for pages lacking vectors, or when told a question is being typed.
 */
class ModelOnDemandTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    @Test
    void storedVectorsNeedNoModelUntilAQuestionComes() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withCacheRoot(cache).withMeaning(true);
        try (Engine first = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            assertTrue(first.awaitMeaning(Duration.ofMinutes(2)));
            assertTrue(first.builderLoadedModel(), "five pages lacked vectors: the model computed them");
        }
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)));
            assertEquals(new MeaningStatus(MeaningStatus.State.READY, 5, 5, ""), engine.meaningStatus());
            assertFalse(engine.builderLoadedModel(), "every page has its vectors: nothing to embed");

            engine.prepareForQuestion();
            long end = System.nanoTime() + Duration.ofMinutes(1).toNanos();
            while (!engine.builderLoadedModel() && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertTrue(engine.builderLoadedModel(), "a question is being typed: the model is loaded ahead of it");
            assertEquals(new MeaningStatus(MeaningStatus.State.READY, 5, 5, ""), engine.meaningStatus(), "nothing was missing meanwhile");
        }
    }
}
