package ephemeris.quality;

import ephemeris.answer.ConfidenceFeatures;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fits the confidence model on the tuning half: a logistic regression from an answer's evidence
 * ({@link ConfidenceFeatures}) to whether it held an answer phrase, over every answered question of the
 * tuning half but the time-sensitive ones (whose gold is background, not an answer). Prints the weights
 * and, for each probability threshold, how many answers would be high and how many of them right; the
 * weights and the thresholds go into {@code Signals}. Deterministic: fixed order, fixed steps, no randomness.
 */
public final class ConfidenceFit {
    static final int STEPS = 20000;
    static final double RATE = 0.5;
    /** Keeps the weights small, since the tuning half has about a hundred answers. */
    static final double L2 = 0.01;

    record Example(String id, double[] x, boolean right) {
    }

    public static void main(String[] args) throws Exception {
        QuestionSet set = QuestionSet.tuning();
        String only = System.getProperty("ephemeris.quality.corpus");
        if (only != null) {
            set = set.over(only, true);
        }
        List<QualityScorer.Outcome> outcomes = new QualityScorer(QualityScorer.defaultCorpora()).run(set);
        List<Example> examples = new ArrayList<>();
        for (QualityScorer.Outcome o : outcomes) {
            if (!o.answer().answered() || o.item().kind().equals("time-sensitive")
                    || o.answer().reasons().confidence().contains("closest in meaning")) {
                continue;
            }
            examples.add(new Example(o.item().id(), o.answer().judgement().features().values(),
                    o.item().answerable() && o.answerFound()));
        }
        double[] w = fit(examples);
        System.out.println("weights (bias first): " + format(w));
        System.out.println("names: bias " + String.join(" ", ConfidenceFeatures.NAMES));
        List<double[]> scored = new ArrayList<>();
        for (Example e : examples) {
            scored.add(new double[]{probability(w, e.x()), e.right() ? 1 : 0});
        }
        scored.sort((a, b) -> Double.compare(b[0], a[0]));
        int right = 0;
        for (int i = 0; i < scored.size(); i++) {
            right += (int) scored.get(i)[1];
            System.out.printf(Locale.ROOT, "p >= %.3f: %d answers, %d right (%.0f%%)%n", scored.get(i)[0], i + 1, right,
                    100.0 * right / (i + 1));
        }
    }

    static double[] fit(List<Example> examples) {
        int d = examples.getFirst().x().length + 1;
        double[] w = new double[d];
        for (int step = 0; step < STEPS; step++) {
            double[] grad = new double[d];
            for (Example e : examples) {
                double err = probability(w, e.x()) - (e.right() ? 1 : 0);
                grad[0] += err;
                for (int j = 1; j < d; j++) {
                    grad[j] += err * e.x()[j - 1];
                }
            }
            for (int j = 0; j < d; j++) {
                w[j] -= RATE * (grad[j] / examples.size() + (j == 0 ? 0 : L2 * w[j]));
            }
        }
        return w;
    }

    static double probability(double[] w, double[] x) {
        double z = w[0];
        for (int j = 0; j < x.length; j++) {
            z += w[j + 1] * x[j];
        }
        return 1 / (1 + Math.exp(-z));
    }

    private static String format(double[] w) {
        StringBuilder sb = new StringBuilder();
        for (double v : w) {
            sb.append(String.format(Locale.ROOT, "%.3f ", v));
        }
        return sb.toString().strip();
    }
}
