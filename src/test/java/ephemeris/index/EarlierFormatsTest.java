package ephemeris.index;

import ephemeris.wiki.FileStatus;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An index of format 16 is brought to this format in place: the pages with Khmer, Lao or Myanmar text, which format
 * 16 kept as whole runs, are marked to be read again; every other page, and the vectors, stay as they were.
 */
class EarlierFormatsTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private static PageMeta meta(String path) {
        return new PageMeta(path, path, 42, 1_700_000_000_000L, Instant.ofEpochSecond(1_700_000_000L), FileStatus.State.INDEXED,
                "", List.of(), List.of(), List.of(), List.of());
    }

    /** A passage as format 16 indexed it: a run of Khmer letters is one term. */
    private static Document passage(String path, String body) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, path, Field.Store.NO));
        d.add(new StringField(Fields.KIND, Fields.KIND_OWN, Field.Store.NO));
        d.add(new SortedDocValuesField(Fields.PAGE_DV, new BytesRef(path)));
        d.add(new TextField(Fields.BODY, body, Field.Store.NO));
        return d;
    }

    private static Document vector(String path) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, path, Field.Store.NO));
        d.add(new StringField(Fields.KIND, Fields.KIND_VECTOR, Field.Store.YES));
        return d;
    }

    @Test
    void pagesWithTextOfTheNewlyCutScriptsAreReadAgainAndTheRestIsKept() throws Exception {
        Path real = wiki.toRealPath();
        Path dir = CacheLocation.indexFor(cache, real);
        Files.createDirectories(dir);
        try (FSDirectory fs = FSDirectory.open(dir); IndexWriter w = new IndexWriter(fs, new IndexWriterConfig())) {
            for (String page : List.of("en.md", "km.md", "th.md", "lo.md")) {
                w.addDocument(Documents.meta(meta(page)));
            }
            w.addDocument(passage("en.md", "To add a tag, type a hash."));
            w.addDocument(vector("en.md"));
            w.addDocument(passage("km.md", "ដើម្បីបន្ថែមស្លាក"));
            // Thai was cut into words already by format 16.
            w.addDocument(passage("th.md", "แท็ก"));
            w.addDocument(passage("lo.md", "See ເພີ່ມແທັກ"));
            w.setLiveCommitData(Map.of(IndexStore.KEY_FORMAT, EarlierFormats.FORMAT_16, IndexStore.KEY_ROOT, real.toString()).entrySet());
            w.commit();
        }
        try (IndexStore store = IndexStore.open(real, cache)) {
            List<PageMeta> metas = store.loadMetas().stream().sorted(Comparator.comparing(PageMeta::path)).toList();
            assertEquals(List.of(meta("en.md"), meta("km.md").withModified(EarlierFormats.READ_AGAIN),
                    meta("lo.md").withModified(EarlierFormats.READ_AGAIN), meta("th.md")), metas);
        }
        try (FSDirectory fs = FSDirectory.open(dir); DirectoryReader r = DirectoryReader.open(fs)) {
            assertEquals(IndexStore.FORMAT, SegmentInfos.readLatestCommit(fs).getUserData().get(IndexStore.KEY_FORMAT));
            IndexSearcher s = new IndexSearcher(r);
            assertEquals(1, s.count(new TermQuery(new Term(Fields.KIND, Fields.KIND_VECTOR))), "the vectors stay");
            assertEquals(4, s.count(new TermQuery(new Term(Fields.KIND, Fields.KIND_META))), "one meta document a page");
        }
    }
}
