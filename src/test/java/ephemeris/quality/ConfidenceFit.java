package ephemeris.quality;

import ephemeris.answer.ConfidenceFeatures;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fits the confidence model on the tuning half of every corpus: a logistic regression from an answer's evidence
 * ({@link ConfidenceFeatures}) to whether it held an answer phrase. Prints the weights and the thresholds for high
 * and medium (the lowest probabilities at which answers were right {@link #HIGH_PRECISION} and {@link
 * #MEDIUM_PRECISION} of the time), which go into {@code Signals}, then the leave-one-wiki-out table: each wiki
 * scored by a model fitted on the others. Deterministic: fixed order, fixed steps, no randomness.
 */
public final class ConfidenceFit {
    static final int STEPS = 20000;
    static final double RATE = 0.5;
    /** Keeps the weights small, since the tuning half has about a hundred answers. */
    static final double L2 = 0.01;

    /** Precision at high confidence the threshold is chosen for: "the wiki answers" must be nearly always right. */
    static final double HIGH_PRECISION = 0.95;
    /** Precision at medium: three answers in four. */
    static final double MEDIUM_PRECISION = 0.75;
    private static final int ON_TOPIC = ConfidenceFeatures.NAMES.indexOf("onTopic");
    /** A threshold is read off at least this many answers, so that one lucky answer does not set it. */
    static final int MIN_ANSWERS = 5;

    /**
     * One answered question: its evidence and whether it held the fact; {@code wiki} is its corpus (the mixed
     * English-Japanese wiki counts with the many-language one it is made from), {@code own} whether it is an everyday
     * or detail question, and {@code stale} whether its answer cites an old page.
     */
    record Example(String id, String wiki, double[] x, boolean right, boolean everyday, boolean stale) {
    }

    public static void main(String[] args) throws Exception {
        QuestionSet set = QuestionSet.tuning();
        String only = System.getProperty("ephemeris.quality.corpus");
        if (only != null) {
            set = set.over(only, true);
        }
        List<Example> examples = examples(new QualityScorer(QualityScorer.defaultCorpora()).run(set));
        double[] w = fit(examples);
        System.out.println("weights (bias first): " + format(w));
        System.out.println("names: bias " + String.join(" ", ConfidenceFeatures.NAMES));
        System.out.printf(Locale.ROOT, "high from p >= %.3f (precision %.2f), medium from p >= %.3f (precision %.2f)%n",
                threshold(w, examples, HIGH_PRECISION), HIGH_PRECISION, threshold(w, examples, MEDIUM_PRECISION), MEDIUM_PRECISION);
        // Read off probabilities that never saw their wiki, the same precision may be out of reach (1.010: no
        // threshold keeps it): how far the promise made on the tuning half carries to a wiki not seen.
        System.out.printf(Locale.ROOT, "read off each wiki's answers scored by a model that never saw it: high from p >= %.3f, medium from p >= %.3f%n%n",
                unseenThreshold(examples, HIGH_PRECISION), unseenThreshold(examples, MEDIUM_PRECISION));
        System.out.print(leaveOneWikiOut(examples));
    }

    /**
     * The answered questions the model learns from: every answered question but the time-sensitive ones (whose gold
     * is background, not an answer) and those answered by meaning (never high, whatever their evidence).
     */
    static List<Example> examples(List<QualityScorer.Outcome> outcomes) {
        List<Example> examples = new ArrayList<>();
        for (QualityScorer.Outcome o : outcomes) {
            if (!o.answer().answered() || o.item().kind().equals("time-sensitive")
                    || o.answer().reasons().confidence().contains("closest in meaning")) {
                continue;
            }
            String wiki = o.item().corpus().equals(MixedCorpus.NAME) ? "obsidian-help-all" : o.item().corpus();
            boolean everyday = o.item().kind().equals("everyday") || o.item().kind().equals("detail");
            examples.add(new Example(o.item().id(), wiki, o.answer().judgement().features().values(),
                    o.item().answerable() && o.answerFound(), everyday, o.answer().stale()));
        }
        return examples;
    }

    /**
     * The lowest probability from which the answers at or above it are right at least {@code precision} of the time,
     * read off at least {@link #MIN_ANSWERS} answers; above every answer's when none is.
     */
    static double threshold(double[] w, List<Example> examples, double precision) {
        List<double[]> scored = new ArrayList<>();
        for (Example e : examples) {
            scored.add(new double[]{probability(w, e.x()), e.right() ? 1 : 0});
        }
        scored.sort((a, b) -> Double.compare(b[0], a[0]));
        double best = 1.01;
        int right = 0;
        for (int i = 0; i < scored.size(); i++) {
            right += (int) scored.get(i)[1];
            if (i + 1 >= MIN_ANSWERS && right >= precision * (i + 1)) {
                best = scored.get(i)[0];
            }
        }
        return best;
    }

    /**
     * {@link #threshold}, read off probabilities that never saw their wiki: each wiki's answers scored by the model
     * fitted on the other wikis. A threshold read off the answers the model was fitted on promises more than it keeps
     * on a wiki it has not seen; this one is chosen where the promise held on wikis the model had not seen.
     */
    static double unseenThreshold(List<Example> examples, double precision) {
        List<Example> scored = new ArrayList<>();
        for (String wiki : examples.stream().map(Example::wiki).distinct().sorted().toList()) {
            double[] w = fit(examples.stream().filter(e -> !e.wiki().equals(wiki)).toList());
            for (Example e : examples) {
                if (e.wiki().equals(wiki)) {
                    // One feature vector holding the out-of-wiki probability, read back by an identity model below.
                    scored.add(new Example(e.id(), e.wiki(), new double[]{logit(probability(w, e.x()))}, e.right(), e.everyday(), e.stale()));
                }
            }
        }
        return threshold(new double[]{0, 1}, scored, precision);
    }

    private static double logit(double p) {
        double q = Math.min(1 - 1e-12, Math.max(1e-12, p));
        return Math.log(q / (1 - q));
    }

    /**
     * The honest figure: for each wiki, the model fitted and its threshold chosen on the other wikis' answers, then
     * applied to this one's. An everyday or detail answer that holds the fact counts as the wiki answering on its own
     * when it is high, or when it cites an old page (then seed 004 asks it to say stale and look outside).
     */
    static String leaveOneWikiOut(List<Example> examples) {
        StringBuilder sb = new StringBuilder("| wiki left out | answers | right | high | right when high | everyday + detail questions answered by their words: the wiki answers on its own |\n|---|---|---|---|---|---|\n");
        int[] sum = new int[6];
        for (String wiki : examples.stream().map(Example::wiki).distinct().sorted().toList()) {
            List<Example> rest = examples.stream().filter(e -> !e.wiki().equals(wiki)).toList();
            List<Example> left = examples.stream().filter(e -> e.wiki().equals(wiki)).toList();
            double[] w = fit(rest);
            double t = threshold(w, rest, HIGH_PRECISION);
            int[] c = new int[6];
            for (Example e : left) {
                // As Signals decides: never high from an old page, nor from a page about something else.
                boolean high = probability(w, e.x()) >= t && !e.stale() && e.x()[ON_TOPIC] == 1;
                c[0]++;
                c[1] += e.right() ? 1 : 0;
                c[2] += high ? 1 : 0;
                c[3] += high && e.right() ? 1 : 0;
                c[4] += e.everyday() ? 1 : 0;
                c[5] += e.everyday() && e.right() && (high || e.stale()) ? 1 : 0;
            }
            for (int i = 0; i < 6; i++) {
                sum[i] += c[i];
            }
            sb.append(row(wiki, c));
        }
        return sb.append(row("all", sum)).toString();
    }

    private static String row(String wiki, int[] c) {
        return String.format(Locale.ROOT, "| %s | %d | %d | %d | %s | %s |%n", wiki, c[0], c[1], c[2],
                QualityScorer.pct(c[3], c[2]), QualityScorer.pct(c[5], c[4]));
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
