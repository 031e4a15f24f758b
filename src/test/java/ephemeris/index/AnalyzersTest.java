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
    void exactFieldKeepsStopWordsAndWordForms() {
        assertEquals(List.of("linking", "the", "notes", "in", "koln"),
                Analyzers.terms(Analyzers.exact(), Fields.BODY_EXACT, "Linking the Notes in Köln"));
    }

    @Test
    void possessiveIsDroppedBeforeStemming() {
        assertEquals(List.of("ccw", "sla"), Analyzers.terms(Analyzers.stemmed(), Fields.BODY, "CCW's SLA"));
    }
}
