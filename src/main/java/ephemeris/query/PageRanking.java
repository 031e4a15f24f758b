package ephemeris.query;

import ephemeris.index.PassageSearcher;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Keyword hits grouped into pages and ranked, from their doc values alone (no stored text is read). */
final class PageRanking {
    /**
     * The passages a PDF brings to the answer. A PDF is one page of the wiki however long it is (a 300-page manual),
     * so the few best passages a note brings would leave most of its topics unread; its page score still counts
     * the same few as a note's (chosen on the tuning half of the PDF questions: 3, 6, 10 and 20 tried).
     */
    static final int PASSAGES_PER_PDF = 10;

    private PageRanking() {
    }

    /** A page in another language than the question's answers it less well, however well it matches. */
    static double languageFactor(String question, String page) {
        if (question.isEmpty() || question.equals(page)) {
            return 1.0;
        }
        // A page whose language could not be told may still be in the question's language.
        return page.isEmpty() ? 0.7 : 0.5;
    }

    /** A page's score and the hits to load for it: its best passages, or its page-map hit when it has none. */
    record PageScore(String page, double score, List<PassageSearcher.LightHit> passages, PassageSearcher.LightHit first) {
        List<PassageSearcher.LightHit> load() {
            return passages.isEmpty() ? List.of(first) : passages;
        }
    }

    /**
     * Groups hits by page: the best passage decides, further good passages add a little (a page about the
     * topic beats a page that mentions it once), the page map's description adds half its score, and a
     * page in another language than the question's counts less. Returns the top pages, best first.
     */
    static List<PageScore> rank(List<PassageSearcher.LightHit> hits, String language, int top) {
        Map<String, List<PassageSearcher.LightHit>> byPage = new LinkedHashMap<>();
        Map<String, PassageSearcher.LightHit> firstHit = new HashMap<>();
        Map<String, Double> mapScores = new HashMap<>();
        Map<String, String> languages = new HashMap<>();
        for (PassageSearcher.LightHit h : hits) {
            firstHit.putIfAbsent(h.page(), h);
            List<PassageSearcher.LightHit> list = byPage.computeIfAbsent(h.page(), k -> new ArrayList<>());
            if (h.map()) {
                mapScores.merge(h.page(), (double) h.score(), Math::max);
            } else {
                languages.putIfAbsent(h.page(), h.lang());
                if (list.size() < (ephemeris.wiki.PdfText.isPdf(h.page()) ? PASSAGES_PER_PDF : Retriever.PASSAGES_PER_PAGE)) {
                    list.add(h);
                }
            }
        }
        List<PageScore> ranked = new ArrayList<>();
        for (Map.Entry<String, List<PassageSearcher.LightHit>> e : byPage.entrySet()) {
            List<PassageSearcher.LightHit> ps = e.getValue();
            double score = ps.isEmpty() ? 0 : ps.getFirst().score();
            for (int i = 1; i < Math.min(ps.size(), Retriever.PASSAGES_PER_PAGE); i++) {
                score += 0.15 * ps.get(i).score();
            }
            score += 0.5 * mapScores.getOrDefault(e.getKey(), 0.0);
            score *= languageFactor(language, languages.getOrDefault(e.getKey(), ""));
            ranked.add(new PageScore(e.getKey(), score, List.copyOf(ps), firstHit.get(e.getKey())));
        }
        // Equal scores by path, so the order never depends on the order the hits arrived in.
        ranked.sort((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score()) : a.page().compareTo(b.page()));
        return List.copyOf(ranked.subList(0, Math.min(top, ranked.size())));
    }
}
