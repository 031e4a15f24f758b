package ephemeris.answer;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SentencesTest {
    @Test
    void splitsAtSentenceEnds() {
        assertEquals(List.of("One is here.", "Two follows!", "Three?"), Sentences.split("One is here. Two follows! Three?"));
    }

    @Test
    void keepsAbbreviationsAndVersionNumbersWhole() {
        assertEquals(List.of("Use a tool, e.g. Obsidian, for notes.", "Version 1.2 is out."),
                Sentences.split("Use a tool, e.g. Obsidian, for notes. Version 1.2 is out."));
    }

    @Test
    void lowerCaseAfterFullStopIsNotABoundary() {
        assertEquals(List.of("See fig. three and the file a.md for details."),
                Sentences.split("See fig. three and the file a.md for details."));
    }

    @Test
    void scriptsWithoutCapitalsAndTheirOwnMarksEndSentencesToo() {
        assertEquals(List.of("افتح الإعدادات.", "هل تريد المتابعة؟", "اختر مجلدًا."),
                Sentences.split("افتح الإعدادات. هل تريد المتابعة؟ اختر مجلدًا."));
        assertEquals(List.of("פתח את ההגדרות.", "בחר תיקייה."), Sentences.split("פתח את ההגדרות. בחר תיקייה."));
        assertEquals(List.of("सेटिंग्स खोलें।", "फ़ोल्डर चुनें।"), Sentences.split("सेटिंग्स खोलें। फ़ोल्डर चुनें।"));
        assertEquals(List.of("設定を開きます。", "フォルダを選びます！", "いいですか？"), Sentences.split("設定を開きます。フォルダを選びます！いいですか？"));
        assertEquals(List.of("Öffne die Einstellungen.", "Überprüfe den Ordner."), Sentences.split("Öffne die Einstellungen. Überprüfe den Ordner."));
    }

    @Test
    void emptyTextHasNoSentences() {
        assertEquals(List.of(), Sentences.split("   "));
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "To embed an image:|true",
            "Clang-Tidy recognizes the following keys:|true",
            "There are several ways to add a property to a note:|true",
            "To add a CSS snippet on Desktop, follow these steps:|true",
            "We offer full refunds within 7 days of purchase with no questions asked for the following services:|false",
            "The maximum number of collaborators on a shared vault is twenty users and the limit is strict:|false",
            "To embed an image, type an exclamation mark.|false"})
    void aLeadInAnnouncesUnlessItStatesAFactBeforePointingOn(String sentence, boolean announces) {
        assertEquals(announces, Sentences.announces(sentence));
    }
}
