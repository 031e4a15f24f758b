package ephemeris.answer;

import java.util.List;

/**
 * One quoted answer unit and where it stands, so a reader can check it and the window can highlight it.
 *
 * @param number    the [n] marker in the answer; also the position of {@code path} in the Sources block
 * @param path      the page that holds the unit, relative to the root
 * @param heading   the nearest heading above it, or empty
 * @param anchor    that heading's anchor slug, or empty
 * @param startLine first source line of the unit, 1-based
 * @param endLine   last source line of the unit
 * @param kind      what sort of unit it is: a sentence, a procedure's steps, a table row, a code block, a callout
 * @param text      the unit as the answer quotes it: verbatim with markdown stripped; steps numbered one a
 *                  line, a table row as "Header: value" pairs
 * @param parts     the verbatim pieces the unit is made of, each as it reads on the page (a sentence, a
 *                  step, a cell), which the window highlights
 * @param pdfPage   for a quote from a PDF, the PDF page it is on (from the "Page N" section its passage is in, whatever
 *                  heading of the PDF's own stands nearer); 0 for a note
 */
public record Citation(int number, String path, String heading, String anchor, int startLine, int endLine,
                       UnitKind kind, String text, List<String> parts, int pdfPage) {
    public Citation {
        parts = List.copyOf(parts);
    }

    /** A quote from a note. */
    public Citation(int number, String path, String heading, String anchor, int startLine, int endLine,
                    UnitKind kind, String text, List<String> parts) {
        this(number, path, heading, anchor, startLine, endLine, kind, text, parts, 0);
    }
}
