package ephemeris.quality;

import ephemeris.answer.TimeSensitivity;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * On the committed question set, the detector sends out exactly the time-sensitive questions: every
 * one of them, and none of the everyday, detail, paraphrased, unanswerable or multilingual ones (a
 * false alarm sends a question the wiki answers to look outside).
 */
class TimeSensitiveQuestionsTest {
    @Test
    void exactlyTheTimeSensitiveQuestionsAreDetected() {
        List<String> wrong = QuestionSet.all().items().stream()
                .filter(i -> TimeSensitivity.detect(i.question()) != i.kind().equals("time-sensitive"))
                .map(i -> i.kind() + ": " + i.question())
                .toList();
        assertEquals(List.of(), wrong);
    }
}
