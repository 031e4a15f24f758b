package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Pins the structure the parser records for each block: lists, table rows with headers, quotes, link lines. */
class BlockShapesTest {
    private final PageParser parser = new PageParser();

    private Page parse(String text) {
        return parser.parse("p.md", text, Instant.EPOCH);
    }

    private static Block block(Page page, String text) {
        return page.blocks().stream().filter(b -> b.text().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no block '" + text + "' in " + page.blocks()));
    }

    @Test
    void numberedStepsShareTheirListAndKeepTheirNumbers() {
        Page p = parse("""
                # Set the standard

                To set the standard:

                1. Open the Property Pages dialog.
                2. Select Configuration Properties.

                   This opens the general page.
                   - a nested note
                3. Choose the standard.

                After the list.
                """);
        Block first = block(p, "Open the Property Pages dialog.");
        Block second = block(p, "Select Configuration Properties.");
        Block more = block(p, "This opens the general page.");
        Block nested = block(p, "a nested note");
        Block third = block(p, "Choose the standard.");
        assertEquals(new Block.Shape(5, 1, 1, true, false, false, List.of()), first.shape());
        assertEquals(new Block.Shape(5, 2, 1, true, false, false, List.of()), second.shape());
        assertEquals(new Block.Shape(5, 2, 1, true, true, false, List.of()), more.shape());
        assertEquals(new Block.Shape(5, 2, 2, true, false, false, List.of()), nested.shape());
        assertEquals(new Block.Shape(5, 3, 1, true, false, false, List.of()), third.shape());
        assertEquals(Block.Shape.NONE, block(p, "To set the standard:").shape());
        assertEquals(Block.Shape.NONE, block(p, "After the list.").shape());
    }

    @Test
    void aTableRowCarriesTheHeaderCellAboveEachOfItsCells() {
        Page p = parse("""
                | Setting | Default | Notes |
                | ------- | ------- | ----- |
                | Date format | YYYY-MM-DD | |
                | Time format | HH:mm | 24-hour |
                """);
        assertEquals(new Block.Shape(1, 0, 0, false, false, false, List.of()), block(p, "Setting — Default — Notes").shape());
        assertEquals(List.of("Setting", "Default"), block(p, "Date format — YYYY-MM-DD").shape().header());
        assertEquals(List.of("Setting", "Default", "Notes"), block(p, "Time format — HH:mm — 24-hour").shape().header());
        assertEquals(4, block(p, "Time format — HH:mm — 24-hour").shape().position() + 2);
    }

    @Test
    void aCalloutsBlocksShareTheQuotesFirstLine() {
        Page p = parse("""
                Intro.

                > [!tip] Keep a backup
                > Copy the vault folder.
                >
                > - weekly
                """);
        assertEquals(3, block(p, "Keep a backup").shape().group());
        assertEquals(3, block(p, "Copy the vault folder.").shape().group());
        assertEquals(3, block(p, "weekly").shape().group());
        assertEquals(0, block(p, "Intro.").shape().group());
    }

    @Test
    void linesOfNothingButLinksAreMarked() {
        Page p = parse("""
                ## See also

                [MSVC Compiler Options](compiler-options.md)\\
                [Precompiled Header Files](../creating-precompiled-header-files.md)

                - [[Internal links]]
                - [[Embed files|Embedding]], [[Aliases]]
                - Use [[Aliases]] to rename a note.
                - See https://example.org/page

                Press Ctrl+O to open it.
                """);
        assertTrue(block(p, "MSVC Compiler Options Precompiled Header Files").shape().linksOnly());
        assertTrue(block(p, "Internal links").shape().linksOnly());
        assertTrue(block(p, "Embedding, Aliases").shape().linksOnly());
        assertFalse(block(p, "Use Aliases to rename a note.").shape().linksOnly());
        assertFalse(block(p, "See https://example.org/page").shape().linksOnly());
        assertFalse(block(p, "Press Ctrl+O to open it.").shape().linksOnly());
    }

    @Test
    void linksJoinedByAndOrOrLineBreaksAreStillLinksOnlyAndAnyOtherWordIsNot() {
        Page p = parse("""
                - [[Tags]] and [[Aliases]]
                - [[Tags]] OR [[Aliases]]
                - [[Tags]]<br/>[[Aliases]]
                - https://example.org/a and https://example.org/b
                - [[Tags]] · [[Aliases]] — [[Links]]
                - [[Tags]] band [[Aliases]]
                - [[Tags]] und [[Aliases]]
                - [[Tags]] 2 [[Aliases]]
                """);
        assertTrue(block(p, "Tags and Aliases").shape().linksOnly());
        assertTrue(block(p, "Tags OR Aliases").shape().linksOnly());
        assertTrue(block(p, "https://example.org/a and https://example.org/b").shape().linksOnly());
        assertTrue(block(p, "Tags · Aliases — Links").shape().linksOnly());
        assertFalse(block(p, "Tags band Aliases").shape().linksOnly());
        assertFalse(block(p, "Tags und Aliases").shape().linksOnly());
        assertFalse(block(p, "Tags 2 Aliases").shape().linksOnly());
        assertTrue(block(p, "Tags Aliases").shape().linksOnly(), "a line break between links");
    }

    @Test
    void aParagraphOfNothingButInlineCodeIsALineOfCode() {
        Page p = parse("""
                - Extract an archive:

                `tar xvf source.tar`

                Run `tar tvf source.tar` to list it.

                `tar` `-x`
                """);
        assertTrue(block(p, "tar xvf source.tar").shape().codeLine());
        assertTrue(block(p, "tar -x").shape().codeLine(), "two spans and the space between them");
        assertFalse(block(p, "Run tar tvf source.tar to list it.").shape().codeLine());
        assertFalse(block(p, "Extract an archive:").shape().codeLine());
    }
}
