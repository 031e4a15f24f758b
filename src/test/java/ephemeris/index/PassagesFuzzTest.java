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
        List<Document> docs = Documents.own(page, "");
        assertEquals(passages.size(), docs.size());
        PageMeta meta = new PageMeta(page.path(), page.title(), markdown.length(), 0L,
                java.time.Instant.ofEpochSecond(page.date().getEpochSecond()),
                ephemeris.wiki.FileStatus.State.INDEXED, "", page.embeds(), page.tags(), page.links(), page.aliases());
        org.apache.lucene.util.BytesRef stored = Documents.meta(meta).getBinaryValue(Fields.META);
        PageMeta back = PageMetaCodec.decode(stored.bytes, stored.offset, stored.length);
        assertEquals(meta, back, "the catalog reads back everything it stored (the date to the second)");
    }
}
