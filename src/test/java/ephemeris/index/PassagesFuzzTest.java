package ephemeris.index;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import ephemeris.wiki.Block;
import ephemeris.wiki.Page;
import ephemeris.wiki.PageParser;
import org.apache.lucene.document.Document;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fuzzes markdown → page → passages → Lucene documents, the path every page takes into the index:
 * passages keep every block once and in order, none is empty, and a multi-block passage never exceeds
 * the size it is cut at. Stored inputs replay in every test run; .ci/fuzz.sh fuzzes for real.
 */
@Tag("fuzz")
class PassagesFuzzTest {
    private static final PageParser PARSER = new PageParser();

    @FuzzTest(maxDuration = "60s")
    void anyMarkdownCutsIntoPassagesThatKeepEveryBlockOnce(FuzzedDataProvider data) {
        String markdown = data.consumeRemainingAsString();
        Page page = PARSER.parse("fuzz.md", markdown, Instant.EPOCH);
        List<List<Block>> passages = Documents.passages(page.blocks());
        List<Block> flattened = new ArrayList<>();
        for (List<Block> p : passages) {
            assertFalse(p.isEmpty());
            if (p.size() > 1) {
                int chars = p.stream().mapToInt(b -> b.text().length()).sum();
                assertTrue(chars <= Documents.MAX_PASSAGE_CHARS, "a passage of several blocks holds " + chars + " chars");
                String section = String.join("\u0000", p.getFirst().headingPath());
                assertTrue(p.stream().allMatch(b -> String.join("\u0000", b.headingPath()).equals(section)), "one section per passage");
            }
            flattened.addAll(p);
        }
        assertEquals(page.blocks(), flattened);
        List<Document> docs = Documents.own(page, "", "");
        assertEquals(passages.size(), docs.size());
        PageMeta meta = new PageMeta(page.path(), page.title(), markdown.length(), 0L, page.date(),
                ephemeris.wiki.FileStatus.State.INDEXED, "", page.embeds(), page.tags(), page.links(), page.aliases());
        PageMeta back = Documents.readMeta(Documents.meta(meta));
        assertEquals(meta.title(), back.title(), "the catalog reads back the title it stored");
        assertEquals(meta.embeds().size(), back.embeds().size(), "the catalog reads back every embed it stored");
        assertEquals(meta.date().getEpochSecond(), back.date().getEpochSecond());
        assertEquals(meta.tags(), back.tags(), "the catalog reads back the tags it stored");
        assertEquals(meta.links(), back.links(), "the catalog reads back the links it stored");
        assertEquals(meta.aliases(), back.aliases(), "the catalog reads back the aliases it stored");
    }
}
