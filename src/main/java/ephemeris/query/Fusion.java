package ephemeris.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Weighted reciprocal rank fusion of the keyword ranking and the meaning ranking: a page's score is
 * the sum over both lists of {@code weight / (K + rank)}. Ranks, not raw scores, are combined because
 * BM25 scores and cosine similarities are on unrelated scales; a page both searches found rises above
 * one only either found. The weights were chosen on the committed question set (docs/quality.md).
 */
final class Fusion {
    /**
     * Damps the difference between the first ranks. The usual 60 made presence in both lists outweigh any
     * rank: on the question set, a keyword page at rank 15 beat the nearest page in meaning. With 2, rank
     * matters (paraphrased questions: 14/34 in the top 5 with 60 and equal weights, 25/34 with 2 and 1:3).
     */
    static final int K = 2;
    /** Weights chosen on the question set (docs/quality.md; the student's weight: decision 0028). */
    static final double KEYWORD_WEIGHT = 1.0;
    static final double MEANING_WEIGHT = 3.0;
    /**
     * The meaning ranking's weight for a question the multilingual student reads: its vectors are a static model's,
     * less sure than the transformer's, so they break ties among the keyword pages more than they overrule them.
     * Chosen on the tuning half of the multilingual questions (decision 0028): 3.0 lost 46 pages from the top five
     * that keywords alone found, and 0.25 to 0.75 all did better than keywords alone.
     */
    static final double STUDENT_WEIGHT = 0.5;

    /**
     * The meaning ranking's weight for a question in {@code language}: one per family of languages, the family
     * being the model that reads it (the transformer English, the student the others; decision 0028).
     */
    static double meaningWeight(String language) {
        return language.isEmpty() || language.equals("en") ? MEANING_WEIGHT : STUDENT_WEIGHT;
    }
    /** The first keyword page keeps first place when it is within this many of the meaning ranking's first. */
    static final int KEEP_FIRST_WITHIN = 10;

    /**
     * A fused page: its score and its 1-based rank in each list (0 when that list lacks it).
     *
     * @param judgedRank the meaning rank the fusion used: {@code meaningRank}, or for a page meaning
     *                   search has not read yet its keyword rank
     */
    record Fused(String page, double score, int keywordRank, int meaningRank, int judgedRank) {
        FoundBy foundBy() {
            return keywordRank > 0 && meaningRank > 0 ? FoundBy.BOTH : keywordRank > 0 ? FoundBy.KEYWORDS : FoundBy.MEANING;
        }
    }

    private Fusion() {
    }

    static List<Fused> fuse(List<String> byKeywords, List<String> byMeaning, int top) {
        return fuse(byKeywords, byMeaning, top, true);
    }

    /**
     * @param keywordsConvincing whether the first keyword page matched most of the question's key terms;
     *                           only then may it keep first place against the meaning ranking
     */
    static List<Fused> fuse(List<String> byKeywords, List<String> byMeaning, int top, boolean keywordsConvincing) {
        return fuse(byKeywords, byMeaning, top, keywordsConvincing, page -> true);
    }

    /**
     * @param embedded whether meaning search has read a page (its vectors are built). One it has not
     *                 read is judged by its keyword rank on both sides: while vectors are half built,
     *                 the meaning ranking covers an arbitrary part of the wiki, and its nearest pages
     *                 must not outrank what the keywords found in pages it has not seen. Once every
     *                 page is embedded this changes nothing.
     */
    static List<Fused> fuse(List<String> byKeywords, List<String> byMeaning, int top, boolean keywordsConvincing,
                            Predicate<String> embedded) {
        return fuse(byKeywords, byMeaning, top, keywordsConvincing, embedded, MEANING_WEIGHT);
    }

    static List<Fused> fuse(List<String> byKeywords, List<String> byMeaning, int top, boolean keywordsConvincing,
                            Predicate<String> embedded, double meaningWeight) {
        Map<String, int[]> ranks = new LinkedHashMap<>();
        for (int i = 0; i < byKeywords.size(); i++) {
            ranks.computeIfAbsent(byKeywords.get(i), k -> new int[2])[0] = i + 1;
        }
        for (int i = 0; i < byMeaning.size(); i++) {
            ranks.computeIfAbsent(byMeaning.get(i), k -> new int[2])[1] = i + 1;
        }
        List<Fused> out = new ArrayList<>();
        for (Map.Entry<String, int[]> e : ranks.entrySet()) {
            int[] r = e.getValue();
            int meaningRank = r[1] == 0 && r[0] > 0 && !embedded.test(e.getKey()) ? r[0] : r[1];
            double score = (r[0] > 0 ? KEYWORD_WEIGHT / (K + r[0]) : 0) + (meaningRank > 0 ? meaningWeight / (K + meaningRank) : 0);
            out.add(new Fused(e.getKey(), score, r[0], r[1], meaningRank));
        }
        // Ties (one page first by keywords, another first by meaning) go to the keyword side: its hits are
        // the ones whose sentences can be quoted.
        out.sort((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score())
                : Integer.compare(rankOrMax(a.keywordRank()), rankOrMax(b.keywordRank())));
        // The first keyword page stays first when meaning search also ranks it near the top: both sides
        // agree it is about the question, and its words are the ones asked for. (On paraphrased questions
        // the first keyword page is rarely near in meaning, so meaning still leads there.) A keyword page
        // that matched only a few of the question's words — "several", "once" — is no such agreement.
        if (!byKeywords.isEmpty() && keywordsConvincing) {
            for (int i = 1; i < out.size(); i++) {
                Fused f = out.get(i);
                if (f.keywordRank() == 1 && f.judgedRank() > 0 && f.judgedRank() <= KEEP_FIRST_WITHIN) {
                    out.add(0, out.remove(i));
                    break;
                }
            }
        }
        return List.copyOf(out.subList(0, Math.min(top, out.size())));
    }

    private static int rankOrMax(int rank) {
        return rank == 0 ? Integer.MAX_VALUE : rank;
    }
}
