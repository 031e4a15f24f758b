package ephemeris.ui.model;

import ephemeris.answer.Citation;

import java.util.List;

/**
 * One entry of the Sources panel: a cited page and the sentences quoted from it.
 *
 * @param number    its number in the Sources block; the answer's [n] markers point at it
 * @param path      the page, relative to the wiki root
 * @param title     the page's title
 * @param citations the sentences quoted from it, in answer order
 */
public record SourceCard(int number, String path, String title, List<Citation> citations) {
    public SourceCard {
        citations = List.copyOf(citations);
    }

    /**
     * Where a quote is: "§ heading · lines 3–5" in a markdown page, "p. 38" in a PDF (its lines are those of the
     * text read from it, which the reader never sees).
     */
    public static String place(Citation c) {
        int page = c.pdfPage();
        if (page > 0) {
            return "p. " + page;
        }
        return (c.heading().isEmpty() ? "" : "§ " + c.heading() + "  ·  ")
                + (c.startLine() == c.endLine() ? "line " + c.startLine() : "lines " + c.startLine() + "–" + c.endLine());
    }

    /** Whether the card reads right to left: its title and quotes are mostly in a right-to-left script. */
    public boolean rightToLeft() {
        StringBuilder text = new StringBuilder(title);
        citations.forEach(c -> text.append(' ').append(c.text()));
        return ephemeris.wiki.Languages.rightToLeft(text.toString());
    }
}
