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
    void emptyTextHasNoSentences() {
        assertEquals(List.of(), Sentences.split("   "));
    }
}
