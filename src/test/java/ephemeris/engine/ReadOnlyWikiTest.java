package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.cli.Cli;
import ephemeris.testing.TreeSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Read-only, proven: the wiki tree (every path, kind, size, modification time and SHA-256) is
 * snapshotted before and after indexing, asking, watching, reopening and the command line, and must
 * be identical. The index lives outside the wiki.
 */
class ReadOnlyWikiTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;
    @TempDir
    Path elsewhere;

    private void buildWiki() throws IOException {
        write("index.md", "---\ntitle: Home\ntags: [home]\n---\n# Home\n\nSee [[Support]] and ![[Billing#Invoices]].\n");
        write("Support.md", "# Support\n\nThe first-response SLA for CCW is 15 minutes. ^sla\n");
        write("Billing.md", "# Billing\n\n## Invoices\n\nInvoices are sent on the first day of each month.\n");
        write("deep/er/Notes.md", "# Notes\n\n> [!note] Callout\n> The archive key is kept in the blue cabinet.\n");
        write(".obsidian/workspace.json", "{\"active\": \"index.md\"}");
        write("attachments/diagram.png", "not really a png");
        write("broken.md", "\u0000\u0001binary");
        Files.createSymbolicLink(wiki.resolve("loop"), wiki);
        Files.writeString(elsewhere.resolve("outside.md"), "# Outside\n\nNot part of the wiki.\n");
        Files.createSymbolicLink(wiki.resolve("outside.md"), elsewhere.resolve("outside.md"));
        // Old, distinctive times: a write, or a "touch" to update an index stamp, would show.
        FileTime old = FileTime.from(Instant.parse("2020-01-02T03:04:05.123456789Z"));
        try (var files = Files.walk(wiki)) {
            for (Path p : files.filter(p -> !Files.isSymbolicLink(p)).sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.setLastModifiedTime(p, old);
            }
        }
    }

    @Test
    void indexingAskingWatchingAndTheCommandLineChangeNothingUnderTheRoot() throws Exception {
        buildWiki();
        TreeSnapshot before = TreeSnapshot.of(wiki);
        assertTrue(before.entries().size() >= 12, before.entries().toString());

        EngineOptions options = EngineOptions.defaults().withCacheRoot(cache);
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            engine.watch();
            for (String q : new String[]{"What is the first-response SLA for CCW?", "When are invoices sent?",
                    "Where is the archive key kept?", "zzz nothing matches this", "'; DROP TABLE pages; --", "\"; DROP TABLE pages; --\""}) {
                Answer a = engine.ask(q);
                assertEquals(null, a.error(), q);
            }
            engine.pageSource("Support.md").orElseThrow();
            engine.statuses();
            Thread.sleep(1_500); // the watcher is live for a moment, with nothing to see
            assertTrue(engine.indexLocation().orElseThrow().startsWith(cache), engine.indexLocation().toString());
            assertFalse(engine.indexLocation().orElseThrow().startsWith(wiki.toRealPath()));
        }
        // Reopen the persisted index, in the background catch-up mode the window uses.
        try (Engine again = Engine.open(wiki, options.withBackgroundCatchUp(true), ProgressListener.NONE, () -> false)) {
            long deadline = System.currentTimeMillis() + 30_000;
            while (again.isCatchingUp() && System.currentTimeMillis() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(again.ask("What is the first-response SLA for CCW?").answered());
        }
        assertEquals(0, cli("status", "--wiki", wiki.toString(), "--all"));
        assertEquals(0, cli("status", "--wiki", wiki.toString(), "--json"));
        assertEquals(0, cli("query", "--wiki", wiki.toString(), "--json", "When are invoices sent?"));
        assertEquals(0, cli("query", "--wiki", wiki.toString(), "Where is the archive key kept?"));

        TreeSnapshot after = TreeSnapshot.of(wiki);
        assertEquals(before, after, before.diff(after));
    }

    /**
     * The watcher re-reads what the user changed, and writes nothing itself: the tree right after the
     * user's edit equals the tree once the engine has taken the edit in.
     */
    @Test
    void applyingTheUsersEditsWritesNothingBack() throws Exception {
        buildWiki();
        try (Engine engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(cache), ProgressListener.NONE, () -> false)) {
            engine.watch();
            write("Support.md", "# Support\n\nThe first-response SLA for CCW is 30 minutes.\n");
            write("new/Added.md", "# Added\n\nThe vending machine takes only coins.\n");
            TreeSnapshot edited = TreeSnapshot.of(wiki);
            long deadline = System.currentTimeMillis() + 15_000;
            while (System.currentTimeMillis() < deadline
                    && !(engine.ask("What is the first-response SLA for CCW?").text().contains("30 minutes")
                    && engine.ask("What does the vending machine take?").sources().contains("new/Added.md"))) {
                Thread.sleep(50);
            }
            assertTrue(engine.ask("What does the vending machine take?").sources().contains("new/Added.md"));
            TreeSnapshot applied = TreeSnapshot.of(wiki);
            assertEquals(edited, applied, edited.diff(applied));
        }
    }

    /** The instrument itself: a same-size rewrite, a touch, and a new empty file are each seen. */
    @Test
    void snapshotSeesEveryKindOfWrite() throws Exception {
        buildWiki();
        TreeSnapshot before = TreeSnapshot.of(wiki);
        Files.writeString(wiki.resolve("Support.md"), Files.readString(wiki.resolve("Support.md")).replace("15", "16"));
        TreeSnapshot rewritten = TreeSnapshot.of(wiki);
        assertFalse(before.equals(rewritten));
        Files.setLastModifiedTime(wiki.resolve("Billing.md"), FileTime.from(Instant.parse("2020-01-02T03:04:05.123456790Z")));
        TreeSnapshot touched = TreeSnapshot.of(wiki);
        assertFalse(rewritten.equals(touched));
        Files.createFile(wiki.resolve(".obsidian/lock"));
        assertFalse(touched.equals(TreeSnapshot.of(wiki)));
    }

    private static int cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        assertEquals("", err.toString(), String.join(" ", args));
        return code;
    }

    private void write(String rel, String text) throws IOException {
        Path file = wiki.resolve(rel);
        Files.createDirectories(file.getParent());
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    }
}
