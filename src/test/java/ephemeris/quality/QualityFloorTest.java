package ephemeris.quality;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keeps the engine's measured quality from sliding back on both halves of the committed question set over
 * the shared corpora. Each floor is a figure measured with {@link QualityScorer} (docs/quality.md) minus
 * {@link #MARGIN} questions: the same build can score a question differently on another CPU, since the int8
 * embedding kernels ONNX Runtime picks differ by instruction set (decision 0007). A floor at exactly today's
 * figure would fail the first machine unlike this one. The held-out half's floors guard what was measured
 * on it; nothing was tuned to raise them.
 */
class QualityFloorTest {
    /**
     * Questions a figure may lose before the build fails: at least 2 (the project's rule), and larger
     * than the spread seen between CPUs (one question).
     */
    static final int MARGIN = 2;

    private static List<QualityScorer.Row> tuning;
    private static List<QualityScorer.Row> heldOut;
    private static List<QualityScorer.Row> corpusRowsTuning;
    private static List<QualityScorer.Row> corpusRowsHeldOut;

    @BeforeAll
    static void scoreTheQuestionSet() throws Exception {
        List<QualityScorer.Outcome> outcomes = new QualityScorer(QualityScorer.requiredCorpora()).run(QuestionSet.all());
        Set<String> held = QuestionSet.heldOut().items().stream().map(QuestionSet.Item::id).collect(Collectors.toSet());
        tuning = QualityScorer.table(outcomes.stream().filter(o -> !held.contains(o.item().id())).toList());
        heldOut = QualityScorer.table(outcomes.stream().filter(o -> held.contains(o.item().id())).toList());
        corpusRowsTuning = QualityScorer.corpusTable(outcomes.stream().filter(o -> !held.contains(o.item().id())).toList());
        corpusRowsHeldOut = QualityScorer.corpusTable(outcomes.stream().filter(o -> held.contains(o.item().id())).toList());
    }

    private static QualityScorer.Row row(List<QualityScorer.Row> half, String kind) {
        return half.stream().filter(r -> r.kind().equals(kind)).findFirst().orElseThrow(() -> new AssertionError("no " + kind));
    }

    private static QualityScorer.Row answerable(List<QualityScorer.Row> half) {
        return QualityScorer.total(half, "all answerable", List.of("everyday", "detail", "paraphrase", "multilingual"));
    }

    /** Fails unless {@code count} is at least the measured figure less the margin. */
    private static void atLeast(int measured, int count, int n, String what) {
        int floor = measured - MARGIN;
        assertTrue(count >= floor, what + ": " + count + "/" + n + ", measured " + measured + "/" + n
                + ", floor " + floor + " (measured minus " + MARGIN + ")");
    }

    @Test
    void bothHalvesHoldEveryKindOfQuestionAndTheSetIsLargeEnough() {
        assertTrue(QuestionSet.all().items().size() >= 250, "questions: " + QuestionSet.all().items().size());
        // At least 3 questions in each of at least 20 languages besides English, written in the language.
        Map<String, Long> perLanguage = QuestionSet.all().items().stream()
                .filter(i -> i.kind().equals("multilingual") && !i.lang().equals("en"))
                .collect(Collectors.groupingBy(QuestionSet.Item::lang, Collectors.counting()));
        long languages = perLanguage.values().stream().filter(n -> n >= 3).count();
        assertTrue(languages >= 20, "languages with 3 or more questions: " + languages + " " + perLanguage);
        for (String kind : List.of("everyday", "detail", "paraphrase", "unanswerable", "time-sensitive")) {
            assertTrue(row(tuning, kind).n() > 0 && row(heldOut, kind).n() > 0, "a half has no " + kind + " questions");
        }
        long cpp = QuestionSet.all().items().stream().filter(i -> i.corpus().equals(QualityScorer.CPP_DOCS)).count();
        assertTrue(cpp >= 30, "cpp-docs questions: " + cpp);
    }

    @Test
    void everydayAndDetailQuestionsFindARightPageInTheTopFive() {
        atLeast(125, row(tuning, "everyday").top5() + row(tuning, "detail").top5(),
                row(tuning, "everyday").n() + row(tuning, "detail").n(), "tuning, everyday and detail, right page in top 5");
        atLeast(89, row(heldOut, "everyday").top5() + row(heldOut, "detail").top5(),
                row(heldOut, "everyday").n() + row(heldOut, "detail").n(), "held-out, everyday and detail, right page in top 5");
    }

    @Test
    void answersHoldTheFact() {
        atLeast(196, answerable(tuning).answered(), answerable(tuning).n(), "tuning, answerable, answer holds the fact");
        atLeast(85, answerable(heldOut).answered(), answerable(heldOut).n(), "held-out, answerable, answer holds the fact");
        atLeast(46, row(tuning, "everyday").answered(), row(tuning, "everyday").n(), "tuning, everyday, answer holds the fact");
    }

    @Test
    void highConfidenceIsRarelyWrong() {
        QualityScorer.Row t = answerable(tuning);
        atLeast(38, t.highRight(), t.high(), "tuning, high answers that hold the fact");
        assertTrue(t.high() - t.highRight() <= 2 + MARGIN, "tuning, high answers that do not hold the fact: "
                + (t.high() - t.highRight()) + ", measured 2, ceiling " + (2 + MARGIN));
        QualityScorer.Row h = answerable(heldOut);
        assertTrue(h.high() - h.highRight() <= 4 + MARGIN, "held-out, high answers that do not hold the fact: "
                + (h.high() - h.highRight()) + ", measured 4, ceiling " + (4 + MARGIN));
    }

    @Test
    void paraphrasedQuestionsFindARightPageThroughMeaningSearch() {
        QualityScorer.Row r = row(tuning, "paraphrase");
        assertTrue(r.n() >= 30, "paraphrased questions: " + r.n());
        atLeast(35, r.top5(), r.n(), "tuning, paraphrased, right page in top 5");
        atLeast(16, r.first(), r.n(), "tuning, paraphrased, right page first");
        atLeast(4, r.answered(), r.n(), "tuning, paraphrased, answer holds the fact");
        atLeast(13, row(heldOut, "paraphrase").top5(), row(heldOut, "paraphrase").n(), "held-out, paraphrased, right page in top 5");
    }

    @Test
    void questionsInOtherLanguagesFindAndQuoteTheirPages() {
        // obsidian-help-all and the English-Japanese mixed wiki, with meaning search in every language (decision
        // 0028): 258 questions in 33 languages besides English, Brazilian Portuguese and Traditional Chinese
        // counted apart.
        QualityScorer.Row t = row(tuning, "multilingual");
        QualityScorer.Row h = row(heldOut, "multilingual");
        atLeast(173, t.top5(), t.n(), "tuning, multilingual, right page in top 5");
        atLeast(104, t.answered(), t.n(), "tuning, multilingual, answer holds the fact");
        atLeast(42, h.top5(), h.n(), "held-out, multilingual, right page in top 5");
        atLeast(37, h.first(), h.n(), "held-out, multilingual, right page first");
        atLeast(28, h.answered(), h.n(), "held-out, multilingual, answer holds the fact");
    }

    @Test
    void everydayQuestionsHaveTheRightPageFirst() {
        atLeast(68, row(tuning, "everyday").first(), row(tuning, "everyday").n(), "tuning, everyday, right page first");
        atLeast(46, row(heldOut, "everyday").first(), row(heldOut, "everyday").n(), "held-out, everyday, right page first");
    }

    @Test
    void unanswerableQuestionsGetLowConfidenceAndGoExternal() {
        atLeast(22, row(tuning, "unanswerable").proper(), row(tuning, "unanswerable").n(), "tuning, unanswerable, low and go_external");
        atLeast(17, row(heldOut, "unanswerable").proper(), row(heldOut, "unanswerable").n(), "held-out, unanswerable, low and go_external");
    }

    @Test
    void timeSensitiveQuestionsAlwaysGoExternal() {
        // Not a measured figure but seed 004's rule: a time-sensitive question always looks outside. It is
        // decided from the question's words alone, so no CPU or ranking can move it.
        for (List<QualityScorer.Row> half : List.of(tuning, heldOut)) {
            QualityScorer.Row r = row(half, "time-sensitive");
            assertEquals(r.n(), r.proper(), "time-sensitive questions with go_external");
        }
    }

    /** Everyday and detail answers that hold the fact, and where the wiki answers on its own, by corpus: measured, both halves. */
    private static final Map<String, int[]> BY_CORPUS = Map.of(
            // corpus: tuning holds the fact, tuning on its own, held-out holds the fact, held-out on its own
            "obsidian-help-en", new int[]{34, 11, 8, 2},
            QualityScorer.CPP_DOCS, new int[]{9, 2, 7, 1},
            "personal-til", new int[]{9, 3, 7, 1},
            "logseq-docs", new int[]{10, 2, 9, 0},
            "cheatsheets", new int[]{11, 8, 9, 7},
            "team-handbook", new int[]{11, 5, 10, 1},
            "pdf-vault", new int[]{4, 1, 6, 0});

    @Test
    void everyCorpusKeepsItsAnswers() {
        assertEquals(BY_CORPUS.keySet(), Set.copyOf(corpusRows(tuning).stream().map(QualityScorer.Row::kind).toList()));
        BY_CORPUS.forEach((corpus, measured) -> {
            QualityScorer.Row t = corpusRow(corpusRowsTuning, corpus);
            QualityScorer.Row h = corpusRow(corpusRowsHeldOut, corpus);
            atLeastWhereItCanFail(measured[0], t.answered(), t.n(), "tuning, " + corpus + ", everyday and detail, answer holds the fact");
            atLeastWhereItCanFail(measured[1], t.own(), t.n(), "tuning, " + corpus + ", everyday and detail, the wiki answers on its own");
            atLeastWhereItCanFail(measured[2], h.answered(), h.n(), "held-out, " + corpus + ", everyday and detail, answer holds the fact");
            atLeastWhereItCanFail(measured[3], h.own(), h.n(), "held-out, " + corpus + ", everyday and detail, the wiki answers on its own");
        });
        long newCorpora = QuestionSet.all().items().stream().filter(i -> List.of("personal-til", "logseq-docs", "cheatsheets",
                "team-handbook").contains(i.corpus())).count();
        assertTrue(newCorpora >= 160, "questions over the four corpora added for page shapes: " + newCorpora);
    }

    /** {@link #atLeast}, for a figure above the margin: a floor at zero or below could not fail, so it is not set. */
    private static void atLeastWhereItCanFail(int measured, int count, int n, String what) {
        if (measured > MARGIN) {
            atLeast(measured, count, n, what);
        }
    }

    private static List<QualityScorer.Row> corpusRows(List<QualityScorer.Row> half) {
        return half == tuning ? corpusRowsTuning : corpusRowsHeldOut;
    }

    private static QualityScorer.Row corpusRow(List<QualityScorer.Row> rows, String corpus) {
        return rows.stream().filter(r -> r.kind().equals(corpus)).findFirst().orElseThrow(() -> new AssertionError("no " + corpus));
    }
}
