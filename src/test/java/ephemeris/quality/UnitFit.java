package ephemeris.quality;

import ephemeris.answer.UnitCandidates;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Fits the answer unit ranker ({@code UnitRanker}): runs the question set, labels each question's candidate units
 * by whether they hold one of its answer phrases, fits a logistic model on the tuning half of every corpus and prints
 * its weights, how often the first unit holds the answer under the scorer's order and under the model's (on both
 * halves), and the leave-one-wiki-out table. {@code UnitFit [CORPUS,…]}.
 */
public final class UnitFit {
    /** One question's candidates: signals and labels, in the scorer's order. */
    record Question(String id, String wiki, boolean tuning, List<double[]> x, List<Boolean> right) {
        boolean answerable() {
            return right.contains(true);
        }
    }

    private UnitFit() {
    }

    public static void main(String[] args) throws Exception {
        QuestionSet tuning = QuestionSet.tuning();
        QuestionSet held = QuestionSet.heldOut();
        if (args.length > 0 && !args[0].equals("all")) {
            List<String> corpora = List.of(args[0].split(","));
            tuning = new QuestionSet(tuning.items().stream().filter(i -> corpora.contains(i.corpus())).toList());
            held = new QuestionSet(held.items().stream().filter(i -> corpora.contains(i.corpus())).toList());
        }
        List<Question> questions = new ArrayList<>();
        java.nio.file.Path saved = args.length > 1 ? java.nio.file.Path.of(args[1]) : null;
        if (saved != null && java.nio.file.Files.exists(saved)) {
            // A second argument names a file of candidates written by an earlier run: refit without asking again.
            questions.addAll(read(saved));
        } else {
            questions.addAll(collect(tuning, true));
            questions.addAll(collect(held, false));
            if (saved != null) {
                write(questions, saved);
            }
        }
        for (String name : System.getProperty("ephemeris.unitfit.without", "").split(",")) {
            // -Dephemeris.unitfit.without=NAME,…: the fit without those signals, to see what each adds.
            int j = UnitCandidates.names().indexOf(name);
            if (j > 0) {
                questions.forEach(q -> q.x().forEach(x -> x[j] = 0));
            }
        }
        List<Question> fitOn = questions.stream().filter(Question::tuning).toList();
        double[] w = fit(fitOn);
        System.out.println("weights (" + String.join(", ", UnitCandidates.names()) + "):");
        System.out.println(format(w));
        System.out.println();
        System.out.println("| half | wiki | questions with a candidate that holds the answer | first holds it, scorer | first holds it, model |");
        System.out.println("|---|---|---|---|---|");
        for (boolean half : List.of(true, false)) {
            Map<String, int[]> by = new LinkedHashMap<>();
            for (Question q : questions) {
                if (q.tuning() != half || !q.answerable()) {
                    continue;
                }
                int[] c = by.computeIfAbsent(q.wiki(), k -> new int[3]);
                c[0]++;
                c[1] += q.right().getFirst() ? 1 : 0;
                c[2] += q.right().get(best(w, q)) ? 1 : 0;
            }
            int[] all = new int[3];
            by.forEach((wiki, c) -> {
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %d |%n", half ? "tuning" : "held-out", wiki, c[0], c[1], c[2]);
                for (int i = 0; i < 3; i++) {
                    all[i] += c[i];
                }
            });
            System.out.printf(Locale.ROOT, "| %s | all | %d | %d | %d |%n", half ? "tuning" : "held-out", all[0], all[1], all[2]);
        }
        System.out.println();
        System.out.println("Leave one wiki out (fitted on the other wikis' tuning halves, scored on this wiki's both halves):");
        System.out.println();
        System.out.println("| wiki | questions | first holds it, scorer | first holds it, model |");
        System.out.println("|---|---|---|---|");
        int[] all = new int[3];
        for (String wiki : questions.stream().map(Question::wiki).distinct().toList()) {
            double[] wo = fit(fitOn.stream().filter(q -> !q.wiki().equals(wiki)).toList());
            int[] c = new int[3];
            for (Question q : questions) {
                if (q.wiki().equals(wiki) && q.answerable()) {
                    c[0]++;
                    c[1] += q.right().getFirst() ? 1 : 0;
                    c[2] += q.right().get(best(wo, q)) ? 1 : 0;
                }
            }
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %d |%n", wiki, c[0], c[1], c[2]);
            for (int i = 0; i < 3; i++) {
                all[i] += c[i];
            }
        }
        System.out.printf(Locale.ROOT, "| all | %d | %d | %d |%n", all[0], all[1], all[2]);
    }

    private static List<Question> collect(QuestionSet set, boolean tuning) throws Exception {
        Map<String, List<UnitCandidates.Seen>> seen = UnitCandidates.record();
        try {
            new QualityScorer(QualityScorer.defaultCorpora()).run(set);
        } finally {
            UnitCandidates.stop();
        }
        List<Question> out = new ArrayList<>();
        for (QuestionSet.Item item : set.items()) {
            List<UnitCandidates.Seen> candidates = seen.get(item.question());
            if (!item.answerable() || candidates == null || candidates.isEmpty()) {
                continue;
            }
            List<double[]> x = new ArrayList<>();
            List<Boolean> right = new ArrayList<>();
            for (UnitCandidates.Seen c : candidates) {
                String text = QualityScorer.normalize(c.text());
                x.add(c.signals());
                right.add(item.answer().stream().anyMatch(p -> text.contains(QualityScorer.normalize(p))));
            }
            out.add(new Question(item.id(), item.corpus(), tuning, x, right));
        }
        return out;
    }

    private static void write(List<Question> questions, java.nio.file.Path file) throws java.io.IOException {
        List<String> lines = new ArrayList<>();
        for (Question q : questions) {
            for (int i = 0; i < q.x().size(); i++) {
                StringBuilder row = new StringBuilder(q.id() + "\t" + q.wiki() + "\t" + q.tuning() + "\t" + q.right().get(i));
                for (double v : q.x().get(i)) {
                    row.append('\t').append(v);
                }
                lines.add(row.toString());
            }
        }
        java.nio.file.Files.write(file, lines);
    }

    private static List<Question> read(java.nio.file.Path file) throws java.io.IOException {
        Map<String, Question> by = new LinkedHashMap<>();
        for (String line : java.nio.file.Files.readAllLines(file)) {
            String[] f = line.split("\t");
            Question q = by.computeIfAbsent(f[0], k -> new Question(f[0], f[1], Boolean.parseBoolean(f[2]), new ArrayList<>(), new ArrayList<>()));
            double[] x = new double[f.length - 4];
            for (int j = 0; j < x.length; j++) {
                x[j] = Double.parseDouble(f[j + 4]);
            }
            q.x().add(x);
            q.right().add(Boolean.parseBoolean(f[3]));
        }
        return new ArrayList<>(by.values());
    }

    /** The candidate the weights put first; ties keep the scorer's order. */
    static int best(double[] w, Question q) {
        int best = 0;
        for (int i = 1; i < q.x().size(); i++) {
            if (UnitCandidates.odds(w, q.x().get(i)) > UnitCandidates.odds(w, q.x().get(best))) {
                best = i;
            }
        }
        return best;
    }

    /** Gradient steps, step size and ridge penalty of the fit. */
    static final int STEPS = 3000;
    static final double RATE = 0.5;
    static final double L2 = 0.01;

    /**
     * A conditional logit over each question's candidates (the chance a candidate comes first is its share of the
     * question's exp(w·x)), fitted to put a candidate that holds the answer first: what the ranker does with it. A
     * question with no such candidate teaches nothing about which to put first. The bias cancels within a question
     * and stays 0.
     */
    static double[] fit(List<Question> questions) {
        int d = UnitCandidates.names().size();
        double[] w = new double[d];
        List<Question> used = questions.stream().filter(Question::answerable).toList();
        for (int step = 0; step < STEPS; step++) {
            double[] grad = new double[d];
            for (Question q : used) {
                int n = q.x().size();
                double[] z = new double[n];
                double max = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < n; i++) {
                    z[i] = UnitCandidates.odds(w, q.x().get(i));
                    max = Math.max(max, z[i]);
                }
                boolean[] target = new boolean[n];
                for (int i = 0; i < n; i++) {
                    target[i] = q.right().get(i);
                }
                double all = 0;
                double pos = 0;
                for (int i = 0; i < n; i++) {
                    z[i] = Math.exp(z[i] - max);
                    all += z[i];
                    pos += target[i] ? z[i] : 0;
                }
                for (int i = 0; i < n; i++) {
                    double share = (target[i] ? z[i] / pos : 0) - z[i] / all;
                    double[] x = q.x().get(i);
                    for (int j = 1; j < d; j++) {
                        grad[j] += share * x[j];
                    }
                }
            }
            for (int j = 1; j < d; j++) {
                w[j] += RATE * (grad[j] / used.size() - L2 * w[j]);
            }
        }
        return w;
    }

    private static String format(double[] w) {
        StringBuilder sb = new StringBuilder();
        for (double v : w) {
            sb.append(String.format(Locale.ROOT, "%.3f, ", v));
        }
        return sb.substring(0, sb.length() - 2);
    }
}
