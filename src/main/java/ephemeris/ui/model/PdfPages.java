package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.answer.Citation;
import ephemeris.query.RankedPage;
import ephemeris.wiki.PdfText;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Which page of a PDF the preview opens at: the one the answer quotes, else the one it read first, else the first. */
final class PdfPages {
    /** Obsidian's link to a PDF's page: {@code [[manual.pdf#page=37]]}. */
    private static final Pattern PAGE_ANCHOR = Pattern.compile("^page[=-]?(\\d{1,6})$", Pattern.CASE_INSENSITIVE);

    private PdfPages() {
    }

    /** The PDF page to open {@code path} at for this answer; 0 (its first) for a note or a PDF the answer did not read. */
    static int first(Answer answer, String path) {
        if (answer == null || !PdfText.isPdf(path)) {
            return 0;
        }
        for (Citation c : answer.citations()) {
            if (c.path().equals(path) && c.pdfPage() > 0) {
                return c.pdfPage();
            }
        }
        for (RankedPage p : answer.pages()) {
            if (p.path().equals(path)) {
                return p.pdfPage();
            }
        }
        return 0;
    }

    /** The page a link's anchor names ("page=37"), or 0 when it names none. */
    static int named(String anchor) {
        Matcher m = PAGE_ANCHOR.matcher(anchor == null ? "" : anchor.strip());
        return m.matches() ? Integer.parseInt(m.group(1)) : 0;
    }
}
