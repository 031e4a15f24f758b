package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pins what the unit ranker adds to the scorer's order: a unit that holds the kind of value asked for comes before
 * one that only shares the question's words, and confidence reads how clearly the first unit stood out.
 */
class UnitRankerTest {
    @TempDir
    Path root;

    private Engine open() throws Exception {
        return Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false);
    }

    @Test
    void aUnitThatHoldsTheValueAskedForComesFirst() throws Exception {
        TestWiki.at(root).page("benefits.md", """
                # Benefits

                ## Life insurance

                Life insurance is offered to all staff, and the company pays the whole premium.

                The life insurance the company pays for covers $400,000 from your first day.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How much life insurance does the company offer?");
            assertEquals(List.of(7, 5), a.citations().stream().map(c -> c.startLine()).toList(), a.text());
        }
    }

    @Test
    void confidenceReadsHowClearlyTheFirstUnitStoodOut() throws Exception {
        TestWiki.at(root).page("sync.md", """
                # Sync

                Sync keeps your notes the same on every device.
                """).page("publish.md", """
                # Publish

                Publish puts your notes on the web. Publish sites can have a custom domain.
                """);
        try (Engine engine = open()) {
            // One unit holds the question's words: nothing else could answer, so it stands out wholly.
            assertEquals(1.0, engine.ask("What does Sync keep the same?").judgement().features().standsOut(), 1e-9);
            // Two sentences of one page share its words: the first stands out only partly.
            double shared = engine.ask("What can Publish sites have?").judgement().features().standsOut();
            assertTrue(shared > 0.5 && shared < 1.0, "standsOut " + shared);
        }
    }
}
