package ephemeris.query;

import ephemeris.index.PassageSearcher.LightHit;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Hits grouped into pages: a PDF brings more of its passages to the answer than a note, and is ranked as a note is. */
class PageRankingTest {
    private static List<LightHit> hits(String page, int n, float best, int firstDoc) {
        List<LightHit> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new LightHit(firstDoc + i, best - i, page, "en", false));
        }
        return out;
    }

    @Test
    void aPdfBringsTenPassagesANoteThreeAndBothAreScoredByTheirBestThree() {
        List<LightHit> all = new ArrayList<>();
        all.addAll(hits("Manual.pdf", 14, 10f, 0));
        all.addAll(hits("Notes.md", 14, 10f, 100));
        all.sort((a, b) -> Float.compare(b.score(), a.score()));
        List<PageRanking.PageScore> ranked = PageRanking.rank(all, "en", 5);
        assertEquals(2, ranked.size());
        PageRanking.PageScore manual = ranked.stream().filter(p -> p.page().equals("Manual.pdf")).findFirst().orElseThrow();
        PageRanking.PageScore notes = ranked.stream().filter(p -> p.page().equals("Notes.md")).findFirst().orElseThrow();
        assertEquals(PageRanking.PASSAGES_PER_PDF, manual.load().size());
        assertEquals(Retriever.PASSAGES_PER_PAGE, notes.load().size());
        assertEquals(10 + 0.15 * 9 + 0.15 * 8, notes.score(), 1e-9);
        assertEquals(notes.score(), manual.score(), 1e-9, "the passages beyond the first three do not rank the PDF higher");
    }
}
