package ephemeris.answer;

import ephemeris.query.RankedPage;
import ephemeris.query.Retrieval;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Seed 004's three signals for a composed answer: confidence from the evidence, go_external, stale;
 * each with the reason a user reads in a tooltip.
 */
final class Signals {
    /**
     * The weights of the confidence model, bias first, then one a {@link ConfidenceFeatures#NAMES} feature: a logistic
     * regression of whether an answer held the fact, fitted by {@code ConfidenceFit} on the tuning half of every
     * corpus (an outline wiki, a notebook, cheat sheets, a handbook, two documentation sites and one in 34 languages),
     * so that no one wiki's habits set it; {@code docs/quality.md} has the leave-one-wiki-out table. Coverage, with
     * the page's title and the unit's heading, says most; how clearly the unit ranker's first choice stood out from
     * the other units that could answer says nearly as much (decision 0027).
     */
    static final double[] WEIGHTS = {-2.589, 1.077, 0.588, 0.591, 0.903, 0.153, 0.641, -0.249, 0.251, -0.046, 0.867, 0.950};
    /**
     * High confidence from this probability: chosen on the tuning half as the lowest at which 95 answers in 100 or
     * more held the fact, so that high means the wiki answers and no outside look is needed.
     */
    static final double HIGH_PROBABILITY = 0.804;
    /** Medium from this probability, where three answers in four held the fact; below it, low. */
    static final double MEDIUM_PROBABILITY = 0.545;
    /** Pages matching at least this share of the key terms agree with each other. */
    static final double AGREEING_SHARE = 0.75;

    /** A unit chosen by meaning at least this close to the question is a medium answer; below, low. */
    static final double MEDIUM_CLOSENESS = 0.65;

    private Signals() {
    }

    /** The model's probability that an answer with this evidence holds the fact. */
    static double probabilityRight(ConfidenceFeatures f) {
        double[] x = f.values();
        double z = WEIGHTS[0];
        for (int i = 0; i < x.length; i++) {
            z += WEIGHTS[i + 1] * x[i];
        }
        return 1 / (1 + Math.exp(-z));
    }

    /**
     * The signals for a unit chosen by meaning rather than words: never high (the words did not confirm
     * it), so always worth checking outside.
     */
    static Answer.Judgement byMeaning(List<UnitScorer.Scored> chosen, double closeness, boolean timeSensitive,
                               AnswerComposer.Rules rules) {
        Instant date = chosen.getFirst().unit().hit().date();
        boolean stale = date.isBefore(rules.now().minus(Duration.ofDays(rules.staleDays())));
        Confidence confidence = closeness >= MEDIUM_CLOSENESS ? Confidence.MEDIUM : Confidence.LOW;
        String confidenceWhy = String.format(Locale.ROOT,
                "Few of the question's words are in the wiki's text; the quoted text is the closest in meaning (similarity %.2f), which words do not confirm.",
                closeness);
        String staleWhy = stale ? "The cited page dates from " + date.toString().substring(0, 10) + ", more than "
                + rules.staleDays() + " days ago." : "Every cited page is newer than " + rules.staleDays() + " days.";
        String externalWhy = timeSensitive ? "The question is time-sensitive: the wiki is a starting point, check current sources."
                : "The answer was found by meaning, not confirmed by the question's words: supplement it from outside.";
        UnitScorer.Scored u = chosen.getFirst();
        ConfidenceFeatures features = new ConfidenceFeatures(u.coverage(), u.coverage(), 0, 0, 0, 0,
                u.unit().pageRank() == 0 ? 1 : 0, u.unit().kind() == UnitKind.SENTENCE ? 0 : 1, closeness,
                u.bonus() > 0 ? 1 : 0, 0, Math.min(1, u.withContext()), 0);
        return new Answer.Judgement(confidence, true, stale, timeSensitive, new Answer.Reasons(confidenceWhy, externalWhy, staleWhy),
                features);
    }

    /** @param standsOut the first unit's share of the unit ranker's odds among the candidates */
    static Answer.Judgement judge(List<UnitScorer.Scored> chosen, UnitScorer.Scored runnerUp, double standsOut, boolean onTopic,
                                  Retrieval retrieval, QuestionTerms terms, boolean timeSensitive, AnswerComposer.Rules rules) {
        Set<String> covered = new HashSet<>();
        Instant oldest = null;
        for (UnitScorer.Scored c : chosen) {
            covered.addAll(c.covered());
            Instant date = c.unit().hit().date();
            if (oldest == null || date.isBefore(oldest)) {
                oldest = date;
            }
        }
        double contextual = Math.max(terms.share(covered), chosen.getFirst().coverage());
        List<RankedPage> pages = retrieval.pages();
        double margin = pages.size() < 2 ? 1.0 : (pages.get(0).score() - pages.get(1).score()) / pages.get(0).score();
        int keyCount = retrieval.keyTerms().size();
        long agreeing = pages.stream().filter(p -> keyCount > 0
                && p.why().stream().filter(t -> !t.fields().isEmpty()).count() >= AGREEING_SHARE * keyCount).count();
        Unit first = chosen.getFirst().unit();
        boolean citesTop = first.pageRank() == 0 || first.hit().borrowed();

        boolean stale = oldest != null && oldest.isBefore(rules.now().minus(Duration.ofDays(rules.staleDays())));
        UnitScorer.Scored best = chosen.getFirst();
        double lead = runnerUp == null || best.score() <= 0 ? 1 : Math.max(0, (best.score() - runnerUp.score()) / best.score());
        double closeness = pages.stream().filter(p -> p.path().equals(first.hit().page())).mapToDouble(RankedPage::closeness)
                .findFirst().orElse(0);
        ConfidenceFeatures features = new ConfidenceFeatures(Math.min(1, contextual), terms.share(best.covered()), lead,
                Math.max(0, margin), Math.min(1, agreeing / 3.0), onTopic ? 1 : 0, citesTop ? 1 : 0,
                first.kind() == UnitKind.SENTENCE ? 0 : 1, closeness, best.bonus() > 0 ? 1 : 0, Math.min(1, keyCount / 6.0),
                Math.min(1, best.withContext()), standsOut);
        double right = probabilityRight(features);
        // A first unit below the share at which meaning search is asked to choose instead is quoted only for want of
        // a better one (AnswerComposer.ABSTAIN_BELOW): the model was fitted on answers that held more, so it is low
        // whatever the model says. The first unit decides: units quoted after it add words, not evidence.
        boolean weak = best.coverage() < AnswerComposer.BY_MEANING_BELOW;
        Confidence confidence = weak ? Confidence.LOW : right >= HIGH_PROBABILITY ? Confidence.HIGH
                : right >= MEDIUM_PROBABILITY ? Confidence.MEDIUM : Confidence.LOW;
        // A page whose title and headings are about something else only mentions the question's words: such answers
        // held the fact 7 times in 18 on the tuning half of every corpus, far below what high promises, though the
        // model, weighing coverage and rank beside it, says little of it.
        if (confidence == Confidence.HIGH && !onTopic) {
            confidence = Confidence.MEDIUM;
        }
        // Seed 004: "medium — partial answer or possibly stale", and external research fires "when the
        // answer exists but the data might be stale". An answer from old pages is therefore never high.
        boolean downgradedAsStale = stale && confidence == Confidence.HIGH;
        if (downgradedAsStale) {
            confidence = Confidence.MEDIUM;
        }
        String evidence = weak ? "; its first unit holds so little of the question that it may not answer it"
                : String.format(Locale.ROOT, "; answers with this evidence were right %d times in 100", Math.round(right * 100));
        String confidenceWhy = String.format(Locale.ROOT,
                "The quoted text covers %d%% of the question's key terms; the unit ranker's first choice has %d%% of its odds among the units that could answer; the top page leads the next by %d%%; %d of %d pages read match most key terms%s%s%s.",
                Math.round(contextual * 100), Math.round(standsOut * 100), Math.round(margin * 100), agreeing, pages.size(),
                onTopic ? "" : "; the quoted page's title and headings are about something else",
                evidence, downgradedAsStale ? "; medium rather than high because a cited page is old, so the answer may be out of date" : "");
        String staleWhy = oldest == null ? "No page is cited."
                : stale ? "The oldest cited page dates from " + oldest.toString().substring(0, 10) + ", more than "
                + rules.staleDays() + " days ago."
                : "Every cited page is newer than " + rules.staleDays() + " days.";
        boolean goExternal = confidence != Confidence.HIGH || timeSensitive;
        String externalWhy = timeSensitive ? "The question is time-sensitive: the wiki is a starting point, check current sources."
                : downgradedAsStale ? "The wiki answers this, but from a page old enough to be out of date: check it against current sources."
                : confidence != Confidence.HIGH ? "The wiki's answer is " + confidence.label() + " confidence: supplement it from outside."
                : "The wiki answers this with high confidence.";
        return new Answer.Judgement(confidence, goExternal, stale, timeSensitive, new Answer.Reasons(confidenceWhy, externalWhy, staleWhy),
                features);
    }
}
