package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Page;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** An index of format 15 keeps its documents (vectors above all) and gets its catalog rewritten once. */
class CatalogFormat15Test {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    /** A meta document as format 15 wrote it: every field stored. */
    static Document oldMeta(String path, String title, String tags, String links) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, path, Field.Store.NO));
        d.add(new StringField(Fields.KIND, Fields.KIND_META, Field.Store.YES));
        d.add(new StoredField(Fields.PAGE, path));
        d.add(new StoredField("meta_title", title));
        d.add(new StoredField("size", 42L));
        d.add(new StoredField("modified", 1_700_000_000_000L));
        d.add(new StoredField(Fields.DATE, 1_700_000_000L));
        d.add(new StoredField("state", "INDEXED"));
        d.add(new StoredField("reason", ""));
        d.add(new StoredField("embeds", "Other\tIntro\t\t7\n"));
        d.add(new StoredField("meta_links", links));
        d.add(new StoredField("meta_tags", tags));
        return d;
    }

    /** Another document of the same page (a vector, say), which must survive. */
    static Document vector(String path) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, path, Field.Store.NO));
        d.add(new StringField(Fields.KIND, Fields.KIND_VECTOR, Field.Store.YES));
        return d;
    }

    @Test
    void aFormat15IndexIsMigratedInPlace() throws Exception {
        Path real = wiki.toRealPath();
        Path dir = CacheLocation.indexFor(cache, real);
        Files.createDirectories(dir);
        try (FSDirectory fs = FSDirectory.open(dir); IndexWriter w = new IndexWriter(fs, new IndexWriterConfig())) {
            w.addDocument(oldMeta("a.md", "A", "food/italian\nweeknight", "b\t3\n"));
            w.addDocument(vector("a.md"));
            w.addDocument(oldMeta("b.md", "B", "", ""));
            w.addDocument(vector("b.md"));
            w.setLiveCommitData(Map.of(IndexStore.KEY_FORMAT, CatalogFormat15.FORMAT, "root", real.toString()).entrySet());
            w.commit();
        }
        try (IndexStore store = IndexStore.open(real, cache)) {
            List<PageMeta> metas = store.loadMetas().stream().sorted(java.util.Comparator.comparing(PageMeta::path)).toList();
            assertEquals(List.of(
                    new PageMeta("a.md", "A", 42, 1_700_000_000_000L, Instant.ofEpochSecond(1_700_000_000L), FileStatus.State.INDEXED, "",
                            List.of(new Page.Embed("Other", "Intro", "", 7)), List.of("food/italian", "weeknight"),
                            List.of(new Page.Link("b", 3)), List.of()),
                    new PageMeta("b.md", "B", 42, 1_700_000_000_000L, Instant.ofEpochSecond(1_700_000_000L), FileStatus.State.INDEXED, "",
                            List.of(new Page.Embed("Other", "Intro", "", 7)), List.of(), List.of(), List.of())), metas);
        }
        try (FSDirectory fs = FSDirectory.open(dir); DirectoryReader r = DirectoryReader.open(fs)) {
            assertEquals(IndexStore.FORMAT, SegmentInfos.readLatestCommit(fs).getUserData().get(IndexStore.KEY_FORMAT));
            IndexSearcher s = new IndexSearcher(r);
            assertEquals(2, s.count(new TermQuery(new Term(Fields.KIND, Fields.KIND_VECTOR))), "the vectors stay");
            assertEquals(2, s.count(new TermQuery(new Term(Fields.KIND, Fields.KIND_META))), "one meta document a page");
        }
    }
}
