package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.answer.Citation;
import ephemeris.answer.UnitKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pins the units that common page shapes besides prose give, each on a small wiki of its own shape: a cheat sheet's
 * commands with their comments, a notebook's snippet after the sentence it shows, an outliner's block properties
 * and nested bullets, and a bullet that introduces the code nested under it.
 */
class PageShapeUnitsTest {
    @TempDir
    Path root;

    private Engine open() throws Exception {
        return Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false);
    }

    private static final String CHEAT_SHEET = """
            ---
            title: screen
            ---

            ### Sessions

                $ screen -S work        # Start a named session
                $ screen -ls            # List sessions
                $ screen -r work        # Reattach to a session

            ### Windows

                # Rename the current window
                C-a A

                # Kill the current window
                C-a k
            """;

    @Test
    void aCodeLineWithItsTrailingCommentIsACommand() throws Exception {
        TestWiki.at(root).page("screen.md", CHEAT_SHEET).page("notes.md", "# Notes\n\nA page about other things.\n");
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I list screen sessions?");
            assertFirstCitation(a, UnitKind.COMMAND, "$ screen -ls            # List sessions", 8, 8);
        }
    }

    @Test
    void aCommentOnItsOwnLineIsQuotedWithTheCodeUnderIt() throws Exception {
        TestWiki.at(root).page("screen.md", CHEAT_SHEET);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I rename a screen window?");
            assertFirstCitation(a, UnitKind.COMMAND, "# Rename the current window\nC-a A", 13, 14);
            assertEquals(List.of("# Rename the current window", "C-a A"), a.citations().getFirst().parts());
        }
    }

    @Test
    void aSnippetStraightAfterASentenceIsQuotedWithIt() throws Exception {
        TestWiki.at(root).page("git/default-branch.md", """
                # Set Default Branch Name For New Repos

                The default branch name for any new git repository is `master`.

                To set `main` as the new default for all new repos, you can run the following
                `git` command.

                ```bash
                $ git config --global init.defaultBranch main
                ```

                Try running `git init` in a fresh directory.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I set the default branch for new repos?");
            assertFirstCitation(a, UnitKind.CODE, "To set main as the new default for all new repos, you can run the following git command.\n"
                    + "$ git config --global init.defaultBranch main", 5, 10);
        }
    }

    /** An outliner's page: page properties, then bullets one tab in under each heading, as Logseq writes them. */
    private static final String OUTLINE_PAGE = "type:: [[Feature]]\n"
            + "platforms:: [[All Platforms]]\n"
            + "description:: Renders a block of code with syntax highlighting for a variety of languages\n"
            + "\n"
            + "## Usage\n"
            + "\t- Type the `/Code block` command and then select a language.\n"
            + "\t\t- type:: [[Command]]\n"
            + "\t\t  name:: Code block\n"
            + "\t\t  description:: User-friendly way to create a code block\n"
            + "\t- An example code block looks like:\n"
            + "\t  ```clojure\n"
            + "\t  (println \"WOOT!\")\n"
            + "\t  ```\n"
            + "## Shortcuts\n"
            + "\t- Moving blocks around:\n"
            + "\t\t- Alt+Shift+Up moves the block up\n"
            + "\t\t- Alt+Shift+Down moves the block down\n";

    @Test
    void blockPropertiesAreNamedFacts() throws Exception {
        TestWiki.at(root).page("pages/Code block.md", OUTLINE_PAGE).page("pages/Other.md", "- A page about other things.\n");
        try (Engine engine = open()) {
            Answer a = engine.ask("What does the Code block feature render?");
            assertFirstCitation(a, UnitKind.FACT, "description: Renders a block of code with syntax highlighting for a variety of languages", 1, 3);
        }
    }

    @Test
    void aBulletThatIntroducesCodeIsQuotedWithIt() throws Exception {
        TestWiki.at(root).page("pages/Code block.md", OUTLINE_PAGE);
        try (Engine engine = open()) {
            Answer a = engine.ask("What does an example code block look like?");
            assertFirstCitation(a, UnitKind.CODE, "An example code block looks like:\n(println \"WOOT!\")", 10, 13);
        }
    }

    @Test
    void anOutlineBulletIsQuotedWithItsChildren() throws Exception {
        TestWiki.at(root).page("pages/Code block.md", OUTLINE_PAGE);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I move blocks around?");
            assertFirstCitation(a, UnitKind.OUTLINE,
                    "Moving blocks around:\n  • Alt+Shift+Up moves the block up\n  • Alt+Shift+Down moves the block down", 15, 17);
        }
    }

    @Test
    void aHowQuestionIsAnsweredByTheSentenceWithTheSnippetStraightAfterIt() throws Exception {
        TestWiki.at(root).page("workflow/remove-pages.md", """
                # Remove Pages From A PDF

                I have a two page PDF and only need the second page. So I looked into qpdf, a tool for
                transforming PDFs.

                If I want to preserve every page except for the first page, I produce a PDF that starts at
                page 2 and goes to the end by specifying a range of 2-z.

                ```
                qpdf in.pdf --pages . 2-z -- out.pdf
                ```

                That is all.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I keep every page except the first page of a PDF?");
            // The sentence alone covers as much of the question; the unit ranker puts the one that also shows how first.
            assertEquals(List.of(UnitKind.CODE), a.citations().stream().map(Citation::kind).toList(), a.text());
            Citation code = a.citations().getFirst();
            assertEquals(List.of("If I want to preserve every page except for the first page, I produce a PDF that starts at page 2 and goes"
                    + " to the end by specifying a range of 2-z.", "qpdf in.pdf --pages . 2-z -- out.pdf"), code.parts());
            assertEquals(List.of(6, 11), List.of(code.startLine(), code.endLine()));
        }
    }

    @Test
    void aDoubleColonInProseIsNoPropertyAndADivisionIsNoComment() throws Exception {
        TestWiki.at(root).page("cpp.md", """
                # Names

                Everything in the `std::` namespace is reserved. Use a prefix of your own for your names.

                ```python
                half = n // 2
                ```
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("What is reserved in the std namespace?");
            assertEquals(List.of(UnitKind.SENTENCE), a.citations().stream().map(Citation::kind).distinct().toList(), a.text());
            assertEquals("Everything in the std:: namespace is reserved.", a.citations().getFirst().text());
            Answer half = engine.ask("How do I halve n?");
            assertTrue(half.citations().stream().noneMatch(c -> c.kind() == UnitKind.COMMAND), half.text());
        }
    }

    /** The answer's first citation is a unit of this kind, with this text, on these lines. */
    private static void assertFirstCitation(Answer a, UnitKind kind, String text, int startLine, int endLine) {
        Citation c = a.citations().getFirst();
        assertEquals(kind, c.kind(), a.text());
        assertEquals(text, c.text());
        assertEquals(List.of(startLine, endLine), List.of(c.startLine(), c.endLine()));
    }

    @Test
    void aCommandOnALineOfItsOwnIsQuotedWithTheBulletThatSaysWhatItDoes() throws Exception {
        TestWiki.at(root).page("common/tar.md", """
                # tar

                > Archiving utility.

                - [c]reate an archive and write it to a [f]ile:

                `tar cf path/to/target.tar path/to/file1`

                - E[x]tract a (compressed) archive [f]ile into the current directory [v]erbosely:

                `tar xvf path/to/source.tar`
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I extract a tar archive?");
            Citation c = a.citations().getFirst();
            assertEquals(UnitKind.CODE, c.kind(), a.text());
            assertEquals(List.of("E[x]tract a (compressed) archive [f]ile into the current directory [v]erbosely:",
                    "tar xvf path/to/source.tar"), c.parts());
            assertEquals(List.of(9, 11), List.of(c.startLine(), c.endLine()));
        }
    }

    @Test
    void aShortOpeningAnswersAWhatQuestionAboutItsPage() throws Exception {
        TestWiki.at(root).page("common/tar.md", """
                # tar

                > Archiving utility.
                > More information: <https://www.gnu.org/software/tar>.

                - E[x]tract an archive [f]ile:

                `tar xf path/to/source.tar`
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("What is tar?");
            Citation c = a.citations().getFirst();
            assertEquals("Archiving utility.", c.text(), a.text());
            assertEquals(List.of(3, 4), List.of(c.startLine(), c.endLine()));
        }
    }
}
