package ephemeris.ui.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The PDF page a link to a PDF names, as Obsidian writes it and as the renderer's anchors leave it. */
class PdfPagesTest {
    @Test
    void aLinksAnchorNamesItsPageOrNone() {
        assertEquals(37, PdfPages.named("page=37"), "[[manual.pdf#page=37]] as typed");
        assertEquals(37, PdfPages.named("page37"), "the same anchor as a slug");
        assertEquals(37, PdfPages.named("page-37"), "the heading \"Page 37\" as a slug");
        assertEquals(0, PdfPages.named("pages-of-the-manual"));
        assertEquals(0, PdfPages.named(""));
        assertEquals(0, PdfPages.named(null));
        assertEquals(0, PdfPages.first(null, "manual.pdf"), "no answer: the PDF's first page");
    }
}
