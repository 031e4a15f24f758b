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
    void aPageOrSectionReferenceBeforeItsNumberEndsNoSentence() {
        // A manual's cross-references: "see fit (p. 108)", "pp. 12–14", "vol. 2", "sec. 3.1", "ch. 4", "eq. 7".
        assertEquals(List.of("FIT_SCRIPT names a command run when a fit is interrupted, see fit (p. 108) for details.",
                        "Chapters vol. 2 and sec. 3.1 to ch. 4 cover eq. 7 on pp. 12–14."),
                Sentences.split("FIT_SCRIPT names a command run when a fit is interrupted, see fit (p. 108) for details. "
                        + "Chapters vol. 2 and sec. 3.1 to ch. 4 cover eq. 7 on pp. 12–14."));
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
    void closingQuotesAndBracketsStayWithTheirSentence() {
        assertEquals(List.of("He said \"stop.\"", "Then (not before.)", "Next"),
                Sentences.split("He said \"stop.\" Then (not before.) Next"));
        assertEquals(List.of("Es geht z.B. so.", "Weiter."), Sentences.split("Es geht z.B. so. Weiter."));
        assertEquals(List.of("終わり。", "次"), Sentences.split("終わり。   次"));
    }

    /**
     * The scan finds the boundaries this expression describes (a sentence keeps the closing quotes and
     * brackets after its mark), abbreviations aside, on the pages of the
     * Obsidian Help vault in 34 languages and on random text made of the characters that matter.
     */
    @Test
    void scanAgreesWithTheBoundaryExpression() throws java.io.IOException {
        List<String> texts = new java.util.ArrayList<>();
        java.nio.file.Path corpus = ephemeris.quality.QualityScorer.requiredCorpora().resolve("obsidian-help-all");
        try (var files = java.nio.file.Files.walk(corpus)) {
            for (java.nio.file.Path f : files.filter(f -> f.toString().endsWith(".md")).sorted().toList()) {
                texts.add(java.nio.file.Files.readString(f));
            }
        }
        java.util.Random random = new java.util.Random(17);
        String alphabet = "aZ9 .!?…؟۔。！？।॥။។\"'”’)]»“‘([¿¡«\t\nxé漢ا\uD835\uDC00e.gvsfigzB";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder();
            for (int j = random.nextInt(40); j > 0; j--) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            texts.add(b.toString());
        }
        for (String text : texts) {
            assertEquals(byExpression(text), Sentences.split(text), text);
        }
    }

    private static final java.util.regex.Pattern BOUNDARY = java.util.regex.Pattern.compile(
            "(?<=[.!?…؟۔])[\"'”’)\\]»]*\\s+(?=[\\p{Lu}\\p{N}\\p{Lo}\"'“‘(\\[¿¡«])|(?<=[。！？।॥။។])[\"'”’)\\]»]*\\s*");
    private static final java.util.regex.Pattern ABBREVIATION = java.util.regex.Pattern.compile(
            "(?i)(?:\\b(?:e\\.g|i\\.e|etc|vs|cf|approx|incl|fig|no|ca|z\\.b|bzw|usw|p\\.ex|mr|mrs|dr|st|p|pp|vol|sec|ch|eq)\\.)[\"'”’)\\]]*$");

    /** The split as a regular expression says it: the reference the scan is held to. */
    private static List<String> byExpression(String text) {
        List<String> out = new java.util.ArrayList<>();
        java.util.regex.Matcher m = BOUNDARY.matcher(text);
        int start = 0;
        while (m.find()) {
            int end = m.start();
            while (end < text.length() && "\"'”’)]»".indexOf(text.charAt(end)) >= 0) {
                end++;
            }
            String head = text.substring(start, end);
            if (ABBREVIATION.matcher(head).find()) {
                continue;
            }
            if (!head.strip().isEmpty()) {
                out.add(head.strip());
            }
            start = m.end();
        }
        if (!text.substring(start).strip().isEmpty()) {
            out.add(text.substring(start).strip());
        }
        return out;
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

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "Will I be logged out of all my devices?|true",
            "Budem odhlásený zo všetkých mojich zariadení?|true",
            "同步会删除我的笔记吗？|true",
            "هل يمكنني إيقاف المزامنة مؤقتًا؟|true",
            "Is it \"nested?\"|true",
            "No. Enabling 2FA does not log you out.|false",
            "Θα αποσυνδεθώ από όλες τις συσκευές μου;|false",
            "Press Ctrl+? for help.|false"})
    void aSentenceAsksWhenItEndsWithAQuestionMark(String sentence, boolean asks) {
        assertEquals(asks, Sentences.asks(sentence));
    }
}
