package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageParserTest {
    private static final Instant MTIME = Instant.parse("2024-03-04T05:06:07Z");
    private final PageParser parser = new PageParser();

    private Page parse(String path, String text) {
        return parser.parse(path, text, MTIME);
    }

    private static Block block(Page page, String textStart) {
        Optional<Block> b = page.blocks().stream().filter(x -> x.text().startsWith(textStart)).findFirst();
        assertTrue(b.isPresent(), () -> "no block starting with '" + textStart + "' in " + page.blocks());
        return b.get();
    }

    @Test
    void titleComesFromFrontMatterThenFirstH1ThenFileName() {
        Page fromFront = parse("notes/a.md", """
                ---
                title: Front Title
                ---
                # Heading One

                Body.
                """);
        Page fromH1 = parse("notes/b.md", """
                Intro line.

                ## Second level first
                # The First H1
                # A Later H1
                """);
        Page fromName = parse("notes/Plain Name.md", """
                ## Only a second-level heading

                Body text.
                """);
        assertEquals("Front Title", fromFront.title());
        assertEquals("The First H1", fromH1.title());
        assertEquals("Plain Name", fromName.title());
    }

    @Test
    void blankFrontMatterTitleFallsBackToFirstH1() {
        Page p = parse("x.md", """
                ---
                title: ""
                ---
                # Real Title
                """);
        assertEquals("Real Title", p.title());
    }

    @Test
    void aliasesAndTagsComeFromFrontMatterListForm() {
        Page p = parse("p.md", """
                ---
                aliases:
                  - First Alias
                  - "Second Alias"
                tags:
                  - alpha
                  - beta/gamma
                ---
                Body.
                """);
        assertEquals(List.of("First Alias", "Second Alias"), p.aliases());
        assertEquals(List.of("alpha", "beta/gamma"), p.tags());
    }

    @Test
    void aliasesAndTagsComeFromFrontMatterInlineForm() {
        Page p = parse("p.md", """
                ---
                aliases: [One, "Two Words"]
                tags: [red, "#green", blue]
                ---
                Body.
                """);
        assertEquals(List.of("One", "Two Words"), p.aliases());
        assertEquals(List.of("red", "green", "blue"), p.tags());
    }

    @Test
    void summaryComesFromDescriptionOrSummaryOnOneLineAndIsCutNear400Characters() {
        assertEquals("What the page is about.", parse("p.md", "---\ndescription: What the page\n  is about.\n---\nText.\n").summary());
        assertEquals("Short.", parse("p.md", "---\nsummary: Short.\n---\nText.\n").summary());
        assertEquals("", parse("p.md", "No front matter.\n").summary());
        String words = "word ".repeat(120).strip(); // 599 characters
        String cut = parse("p.md", "---\ndescription: " + words + "\n---\nText.\n").summary();
        assertEquals("word ".repeat(80).strip(), cut); // the last whole word before 400 characters
    }

    @Test
    void inlineTagsAreCollectedButNotFromCodeOrHeadingMarkers() {
        Page p = parse("p.md", """
                ---
                tags: [front]
                ---
                # Heading With Marker

                ## Second heading

                Text with #inline and #nested/tag here, but `#incode` is code.

                ```
                #infence
                ```

                    #indented code

                An issue number #123 and a link [x](http://e.com/#frag) are not tags.
                """);
        assertEquals(List.of("front", "inline", "nested/tag"), p.tags());
    }

    @Test
    void tagOnlyParagraphIsNotABlockOfText() {
        Page p = parse("p.md", """
                Real sentence.

                #one #two
                """);
        assertEquals(List.of("Real sentence."), p.blocks().stream().map(Block::text).toList());
        assertEquals(List.of("one", "two"), p.tags());
    }

    @Test
    void headingsAreListedInOrderWithTheirPaths() {
        Page p = parse("p.md", """
                # Top

                Under top.

                ## Middle

                Under middle.

                ### Deep

                Under deep.

                ## Sibling

                Under sibling.
                """);
        assertEquals(List.of("Top", "Middle", "Deep", "Sibling"), p.headings());
        assertEquals(List.of("Top"), block(p, "Under top").headingPath());
        assertEquals(List.of("Top", "Middle"), block(p, "Under middle").headingPath());
        assertEquals(List.of("Top", "Middle", "Deep"), block(p, "Under deep").headingPath());
        assertEquals(List.of("Top", "Sibling"), block(p, "Under sibling").headingPath());
        assertEquals("sibling", block(p, "Under sibling").anchor());
        assertEquals("Sibling", block(p, "Under sibling").heading());
    }

    @Test
    void textBeforeTheFirstHeadingHasEmptyHeadingPathAndAnchor() {
        Page p = parse("p.md", """
                Preamble here.

                # Title
                """);
        Block pre = block(p, "Preamble");
        assertEquals(List.of(), pre.headingPath());
        assertEquals("", pre.anchor());
    }

    @Test
    void markdownIsStrippedFromBlockText() {
        Page p = parse("p.md", """
                x **y**

                A *b* _c_ `d` ~~e~~ [label](http://example.com) ==hi==.
                """);
        assertEquals("x y", p.blocks().get(0).text());
        assertEquals("A b c d ~~e~~ label hi.", p.blocks().get(1).text());
    }

    @Test
    void wikilinksAreReducedToTheirLabelsAndRecordedAsLinks() {
        Page p = parse("p.md", """
                See [[Page]] and [[Other Page|the label]] and [[Third#Some Heading]].
                """);
        assertEquals("See Page and the label and Third > Some Heading.", p.blocks().getFirst().text());
        assertEquals(List.of("Page", "Other Page", "Third"), targets(p));
    }

    @Test
    void embedsAreRecordedWithTheirPartsAndLeaveNoText() {
        Page p = parse("p.md", """
                Intro.

                ![[Whole Page]]

                ![[Sectioned#Some Heading]]

                ![[Blocky#^abc123]]

                ![[picture.png]]
                """);
        assertEquals(List.of(
                new Page.Embed("Whole Page", "", "", 3),
                new Page.Embed("Sectioned", "Some Heading", "", 5),
                new Page.Embed("Blocky", "", "abc123", 7)), p.embeds());
        assertEquals(List.of("Intro."), p.blocks().stream().map(Block::text).toList());
        assertEquals(List.of(), targets(p));
    }

    @Test
    void blockIdIsTakenOffTheTextAndRecorded() {
        Page p = parse("p.md", """
                The launch date is Friday. ^launch-1

                - a list item ^item2
                """);
        Block para = block(p, "The launch");
        assertEquals("The launch date is Friday.", para.text());
        assertEquals("launch-1", para.blockId());
        Block item = block(p, "a list item");
        assertEquals("a list item", item.text());
        assertEquals("item2", item.blockId());
        assertEquals(Block.Kind.LIST_ITEM, item.kind());
    }

    @Test
    void calloutMarkersAreRemoved() {
        Page p = parse("p.md", """
                > [!warning] Mind the gap
                > Trains arrive every 5 minutes.

                > [!tip]-
                > Folded tip text.
                """);
        String all = String.join(" ", p.blocks().stream().map(Block::text).toList());
        assertTrue(p.blocks().stream().allMatch(b -> b.kind() == Block.Kind.QUOTE));
        assertFalse(all.contains("[!"), all);
        assertFalse(all.contains("warning"), all);
        assertTrue(all.startsWith("Mind the gap"), all);
        assertTrue(all.contains("Trains arrive every 5 minutes."), all);
        assertTrue(all.endsWith("Folded tip text."), all);
        assertEquals(1, p.blocks().getFirst().startLine());
        assertEquals(5, p.blocks().getLast().endLine());
    }

    @Test
    void blockLineRangesAreOneBasedAndMatchTheSource() {
        String source = """
                ---
                title: Lines
                ---
                # Heading

                First paragraph
                continues here.

                - item one
                - item two

                | A | B |
                |---|---|
                | 1 | 2 |

                ```
                code
                ```
                """;
        Page p = parse("p.md", source);
        assertEquals(List.of(
                        "HEADING 4-4 Heading",
                        "PARAGRAPH 6-7 First paragraph continues here.",
                        "LIST_ITEM 9-9 item one",
                        "LIST_ITEM 10-10 item two",
                        "TABLE 12-12 A — B",
                        "TABLE 14-14 1 — 2",
                        "CODE 16-18 code"),
                p.blocks().stream().map(b -> b.kind() + " " + b.startLine() + "-" + b.endLine() + " " + b.text()).toList());
        String[] lines = source.split("\n", -1);
        Block para = block(p, "First paragraph");
        assertEquals("First paragraph", lines[para.startLine() - 1]);
        assertEquals("continues here.", lines[para.endLine() - 1]);
    }

    @Test
    void pageDateComesFromFrontMatterUpdatedThenModifiedThenDate() {
        Page updated = parse("a.md", """
                ---
                date: 2020-01-01
                modified: 2021-02-02
                updated: 2022-03-03
                ---
                x
                """);
        Page modified = parse("b.md", """
                ---
                date: 2020-01-01
                modified: 2021-02-02T10:30:00Z
                ---
                x
                """);
        Page dated = parse("c.md", """
                ---
                date: 2020-01-01
                ---
                x
                """);
        assertEquals(Instant.parse("2022-03-03T00:00:00Z"), updated.date());
        assertEquals(Instant.parse("2021-02-02T10:30:00Z"), modified.date());
        assertEquals(Instant.parse("2020-01-01T00:00:00Z"), dated.date());
    }

    @Test
    void pageDateFallsBackToFileTimeWithoutOrWithUnreadableFrontMatterDate() {
        assertEquals(MTIME, parse("a.md", "No front matter.\n").date());
        assertEquals(MTIME, parse("b.md", """
                ---
                updated: sometime last spring
                ---
                x
                """).date());
    }

    @Test
    void unclosedFrontMatterStaysPageText() {
        Page p = parse("p.md", """
                ---
                title: Never Closed

                Body sentence.
                """);
        assertEquals("p", p.title());
        assertTrue(p.blocks().stream().anyMatch(b -> b.text().contains("Body sentence.")));
    }

    @Test
    void wikilinkSyntaxInsideCodeIsLeftAlone() {
        Page p = parse("p.md", """
                ```
                [[NotALink]]
                ```
                """);
        assertEquals(List.of(), targets(p));
        assertEquals("[[NotALink]]", p.blocks().getFirst().text());
        assertFalse(p.blocks().getFirst().isProse());
    }

    @Test
    void wikilinkSyntaxInsideInlineCodeIsNeitherRewrittenNorALink() {
        Page p = parse("p.md", """
                Type `[[Page]]` to link, or `![[Other]]` to embed.
                """);
        assertEquals("Type [[Page]] to link, or ![[Other]] to embed.", p.blocks().getFirst().text());
        assertEquals(List.of(), targets(p));
        assertEquals(List.of(), p.embeds());
    }

    @Test
    void multiLineCommentIsNotPageText() {
        Page p = parse("p.md", """
                Before.

                %%
                A private block comment.
                %%

                After %%inline note%% text.
                """);
        assertEquals(List.of("Before.", "After text."), p.blocks().stream().map(Block::text).toList());
    }

    @Test
    void percentSignsInACodeSpanDoNotOpenAComment() {
        Page p = parse("p.md", """
                Links cannot contain `# | ^ : %% [[ ]]` characters.

                The rest of the page is still text.
                """);
        assertEquals(List.of("Links cannot contain # | ^ : %% [[ ]] characters.", "The rest of the page is still text."),
                p.blocks().stream().map(Block::text).toList());
    }

    @Test
    void taskListCheckboxesAreNotText() {
        Page p = parse("p.md", """
                - [ ] write the report
                - [x] send the invoice
                """);
        assertEquals(List.of("write the report", "send the invoice"), p.blocks().stream().map(Block::text).toList());
    }

    @Test
    void embedInsideALineLeavesTheRestOfTheLine() {
        Page p = parse("p.md", """
                Before ![[Other#Part]] after.
                """);
        assertEquals("Before after.", p.blocks().getFirst().text());
        assertEquals(List.of(new Page.Embed("Other", "Part", "", 1)), p.embeds());
    }

    @Test
    void wikilinkWithHeadingAndLabelShowsTheLabel() {
        Page p = parse("p.md", """
                See [[Guide#Install|the install steps]] and [[folder/Other.md]] and [[#Local part]].
                """);
        assertEquals("See the install steps and Other and Local part.", p.blocks().getFirst().text());
        assertEquals(List.of("Guide", "folder/Other.md"), targets(p));
    }

    @Test
    void commentOpenedMidLineHidesUntilItClosesEvenAcrossAFenceLine() {
        Page p = parse("p.md", """
                Visible start %% hidden tail
                ```
                still hidden [[Secret]]
                end %% visible end.

                Next [[Page]] paragraph.
                """);
        // Hidden lines stay as blank lines so line numbers hold; the text either side is kept.
        assertEquals(List.of("Visible start", "visible end.", "Next Page paragraph."), p.blocks().stream().map(Block::text).toList());
        assertEquals(List.of("Page"), targets(p));
        assertEquals(4, p.blocks().get(1).startLine());
        assertEquals(6, p.blocks().get(2).startLine());
    }

    @Test
    void wikilinksAroundCodeSpansAreStillRewritten() {
        Page p = parse("p.md", """
                [[A]] then ``code with ` and [[B]]`` then [[C|see C]].
                """);
        assertEquals("A then code with ` and [[B]] then see C.", p.blocks().getFirst().text());
        assertEquals(List.of("A", "C"), targets(p));
    }

    private static List<String> targets(Page p) {
        return p.links().stream().map(Page.Link::target).toList();
    }

    @Test
    void linksKeepTheirLinesAndMarkdownLinksToPagesCountButNotAttachmentsOrWebAddresses() {
        Page p = parse("p.md", """
                # P

                See [[Guide]] and [the setup](Setup%20notes.md#install) or [site](https://example.com/a.md).
                ![[diagram.png]] and [[photo.jpg]] and [[v1.2 release]] and [mail](mailto:a@b.c) and [top](#p).
                ![image](pic.png) `[[Code]]` [[Last]] [[Node.js]]
                """);
        assertEquals(List.of(new Page.Link("Guide", 3), new Page.Link("Setup notes.md", 3), new Page.Link("v1.2 release", 4),
                new Page.Link("Last", 5), new Page.Link("Node.js", 5)), p.links());
    }

    @Test
    void tabIndentedBulletsUnderAHeadingAreAnOutlineNotCode() {
        Page p = parse("pages/Embed.md", "title:: Embed\n\n## Usage\n\t- Type the embed command.\n\t\t- It asks for a page.\n\t- Press Enter.\n");
        List<String> shape = p.blocks().stream().map(b -> b.kind() + " " + b.shape().depth() + " " + b.text()).toList();
        assertEquals(List.of("PARAGRAPH 0 title:: Embed", "HEADING 0 Usage", "LIST_ITEM 1 Type the embed command.",
                "LIST_ITEM 2 It asks for a page.", "LIST_ITEM 1 Press Enter."), shape);
        assertEquals(List.of(4, 5, 6), p.blocks().stream().filter(b -> b.kind() == Block.Kind.LIST_ITEM).map(Block::startLine).toList());
    }

    @Test
    void tabIndentedCodeAfterAParagraphStaysCode() {
        Page p = parse("code.md", "# Code\n\nRun this:\n\n\t- not a bullet, a line of a diff\n");
        assertEquals(List.of(Block.Kind.HEADING, Block.Kind.PARAGRAPH, Block.Kind.CODE), p.blocks().stream().map(Block::kind).toList());
    }

    @Test
    void tabIndentedLinesAfterABlankLineOrInsideAFenceAreLeftAsWritten() {
        Page afterBlank = parse("diff.md", "# Code\n\n\t- old line\n\t+ new line\n");
        assertEquals(List.of(Block.Kind.HEADING, Block.Kind.CODE), afterBlank.blocks().stream().map(Block::kind).toList());
        Page fenced = parse("fence.md", "Example:\n\n```markdown\n# Project\n\t- task\n```\n");
        assertEquals("# Project\n\t- task", fenced.blocks().getLast().text());
    }
}
