package ephemeris.index;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A question's texts are analysed once each, as the index analyses the field they are read for. */
class AnalysedTextsTest {
    private final AnalysedTexts texts = new AnalysedTexts(Analyzers.perField());

    @Test
    void aTextIsReadAsItsFieldIsIndexed() {
        assertEquals(Set.of("link", "note", "koln"), texts.terms(Fields.BODY, "Linking the Notes in Köln"));
        assertEquals(Set.of("linking", "the", "notes", "in", "koln"), texts.terms(Fields.BODY_EXACT, "Linking the Notes in Köln"));
    }

    @Test
    void everyFieldButTheExactOneReadsATextAsTheIndexReadsIt() {
        String text = "Linking Notes' titles — 日本語のノート, CCW's SLA";
        for (String field : java.util.List.of(Fields.TITLE, Fields.PATH, Fields.ALIASES, Fields.TAGS, Fields.HEADINGS, Fields.MAP, Fields.BODY)) {
            assertEquals(Set.copyOf(Analyzers.terms(Analyzers.perField(), field, text)), texts.terms(field, text), field);
        }
        assertSame(texts.terms(Fields.TITLE, text), texts.terms(Fields.BODY, text));
    }

    @Test
    void theSameTextIsAnalysedOnceAndCannotBeChanged() {
        Set<String> first = texts.terms(Fields.BODY, "Linking notes");
        assertSame(first, texts.terms(Fields.BODY, new String("Linking notes")));
        assertThrows(UnsupportedOperationException.class, () -> first.add("other"));
    }
}
