package ephemeris.quality;

import ephemeris.answer.ConfidenceFeatures;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Writes every question's outcome and its answer's evidence as a table (tab-separated, a header line first), for
 * fitting and checking the confidence model away from the engine: {@code ConfidenceData tuning|held-out|all FILE [CORPUS,…]}.
 */
public final class ConfidenceData {
    private ConfidenceData() {
    }

    public static void main(String[] args) throws Exception {
        QuestionSet set = switch (args[0]) {
            case "tuning" -> QuestionSet.tuning();
            case "held-out" -> QuestionSet.heldOut();
            default -> QuestionSet.all();
        };
        if (args.length > 2) {
            // A third argument names the corpora to score, comma-separated.
            List<String> corpora = List.of(args[2].split(","));
            set = new QuestionSet(set.items().stream().filter(i -> corpora.contains(i.corpus())).toList());
        }
        List<QualityScorer.Outcome> outcomes = new QualityScorer(QualityScorer.defaultCorpora()).run(set);
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[1])))) {
            out.println("id\tcorpus\tkind\tanswered\tby_meaning\tright\tstale\tgo_external\tconfidence\tunit\t"
                    + String.join("\t", ConfidenceFeatures.NAMES) + "\tcloseness\tagreement");
            for (QualityScorer.Outcome o : outcomes) {
                var a = o.answer();
                var f = a.judgement().features();
                StringBuilder row = new StringBuilder();
                row.append(o.item().id()).append('\t').append(o.item().corpus()).append('\t').append(o.item().kind()).append('\t')
                        .append(a.answered() ? 1 : 0).append('\t')
                        .append(a.reasons().confidence().contains("closest in meaning") ? 1 : 0).append('\t')
                        .append(o.item().answerable() && o.answerFound() ? 1 : 0).append('\t')
                        .append(a.stale() ? 1 : 0).append('\t').append(a.goExternal() ? 1 : 0).append('\t')
                        .append(a.confidence().label()).append('\t')
                        .append(a.citations().isEmpty() ? "-" : a.citations().getFirst().kind().label());
                for (double v : f.values()) {
                    row.append('\t').append(String.format(Locale.ROOT, "%.4f", v));
                }
                row.append('\t').append(String.format(Locale.ROOT, "%.4f", f.closeness()))
                        .append('\t').append(String.format(Locale.ROOT, "%.4f", f.agreement()));
                out.println(row);
            }
        }
    }
}
