package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A JSON Canvas board read as a page: its cards in reading order, its groups as headings, its files as links. */
class CanvasTextTest {
    @Test
    void textCardsInReadingOrderGroupsAsHeadingsAndFileCardsAsLinks() {
        String json = """
                {"nodes":[
                  {"id":"b","type":"text","text":"Second card, lower on the board.","x":0,"y":300,"width":200,"height":60},
                  {"id":"g","type":"group","label":"Launch plan","x":-50,"y":-50,"width":600,"height":500},
                  {"id":"a","type":"text","text":"First card: ship on **Monday**.","x":0,"y":0,"width":200,"height":60},
                  {"id":"f","type":"file","file":"Notes/Budget.md","x":300,"y":0,"width":200,"height":60},
                  {"id":"l","type":"link","url":"https://example.com/spec","x":300,"y":300,"width":200,"height":60},
                  {"id":"z","type":"hologram","x":0,"y":900,"width":1,"height":1}
                ],
                "edges":[{"id":"e","fromNode":"a","toNode":"b","label":"then"}]}
                """;
        PageReader.Result r = CanvasText.read("Project board.canvas", json);
        assertNull(r.skipReason());
        assertEquals("# Project board\n\n## Launch plan\n\nFirst card: ship on **Monday**.\n\n[[Notes/Budget.md]]\n\n"
                + "Second card, lower on the board.\n\n<https://example.com/spec>\n", r.text());
    }

    @Test
    void aBoardThatIsNotJsonIsSkippedAndSaysWhy() {
        assertEquals("not a readable canvas (its JSON does not parse)", CanvasText.read("x.canvas", "{nodes: [").skipReason());
        assertEquals("not a readable canvas (no JSON object)", CanvasText.read("x.canvas", "[1, 2]").skipReason());
    }

    @Test
    void markdownPdfsAndBoardsArePagesOtherFilesAreNot() {
        assertEquals(true, WikiScanner.isPage("a.md") && WikiScanner.isPage("b.PDF") && WikiScanner.isPage("c.canvas"));
        assertEquals(false, WikiScanner.isPage("d.png") || WikiScanner.isPage("e.txt"));
    }
}
