package ephemeris.wiki;

import ephemeris.TestWiki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WikiLoaderTest {
    @TempDir
    Path root;

    private Wiki load() throws WikiException {
        return load(PageReader.DEFAULT_MAX_BYTES);
    }

    private Wiki load(long maxBytes) throws WikiException {
        return new WikiLoader(maxBytes).load(root, (d, t) -> { }, () -> false);
    }

    private static Map<String, String> statusMap(Wiki wiki) {
        return wiki.statuses().stream().collect(Collectors.toMap(FileStatus::path,
                s -> s.state() + (s.reason().isEmpty() ? "" : ": " + s.reason()), (a, b) -> a + " | " + b,
                java.util.TreeMap::new));
    }

    private static Page page(Wiki wiki, String path) {
        return wiki.page(path).orElseThrow(() -> new AssertionError("page " + path + " not loaded"));
    }

    @Test
    void invalidUtf8IsDecodedWithReplacementCharacter() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes("Caf".getBytes(StandardCharsets.UTF_8));
        b.write(0xE9); // Latin-1 é: not valid UTF-8
        b.writeBytes(" au lait.\n".getBytes(StandardCharsets.UTF_8));
        TestWiki.at(root).bytes("latin.md", b.toByteArray());
        Wiki wiki = load();
        assertEquals("Caf\uFFFD au lait.", page(wiki, "latin.md").blocks().getFirst().text());
        assertEquals(FileStatus.State.INDEXED, wiki.statuses().getFirst().state());
    }

    @Test
    void utf16WithByteOrderMarkIsDecoded() throws Exception {
        String text = "# Überschrift\n\nGrüße aus Köln.\n";
        byte[] le = text.getBytes(StandardCharsets.UTF_16LE);
        byte[] withBom = new byte[le.length + 2];
        withBom[0] = (byte) 0xFF;
        withBom[1] = (byte) 0xFE;
        System.arraycopy(le, 0, withBom, 2, le.length);
        TestWiki.at(root).bytes("le.md", withBom)
                .bytes("be.md", ("\uFEFF" + "Big endian text.\n").getBytes(StandardCharsets.UTF_16BE));
        Wiki wiki = load();
        Page p = page(wiki, "le.md");
        assertEquals("Überschrift", p.title());
        assertEquals(List.of("Überschrift", "Grüße aus Köln."), p.blocks().stream().map(Block::text).toList());
        assertEquals("Big endian text.", page(wiki, "be.md").blocks().getFirst().text());
    }

    @Test
    void utf8ByteOrderMarkIsNotPartOfTheText() throws Exception {
        TestWiki.at(root).bytes("bom.md", ("\uFEFF" + "---\ntitle: With BOM\n---\nText.\n").getBytes(StandardCharsets.UTF_8));
        assertEquals("With BOM", page(load(), "bom.md").title());
    }

    @Test
    void binaryFileIsSkippedWithReason() throws Exception {
        byte[] bin = new byte[256];
        for (int i = 0; i < bin.length; i++) {
            bin[i] = (byte) i;
        }
        TestWiki.at(root).bytes("blob.md", bin).page("ok.md", "Fine.\n");
        Wiki wiki = load();
        assertTrue(wiki.page("blob.md").isEmpty());
        assertEquals(new FileStatus("blob.md", FileStatus.State.SKIPPED, "binary content, not text", 256),
                wiki.statuses().stream().filter(s -> s.path().equals("blob.md")).findFirst().orElseThrow());
    }

    @Test
    void oversizedFileIsSkippedWithReason() throws Exception {
        TestWiki.at(root).page("big.md", "word ".repeat(400)).page("small.md", "Small page.\n");
        Wiki wiki = load(1024);
        assertTrue(wiki.page("big.md").isEmpty());
        assertTrue(wiki.page("small.md").isPresent());
        FileStatus big = wiki.statuses().stream().filter(s -> s.path().equals("big.md")).findFirst().orElseThrow();
        assertEquals(FileStatus.State.SKIPPED, big.state());
        assertEquals(2000, big.size());
        assertTrue(big.reason().startsWith("too large"), big.reason());
    }

    @Test
    void hiddenFoldersAreSkipped() throws Exception {
        TestWiki.at(root)
                .page("visible.md", "Visible.\n")
                .page(".obsidian/workspace.md", "Hidden settings.\n")
                .page(".git/notes.md", "Git internals.\n")
                .page(".trash/deleted.md", "Deleted page.\n")
                .page("sub/.hidden/deep.md", "Deep hidden.\n");
        Wiki wiki = load();
        assertEquals(List.of("visible.md"), wiki.pages().stream().map(Page::path).toList());
        Map<String, String> statuses = statusMap(wiki);
        assertEquals("SKIPPED: hidden folder", statuses.get(".obsidian/"));
        assertEquals("SKIPPED: hidden folder", statuses.get(".git/"));
        assertEquals("SKIPPED: hidden folder", statuses.get(".trash/"));
        assertEquals("SKIPPED: hidden folder", statuses.get("sub/.hidden/"));
    }

    @Test
    void symlinkLoopIsSurvived() throws Exception {
        TestWiki.at(root).page("a/page.md", "In a.\n").page("top.md", "Top.\n");
        Files.createSymbolicLink(root.resolve("a/loop"), root.resolve("a"));
        Files.createSymbolicLink(root.resolve("a/up"), root);
        Wiki wiki = load();
        assertEquals(List.of("a/page.md", "top.md"), wiki.pages().stream().map(Page::path).sorted().toList());
        Map<String, String> statuses = statusMap(wiki);
        assertEquals("SKIPPED: symbolic link loop", statuses.get("a/loop/"));
        assertEquals("SKIPPED: symbolic link loop", statuses.get("a/up/"));
    }

    @Test
    void symlinkToFolderOutsideTheRootIsNotFollowed(@TempDir Path outside) throws Exception {
        TestWiki.at(outside).page("secret.md", "Secret outside text.\n");
        TestWiki.at(root).page("inside.md", "Inside.\n");
        Files.createSymbolicLink(root.resolve("external"), outside);
        Files.createSymbolicLink(root.resolve("leak.md"), outside.resolve("secret.md"));
        Wiki wiki = load();
        assertEquals(List.of("inside.md"), wiki.pages().stream().map(Page::path).toList());
        Map<String, String> statuses = statusMap(wiki);
        assertEquals("SKIPPED: link leaves the wiki folder", statuses.get("external/"));
        assertEquals("SKIPPED: link leaves the wiki folder", statuses.get("leak.md"));
        assertFalse(statuses.containsKey("external/secret.md"));
    }

    @Test
    void symlinkInsideTheRootIsFollowed() throws Exception {
        TestWiki.at(root).page("real/page.md", "Real.\n");
        Files.createSymbolicLink(root.resolve("alias"), root.resolve("real"));
        Wiki wiki = load();
        assertEquals(List.of("alias/page.md", "real/page.md"), wiki.pages().stream().map(Page::path).sorted().toList());
    }

    @Test
    void everyFileGetsAStatus() throws Exception {
        byte[] bin = {0, 1, 2, 3, 0, 0};
        TestWiki.at(root)
                .page("a.md", "A.\n")
                .page("notes/b.md", "B.\n")
                .page("notes/picture.png", "not really a png")
                .page(".hidden.md", "Hidden file.\n")
                .page(".obsidian/app.json", "{}")
                .bytes("bin.md", bin);
        Wiki wiki = load();
        Map<String, String> expected = new java.util.TreeMap<>(Map.of(
                ".hidden.md", "SKIPPED: hidden file",
                ".obsidian/", "SKIPPED: hidden folder",
                "a.md", "INDEXED",
                "bin.md", "SKIPPED: binary content, not text",
                "notes/b.md", "INDEXED",
                "notes/picture.png", "SKIPPED: not a markdown page"));
        assertEquals(expected, statusMap(wiki));
        List<String> paths = wiki.statuses().stream().map(FileStatus::path).toList();
        assertEquals(paths.stream().sorted().toList(), paths, "statuses are sorted by path");
        assertEquals(3, wiki.statuses().stream().filter(s -> s.path().equals("a.md")).findFirst().orElseThrow().size());
    }

    @Test
    void missingRootThrowsNotFoundWithSeedMessage() {
        Path missing = root.resolve("nope");
        WikiException e = assertThrows(WikiException.class, () -> new WikiLoader(1000).load(missing, (d, t) -> { }, () -> false));
        assertEquals(WikiException.Kind.NOT_FOUND, e.kind());
        assertEquals("Wiki not found at " + missing + ". Run /ephemeris:ingest first.", e.getMessage());
    }

    @Test
    void folderWithoutMarkdownThrowsEmptyWithSeedMessage() {
        TestWiki.at(root).page("readme.txt", "text").page(".obsidian/x.md", "hidden");
        WikiException e = assertThrows(WikiException.class, this::load);
        assertEquals(WikiException.Kind.EMPTY, e.kind());
        assertEquals("Wiki is empty — no pages have been built yet.", e.getMessage());
    }

    @Test
    void pageDateFallsBackToFileModificationTime() throws Exception {
        Instant mtime = Instant.parse("2023-06-07T08:09:10Z");
        TestWiki.at(root).page("plain.md", "No dates here.\n").modified("plain.md", mtime)
                .page("dated.md", "---\nupdated: 2025-01-02\n---\nDated.\n").modified("dated.md", mtime);
        Wiki wiki = load();
        assertEquals(mtime, page(wiki, "plain.md").date());
        assertEquals(Instant.parse("2025-01-02T00:00:00Z"), page(wiki, "dated.md").date());
    }

    @Test
    void wikiFolderIsUnchangedAfterLoading(@TempDir Path outside) throws Exception {
        TestWiki.at(root)
                .page("index.md", "# Index\n\n- [[a]] — first page\n")
                .page("a.md", "---\ntitle: A\n---\n# A\n\nText with ![[b]] embed.\n")
                .page("sub/b.md", "B text ^blk\n")
                .page(".obsidian/app.json", "{\"x\":1}")
                .bytes("bin.md", new byte[]{0, 0, 0})
                .page("notes.txt", "plain");
        TestWiki.at(outside).page("o.md", "outside");
        Files.createSymbolicLink(root.resolve("out"), outside);
        Files.createSymbolicLink(root.resolve("sub/loop"), root.resolve("sub"));
        Map<String, String> before = TestWiki.snapshot(root);
        Map<String, String> outsideBefore = TestWiki.snapshot(outside);
        Wiki wiki = load();
        assertEquals(3, wiki.pages().size());
        try (ephemeris.engine.Engine engine = ephemeris.engine.Engine.open(root)) {
            engine.ask("What is in the first page?");
        }
        assertEquals(before, TestWiki.snapshot(root));
        assertEquals(outsideBefore, TestWiki.snapshot(outside));
    }

    @Test
    void crlfAndCrLineEndingsKeepLineNumbers() throws Exception {
        TestWiki.at(root).page("crlf.md", "# T\r\n\r\nLine three.\r\n")
                .page("cr.md", "# T\r\rLine three.\r");
        Wiki wiki = load();
        for (String p : List.of("crlf.md", "cr.md")) {
            Block b = page(wiki, p).blocks().get(1);
            assertEquals("Line three.", b.text());
            assertEquals(3, b.startLine(), p);
        }
        assertArrayEquals(new byte[]{'#', ' ', 'T', '\r', '\n'}, java.util.Arrays.copyOf(Files.readAllBytes(root.resolve("crlf.md")), 5));
    }

    @Test
    void pagesOverTenMegabytesAreSkippedByDefault() throws Exception {
        byte[] big = new byte[10 * 1024 * 1024 + 1];
        java.util.Arrays.fill(big, (byte) 'a');
        byte[] limit = new byte[10 * 1024 * 1024];
        java.util.Arrays.fill(limit, (byte) 'b');
        TestWiki.at(root).bytes("huge.md", big).bytes("limit.md", limit);
        Wiki wiki = load();
        assertEquals(List.of("limit.md"), wiki.pages().stream().map(Page::path).toList());
        Map<String, String> statuses = statusMap(wiki);
        assertTrue(statuses.get("huge.md").startsWith("SKIPPED: too large"), statuses.toString());
        assertEquals("INDEXED", statuses.get("limit.md"));
    }

    @Test
    void progressCountsEveryPage() throws Exception {
        TestWiki.at(root).page("a.md", "A.\n").page("b.md", "B.\n").page("c/d.md", "D.\n");
        java.util.List<Integer> done = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        new WikiLoader(PageReader.DEFAULT_MAX_BYTES).load(root, (d, t) -> {
            assertEquals(3, t);
            done.add(d);
        }, () -> false);
        assertEquals(List.of(1, 2, 3), done.stream().sorted().toList());
    }
}
