package ephemeris.query;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The words the preview and the snippets mark, in every script: those the index's analysis matches. */
class TermMatcherTest {
    private static List<String> marked(List<String> terms, String text) {
        return marked(TermMatcher.of(terms), text);
    }

    private static List<String> marked(TermMatcher matcher, String text) {
        return matcher.find(text).stream().map(s -> text.substring(s.start(), s.end())).toList();
    }

    @Test
    void wordsAreMarkedByTheirStem() {
        assertEquals(List.of("Callouts", "callout"), marked(List.of("callouts"), "Callouts: a callout, not a recallout."));
        assertEquals(List.of("notes", "note"), marked(List.of("notes"), "notes, a note, nothing else"));
        assertEquals(List.of("boxes", "box"), marked(List.of("boxes"), "boxes in a box"));
        assertEquals(List.of("creating", "Create"), marked(List.of("create"), "creating it. Create one; a creator"));
        assertEquals(List.of("тег", "теги"), marked(List.of("тег"), "Чтобы добавить тег, откройте теги."));
    }

    @Test
    void lettersWithoutSpacesAreMarkedByTheIndexPieces() {
        assertEquals(List.of("ノート", "つながり"), marked(List.of("ノート", "つながり"), "グラフビューでノートのつながりを確認"));
        assertEquals(List.of("日记插件"), marked(List.of("插件", "日记插件"), "日记插件会打开"));
        assertEquals(List.of("태그"), marked(List.of("태그"), "편집기에서 태그를 추가합니다"));
        assertEquals(List.of("แท็ก"), marked(List.of("แท็ก"), "หากต้องการเพิ่มแท็กให้พิมพ์"));
    }

    @Test
    void aLanguageMatchedByFirstLettersMarksTheWordsThatStartWithThem() {
        TermMatcher swedish = TermMatcher.of(List.of("grafvyn"), new QuestionLanguage("sv", true));
        assertEquals(List.of("grafvyn", "grafvy"), marked(swedish, "Öppna grafvyn. I en grafvy syns allt; graf ensam inte."));
        assertEquals(List.of("grafvyn"), marked(List.of("grafvyn"), "Öppna grafvyn. I en grafvy syns allt."));
        // A short word: the forms that differ by its last vowel, and no longer word.
        TermMatcher polish = TermMatcher.of(List.of("tagu"), new QuestionLanguage("pl", true));
        assertEquals(List.of("Tagi", "tag", "tagu"), marked(polish, "Tagi, tag, tagu, tagów i tagline."));
    }

    @Test
    void noTermsMarkNothing() {
        assertTrue(TermMatcher.of(List.of(" ", "", "the")).isEmpty());
        assertEquals(List.of(), TermMatcher.NONE.find("anything at all"));
    }
}
