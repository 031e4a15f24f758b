package ephemeris.cli;

import ephemeris.engine.MeaningStatus;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** With --meaning auto a one-shot call waits for missing vectors only when that is estimated to be short. */
class MeaningWaitTest {
    private static WikiOptions options(String... args) {
        QueryCommand q = new QueryCommand();
        new CommandLine(q).parseArgs(args);
        return q.wikiOptions;
    }

    private static MeaningStatus building(int done, int total, long secondsLeft) {
        return new MeaningStatus(MeaningStatus.State.BUILDING, done, total, "", secondsLeft);
    }

    @Test
    void autoWaitsForAShortBacklogAndAnswersAtOnceForALongOne() {
        WikiOptions auto = options("q");
        assertTrue(auto.waitsFor(building(0, 300, -1)), "300 pages at the assumed 10 a second: 30 s");
        assertFalse(auto.waitsFor(building(0, 301, -1)), "31 s");
        assertTrue(auto.waitsFor(building(0, 5000, 30)), "a measured pace wins over the assumed one");
        assertFalse(auto.waitsFor(building(4990, 5000, 31)));
        assertTrue(auto.waitsFor(new MeaningStatus(MeaningStatus.State.READY, 5, 5, "")));
        assertTrue(auto.waitsFor(new MeaningStatus(MeaningStatus.State.UNAVAILABLE, 0, 5, "no model")), "nothing to wait for: returns at once");
    }

    @Test
    void waitAlwaysWaits() {
        assertTrue(options("q", "--meaning", "wait").waitsFor(building(0, 100_000, 9_999)));
    }

    @Test
    void theAdviceSaysHowManyPagesAndHowLong() {
        assertEquals("Meaning search not ready for 9,746 pages: run `ephemeris index` (about 17 min).",
                building(0, 9746, -1).indexAdvice());
        assertEquals("Meaning search not ready for 400 pages: run `ephemeris index` (about 45 s).",
                building(100, 500, 45).indexAdvice());
        assertEquals(45L, building(100, 500, 45).toMap().get("seconds_left"));
        assertEquals("Learning the wiki's meaning: 100 of 500 pages (20%), about 45 s left. Answers use keywords until it is done.",
                building(100, 500, 45).describe());
        assertEquals(null, new MeaningStatus(MeaningStatus.State.READY, 5, 5, "").toMap().get("seconds_left"));
    }

    @Test
    void durationsAreSecondsBelowAMinuteAndAHalfThenWholeMinutesRoundedUp() {
        assertEquals("1 s", MeaningStatus.duration(0));
        assertEquals("89 s", MeaningStatus.duration(89));
        assertEquals("2 min", MeaningStatus.duration(90));
        assertEquals("2 min", MeaningStatus.duration(120));
        assertEquals("3 min", MeaningStatus.duration(121));
    }
}
