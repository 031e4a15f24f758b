package ephemeris.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The status says which languages meaning search reads, and none when it reads nothing. */
class MeaningStatusTest {
    @Test
    void aWorkingMeaningSearchNamesTheLanguagesItsModelReads() {
        assertEquals(List.of("en"), new MeaningStatus(MeaningStatus.State.READY, 3, 3, "").toMap().get("languages"));
        assertEquals(List.of("en"), new MeaningStatus(MeaningStatus.State.BUILDING, 1, 3, "").toMap().get("languages"));
    }

    @Test
    void meaningSearchOffOrUnavailableReadsNoLanguage() {
        assertEquals(List.of(), MeaningStatus.OFF.toMap().get("languages"));
        assertEquals(List.of(), new MeaningStatus(MeaningStatus.State.UNAVAILABLE, 0, 3, "no model").toMap().get("languages"));
    }
}
