package ephemeris.ui;

import ephemeris.query.TermMatcher;
import ephemeris.render.Highlights;
import ephemeris.render.PageRenderer;
import ephemeris.render.PreviewTheme;
import ephemeris.render.Vault;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The preview and the ranked list's snippets mark the same words of a page: one matcher serves both. */
class SameMarksTest {
    private static final Pattern TERM_MARK = Pattern.compile("<mark class=\"term\">([^<]*)</mark>");

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            callouts | Create a callout. Callouts fold, and a recallout is not one.        | callout Callouts
            notes    | Link notes to a note; nothing else.                                 | notes note
            태그      | 편집기에서 태그를 추가합니다                                               | 태그
            ノート    | グラフビューでノートのつながりを確認                                        | ノート
            тег      | Чтобы добавить тег, откройте теги.                                  | тег теги
            """)
    void previewAndSnippetsMarkTheSameWords(String term, String text, String expected) {
        List<String> inSnippet = Snippets.runs(text, TermMatcher.of(List.of(term))).stream()
                .filter(Snippets.Run::match).map(Snippets.Run::text).toList();
        String html = new PageRenderer().renderPage(new OnePage(text), "Page.md", new Highlights(TermMatcher.of(List.of(term)), List.of()),
                PreviewTheme.LIGHT).orElseThrow();
        List<String> inPreview = new ArrayList<>();
        Matcher m = TERM_MARK.matcher(html);
        while (m.find()) {
            inPreview.add(m.group(1));
        }
        assertEquals(List.of(expected.split(" ")), inSnippet);
        assertEquals(inSnippet, inPreview);
    }

    /** A wiki of one page. */
    private record OnePage(String markdown) implements Vault {
        @Override
        public Optional<String> resolvePage(String target, String fromPath) {
            return Optional.empty();
        }

        @Override
        public Optional<String> markdown(String path) {
            return path.equals("Page.md") ? Optional.of(markdown) : Optional.empty();
        }

        @Override
        public Optional<Path> attachment(String target, String fromPath) {
            return Optional.empty();
        }
    }
}
