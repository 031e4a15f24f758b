package ephemeris.index;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AnalyzersTest {
    @Test
    void stemmedFieldLowerCasesFoldsAccentsDropsStopWordsAndStems() {
        assertEquals(List.of("link", "note", "koln"),
                Analyzers.terms(Analyzers.stemmed(), Fields.BODY, "Linking the Notes in Köln"));
    }

    @Test
    void aLetterMarkedInBracketsInsideAWordIsALetterOfTheWord() {
        // A cheat sheet marks the letter an option is named after; a checkbox, a bracketed word or an index is no such mark.
        assertEquals(List.of("extract", "archiv", "file", "creat", "gzip", "x", "done", "note", "arr", "i", "0"),
                Analyzers.terms(Analyzers.stemmed(), Fields.BODY, "E[x]tract an archive [f]ile, [c]reate g[z]ipped [x] done [note] arr[i] = 0"));
        assertEquals(List.of("extract", "file"), Analyzers.terms(Analyzers.exact(), Fields.BODY_EXACT, "E[x]tract [f]ile"));
    }

    @Test
    void exactFieldKeepsStopWordsAndWordForms() {
        assertEquals(List.of("linking", "the", "notes", "in", "koln"),
                Analyzers.terms(Analyzers.exact(), Fields.BODY_EXACT, "Linking the Notes in Köln"));
    }

    @Test
    void possessiveIsDroppedBeforeStemming() {
        assertEquals(List.of("ccw", "sla"), Analyzers.terms(Analyzers.stemmed(), Fields.BODY, "CCW's SLA"));
    }
}
