package ephemeris.query;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FusionTest {
    private static List<String> pages(List<Fusion.Fused> fused) {
        return fused.stream().map(Fusion.Fused::page).toList();
    }

    private static double rrf(double weight, int rank) {
        return weight / (Fusion.K + rank);
    }

    @Test
    void aPageBothSidesFoundComesFirstWithBothShares() {
        List<Fusion.Fused> fused = Fusion.fuse(List.of("a", "b", "c"), List.of("c", "d"), 10);
        assertEquals("c", fused.getFirst().page());
        assertEquals(FoundBy.BOTH, fused.getFirst().foundBy());
        assertEquals(rrf(Fusion.KEYWORD_WEIGHT, 3) + rrf(Fusion.MEANING_WEIGHT, 1), fused.getFirst().score(), 1e-12);
        assertEquals(3, fused.getFirst().keywordRank());
        assertEquals(1, fused.getFirst().meaningRank());
    }

    @Test
    void meaningWeighsMoreThanKeywordsAtTheSameRank() {
        // The committed weights trust the nearest page in meaning over the first keyword page: on paraphrased
        // questions the keyword list is led by pages that share only common words.
        List<Fusion.Fused> fused = Fusion.fuse(List.of("k1", "k2"), List.of("m1", "m2"), 10);
        assertEquals(List.of("m1", "m2", "k1", "k2"), pages(fused));
        assertEquals(List.of(FoundBy.MEANING, FoundBy.MEANING, FoundBy.KEYWORDS, FoundBy.KEYWORDS),
                fused.stream().map(Fusion.Fused::foundBy).toList());
    }

    @Test
    void theFirstKeywordPageStaysFirstWhenMeaningAlsoRanksItHigh() {
        List<String> meaning = List.of("m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "k1");
        List<Fusion.Fused> fused = Fusion.fuse(List.of("k1", "k2"), meaning, 10);
        assertEquals("k1", fused.getFirst().page());
        assertEquals(FoundBy.BOTH, fused.getFirst().foundBy());
        assertEquals("m1", fused.get(1).page());
    }

    @Test
    void aFirstKeywordPageThatMatchedFewKeyTermsGivesWayToMeaning() {
        List<String> meaning = List.of("m1", "m2", "k1");
        assertEquals("k1", Fusion.fuse(List.of("k1", "k2"), meaning, 10, true).getFirst().page());
        assertEquals(List.of("m1", "k1", "m2", "k2"), pages(Fusion.fuse(List.of("k1", "k2"), meaning, 10, false)));
    }

    @Test
    void theFirstKeywordPageGivesWayWhenMeaningRanksItLow() {
        List<String> meaning = new java.util.ArrayList<>();
        for (int i = 1; i <= Fusion.KEEP_FIRST_WITHIN; i++) {
            meaning.add("m" + i);
        }
        meaning.add("k1");
        assertEquals("m1", Fusion.fuse(List.of("k1"), meaning, 10).getFirst().page());
        assertEquals("m1", Fusion.fuse(List.of("k1"), List.of("m1"), 10).getFirst().page());
    }

    @Test
    void keepsOnlyTheTopPages() {
        assertEquals(List.of("m1", "m2"), pages(Fusion.fuse(List.of("k1", "k2"), List.of("m1", "m2"), 2)));
    }

    @Test
    void withNoMeaningHitsTheKeywordOrderStays() {
        assertEquals(List.of("a", "b", "c"), pages(Fusion.fuse(List.of("a", "b", "c"), List.of(), 5)));
    }

    @Test
    void withNoKeywordHitsTheMeaningOrderStays() {
        assertEquals(List.of("x", "y"), pages(Fusion.fuse(List.of(), List.of("x", "y"), 5)));
    }

    @Test
    void aKeywordPageMeaningSearchHasNotReadYetKeepsItsKeywordRankOnTheMeaningSide() {
        // k1 and k2 are not embedded yet; m1 is, and is nearest among the embedded pages.
        java.util.function.Predicate<String> embedded = p -> p.startsWith("m");
        List<Fusion.Fused> fused = Fusion.fuse(List.of("k1", "k2", "m1"), List.of("m1"), 10, true, embedded);
        assertEquals(List.of("k1", "m1", "k2"), pages(fused));
        assertEquals(rrf(Fusion.KEYWORD_WEIGHT, 1) + rrf(Fusion.MEANING_WEIGHT, 1), fused.getFirst().score(), 1e-12);
        assertEquals(0, fused.getFirst().meaningRank(), "nothing found it by meaning");
        assertEquals(FoundBy.KEYWORDS, fused.getFirst().foundBy());
        // Every page embedded (the usual case once vectors are built): meaning's nearest leads.
        assertEquals(List.of("m1", "k1", "k2"), pages(Fusion.fuse(List.of("k1", "k2", "m1"), List.of("m1"), 10, true, p -> true)));
    }
}
