package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Page;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A catalog entry comes back from its doc-values bytes exactly as it went in, whatever its text holds. */
class PageMetaCodecTest {
    @Test
    void everyFieldSurvivesTheRoundTrip() {
        PageMeta m = new PageMeta("Notes/日本語 ノート.md", "Tabs\tand\nnewlines", 12_345L, 1_700_000_000_123L,
                Instant.ofEpochSecond(1_699_999_999L), FileStatus.State.INDEXED, "",
                List.of(new Page.Embed("Other page", "A heading", "", 4), new Page.Embed("Img", "", "blk-1", 9)),
                List.of("food/italian", "weeknight"), List.of(new Page.Link("Other page", 3), new Page.Link("Missing", 12)),
                List.of("Alias one", "Ἀλιας"));
        byte[] bytes = PageMetaCodec.encode(m);
        byte[] padded = new byte[bytes.length + 7];
        System.arraycopy(bytes, 0, padded, 3, bytes.length);
        assertEquals(m, PageMetaCodec.decode(padded, 3, bytes.length));
    }

    @Test
    void aSkippedFileKeepsItsReason() {
        PageMeta m = new PageMeta("blob.md", "", 3, 5, Instant.EPOCH, FileStatus.State.SKIPPED, "binary content, not text",
                List.of(), List.of(), List.of(), List.of());
        byte[] bytes = PageMetaCodec.encode(m);
        assertEquals(m, PageMetaCodec.decode(bytes, 0, bytes.length));
    }
}
