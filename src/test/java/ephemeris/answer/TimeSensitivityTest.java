package ephemeris.answer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeSensitivityTest {
    @ParameterizedTest
    @ValueSource(strings = {
            "What is the latest price this week?",
            "What did Anthropic announce this week?",
            "What are our competitors doing?",
            "Which regulation applies to invoices?",
            "What is the current exchange rate?",
            "Any news today?",
            "Was kostet das aktuell?",
            "Quel est le prix ?"})
    void fastMovingTopicsAreTimeSensitive(String question) {
        assertTrue(TimeSensitivity.detect(question), question);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "What is CCW's first-response SLA?",
            "How do I create a callout?",
            "Who is the billing contact for CCW?",
            "Where is the weekly rota?"})
    void stableTopicsAreNotTimeSensitive(String question) {
        assertFalse(TimeSensitivity.detect(question), question);
    }
}
