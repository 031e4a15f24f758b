package ephemeris.quality;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keeps the engine's measured quality from sliding back on the committed question set over the shared
 * Obsidian Help corpora. Each floor is a figure measured with {@link QualityScorer} (README, "Quality")
 * minus {@link #MARGIN} questions: the same build can score a question differently on another CPU, since
 * the int8 embedding kernels ONNX Runtime picks differ by instruction set (decision 0007). A floor at
 * exactly today's figure would fail the first machine unlike this one.
 */
class QualityFloorTest {
    /**
     * Questions a figure may lose before the build fails: at least 2 (the project's rule), and larger
     * than the spread seen between CPUs (one question: paraphrased right page first was 10/34 on the
     * machine the figures were first measured on, 9/34 on an AMD EPYC with AVX2 only).
     */
    static final int MARGIN = 2;

    private static List<QualityScorer.Outcome> outcomes;

    @BeforeAll
    static void scoreTheQuestionSet() throws Exception {
        outcomes = new QualityScorer(QualityScorer.requiredCorpora()).run(QuestionSet.all());
    }

    private static QualityScorer.Row row(String kind) {
        return QualityScorer.table(outcomes).stream().filter(r -> r.kind().equals(kind)).findFirst().orElseThrow();
    }

    /** Fails unless {@code count} is at least the measured figure less the margin. */
    private static void atLeast(int measured, int count, int n, String what) {
        int floor = measured - MARGIN;
        assertTrue(count >= floor, what + ": " + count + "/" + n + ", measured " + measured + "/" + n
                + ", floor " + floor + " (measured minus " + MARGIN + ")");
    }

    @Test
    void questionSetHasAtLeastFiftyQuestionsOfEveryKind() {
        assertTrue(outcomes.size() >= 50, "questions: " + outcomes.size());
        for (String kind : List.of("everyday", "detail", "paraphrase", "unanswerable", "time-sensitive", "multilingual")) {
            assertTrue(row(kind).n() > 0, "no " + kind + " questions");
        }
    }

    @Test
    void everydayAndDetailQuestionsFindARightPageInTheTopFive() {
        int n = row("everyday").n() + row("detail").n();
        atLeast(31, row("everyday").top5() + row("detail").top5(), n, "everyday and detail, right page in top 5");
    }

    @Test
    void everydayAndDetailAnswersQuoteTheAnsweringSentence() {
        int n = row("everyday").n() + row("detail").n();
        atLeast(26, row("everyday").answered() + row("detail").answered(), n, "everyday and detail, answer sentence found");
    }

    @Test
    void paraphrasedQuestionsFindARightPageThroughMeaningSearch() {
        // Keywords alone find 2 of 34 (README, "Quality").
        QualityScorer.Row r = row("paraphrase");
        assertTrue(r.n() >= 30, "paraphrased questions: " + r.n());
        atLeast(27, r.top5(), r.n(), "paraphrased, right page in top 5");
    }

    @Test
    void everydayQuestionsHaveTheRightPageFirst() {
        QualityScorer.Row r = row("everyday");
        atLeast(20, r.first(), r.n(), "everyday, right page first");
    }

    @Test
    void paraphrasedQuestionsLetMeaningSearchLeadWhenKeywordsMatchByChance() {
        // A first keyword page that matched few of the question's words keeps first place no longer (3/34
        // before). Measured 9 here and 10 on the first machine: the lower figure is the one the margin is taken from.
        QualityScorer.Row r = row("paraphrase");
        atLeast(9, r.first(), r.n(), "paraphrased, right page first");
    }

    @Test
    void unanswerableQuestionsGetLowConfidenceAndGoExternal() {
        QualityScorer.Row r = row("unanswerable");
        atLeast(5, r.proper(), r.n(), "unanswerable, low confidence and go_external");
    }

    @Test
    void timeSensitiveQuestionsAlwaysGoExternal() {
        // Not a measured figure but seed 004's rule: a time-sensitive question always looks outside. It is
        // decided from the question's words alone, so no CPU or ranking can move it.
        QualityScorer.Row r = row("time-sensitive");
        assertEquals(r.n(), r.proper(), "time-sensitive questions with go_external");
    }
}
