package ephemeris.answer;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The quality tools' view of the units the ranker orders: each question's candidates, their text and their
 * signals, for fitting the ranker's weights away from the engine.
 */
public final class UnitCandidates {
    /** One candidate: its text, its signals in the order of {@link #names()}, and its place in the scorer's order. */
    public record Seen(String text, double[] signals, int place) {
    }

    private UnitCandidates() {
    }

    /** Starts recording every question's candidates into the map, keyed by the question's text. */
    public static Map<String, List<Seen>> record() {
        Map<String, List<Seen>> out = new ConcurrentHashMap<>();
        UnitRanker.observer = (question, candidates) -> {
            List<Seen> seen = new java.util.ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                UnitRanker.Candidate c = candidates.get(i);
                seen.add(new Seen(c.scored().unit().text(), c.signals(), i));
            }
            out.put(question, List.copyOf(seen));
        };
        return out;
    }

    public static void stop() {
        UnitRanker.observer = null;
    }

    public static List<String> names() {
        return UnitRanker.NAMES;
    }

    /** The ranker's log-odds for a candidate under the given weights. */
    public static double odds(double[] weights, double[] signals) {
        double z = 0;
        for (int i = 0; i < signals.length; i++) {
            z += weights[i] * signals[i];
        }
        return z;
    }
}
