package ephemeris.query;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A quoted phrase is matched in text with case and runs of whitespace aside, by a scan with no regular expression. */
class PhraseNormalizingTest {
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    @Test
    void caseAndWhitespaceRunsDoNotCount() {
        assertEquals("precompiled header files", SearchFilters.normalize("  Precompiled\t\n HEADER   files\r\n"));
        assertEquals("a b", SearchFilters.normalize("a\u000Bb"));
        // Only the expression's whitespace collapses: a no-break space inside the text stays.
        assertEquals("a\u00A0\u00A0b", SearchFilters.normalize("A\u00A0\u00A0b"));
        assertTrue(SearchFilters.holdsPhrase("Create a Precompiled\n   Header first.", "precompiled header"));
        assertFalse(SearchFilters.holdsPhrase("precompiled headers", "precompiled header"));
    }

    /** The scan gives what the regular expression it replaced gives, on pages of 34 languages and on random text. */
    @Test
    void scanAgreesWithTheExpression() throws java.io.IOException {
        List<String> texts = new ArrayList<>();
        java.nio.file.Path corpus = ephemeris.quality.QualityScorer.requiredCorpora().resolve("obsidian-help-all");
        try (var files = java.nio.file.Files.walk(corpus)) {
            for (java.nio.file.Path f : files.filter(f -> f.toString().endsWith(".md")).sorted().toList()) {
                texts.add(java.nio.file.Files.readString(f));
            }
        }
        Random random = new Random(23);
        String alphabet = "aZ \t\n\r\u000B\f\u00A0\u2003\u001CİΣς漢x";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder();
            for (int j = random.nextInt(30); j > 0; j--) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            texts.add(b.toString());
        }
        for (String text : texts) {
            assertEquals(WHITESPACE.matcher(text.toLowerCase(Locale.ROOT)).replaceAll(" ").strip(), SearchFilters.normalize(text), text);
        }
    }
}
