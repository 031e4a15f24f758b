package ephemeris.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** A segment's page paths by ordinal: its doc values' dictionary, read once while the segment is open. */
class SegmentPagesTest {

    private static void add(IndexWriter w, String... pages) throws Exception {
        for (String p : pages) {
            Document d = new Document();
            d.add(new SortedDocValuesField(Fields.PAGE_DV, new BytesRef(p)));
            w.addDocument(d);
        }
        w.commit();
    }

    @Test
    void theOrdinalsNameTheSegmentsPagesAndAreReadOnceASegment() throws Exception {
        try (Directory dir = new ByteBuffersDirectory();
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig().setMergePolicy(org.apache.lucene.index.NoMergePolicy.INSTANCE))) {
            add(w, "b.md", "a.md", "b.md", "Ü/c.md");
            DirectoryReader first = DirectoryReader.open(w);
            LeafReaderContext leaf = first.leaves().getFirst();
            String[] paths = SegmentPages.of(leaf);
            assertArrayEquals(new String[]{"a.md", "b.md", "Ü/c.md"}, paths);
            var values = leaf.reader().getSortedDocValues(Fields.PAGE_DV);
            for (int doc = 0; doc < 4; doc++) {
                values.advanceExact(doc);
                assertEquals(values.lookupOrd(values.ordValue()).utf8ToString(), paths[values.ordValue()]);
            }
            assertSame(paths, SegmentPages.of(leaf), "read once");

            add(w, "d.md");
            DirectoryReader second = DirectoryReader.openIfChanged(first);
            first.close();
            // The unchanged segment keeps its paths across the reopen; the new one has its own.
            assertSame(paths, SegmentPages.of(second.leaves().get(0)));
            assertArrayEquals(new String[]{"d.md"}, SegmentPages.of(second.leaves().get(1)));
            second.close();
        }
    }

    @Test
    void aSegmentWithoutPagesHasNone() throws Exception {
        try (Directory dir = new ByteBuffersDirectory(); IndexWriter w = new IndexWriter(dir, new IndexWriterConfig())) {
            w.addDocument(new Document());
            try (DirectoryReader r = DirectoryReader.open(w)) {
                assertEquals(List.of(), Arrays.asList(SegmentPages.of(r.leaves().getFirst())));
            }
        }
    }
}
