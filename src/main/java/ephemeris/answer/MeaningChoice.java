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
 * from the best passages of the top pages and the first page's lead are embedded with the bundled model,
 * and of those close enough to the question the closest is quoted, a unit of the lead counting a little
 * closer ({@link #LEAD_PREFERENCE}). Embedding costs several milliseconds a unit, so this runs only for
 * questions the words leave unanswered, on a handful of units.
 */
final class MeaningChoice {
    /** Pages whose passages offer units. */
    static final int PAGES = 3;
    /** Passages of each page that offer units. */
    static final int PASSAGES_PER_PAGE = 2;
    /** Units each passage offers: its best by words, then its first. */
    static final int UNITS_PER_PASSAGE = 2;
    /** Units of the best passages embedded at most for a question, besides the lead's. */
    static final int MAX_CANDIDATES = 8;
    /** Below this cosine no unit is about the question: abstain. */
    static final double MIN_CLOSENESS = 0.4;
    /** Sentences shorter than this say too little to answer by meaning alone. */
    static final int MIN_WORDS = 5;
    /** Units of the first page's lead offered besides. */
    static final int LEAD_UNITS = 2;
    /**
     * How much closer than its cosine a unit of the first page's lead ranks. A question put in other words than
     * the wiki's asks after what something is for ("Can I peek at where a reference leads by resting my mouse
     * on it?"), and the lead of the page it is about says what the page is for ("Page preview is a core plugin
     * that lets you preview a page when you hover …"); the model finds it a little less close than a sentence
     * deeper in the page that shares the question's subject but not its point. Only the first page's lead: the
     * leads of the pages below it say what those pages are for, which is not what was asked. A question that
     * asks for a value ("How long …?", "What is the maximum …?") is answered by the unit that holds it, so it
     * prefers no lead. The preference only ranks: whether a unit is close enough to quote, and the closeness
     * reported, which sets the answer's confidence, are its cosine.
     */
    static final double LEAD_PREFERENCE = 0.25;

    /**
     * The units chosen, the preferred first, and how close the first is to the question (its cosine).
     *
     * @param units the preferred unit, then up to {@link #MAX_FOLLOW_UPS} others of its page nearly as close or closer
     */
    record Choice(List<UnitScorer.Scored> units, double closeness) {
    }

    /** A further unit of the chosen page is quoted when its cosine is within this of the chosen one's, or above it. */
    static final double FOLLOW_UP_GAP = 0.06;
    static final int MAX_FOLLOW_UPS = 1;

    private MeaningChoice() {
    }

    /** A unit offered for the choice, and whether it is of the first page's lead. */
    private record Candidate(Unit unit, boolean lead) {
    }

    static Optional<Choice> choose(Retrieval retrieval, UnitScorer scorer, UnitMeaning meaning) throws IOException {
        List<Candidate> candidates = candidates(retrieval, scorer);
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        List<float[]> vectors = meaning.embed(candidates.stream().map(c -> c.unit().text()).toList());
        List<Integer> order = new ArrayList<>();
        double[] closeness = new double[candidates.size()];
        double[] preference = new double[candidates.size()];
        for (int i = 0; i < candidates.size(); i++) {
            closeness[i] = UnitMeaning.cosine(meaning.question(), vectors.get(i));
            preference[i] = closeness[i] + (candidates.get(i).lead() && scorer.asked.isEmpty() ? LEAD_PREFERENCE : 0);
            if (closeness[i] >= MIN_CLOSENESS) {
                order.add(i);
            }
        }
        if (order.isEmpty()) {
            return Optional.empty();
        }
        // Most preferred first; equal preference keeps the candidates' order (pages, then passages, as ranked,
        // then the lead).
        order.sort((a, b) -> Double.compare(preference[b], preference[a]));
        int firstIndex = order.getFirst();
        double best = closeness[firstIndex];
        Unit first = candidates.get(firstIndex).unit();
        List<UnitScorer.Scored> chosen = new ArrayList<>(List.of(scored(scorer, first)));
        // Units of the chosen one's page nearly as close in meaning add to it.
        for (int k = 1; k < order.size() && chosen.size() <= MAX_FOLLOW_UPS; k++) {
            Unit u = candidates.get(order.get(k)).unit();
            if (closeness[order.get(k)] >= best - FOLLOW_UP_GAP && u.hit().page().equals(first.hit().page())
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

    /**
     * Each of the top pages' best passages offers its best unit by words and its first; then the first page's
     * lead offers its first units ({@link #lead}).
     */
    private static List<Candidate> candidates(Retrieval retrieval, UnitScorer scorer) {
        List<Candidate> out = new ArrayList<>();
        List<RankedPage> pages = retrieval.pages();
        for (int r = 0; r < Math.min(PAGES, pages.size()); r++) {
            List<PassageHit> passages = pages.get(r).passages();
            for (int j = 0; j < Math.min(PASSAGES_PER_PAGE, passages.size()); j++) {
                List<Unit> units = UnitExtractor.units(passages.get(j), r, j, scorer.asksCode, scorer.how).stream()
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
                    if (out.size() < MAX_CANDIDATES && out.stream().noneMatch(o -> o.unit().text().equals(u.text()))) {
                        out.add(new Candidate(u, false));
                    }
                }
            }
        }
        if (!pages.isEmpty()) {
            for (Unit u : lead(pages.getFirst(), scorer)) {
                out.removeIf(o -> o.unit().text().equals(u.text()));
                out.add(new Candidate(u, true));
            }
        }
        return out;
    }

    /**
     * The first units of the page's lead: what its own passages say, in reading order, before the first section
     * below its top heading (retrieval adds the opening passage of the top pages). A passage is of the lead
     * while its heading path is empty (text before any heading) or the first heading's alone.
     */
    private static List<Unit> lead(RankedPage page, UnitScorer scorer) {
        List<PassageHit> passages = page.passages();
        List<PassageHit> own = passages.stream().filter(h -> !h.borrowed() && !h.blocks().isEmpty())
                .sorted(Comparator.comparingInt(h -> h.blocks().getFirst().startLine())).toList();
        List<Unit> out = new ArrayList<>();
        String top = null;
        for (PassageHit h : own) {
            if (!h.heading().isEmpty()) {
                top = top == null ? h.heading() : top;
                if (!h.heading().equals(top)) {
                    break;
                }
            }
            UnitExtractor.units(h, 0, passages.indexOf(h), scorer.asksCode, scorer.how).stream()
                    .filter(MeaningChoice::saysEnough).limit(LEAD_UNITS - out.size()).forEach(out::add);
            if (out.size() >= LEAD_UNITS) {
                break;
            }
        }
        return out;
    }

    private static boolean saysEnough(Unit u) {
        return u.kind() != UnitKind.SENTENCE || !Sentences.announces(u.text()) && u.text().split("\\s+").length >= MIN_WORDS;
    }
}
