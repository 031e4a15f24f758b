package ephemeris.query;

import ephemeris.index.PassageHit;

import java.time.Instant;
import java.util.List;

/**
 * A page in the ranked list.
 *
 * @param path      relative path
 * @param title     page title
 * @param score     ranking score (sum of its best passages' scores)
 * @param relative  score relative to the top page, 0..1 (for a score bar)
 * @param why       each key term it matched and where
 * @param passages  its best passages, best first
 * @param date      the page's date
 * @param foundBy   which search found it: keywords, meaning, or both
 * @param closeness cosine similarity of its passage nearest the question in meaning (0 when meaning search did not find it)
 */
public record RankedPage(String path, String title, double score, double relative, List<TermMatch> why,
                         List<PassageHit> passages, Instant date, FoundBy foundBy, double closeness) {

    /** A page found by keywords alone. */
    public RankedPage(String path, String title, double score, double relative, List<TermMatch> why,
                      List<PassageHit> passages, Instant date) {
        this(path, title, score, relative, why, passages, date, FoundBy.KEYWORDS, 0);
    }

    /**
     * What a listing shows of the page: the text of its first passage read, up to three blocks, without
     * headings (the listing's title row already names the page).
     */
    public String leadText() {
        return passages.isEmpty() ? "" : passages.getFirst().blocks().stream()
                .filter(b -> b.kind() != ephemeris.wiki.Block.Kind.HEADING)
                .map(PassageHit.BlockText::text).limit(3).reduce((a, b) -> a + " " + b).orElse("");
    }

    /** The key terms this page matched in any field. */
    public List<String> matchedTerms() {
        return why.stream().filter(t -> !t.fields().isEmpty()).map(TermMatch::term).toList();
    }

    /** For a PDF, the PDF page of its best passage that names one; 0 for a note, or when none does. */
    public int pdfPage() {
        for (PassageHit h : passages) {
            int page = ephemeris.wiki.PdfText.pageOf(path, h.heading());
            if (page > 0) {
                return page;
            }
        }
        return 0;
    }
}
