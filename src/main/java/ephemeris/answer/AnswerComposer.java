package ephemeris.answer;

import ephemeris.index.AnalysedTexts;
import ephemeris.index.PassageHit;
import ephemeris.query.RankedPage;
import ephemeris.query.Retrieval;
import org.apache.lucene.analysis.Analyzer;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Builds the answer from the retrieved pages' own text (the seed's grounding rule holds by construction:
 * nothing is written, only quoted). The pages' passages are cut into answer units ({@link UnitExtractor}),
 * scored against the question ({@link UnitScorer}), the best quoted with follow-ups that add to it, and
 * the evidence judged ({@link Signals}).
 */
public final class AnswerComposer {
    /**
     * Below this share of the question's weight, the best unit's words say too little: meaning search, when it
     * takes part, chooses the unit instead.
     */
    static final double BY_MEANING_BELOW = 0.34;
    /**
     * Below this share, the best unit does not answer the question: abstain. Between it and {@link
     * #BY_MEANING_BELOW}, when meaning search does not take part (a wiki or a question in a language the model does
     * not read) or finds no unit close enough, the unit is still quoted, always with low confidence ({@code
     * Signals}): a question in another language often asks in words its page says otherwise.
     */
    static final double ABSTAIN_BELOW = 0.28;
    /** A further unit is quoted only if it scores at least this share of the best one. */
    static final double FOLLOW_UP_SHARE = 0.75;
    static final int MAX_UNITS = 3;
    /** Follow-ups stop before the answer grows past this; a first unit may be a longer procedure. */
    static final int MAX_ANSWER_CHARS = 700;

    /** Settings of the rules; {@code now} is injectable so staleness can be tested. */
    public record Rules(int staleDays, Instant now) {
    }

    private final Analyzer analyzer;
    private final ToDoubleFunction<String> idf;

    /**
     * @param analyzer the index's analyzer, so unit words are stemmed as the index stems them
     * @param idf      how rare a content word is in the wiki (higher is rarer)
     */
    public AnswerComposer(Analyzer analyzer, ToDoubleFunction<String> idf) {
        this.analyzer = analyzer;
        this.idf = idf;
    }

    public Answer compose(String question, Retrieval retrieval, boolean timeSensitiveFlag, Rules rules) {
        try {
            return compose(question, retrieval, timeSensitiveFlag, rules, null);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // words alone read nothing
        }
    }

    /**
     * @param meaning the question's meaning and the model to compare units with it, or null for words alone
     */
    public Answer compose(String question, Retrieval retrieval, boolean timeSensitiveFlag, Rules rules,
                          UnitMeaning meaning) throws java.io.IOException {
        return compose(question, retrieval, timeSensitiveFlag, rules, meaning, new AnalysedTexts(analyzer));
    }

    /** As {@link #compose(String, Retrieval, boolean, Rules, UnitMeaning)}, with the texts the question's retrieval analysed. */
    public Answer compose(String question, Retrieval retrieval, boolean timeSensitiveFlag, Rules rules,
                          UnitMeaning meaning, AnalysedTexts texts) throws java.io.IOException {
        boolean timeSensitive = timeSensitiveFlag || TimeSensitivity.detect(question);
        List<String> consulted = retrieval.pages().stream().map(RankedPage::path).toList();
        QuestionTerms terms = new QuestionTerms(analyzer, retrieval.contentWords(), idf, retrieval.language());
        if (retrieval.pages().isEmpty() || terms.isEmpty()) {
            return cannotAnswer(question, retrieval, consulted, timeSensitive,
                    retrieval.pages().isEmpty() ? "No page matched any key term." : "The question has no searchable words.");
        }
        UnitScorer scorer = new UnitScorer(question, retrieval.language().code(), terms, texts);
        RankedUnits scored = score(retrieval, scorer);
        if ((scored.isEmpty() || scored.first().coverage() < BY_MEANING_BELOW) && meaning != null) {
            java.util.Optional<MeaningChoice.Choice> byMeaning = MeaningChoice.choose(retrieval, scorer, meaning);
            if (byMeaning.isPresent()) {
                List<UnitScorer.Scored> chosen = byMeaning.get().units();
                Answer.Judgement judgement = Signals.byMeaning(chosen, byMeaning.get().closeness(), timeSensitive, rules);
                return QuotedAnswer.answered(question, retrieval, chosen, judgement, true);
            }
        }
        if (scored.isEmpty() || scored.first().coverage() < ABSTAIN_BELOW) {
            return cannotAnswer(question, retrieval, consulted, timeSensitive,
                    "No passage in the pages read covers enough of the question's key terms.");
        }
        UnitRanker.Ordered ordered = UnitRanker.order(question, scored, scorer, meaning);
        List<UnitScorer.Scored> chosen = FollowingSteps.withStepsThatFollow(choose(ordered.units(), ordered.ordered()), scorer, retrieval);
        Answer.Judgement judgement = Signals.judge(chosen, runnerUp(ordered.units()), ordered.standsOut(),
                scorer.onTopic(chosen.getFirst().unit().hit()), retrieval, terms, timeSensitive, rules);
        // The quoting page leads the list only when it is about the question (its title, headings or tags
        // hold the question's weightier words): a page that merely mentions them ("we talked about the
        // Kubernetes upgrade" in meeting notes) does not displace the page named after them.
        // Nor does it displace the page the question names by its title or alias.
        return QuotedAnswer.answered(question, retrieval, chosen, judgement, !retrieval.named() && scorer.onTopic(chosen.getFirst().unit().hit()));
    }

    private static RankedUnits score(Retrieval retrieval, UnitScorer scorer) {
        RankedUnits out = new RankedUnits(scorer::settle);
        List<RankedPage> pages = retrieval.pages();
        for (int r = 0; r < pages.size(); r++) {
            RankedPage page = pages.get(r);
            List<PassageHit> passages = page.passages();
            for (int j = 0; j < passages.size(); j++) {
                PassageHit hit = passages.get(j);
                if (!scorer.touches(hit)) {
                    continue;
                }
                for (Unit u : UnitExtractor.units(hit, r, j, scorer.asksCode, scorer.how)) {
                    UnitScorer.Bound b = scorer.bound(u, page.relative());
                    if (b != null) {
                        out.add(b);
                    }
                }
            }
        }
        // Equal scores keep the order of pages and passages, never the order of threads.
        return out;
    }

    /** The best unit from another passage than the best one's, or null: how decided the choice is. */
    private static UnitScorer.Scored runnerUp(Iterable<UnitScorer.Scored> scored) {
        PassageHit first = scored.iterator().next().unit().hit();
        for (UnitScorer.Scored s : scored) {
            if (s.unit().hit() != first) {
                return s;
            }
        }
        return null;
    }

    /**
     * The best unit, then up to two more that add key terms or come from the same page, without repeats.
     *
     * @param ordered how many units the ranker ordered: scores fall only after them
     */
    private static List<UnitScorer.Scored> choose(Iterable<UnitScorer.Scored> scored, int ordered) {
        UnitScorer.Scored best = scored.iterator().next();
        List<UnitScorer.Scored> chosen = new ArrayList<>(List.of(best));
        Set<String> covered = new HashSet<>(best.covered());
        int chars = best.unit().text().length();
        int seen = 0;
        for (UnitScorer.Scored c : scored) {
            seen++;
            if (c == best) {
                continue;
            }
            if (chosen.size() >= MAX_UNITS) {
                break;
            }
            if (c.score() < FOLLOW_UP_SHARE * best.score()) {
                // In the ranker's order a lower score can come before a higher one; in the scorer's, after it, none.
                if (seen > ordered) {
                    break;
                }
                continue;
            }
            Unit u = c.unit();
            if (Sentences.announces(u.text())) {
                // A follow-up that only announces what comes next says nothing on its own.
                continue;
            }
            boolean duplicate = chosen.stream().anyMatch(x -> x.unit().text().equalsIgnoreCase(u.text()) || x.repeats(c)
                    || overlaps(x.unit(), u));
            boolean addsTerms = !covered.containsAll(c.covered());
            boolean samePage = u.hit().owner().equals(best.unit().hit().owner());
            if (duplicate || chars + u.text().length() > MAX_ANSWER_CHARS || !addsTerms && !samePage) {
                continue;
            }
            chosen.add(c);
            covered.addAll(c.covered());
            chars += u.text().length();
        }
        return chosen;
    }

    /** Whether one unit quotes lines of the other (a step of a chosen procedure, a procedure around a chosen step). */
    static boolean overlaps(Unit a, Unit b) {
        return a.hit().owner().equals(b.hit().owner()) && a.kind() != b.kind()
                && a.startLine() <= b.endLine() && b.startLine() <= a.endLine();
    }

    private static Answer.Evidence evidence(Retrieval retrieval, List<String> consulted) {
        return new Answer.Evidence(consulted, retrieval.pages(), retrieval.keyTerms(), retrieval.language());
    }

    private static Answer cannotAnswer(String question, Retrieval retrieval, List<String> consulted,
                                       boolean timeSensitive, String why) {
        return new Answer(question, Answer.notAnswered(), evidence(retrieval, consulted),
                new Answer.Judgement(Confidence.LOW, true, false, timeSensitive,
                        new Answer.Reasons(why, "Nothing in the wiki answers this: look outside it.", "No page is cited."),
                        ConfidenceFeatures.NONE), null);
    }
}
