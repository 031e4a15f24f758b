package ephemeris.answer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

/**
 * Orders a question's best-scored units by how likely each is to hold the answer: a conditional logit over signals
 * that mean the same on any wiki (the unit's score beside the best one's, the share of the question its own words
 * and its context cover, whether it shows how for a how-question or is a sentence for a what-question, whether it
 * holds the kind of value asked for, how far it is behind the closest in meaning). The weights are fitted on the
 * tuning halves of every corpus and checked leave-one-wiki-out ({@code UnitFit}, decision 0027). Which kinds of unit
 * read best stays the scorer's ({@link UnitShape}): fitted per kind, the weights followed each wiki's habits and
 * did worse on the wiki left out.
 */
final class UnitRanker {
    /** How many of the scorer's best units the model orders; the rest follow in the scorer's order. */
    static final int CANDIDATES = 8;

    /** The signals, in the order of {@link #WEIGHTS}. */
    static final List<String> NAMES = List.of("bias", "relative", "coverage", "withContext", "howShows", "whatSentence",
            "otherPage", "holdsAsked", "fitsForm", "meaningBehind");

    /** Fitted by {@code UnitFit} on the tuning halves of every corpus (decision 0027). */
    static final double[] WEIGHTS = {0.000, 3.221, 1.369, 1.148, 0.360, -0.336, -0.450, 1.362, 0.780, 1.309};

    /**
     * The units best first, and the first one's share of the model's odds among the candidates it ordered (its
     * softmax): how clearly it stands out from the other units that could answer, which confidence weighs.
     */
    record Ordered(Iterable<UnitScorer.Scored> units, double standsOut, int ordered) {
    }

    /** One unit with its signals, in the order of {@link #NAMES}. */
    record Candidate(UnitScorer.Scored scored, double[] signals) {
    }

    /** Sees every question's candidates with their signals; set only by the quality tools, which fit the model. */
    static volatile java.util.function.BiConsumer<String, List<Candidate>> observer;

    private UnitRanker() {
    }

    /**
     * The units best first: the scorer's best {@link #CANDIDATES} ordered by the model (ties keep the scorer's
     * order), then the rest in the scorer's order.
     *
     * @return the units, and how many of them the model ordered (after those, scores fall)
     */
    static Ordered order(String question, RankedUnits ranked, UnitScorer scorer, UnitMeaning meaning) {
        List<UnitScorer.Scored> top = new ArrayList<>();
        Iterator<UnitScorer.Scored> it = ranked.iterator();
        while (top.size() < CANDIDATES && it.hasNext()) {
            top.add(it.next());
        }
        double best = top.getFirst().score();
        double[] behind = behindInMeaning(top, meaning);
        List<Candidate> withSignals = new ArrayList<>();
        for (int i = 0; i < top.size(); i++) {
            double[] x = signals(top.get(i), best, scorer);
            x[x.length - 1] = behind[i];
            withSignals.add(new Candidate(top.get(i), x));
        }
        var seen = observer;
        if (seen != null) {
            seen.accept(question, List.copyOf(withSignals));
        }
        List<Candidate> sorted = new ArrayList<>(withSignals);
        // A stable sort: equal odds keep the scorer's order.
        sorted.sort(Comparator.comparingDouble((Candidate c) -> -odds(c.signals())));
        // A unit that holds less of the question than the scorer's first, and too little to be quoted alone
        // (AnswerComposer.BY_MEANING_BELOW), is no first: the best unit that holds enough is.
        double least = Math.min(top.getFirst().coverage(), AnswerComposer.BY_MEANING_BELOW);
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.get(i).scored().coverage() >= least) {
                sorted.addFirst(sorted.remove(i));
                break;
            }
        }
        List<UnitScorer.Scored> first = sorted.stream().map(Candidate::scored).toList();
        double lead = odds(sorted.getFirst().signals());
        double all = 0;
        for (Candidate c : sorted) {
            all += Math.exp(odds(c.signals()) - lead);
        }
        return new Ordered(() -> new Iterator<>() {
            private int next;
            /** The scorer's units after the ordered ones, read afresh for each pass. */
            private final Iterator<UnitScorer.Scored> rest = ranked.iterator();

            {
                for (int i = 0; i < first.size(); i++) {
                    rest.next();
                }
            }

            @Override
            public boolean hasNext() {
                return next < first.size() || rest.hasNext();
            }

            @Override
            public UnitScorer.Scored next() {
                return next < first.size() ? first.get(next++) : rest.next();
            }
        }, 1 / all, first.size());
    }

    /** The model's log-odds that the unit holds the answer. */
    static double odds(double[] x) {
        double z = 0;
        for (int i = 0; i < x.length; i++) {
            z += WEIGHTS[i] * x[i];
        }
        return z;
    }

    /** The unit's signals, in the order of {@link #NAMES}; the last, how far it is behind in meaning, is set by the caller. */
    static double[] signals(UnitScorer.Scored s, double best, UnitScorer scorer) {
        Unit u = s.unit();
        UnitKind k = u.kind();
        boolean shows = k == UnitKind.CODE || k == UnitKind.COMMAND || k == UnitKind.STEPS;
        return new double[]{
                1,
                best <= 0 ? 0 : s.score() / best,
                s.coverage(),
                s.withContext(),
                scorer.how && shows ? 1 : 0,
                scorer.what && k == UnitKind.SENTENCE ? 1 : 0,
                u.pageRank() > 0 ? 1 : 0,
                scorer.asked.stream().anyMatch(v -> v.in(u.text()).isPresent()) ? 1 : 0,
                s.bonus() > 0 ? 1 : 0,
                0};
    }

    /**
     * How far each candidate is from the one closest in meaning to the question (0 for that one, and for every
     * candidate when meaning search is off): a difference between units of one question, so it means the same
     * with or without meaning vectors, where a raw closeness would not.
     */
    private static double[] behindInMeaning(List<UnitScorer.Scored> top, UnitMeaning meaning) {
        double[] out = new double[top.size()];
        if (meaning == null || top.size() < 2) {
            return out;
        }
        try {
            List<float[]> vectors = meaning.embed(top.stream().map(s -> s.unit().text()).toList());
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < out.length; i++) {
                out[i] = UnitMeaning.cosine(meaning.question(), vectors.get(i));
                max = Math.max(max, out[i]);
            }
            for (int i = 0; i < out.length; i++) {
                out[i] -= max;
            }
        } catch (java.io.IOException e) {
            java.util.Arrays.fill(out, 0);
        }
        return out;
    }
}
