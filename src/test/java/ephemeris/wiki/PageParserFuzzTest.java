package ephemeris.wiki;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fuzzes bytes → text → page: the reader's decoding and the parser must accept anything and return a
 * page whose blocks point at real lines. In a normal test run the stored inputs under
 * src/test/resources/ephemeris/wiki/PageParserFuzzTestInputs replay as regression tests; .ci/fuzz.sh
 * fuzzes for real (JAZZER_FUZZ=1).
 */
@Tag("fuzz")
class PageParserFuzzTest {
    private static final PageParser PARSER = new PageParser();

    @FuzzTest(maxDuration = "60s")
    void anyBytesDecodeAndParseIntoAPageWithSaneLines(byte[] bytes) {
        PageReader.Result r = PageReader.decode(bytes);
        if (r.text() == null) {
            assertFalse(r.skipReason().isBlank());
            return;
        }
        assertNull(r.skipReason());
        Page page = PARSER.parse("fuzz/page.md", r.text(), Instant.EPOCH);
        assertPageIsSane(page);
    }

    static void assertPageIsSane(Page page) {
        assertNotNull(page.title());
        assertFalse(page.title().isEmpty(), "a page always has a title, at worst its file name");
        for (Block b : page.blocks()) {
            assertFalse(b.text().isBlank(), b.toString());
            assertTrue(b.startLine() >= 1 && b.startLine() <= b.endLine() && b.endLine() <= page.lineCount(),
                    b.startLine() + "-" + b.endLine() + " of " + page.lineCount());
        }
        for (Page.Embed e : page.embeds()) {
            assertTrue(e.line() >= 1 && e.line() <= page.lineCount(), e.toString());
        }
        assertEquals(page.date() != null, true);
    }
}
