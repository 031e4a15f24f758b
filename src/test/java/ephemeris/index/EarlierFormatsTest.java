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
 * An index of format 15, 16 or 17 is brought to this format in place: the pages with Khmer, Lao or Myanmar text, which
 * formats 15 and 16 kept as whole runs, and the outline pages formats before 18 read as code, are marked to be read
 * again; every other page, and the vectors, stay as they were.
 */
class EarlierFormatsTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    /** A page {@link CatalogFormat15Test#oldMeta} wrote, as its catalog entry reads once migrated. */
    private static PageMeta format15Migrated(String path) {
        return new PageMeta(path, path, 42, 1_700_000_000_000L, Instant.ofEpochSecond(1_700_000_000L), FileStatus.State.INDEXED,
                "", List.of(new ephemeris.wiki.Page.Embed("Other", "Intro", "", 7)), List.of(), List.of(), List.of());
    }

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

    /** Commits {@code docs} to the wiki's index folder as an index named {@code format}; returns the folder. */
    private Path commitAs(String format, List<Document> docs) throws Exception {
        Path real = wiki.toRealPath();
        Path dir = CacheLocation.indexFor(cache, real);
        Files.createDirectories(dir);
        try (FSDirectory fs = FSDirectory.open(dir); IndexWriter w = new IndexWriter(fs, new IndexWriterConfig())) {
            w.addDocuments(docs);
            w.setLiveCommitData(Map.of(IndexStore.KEY_FORMAT, format, IndexStore.KEY_ROOT, real.toString()).entrySet());
            w.commit();
        }
        return dir;
    }

    @Test
    void aFormat15IndexHasItsCatalogRewrittenAndItsKhmerPagesMarkedInOneStep() throws Exception {
        Path dir = commitAs(CatalogFormat15.FORMAT, List.of(CatalogFormat15Test.oldMeta("en.md", "en.md", "", ""),
                CatalogFormat15Test.oldMeta("km.md", "km.md", "", ""), passage("en.md", "To add a tag, type a hash."),
                passage("km.md", "ដើម្បីបន្ថែមស្លាក")));
        try (IndexStore store = IndexStore.open(wiki.toRealPath(), cache)) {
            List<PageMeta> metas = store.loadMetas().stream().sorted(Comparator.comparing(PageMeta::path)).toList();
            assertEquals(List.of(format15Migrated("en.md"), format15Migrated("km.md").withModified(EarlierFormats.READ_AGAIN)), metas);
        }
        try (FSDirectory fs = FSDirectory.open(dir)) {
            assertEquals(IndexStore.FORMAT, SegmentInfos.readLatestCommit(fs).getUserData().get(IndexStore.KEY_FORMAT));
        }
    }

    @Test
    void theOpenAfterTheUpgradeReadsTheMarkedPagesAgainAndOnlyThose() throws Exception {
        Files.writeString(wiki.resolve("en.md"), "# Tags\n\nTo add a tag, type a hash.\n");
        Files.writeString(wiki.resolve("km.md"), "# ស្លាក\n\nដើម្បីបន្ថែមស្លាកទៅកំណត់ចំណាំ សូមវាយ #។\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(new WikiIndex.Changes(2, 0, 0, 0), index.reconcile((d, t) -> { }, () -> false));
        }
        // The same index as format 16 would have left it, as far as its name goes.
        commitAs(EarlierFormats.FORMAT_16, List.of());
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(new WikiIndex.Changes(0, 1, 0, 1), index.reconcile((d, t) -> { }, () -> false));
        }
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(new WikiIndex.Changes(0, 0, 0, 2), index.reconcile((d, t) -> { }, () -> false));
        }
    }

    @Test
    void pagesWithTextOfTheNewlyCutScriptsAreReadAgainAndTheRestIsKept() throws Exception {
        List<Document> docs = new java.util.ArrayList<>();
        for (String page : List.of("en.md", "km.md", "th.md", "lo.md")) {
            docs.add(Documents.meta(meta(page)));
        }
        docs.add(passage("en.md", "To add a tag, type a hash."));
        docs.add(CatalogFormat15Test.vector("en.md"));
        docs.add(passage("km.md", "ដើម្បីបន្ថែមស្លាក"));
        // Thai was cut into words already by format 16.
        docs.add(passage("th.md", "แท็ก"));
        docs.add(passage("lo.md", "See ເພີ່ມແທັກ"));
        Path dir = commitAs(EarlierFormats.FORMAT_16, docs);
        try (IndexStore store = IndexStore.open(wiki.toRealPath(), cache)) {
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

    @Test
    void aFormat19IndexHasItsPdfsReadAgainAndKeepsTheRestWithoutReadingIt() throws Exception {
        // Both would be read again from an index of format 18; from 19, only the PDF is.
        Files.writeString(wiki.resolve("outline.md"), "type:: Feature\n\n## Usage\n\t- Type the command.\n\t\t- It asks for a page.\n");
        Files.writeString(wiki.resolve("tar.md"), "# tar\n\n- E[x]tract an archive:\n\n`tar xvf source.tar`\n");
        ephemeris.TestPdfs.write(wiki.resolve("manual.pdf"), List.of("The attach function adds a data frame."));
        List<Document> docs = new java.util.ArrayList<>();
        for (String page : List.of("manual.pdf", "outline.md", "tar.md")) {
            docs.add(Documents.meta(meta(page)));
        }
        docs.add(CatalogFormat15Test.vector("tar.md"));
        Path dir = commitAs(EarlierFormats.FORMAT_19, docs);
        try (IndexStore store = IndexStore.open(wiki.toRealPath(), cache)) {
            List<PageMeta> metas = store.loadMetas().stream().sorted(Comparator.comparing(PageMeta::path)).toList();
            assertEquals(List.of(meta("manual.pdf").withModified(EarlierFormats.READ_AGAIN), meta("outline.md"), meta("tar.md")), metas);
        }
        try (FSDirectory fs = FSDirectory.open(dir); DirectoryReader r = DirectoryReader.open(fs)) {
            assertEquals(IndexStore.FORMAT, SegmentInfos.readLatestCommit(fs).getUserData().get(IndexStore.KEY_FORMAT));
            assertEquals(1, new IndexSearcher(r).count(new TermQuery(new Term(Fields.KIND, Fields.KIND_VECTOR))), "the vectors stay");
        }
    }

    @Test
    void aFormat17IndexHasItsOutlinePagesReadAgainAndKeepsTheRest() throws Exception {
        Files.writeString(wiki.resolve("notes.md"), "# Notes\n\nTo add a tag, type a hash.\n");
        Files.writeString(wiki.resolve("outline.md"), "type:: Feature\n\n## Usage\n\t- Type the command.\n\t\t- It asks for a page.\n");
        Files.writeString(wiki.resolve("code.md"), "# Code\n\nRun this:\n\n\t- a line of a diff\n");
        List<Document> docs = new java.util.ArrayList<>();
        for (String page : List.of("code.md", "notes.md", "outline.md")) {
            docs.add(Documents.meta(meta(page)));
        }
        docs.add(CatalogFormat15Test.vector("notes.md"));
        commitAs(EarlierFormats.FORMAT_17, docs);
        try (IndexStore store = IndexStore.open(wiki.toRealPath(), cache)) {
            List<PageMeta> metas = store.loadMetas().stream().sorted(Comparator.comparing(PageMeta::path)).toList();
            assertEquals(List.of(meta("code.md"), meta("notes.md"), meta("outline.md").withModified(EarlierFormats.READ_AGAIN)), metas);
        }
    }

    @Test
    void aFormat18IndexHasItsPagesWithMarkedLettersOrInlineCodeReadAgainAndKeepsTheRest() throws Exception {
        Files.writeString(wiki.resolve("notes.md"), "# Notes\n\nTo add a tag, type a hash. Tick [x] when done.\n");
        Files.writeString(wiki.resolve("outline.md"), "type:: Feature\n\n## Usage\n\t- Type the command.\n\t\t- It asks for a page.\n");
        Files.writeString(wiki.resolve("tar.md"), "# tar\n\n- E[x]tract an archive:\n\n`tar xvf source.tar`\n");
        Files.writeString(wiki.resolve("ls.md"), "# ls\n\n- List files one per line:\n\n`ls -1`\n");
        Files.writeString(wiki.resolve("zip.md"), "# zip\n\n- E[x]tract an archive with unzip.\n");
        List<Document> docs = new java.util.ArrayList<>();
        for (String page : List.of("ls.md", "notes.md", "outline.md", "tar.md", "zip.md")) {
            docs.add(Documents.meta(meta(page)));
        }
        docs.add(CatalogFormat15Test.vector("notes.md"));
        commitAs(EarlierFormats.FORMAT_18, docs);
        try (IndexStore store = IndexStore.open(wiki.toRealPath(), cache)) {
            List<PageMeta> metas = store.loadMetas().stream().sorted(Comparator.comparing(PageMeta::path)).toList();
            // Format 18 read outlines as this one does: only the pages with a marked letter or inline code.
            assertEquals(List.of(meta("ls.md").withModified(EarlierFormats.READ_AGAIN), meta("notes.md"), meta("outline.md"),
                    meta("tar.md").withModified(EarlierFormats.READ_AGAIN), meta("zip.md").withModified(EarlierFormats.READ_AGAIN)), metas);
        }
    }
}
