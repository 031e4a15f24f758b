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

    /**
     * Words read one by one give the terms the whole text gives, in 34 languages (every seventh page of the
     * Obsidian help, line by line and whole) and in random text mixing scripts, for both analyses.
     */
    @Test
    void wordByWordAgreesWithTheWholeText() throws java.io.IOException {
        java.util.List<String> texts = new java.util.ArrayList<>();
        java.nio.file.Path corpus = ephemeris.quality.QualityScorer.requiredCorpora().resolve("obsidian-help-all");
        try (var files = java.nio.file.Files.walk(corpus)) {
            java.util.List<java.nio.file.Path> pages = files.filter(f -> f.toString().endsWith(".md")).sorted().toList();
            for (int i = 0; i < pages.size(); i += 7) {
                String page = java.nio.file.Files.readString(pages.get(i));
                texts.add(page);
                texts.addAll(page.lines().toList());
            }
        }
        java.util.Random random = new java.util.Random(3);
        String[] pieces = {"Linking", " ", "notes'", "CCW's", "日本語", "のノート", "한국어", "ภาษาไทย", "русский", "Ελληνικά",
                "עברית", "العربية", "می‌خواهم", "हिन्दी", "ＡＢＣ", "½", "42", "3.14", "e-mail", "C++", "👍🏽", "🇫🇷", "\n", ",", "—"};
        for (int i = 0; i < 5_000; i++) {
            StringBuilder b = new StringBuilder();
            for (int j = random.nextInt(12); j > 0; j--) {
                b.append(pieces[random.nextInt(pieces.length)]).append(random.nextBoolean() ? " " : "");
            }
            texts.add(b.toString());
        }
        org.apache.lucene.analysis.Analyzer index = Analyzers.perField();
        AnalysedTexts memo = new AnalysedTexts(index);
        for (String text : texts) {
            for (String field : java.util.List.of(Fields.BODY, Fields.BODY_EXACT)) {
                assertEquals(Set.copyOf(Analyzers.terms(index, field, text)), memo.terms(field, text), field + ": " + text);
            }
        }
    }

    @Test
    void theSameTextIsAnalysedOnceAndCannotBeChanged() {
        Set<String> first = texts.terms(Fields.BODY, "Linking notes");
        assertSame(first, texts.terms(Fields.BODY, new String("Linking notes")));
        assertThrows(UnsupportedOperationException.class, () -> first.add("other"));
    }
}
