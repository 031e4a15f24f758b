package ephemeris.answer;

import ephemeris.index.PassageHit;
import ephemeris.query.RankedPage;
import ephemeris.query.Retrieval;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Chooses an answer unit by meaning when the question's words do not pick one: a paraphrased question
 * ("a box that stands out") shares few words with the unit that answers it ("Callouts …"). A few units
 * from the best passages of the top pages are embedded with the bundled model and the one closest to
 * the question is quoted, if it is close enough. Embedding costs several milliseconds a unit, so this
 * runs only for questions the words leave unanswered, on a handful of units.
 */
final class MeaningChoice {
    /** Pages whose passages offer units. */
    static final int PAGES = 3;
    /** Passages of each page that offer units. */
    static final int PASSAGES_PER_PAGE = 2;
    /** Units each passage offers: its best by words, then its first. */
    static final int UNITS_PER_PASSAGE = 2;
    /** Units embedded at most for a question. */
    static final int MAX_CANDIDATES = 8;
    /** Below this cosine no unit is about the question: abstain. */
    static final double MIN_CLOSENESS = 0.4;
    /** Sentences shorter than this say too little to answer by meaning alone. */
    static final int MIN_WORDS = 5;

    /**
     * The units chosen, closest first, and how close the first is to the question.
     *
     * @param units the closest unit, then up to {@link #MAX_FOLLOW_UPS} others of its page nearly as close
     */
    record Choice(List<UnitScorer.Scored> units, double closeness) {
    }

    /** A further unit of the chosen page is quoted when its closeness is within this of the closest's. */
    static final double FOLLOW_UP_GAP = 0.06;
    static final int MAX_FOLLOW_UPS = 1;

    private MeaningChoice() {
    }

    static Optional<Choice> choose(Retrieval retrieval, UnitScorer scorer, UnitMeaning meaning) throws IOException {
        List<Unit> candidates = candidates(retrieval, scorer);
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        List<float[]> vectors = meaning.embed(candidates.stream().map(Unit::text).toList());
        Integer[] order = new Integer[candidates.size()];
        double[] closeness = new double[candidates.size()];
        for (int i = 0; i < candidates.size(); i++) {
            order[i] = i;
            closeness[i] = UnitMeaning.cosine(meaning.question(), vectors.get(i));
        }
        // Closest first; equal closeness keeps the candidates' order (pages, then passages, as ranked).
        java.util.Arrays.sort(order, (a, b) -> Double.compare(closeness[b], closeness[a]));
        double best = closeness[order[0]];
        if (best < MIN_CLOSENESS) {
            return Optional.empty();
        }
        Unit first = candidates.get(order[0]);
        List<UnitScorer.Scored> chosen = new ArrayList<>(List.of(scored(scorer, first)));
        // Units the closest one's page offers nearly as close add to it, in the page's reading order.
        for (int k = 1; k < order.length && chosen.size() <= MAX_FOLLOW_UPS; k++) {
            Unit u = candidates.get(order[k]);
            if (closeness[order[k]] >= Math.max(MIN_CLOSENESS, best - FOLLOW_UP_GAP) && u.hit().page().equals(first.hit().page())
                    && chosen.stream().noneMatch(c -> AnswerComposer.overlaps(c.unit(), u) || c.unit().text().equals(u.text()))) {
                chosen.add(scored(scorer, u));
            }
        }
        return Optional.of(new Choice(List.copyOf(chosen), best));
    }

    private static UnitScorer.Scored scored(UnitScorer scorer, Unit u) {
        UnitScorer.Scored s = scorer.score(u, 1.0);
        return s != null ? s : UnitScorer.Scored.unscored(u);
    }

    private static List<Unit> candidates(Retrieval retrieval, UnitScorer scorer) {
        List<Unit> out = new ArrayList<>();
        List<RankedPage> pages = retrieval.pages();
        for (int r = 0; r < Math.min(PAGES, pages.size()); r++) {
            List<PassageHit> passages = pages.get(r).passages();
            for (int j = 0; j < Math.min(PASSAGES_PER_PAGE, passages.size()); j++) {
                List<Unit> units = UnitExtractor.units(passages.get(j), r, j, scorer.asksCode).stream()
                        .filter(MeaningChoice::saysEnough).toList();
                List<Unit> offered = new ArrayList<>();
                units.stream().map(u -> scorer.score(u, 1.0)).filter(java.util.Objects::nonNull)
                        .max(Comparator.comparingDouble(UnitScorer.Scored::score)).ifPresent(s -> offered.add(s.unit()));
                for (Unit u : units) {
                    if (offered.size() >= UNITS_PER_PASSAGE) {
                        break;
                    }
                    if (!offered.contains(u)) {
                        offered.add(u);
                    }
                }
                for (Unit u : offered) {
                    if (out.size() < MAX_CANDIDATES && out.stream().noneMatch(o -> o.text().equals(u.text()))) {
                        out.add(u);
                    }
                }
            }
        }
        return out;
    }

    private static boolean saysEnough(Unit u) {
        return u.kind() != UnitKind.SENTENCE || !Sentences.announces(u.text()) && u.text().split("\\s+").length >= MIN_WORDS;
    }
}
