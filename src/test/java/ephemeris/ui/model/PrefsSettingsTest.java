package ephemeris.ui.model;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PrefsSettingsTest {
    private Preferences node;

    @BeforeEach
    void node() {
        // A node of its own under the user root, removed afterwards: never the app's real settings.
        node = Preferences.userRoot().node("dev/ephemeris-test/" + System.nanoTime());
    }

    @AfterEach
    void removeNode() throws BackingStoreException {
        node.removeNode();
    }

    @Test
    void filtersAreKeptPerWikiUntilCleared() {
        java.nio.file.Path recipes = java.nio.file.Path.of("/wikis/recipes");
        java.nio.file.Path work = java.nio.file.Path.of("/wikis/work");
        new PrefsSettings(node).filters(recipes, "tag:weeknight path:\"Main dishes/\"");
        new PrefsSettings(node).filters(work, "-draft");
        assertEquals("tag:weeknight path:\"Main dishes/\"", new PrefsSettings(node).filters(recipes));
        assertEquals("-draft", new PrefsSettings(node).filters(work));
        new PrefsSettings(node).filters(recipes, "");
        assertEquals("", new PrefsSettings(node).filters(recipes));
        assertEquals("-draft", new PrefsSettings(node).filters(work), "clearing one wiki's filters keeps the others'");
    }

    @Test
    void questionsComeBackOldestFirstOneALine() {
        new PrefsSettings(node).questions(List.of("How do I fold\na heading?", "What is a callout?"));
        assertEquals(List.of("How do I fold a heading?", "What is a callout?"), new PrefsSettings(node).questions());
    }

    @Test
    void charactersXmlCannotHoldAreDroppedAndAnOverLongQuestionIsSkipped() {
        new PrefsSettings(node).questions(List.of("kept", "x".repeat(9000), "a\u0001b\uFFFEc"));
        assertEquals(List.of("kept", "abc"), new PrefsSettings(node).questions());
    }

    @Test
    void questionsBeyondOnePreferenceValueDropTheOldest() {
        List<String> asked = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            asked.add(i + " " + "x".repeat(200));
        }
        new PrefsSettings(node).questions(asked);
        List<String> kept = new PrefsSettings(node).questions();
        assertEquals("99 " + "x".repeat(200), kept.getLast());
        assertEquals(asked.subList(100 - kept.size(), 100), kept);
        assertTrue(String.join("\n", kept).length() <= Preferences.MAX_VALUE_LENGTH);
        assertEquals(40, kept.size()); // 40 lines of 203 characters and a newline fit in 8,192
    }
}
