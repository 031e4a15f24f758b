package ephemeris.index;

import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TotalHits;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * A search's cut keeps the hits that tie the last one kept: which of them a cut at a count would keep goes by
 * document order, which the indexing threads decide, so two builds of one wiki would read different passages.
 */
class TiesKeptTest {
    private static TopDocs top(float... scores) {
        ScoreDoc[] docs = new ScoreDoc[scores.length];
        for (int i = 0; i < scores.length; i++) {
            docs[i] = new ScoreDoc(i, scores[i]);
        }
        return new TopDocs(new TotalHits(scores.length, TotalHits.Relation.EQUAL_TO), docs);
    }

    private static int[] docs(TopDocs top) {
        return Arrays.stream(top.scoreDocs).mapToInt(d -> d.doc).toArray();
    }

    @Test
    void hitsTyingTheLastKeptStay() {
        assertArrayEquals(new int[] {0, 1, 2, 3}, docs(PassageSearcher.tiesKept(top(3f, 2f, 2f, 2f, 1f), 2)));
        assertArrayEquals(new int[] {0, 1}, docs(PassageSearcher.tiesKept(top(3f, 2f, 1f, 1f), 2)));
        assertArrayEquals(new int[] {0, 1, 2}, docs(PassageSearcher.tiesKept(top(3f, 2f, 1f), 5)));
    }
}
