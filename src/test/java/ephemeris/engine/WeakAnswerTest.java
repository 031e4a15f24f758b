package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.answer.Confidence;
import ephemeris.wiki.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Answered by words alone, a unit that holds under a third of the question's weight but more than a quarter is
 * quoted for want of a better one, with low confidence and a pointer outside; one that holds less is no answer.
 */
class WeakAnswerTest {
    @TempDir
    Path root;

    private Engine open() throws Exception {
        TestWiki.at(root)
                .page("Slides.md", "# Slides\n\nPress the space bar to go to the next slide.\n\nSlides is a core plugin.\n")
                .page("Tags.md", "# Tags\n\nA tag starts with a hash sign.\n")
                .page("Links.md", "# Links\n\nA link points to another note.\n");
        return Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false);
    }

    @Test
    void aUnitHoldingUnderAThirdOfTheQuestionIsQuotedWithLowConfidence() throws Exception {
        try (Engine engine = open()) {
            Answer a = engine.ask("zebra slide");
            assertTrue(a.answered(), a.text());
            assertTrue(a.text().startsWith("Press the space bar to go to the next slide. [1]"), a.text());
            assertEquals(Confidence.LOW, a.confidence());
            assertTrue(a.goExternal());
            assertTrue(a.reasons().confidence().contains("covers 32% of the question's key terms"), a.reasons().confidence());
            assertTrue(a.reasons().confidence().contains("its first unit holds so little of the question that it may not answer it"),
                    a.reasons().confidence());
        }
    }

    @Test
    void aUnitHoldingLessIsNoAnswer() throws Exception {
        try (Engine engine = open()) {
            Answer a = engine.ask("zebra quasar slide");
            assertFalse(a.answered(), a.text());
            assertEquals(Messages.CANNOT_ANSWER, a.text());
            assertEquals(Confidence.LOW, a.confidence());
            assertTrue(a.goExternal());
        }
    }
}
