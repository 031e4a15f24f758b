package ephemeris.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The status says which languages meaning search reads, and none when it reads nothing. */
class MeaningStatusTest {
    /** English by the transformer, the rest by the multilingual student (decision 0028). */
    private static final List<String> READ = List.of("ar", "bn", "ca", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fr", "he", "hu", "id", "it", "ja", "km", "ko", "nl", "no", "pl", "pt", "pt-br", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh", "zh-TW");

    @Test
    void aWorkingMeaningSearchNamesTheLanguagesItsModelsRead() {
        assertEquals(READ, new MeaningStatus(MeaningStatus.State.READY, 3, 3, "").toMap().get("languages"));
        assertEquals(READ, new MeaningStatus(MeaningStatus.State.BUILDING, 1, 3, "").toMap().get("languages"));
    }

    @Test
    void theReadyNoteNamesThem() {
        assertEquals("Meaning search ready: answers combine keywords and meaning in 34 languages, and across them ("
                + String.join(" ", READ) + ").", new MeaningStatus(MeaningStatus.State.READY, 3, 3, "").describe());
    }

    @Test
    void meaningSearchOffOrUnavailableReadsNoLanguage() {
        assertEquals(List.of(), MeaningStatus.OFF.toMap().get("languages"));
        assertEquals(List.of(), new MeaningStatus(MeaningStatus.State.UNAVAILABLE, 0, 3, "no model").toMap().get("languages"));
    }
}
