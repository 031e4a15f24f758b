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
                return answered(question, retrieval, chosen, judgement, true);
            }
        }
        if (scored.isEmpty() || scored.first().coverage() < ABSTAIN_BELOW) {
            return cannotAnswer(question, retrieval, consulted, timeSensitive,
                    "No passage in the pages read covers enough of the question's key terms.");
        }
        UnitRanker.Ordered ordered = UnitRanker.order(question, scored, scorer, meaning);
        List<UnitScorer.Scored> chosen = withStepsThatFollow(choose(ordered.units(), ordered.ordered()), scorer, retrieval);
        Answer.Judgement judgement = Signals.judge(chosen, runnerUp(ordered.units()), ordered.standsOut(),
                scorer.onTopic(chosen.getFirst().unit().hit()), retrieval, terms, timeSensitive, rules);
        // The quoting page leads the list only when it is about the question (its title, headings or tags
        // hold the question's weightier words): a page that merely mentions them ("we talked about the
        // Kubernetes upgrade" in meeting notes) does not displace the page named after them.
        // Nor does it displace the page the question names by its title or alias.
        return answered(question, retrieval, chosen, judgement, !retrieval.named() && scorer.onTopic(chosen.getFirst().unit().hit()));
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

    /**
     * For a how-question answered by a sentence, the short code block straight after its block, or else the first
     * procedure after it in its passage, under the same heading, when the answer has room: the sentence says what to
     * use ("you can use a template to add the same content to every daily note"), the steps after it say how. They are quoted whether or not they repeat the
     * question's words, which a procedure seldom does.
     */
    private static List<UnitScorer.Scored> withStepsThatFollow(List<UnitScorer.Scored> chosen, UnitScorer scorer,
                                                               Retrieval retrieval) {
        Unit first = chosen.getFirst().unit();
        // A question for a value ("how many", "how long") is answered by the value, not by a procedure.
        if (!scorer.how || !scorer.asked.isEmpty() || first.kind() != UnitKind.SENTENCE
                || chosen.stream().anyMatch(c -> c.unit().kind() == UnitKind.STEPS)) {
            return chosen;
        }
        Unit snippet = snippetAfter(first);
        if (snippet != null && chosen.stream().noneMatch(c -> overlaps(c.unit(), snippet) || c.unit().kind() == UnitKind.CODE
                && c.unit().endLine() == snippet.endLine())) {
            // The sentence says what to do; the snippet straight after it shows it ("… by specifying a range of 2-z."
            // then "qpdf in.pdf --pages . 2-z -- out.pdf"). It takes the place of the last follow-up when the answer
            // is full: what the first sentence shows says more than a third sentence.
            List<UnitScorer.Scored> out = new ArrayList<>(chosen.subList(0, Math.min(chosen.size(), MAX_UNITS - 1)));
            int held = out.stream().mapToInt(c -> c.unit().text().length()).sum();
            while (out.size() > 1 && held + snippet.text().length() > MAX_ANSWER_CHARS) {
                held -= out.removeLast().unit().text().length();
            }
            if (held + snippet.text().length() <= MAX_ANSWER_CHARS) {
                UnitScorer.Scored code = scorer.score(snippet, retrieval.pages().get(first.pageRank()).relative());
                out.add(1, code != null ? code : UnitScorer.Scored.unscored(snippet));
                return out;
            }
        }
        if (chosen.size() >= MAX_UNITS) {
            return chosen;
        }
        int chars = chosen.stream().mapToInt(c -> c.unit().text().length()).sum();
        for (Unit u : UnitExtractor.units(first.hit(), first.pageRank(), first.passage(), scorer.asksCode, scorer.how)) {
            if (u.kind() != UnitKind.STEPS || u.endLine() <= first.endLine() || !u.heading().equals(first.heading())) {
                continue;
            }
            // Only the first procedure after the sentence: one that begins at or before it holds the sentence
            // (its lead-in, or one of its steps), and the procedure after that one says something else.
            if (u.startLine() <= first.endLine() || chars + u.text().length() > MAX_ANSWER_CHARS
                    || chosen.stream().anyMatch(c -> overlaps(c.unit(), u))) {
                return chosen;
            }
            UnitScorer.Scored steps = scorer.score(u, retrieval.pages().get(first.pageRank()).relative());
            List<UnitScorer.Scored> out = new ArrayList<>(chosen);
            out.add(1, steps != null ? steps : UnitScorer.Scored.unscored(u));
            return out;
        }
        return chosen;
    }

    /**
     * The code block straight after the block that holds the sentence, under the same heading, when it is short: the
     * example of what the sentence says, as a unit of its own; or null.
     */
    private static Unit snippetAfter(Unit sentence) {
        List<PassageHit.BlockText> blocks = sentence.hit().blocks();
        for (int i = 0; i + 1 < blocks.size(); i++) {
            PassageHit.BlockText b = blocks.get(i);
            if (b.startLine() > sentence.startLine() || b.endLine() < sentence.endLine()) {
                continue;
            }
            PassageHit.BlockText next = blocks.get(i + 1);
            if (next.kind() != ephemeris.wiki.Block.Kind.CODE || !next.heading().equals(sentence.heading())
                    || next.text().isBlank() || UnitExtractor.lines(next.text()) > UnitExtractor.SECTION_CODE_LINES) {
                return null;
            }
            String code = next.text();
            return new Unit(UnitKind.CODE, code, List.of(code), code, sentence.hit(), sentence.pageRank(), sentence.passage(),
                    next.startLine(), next.endLine(), next.heading(), next.anchor());
        }
        return null;
    }

    /** Whether one unit quotes lines of the other (a step of a chosen procedure, a procedure around a chosen step). */
    static boolean overlaps(Unit a, Unit b) {
        return a.hit().owner().equals(b.hit().owner()) && a.kind() != b.kind()
                && a.startLine() <= b.endLine() && b.startLine() <= a.endLine();
    }

    /** @param leads whether the page the answer quotes is listed first */
    private static Answer answered(String question, Retrieval retrieval, List<UnitScorer.Scored> chosen,
                                   Answer.Judgement judgement, boolean leads) {
        List<String> sources = new ArrayList<>();
        List<Citation> citations = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (UnitScorer.Scored c : chosen) {
            Unit u = c.unit();
            String owner = u.hit().owner();
            if (!sources.contains(owner)) {
                sources.add(owner);
            }
            int n = sources.indexOf(owner) + 1;
            citations.add(new Citation(n, owner, u.heading(), u.anchor(), u.startLine(), u.endLine(), u.kind(), u.text(),
                    u.parts()));
            if (!text.isEmpty()) {
                // A unit laid out in lines (steps, code) stands in its own paragraph.
                boolean lines = u.text().indexOf('\n') >= 0 || text.indexOf("\n") >= 0;
                text.append(lines ? "\n\n" : " ");
            }
            text.append(u.text()).append(" [").append(n).append(']');
        }
        Answer.Reply reply = new Answer.Reply(text.toString(), true, sources, citations, ShortAnswer.find(question, retrieval.language().code(), citations));
        String cited = chosen.getFirst().unit().hit().page();
        List<RankedPage> pages = leads ? citedFirst(retrieval.pages(), cited) : retrieval.pages();
        return new Answer(question, reply, new Answer.Evidence(pages.stream().map(RankedPage::path).toList(), pages,
                retrieval.keyTerms(), retrieval.language()), judgement, null);
    }

    /**
     * The ranked pages with the page the answer quotes first moved to the top: the unit that answers the
     * question is better evidence of what the page is about than how well its words matched, and the list
     * then opens on the page the answer cites. The others keep their order.
     */
    private static List<RankedPage> citedFirst(List<RankedPage> pages, String cited) {
        List<RankedPage> out = new ArrayList<>(pages);
        for (int i = 1; i < out.size(); i++) {
            if (out.get(i).path().equals(cited)) {
                out.add(0, out.remove(i));
                break;
            }
        }
        return List.copyOf(out);
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
