package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.query.FoundBy;
import ephemeris.query.RankedPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Meaning search end to end with the shipped model: vectors built in the background, fused with keywords. */
class MeaningSearchTest {
    @TempDir
    Path root;
    @TempDir
    Path cache;

    private void smallWiki() throws Exception {
        TestWiki.at(root)
                .page("Callouts.md", """
                        # Callouts

                        Use callouts to include additional content without breaking the flow of your notes.
                        To create a callout, add [!info] to the first line of a blockquote.
                        """)
                .page("Sync.md", """
                        # Sync

                        Sync keeps your notes up to date across all your devices with end-to-end encryption.
                        """)
                .page("Graph view.md", """
                        # Graph view

                        Graph view lets you visualize the relationships between the notes in your vault.
                        """)
                .page("Recipes.md", """
                        # Recipes

                        Bake the bread for forty minutes, then let the loaf cool on a rack.
                        """);
    }

    private Engine open(boolean meaning) throws Exception {
        return Engine.open(root, EngineOptions.defaults().withCacheRoot(cache).withMeaning(meaning),
                ProgressListener.NONE, () -> false);
    }

    private static Optional<RankedPage> page(Answer a, String path) {
        return a.pages().stream().filter(p -> p.path().equals(path)).findFirst();
    }

    @Test
    void meaningFindsAPageThatSharesNoWordWithTheQuestion() throws Exception {
        smallWiki();
        String question = "Which feature shows a map of how my documents connect to each other?";
        try (Engine keywordsOnly = open(false)) {
            assertEquals(MeaningStatus.OFF, keywordsOnly.meaningStatus());
            assertTrue(page(keywordsOnly.ask(question), "Graph view.md").isEmpty());
        }
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)), engine.meaningStatus().describe());
            assertEquals(new MeaningStatus(MeaningStatus.State.READY, 4, 4, ""), engine.meaningStatus());
            Answer a = engine.ask(question);
            RankedPage graph = page(a, "Graph view.md").orElseThrow();
            assertEquals(FoundBy.MEANING, graph.foundBy());
            assertEquals("Graph view.md", a.pages().getFirst().path());
            assertTrue(graph.closeness() > 0.3, "closeness " + graph.closeness());
            assertTrue(page(a, "Recipes.md").isEmpty(), "an unrelated page stays out: " + a.pages());
        }
    }

    @Test
    void aQuestionInAnotherLanguageIsSearchedByMeaningTooAndFindsItsOwnLanguagesPageFirst() throws Exception {
        smallWiki();
        TestWiki.at(root).page("ja/グラフビュー.md", """
                # グラフビュー

                グラフビューでは、ノート同士のつながりを確認できます。
                """);
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)), engine.meaningStatus().describe());
            // Read by the multilingual student (decision 0028): found by its words and by its meaning.
            Answer ja = engine.ask("グラフビューでノートのつながりを見るには？");
            assertEquals("ja/グラフビュー.md", ja.pagesConsulted().getFirst(), ja.pages().toString());
            assertEquals(FoundBy.BOTH, ja.pages().getFirst().foundBy());
            // An English question on the same wiki is still searched by meaning.
            assertEquals(FoundBy.MEANING, page(engine.ask("Which feature shows a map of how my documents connect to each other?"),
                    "Graph view.md").orElseThrow().foundBy());
        }
    }

    @Test
    void pagesInEveryLanguageTheModelsReadGetVectorsAndAQuestionFindsItsOwnLanguagesPageFirst() throws Exception {
        TestWiki.at(root)
                .page("en/Graph view.md", "# Graph view\n\nGraph view lets you visualize the relationships between the notes in your vault.\n")
                // Told by their language folders and by their script: read by the multilingual student.
                .page("de/Graphansicht.md", "# Graphansicht\n\nDie Graphansicht zeigt dir die Beziehungen zwischen den Notizen in deinem Tresor.\n")
                .page("ja/グラフビュー.md", "# グラフビュー\n\nグラフビューでは、ノート同士のつながりを確認できます。\n")
                // Outside the language folders, a language read from Latin-script prose alone is not sure: the transformer reads it.
                .page("Notes/Idee.md", "# Idee\n\nDas ist eine Idee, die ich mit dir teilen will, und es ist nicht die letzte.\n");
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)), engine.meaningStatus().describe());
            assertEquals(Map.of("en", 1, "de", 2, "ja", 1), engine.languages());
            assertEquals(4, engine.pagesDoneByMeaning(), "every page is done");
            // Two texts a page: its section, and its title line.
            assertEquals(8, engine.vectorCount());
            Answer de = engine.ask("Was zeigt mir die Graphansicht in meinem Tresor?");
            assertEquals("de", de.language().code());
            assertEquals("de/Graphansicht.md", de.pagesConsulted().getFirst());
            assertEquals(FoundBy.BOTH, de.pages().getFirst().foundBy(), de.pages().toString());
        }
    }

    @Test
    void aParaphrasedQuestionIsAnsweredByTheUnitClosestInMeaningButNeverWithHighConfidence() throws Exception {
        smallWiki();
        String question = "Which feature shows a map of how my documents connect to each other?";
        try (Engine keywordsOnly = open(false)) {
            assertFalse(keywordsOnly.ask(question).answered(), "the words alone find nothing to quote");
        }
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)), engine.meaningStatus().describe());
            Answer a = engine.ask(question);
            assertEquals("Graph view lets you visualize the relationships between the notes in your vault. [1]", a.text());
            assertEquals(List.of("Graph view.md"), a.sources());
            assertTrue(a.confidence() != ephemeris.answer.Confidence.HIGH, a.confidence().label());
            assertTrue(a.goExternal());
            assertTrue(a.reasons().confidence().contains("closest in meaning"), a.reasons().confidence());
        }
    }

    @Test
    void aMeaningAnswerPrefersThePagesLeadUnlessTheQuestionAsksForAValue() throws Exception {
        TestWiki.at(root)
                .page("Kitchen/Sous vide.md", """
                        # Sous vide

                        Sous vide cooks sealed food in a water bath held at one exact temperature for hours.

                        ## Bags

                        Vacuum bags keep the water out of the food; a zip bag works if you push the air out first.

                        ## Times

                        Chicken breast needs 90 minutes at 64 °C, and a steak needs an hour at 55 °C.
                        """)
                .page("Kitchen/Kettle.md", """
                        # Kettle

                        The kettle boils a litre of water in two minutes.

                        ## Descaling

                        Descale it every month with citric acid so the water tastes clean.
                        """)
                .page("Kitchen/Oven.md", """
                        # Oven

                        The oven has a fan mode for baking on three trays at once.

                        ## Cleaning

                        Run the pyrolytic cycle when the door glass turns brown.
                        """);
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)), engine.meaningStatus().describe());
            // Asked what something does, in other words: the page's lead says what it does, and comes first; the
            // times, which share the question's subject and which the model puts a little closer, follow it.
            Answer what = engine.ask("Can I prepare meat slowly in warm water at a precise heat?");
            assertEquals("Sous vide cooks sealed food in a water bath held at one exact temperature for hours. [1] "
                    + "Chicken breast needs 90 minutes at 64 °C, and a steak needs an hour at 55 °C. [1]", what.text());
            assertTrue(what.reasons().confidence().contains("closest in meaning"), what.reasons().confidence());
            // Asked for a value: the unit that holds it, not the opening.
            Answer howLong = engine.ask("How long should chicken stay in the bath?");
            assertEquals("Chicken breast needs 90 minutes at 64 °C, and a steak needs an hour at 55 °C. [1]", howLong.text());
            assertTrue(howLong.reasons().confidence().contains("closest in meaning"), howLong.reasons().confidence());
        }
    }

    @Test
    void aMeaningAnswerQuotesASecondUnitOfItsPageWhenItIsNearlyAsClose() throws Exception {
        smallWiki();
        TestWiki.at(root).page("Graph view.md", """
                # Graph view

                Graph view lets you visualize the relationships between the notes in your vault.
                Graph view draws the links between the notes in your vault as lines between circles.
                """);
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)), engine.meaningStatus().describe());
            Answer a = engine.ask("Which feature shows a map of how my documents connect to each other?");
            assertEquals("Graph view lets you visualize the relationships between the notes in your vault. [1] "
                    + "Graph view draws the links between the notes in your vault as lines between circles. [1]", a.text());
        }
    }

    @Test
    void aPageFoundByBothSidesIsReadAtItsPassageNearestInMeaning() throws Exception {
        smallWiki();
        TestWiki.at(root).page("Graph view.md", """
                # Graph view

                ## Filters

                Use filters to hide documents from the map of tags.

                ## Overview

                Graph view lets you visualize the relationships between the notes in your vault.
                """);
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)), engine.meaningStatus().describe());
            Answer a = engine.ask("Which feature shows a map of how my documents connect to each other?");
            assertEquals(FoundBy.BOTH, a.pages().getFirst().foundBy());
            assertEquals("Graph view lets you visualize the relationships between the notes in your vault. [1]", a.text());
        }
    }

    @Test
    void aPageFoundByBothSidesSaysSo() throws Exception {
        smallWiki();
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)));
            Answer a = engine.ask("How do I create a callout?");
            assertEquals("Callouts.md", a.pages().getFirst().path());
            assertEquals(FoundBy.BOTH, a.pages().getFirst().foundBy());
            assertTrue(a.answered());
        }
    }

    @Test
    void vectorsSurviveAReopenAndOnlyChangedPagesAreEmbeddedAgain() throws Exception {
        smallWiki();
        try (Engine engine = open(true)) {
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)));
        }
        Path recipes = root.resolve("Recipes.md");
        Files.writeString(recipes, "# Recipes\n\nKnead the dough, then leave it to rise overnight in a warm kitchen.\n");
        Files.setLastModifiedTime(recipes, FileTime.fromMillis(Files.getLastModifiedTime(recipes).toMillis() + 5000));
        try (Engine engine = open(true)) {
            // The reopened index kept the three unchanged pages' vectors; the changed page lost its own.
            MeaningStatus first = engine.meaningStatus();
            assertTrue(first.pagesDone() >= 3, first.toString());
            assertTrue(engine.awaitMeaning(Duration.ofMinutes(2)));
            assertEquals(4, engine.meaningStatus().pagesDone());
            Answer a = engine.ask("How should I prepare yeast bakery products before the oven?");
            assertEquals(FoundBy.MEANING, page(a, "Recipes.md").orElseThrow().foundBy());
        }
    }

    @Test
    void keywordOnlyRankingIsUnchangedWhenMeaningIsOff() throws Exception {
        smallWiki();
        try (Engine engine = open(false)) {
            Answer a = engine.ask("How do I create a callout?");
            assertEquals(List.of("Callouts.md"), a.pages().stream().map(RankedPage::path).toList());
            assertEquals(FoundBy.KEYWORDS, a.pages().getFirst().foundBy());
            assertFalse(engine.awaitMeaning(Duration.ofMillis(10)));
        }
    }
}
