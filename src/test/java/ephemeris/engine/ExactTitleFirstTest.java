package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.query.RankedPage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A question that is a page's title or one of its aliases puts that page first, even against pages that
 * use the word far more often, with or without filters.
 */
class ExactTitleFirstTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Canvas                  | Tools/Canvas.md
            canvas                  | Tools/Canvas.md
            Whiteboard              | Tools/Canvas.md
            Canvas path:Tools/      | Tools/Canvas.md
            Painting tips           | Notes/Painting tips.md
            """)
    void aQuestionThatIsATitleOrAliasPutsItsPageFirst(String question, String first) throws Exception {
        TestWiki wiki = TestWiki.at(dir.resolve("wiki"))
                .page("Tools/Canvas.md", "---\naliases: [Whiteboard]\n---\n# Canvas\n\nLay out notes on an endless board.\n")
                .page("Notes/Painting tips.md", "# Painting tips\n\nStretch the canvas first. A canvas of linen outlasts a canvas of cotton;"
                        + " prime the canvas twice. Every canvas needs a frame, and a whiteboard sketch helps plan the canvas.\n")
                .page("Notes/Whiteboards.md", "# Boards\n\nA whiteboard, a second whiteboard and a canvas: whiteboard markers dry out.\n");
        try (Engine engine = Engine.open(wiki.root(), EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false),
                ProgressListener.NONE, () -> false)) {
            assertEquals(first, engine.ask(new Question(question, false, 5)).pages().stream().map(RankedPage::path).findFirst().orElse(""));
        }
    }
}
