package ephemeris.engine;

import ephemeris.answer.Answer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wiki of one topic pair (tags, the graph view) in Japanese, Chinese, Korean, Thai, Russian and English:
 * each question, typed as its speakers type it, ranks the page on its topic in its own language first and
 * quotes it. Before words were cut by script, the Japanese and Chinese questions were one key term each,
 * the Korean kept its particles and the Thai ran together, and none of them found its page.
 */
class WritingSystemsTest {
    @TempDir
    static Path dir;
    static Engine engine;

    private static final Map<String, String> PAGES = Map.ofEntries(
            Map.entry("ja/グラフビュー.md", "# グラフビュー\n\nグラフビューでは、ノート同士のつながりを視覚的に確認できます。リボンのグラフビューを開くをクリックします。\n"),
            Map.entry("ja/タグ.md", "# タグ\n\nタグを使うと、ノートを整理できます。ハッシュ記号に続けてキーワードを入力します。\n"),
            Map.entry("zh/日记.md", "# 日记\n\n日记插件会根据今天的日期打开一条笔记。在功能区中点击打开今天的日记。\n"),
            Map.entry("zh/标签.md", "# 标签\n\n标签可以帮助你整理笔记。输入井号后跟关键词即可创建标签。\n"),
            Map.entry("ko/태그.md", "# 태그\n\n태그를 추가하려면 편집기에서 해시 기호를 입력한 다음 키워드를 입력합니다.\n"),
            Map.entry("ko/그래프 보기.md", "# 그래프 보기\n\n그래프 보기는 노트 사이의 연결을 보여줍니다.\n"),
            Map.entry("th/แท็ก.md", "# แท็ก\n\nหากต้องการเพิ่มแท็ก ให้พิมพ์เครื่องหมายแฮชในตัวแก้ไข แล้วตามด้วยคำสำคัญ\n"),
            Map.entry("th/มุมมองกราฟ.md", "# มุมมองกราฟ\n\nมุมมองกราฟแสดงความเชื่อมโยงระหว่างโน้ตของคุณ\n"),
            Map.entry("ru/Теги.md", "# Теги\n\nЧтобы добавить тег к заметке, введите символ решётки и ключевое слово.\n"),
            Map.entry("ru/Граф.md", "# Граф\n\nГраф показывает связи между заметками.\n"),
            Map.entry("en/Tags.md", "# Tags\n\nTo add a tag to a note, type a hash symbol followed by a keyword.\n"),
            Map.entry("en/Graph view.md", "# Graph view\n\nThe graph view shows the connections between your notes.\n"));

    @BeforeAll
    static void open() throws Exception {
        Path wiki = Files.createDirectory(dir.resolve("wiki"));
        for (Map.Entry<String, String> p : PAGES.entrySet()) {
            Path file = wiki.resolve(p.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, p.getValue());
        }
        engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")).withMeaning(false),
                ProgressListener.NONE, () -> false);
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            グラフビューでノートのつながりを見るには？ | ja/グラフビュー.md | ノート同士のつながり
            如何使用日记插件？                         | zh/日记.md         | 日记插件会根据今天的日期
            태그는 어떻게 추가하나요?                  | ko/태그.md         | 태그를 추가하려면
            ฉันจะเพิ่มแท็กได้อย่างไร                      | th/แท็ก.md         | หากต้องการเพิ่มแท็ก
            Как добавить тег к заметке?                | ru/Теги.md         | Чтобы добавить тег к заметке
            How do I add a tag to a note?              | en/Tags.md         | To add a tag to a note
            """)
    void aQuestionFindsAndQuotesThePageInItsOwnLanguage(String question, String page, String quoted) throws Exception {
        Answer a = engine.ask(question);
        assertEquals(page, a.pagesConsulted().getFirst(), question + " -> " + a.pagesConsulted() + " key terms " + a.keyTerms());
        assertTrue(a.answered() && a.text().contains(quoted), question + " -> " + a.text());
    }
}
