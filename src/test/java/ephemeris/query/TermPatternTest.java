package ephemeris.query;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The words the preview and the snippets mark, in every script. */
class TermPatternTest {
    private static List<String> marked(List<String> terms, String text) {
        List<String> out = new ArrayList<>();
        Matcher m = TermPattern.of(terms).matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    void spacedScriptsMarkWholeWordsFromTheirStart() {
        assertEquals(List.of("Callouts", "callout"), marked(List.of("callouts"), "Callouts: a callout, not a recallout."));
        assertEquals(List.of("태그를"), marked(List.of("태그"), "편집기에서 태그를 추가합니다"));
        assertEquals(List.of("тег"), marked(List.of("тег"), "Чтобы добавить тег"));
    }

    @Test
    void unspacedScriptsMarkTheTermWhereverItStands() {
        assertEquals(List.of("ノート", "つながり"), marked(List.of("ノート", "つながり"), "グラフビューでノートのつながりを確認"));
        assertEquals(List.of("日记插件"), marked(List.of("插件", "日记插件"), "日记插件会打开"));
        assertEquals(List.of("แท็ก"), marked(List.of("แท็ก"), "หากต้องการเพิ่มแท็กให้พิมพ์"));
    }

    @Test
    void anEsEndingIsCutOnlyAfterASibilant() {
        assertEquals(List.of("notes", "note"), marked(List.of("notes"), "notes, a note, nothing else"));
        assertEquals(List.of("boxes", "box"), marked(List.of("boxes"), "boxes in a box"));
    }

    @Test
    void noTermsMarkNothing() {
        assertNull(TermPattern.of(List.of(" ", "")));
    }
}
