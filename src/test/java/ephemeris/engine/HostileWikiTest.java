package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.testing.ChildJvm;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.FileStatus.State;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * One wiki full of what real folders hold: binary and mis-encoded pages, a 100 MB page, a 50,000-line
 * page, absurd nesting, symbolic link loops and escapes, a FIFO, odd names, empty files, broken and
 * enormous front matter and embed cycles. Each case must end with a clear status for the file, in
 * bounded time, and the rest of the wiki must still answer.
 */
class HostileWikiTest {
    /** Generous hang guards, not performance claims. */
    private static final Duration OPEN_LIMIT = Duration.ofSeconds(120);
    private static final Duration ASK_LIMIT = Duration.ofSeconds(30);
    private static final long HUNDRED_MB = 100L * 1024 * 1024;

    @TempDir
    static Path base;
    static Path wiki;
    static Path outside;
    static Engine engine;
    static Map<String, FileStatus> statuses;
    static boolean fifoMade;

    @BeforeAll
    static void buildHostileWikiAndOpenIt() throws Exception {
        wiki = Files.createDirectory(base.resolve("wiki"));
        outside = Files.createDirectory(base.resolve("outside"));
        write("control.md", "# Control\n\nThe zephyr calibration code is 4417.\n");

        // Content
        byte[] binary = new byte[4096];
        new java.util.Random(7).nextBytes(binary);
        binary[0] = (byte) 0x89;
        binary[1] = 'P';
        binary[2] = 'N';
        binary[3] = 'G';
        binary[10] = 0;
        Files.write(wiki.resolve("binary.md"), binary);
        Files.write(wiki.resolve("invalid-utf8.md"), concat(
                "# Broken bytes\n\nThe quokka ferry leaves at dawn. ".getBytes(StandardCharsets.UTF_8),
                new byte[]{(byte) 0xC3, 0x28, (byte) 0xFF, (byte) 0xFE, (byte) 0xA0, (byte) 0xE2, (byte) 0x82},
                " Then it returns.\n".getBytes(StandardCharsets.UTF_8)));
        Files.write(wiki.resolve("utf16le-bom.md"), concat(new byte[]{(byte) 0xFF, (byte) 0xFE},
                "# Sechzehn\n\nThe marmot archive is kept in vault nine.\n".getBytes(StandardCharsets.UTF_16LE)));
        Files.write(wiki.resolve("utf16be-bom.md"), concat(new byte[]{(byte) 0xFE, (byte) 0xFF},
                "# Big end\n\nThe lemur registry is kept in vault four.\n".getBytes(StandardCharsets.UTF_16BE)));
        writeHundredMegabytes(wiki.resolve("huge.md"));
        StringBuilder lines = new StringBuilder("# Ledger\n\n");
        for (int i = 1; i <= 50_000; i++) {
            lines.append(i == 49_990 ? "The narwhal budget is 812 crowns." : "Ledger line " + i + " records a routine entry.")
                    .append(i % 10 == 0 ? "\n\n" : "\n");
        }
        write("fifty-thousand-lines.md", lines.toString());

        // Structure
        write("nested-quotes.md", "# Quotes\n\n" + ">".repeat(20_000) + " The ocelot quote sits at the bottom.\n");
        StringBuilder list = new StringBuilder("# Lists\n\n");
        for (int depth = 0; depth < 500; depth++) {
            list.append("  ".repeat(depth)).append("- level ").append(depth).append('\n');
        }
        list.append("  ".repeat(500)).append("- The tapir list ends here.\n");
        write("nested-lists.md", list.toString());
        write("nested-inline.md", "# Inline\n\n" + "[".repeat(20_000) + "*".repeat(20_000) + "_".repeat(20_000)
                + "The gecko bracket holds. " + "<div>".repeat(5_000) + "]".repeat(20_000) + "\n");

        // Links and special files
        Files.createDirectory(wiki.resolve("loop"));
        Files.createSymbolicLink(wiki.resolve("loop/again"), wiki);
        Files.createSymbolicLink(wiki.resolve("self-loop.md"), wiki.resolve("self-loop.md"));
        Files.writeString(outside.resolve("secret.md"), "# Secret\n\nThe basilisk password is hunter7.\n");
        Files.createSymbolicLink(wiki.resolve("escape"), outside);
        Files.createSymbolicLink(wiki.resolve("escape-file.md"), outside.resolve("secret.md"));
        Files.createSymbolicLink(wiki.resolve("dangling.md"), wiki.resolve("nowhere/missing.md"));
        fifoMade = ChildJvm.exec("mkfifo", wiki.resolve("pipe.md").toString()) == 0;
        write("folder.md/inner.md", "# Inner\n\nThe axolotl tank is in room five.\n");

        // Names
        write("name with spaces.md", "# Spaces\n\nThe capybara meeting is on Tuesday.\n");
        write("Ünïcödé 日本語 🦜.md", "# Unicode\n\nThe pangolin festival is in April.\n");
        write("new\nline.md", "# Newline\n\nThe wombat ledger is green.\n");

        // Empty and front matter
        write("empty.md", "");
        write("blank.md", " \n\n\t\n");
        write("bad-front-matter.md", "---\ntitle: [unclosed\n: : :\n- orphan\n\"\n  indented: x\ntags: [, , ]\ndate: 99999-99-99\n---\n"
                + "The pelican quota is nine.\n");
        write("unclosed-front-matter.md", "---\ntitle: never closed\n\nThe heron quota is eleven.\n");
        StringBuilder front = new StringBuilder("---\n");
        for (int i = 0; i < 20_000; i++) {
            front.append("key").append(i).append(": value ").append(i).append('\n');
        }
        write("enormous-front-matter.md", front + "---\nThe walrus quota is thirty-three.\n");
        write("enormous-title.md", "---\ntitle: " + "a".repeat(1_000_000) + "\naliases: [" + "b,".repeat(100_000) + "]\n---\n"
                + "The ibex quota is seventy-one.\n");

        // Embed cycles
        write("A.md", "# A\n\nThe osprey count is twelve.\n\n![[B]]\n");
        write("B.md", "# B\n\nThe falcon count is nineteen.\n\n![[A]]\n");
        write("C.md", "# C\n\nThe kestrel count is seven.\n\n![[C]]\n![[C#C]]\n");

        engine = assertTimeoutPreemptively(OPEN_LIMIT, () -> Engine.open(wiki,
                EngineOptions.defaults().withCacheRoot(base.resolve("cache")), ProgressListener.NONE, () -> false));
        statuses = engine.statuses().stream().collect(Collectors.toMap(FileStatus::path, Function.identity()));
    }

    @AfterAll
    static void close() {
        if (engine != null) {
            engine.close();
        }
    }

    // ---- content ----

    @Test
    void binaryPageIsSkippedAsBinary() throws Exception {
        assertStatus("binary.md", State.SKIPPED, "binary content, not text");
        assertRestStillAnswers();
    }

    @Test
    void invalidUtf8IsIndexedAroundTheBadBytes() throws Exception {
        assertStatus("invalid-utf8.md", State.INDEXED, "");
        assertAnsweredFrom("When does the quokka ferry leave?", "invalid-utf8.md", "dawn");
        assertRestStillAnswers();
    }

    @Test
    void utf16WithByteOrderMarkIsDecoded() throws Exception {
        assertStatus("utf16le-bom.md", State.INDEXED, "");
        assertStatus("utf16be-bom.md", State.INDEXED, "");
        assertAnsweredFrom("Where is the marmot archive kept?", "utf16le-bom.md", "vault nine");
        assertAnsweredFrom("Where is the lemur registry kept?", "utf16be-bom.md", "vault four");
        assertRestStillAnswers();
    }

    @Test
    void hundredMegabytePageIsSkippedAsTooLarge() throws Exception {
        FileStatus s = status("huge.md");
        assertEquals(State.SKIPPED, s.state());
        assertTrue(s.reason().startsWith("too large ("), s.reason());
        assertEquals(HUNDRED_MB, s.size());
        assertRestStillAnswers();
    }

    @Test
    void fiftyThousandLinePageIsIndexedToItsEnd() throws Exception {
        assertStatus("fifty-thousand-lines.md", State.INDEXED, "");
        assertAnsweredFrom("What is the narwhal budget?", "fifty-thousand-lines.md", "812 crowns");
        assertRestStillAnswers();
    }

    // ---- structure ----

    @Test
    void deeplyNestedBlockquotesAreIndexed() throws Exception {
        assertStatus("nested-quotes.md", State.INDEXED, "");
        assertAnsweredFrom("Where does the ocelot quote sit?", "nested-quotes.md", "ocelot");
        assertRestStillAnswers();
    }

    @Test
    void deeplyNestedListsAreIndexed() throws Exception {
        assertStatus("nested-lists.md", State.INDEXED, "");
        assertAnsweredFrom("Where does the tapir list end?", "nested-lists.md", "tapir");
        assertRestStillAnswers();
    }

    @Test
    void thousandsOfUnclosedInlineDelimitersAreIndexed() throws Exception {
        assertStatus("nested-inline.md", State.INDEXED, "");
        assertAnsweredFrom("Does the gecko bracket hold?", "nested-inline.md", "gecko");
        assertRestStillAnswers();
    }

    // ---- links and special files ----

    @Test
    void symbolicLinkLoopIsSkippedAsLoop() throws Exception {
        assertStatus("loop/again/", State.SKIPPED, "symbolic link loop");
        assertEquals(1, engine.statuses().stream().filter(f -> f.path().equals("control.md")).count(),
                "the loop must not list the wiki twice");
        FileStatus self = status("self-loop.md");
        assertEquals(State.SKIPPED, self.state());
        assertEquals("not a regular file", self.reason());
        assertRestStillAnswers();
    }

    @Test
    void linksLeavingTheRootAreSkippedAndNeverQuoted() throws Exception {
        assertStatus("escape/", State.SKIPPED, "link leaves the wiki folder");
        assertStatus("escape-file.md", State.SKIPPED, "link leaves the wiki folder");
        assertTrue(engine.statuses().stream().noneMatch(f -> f.path().startsWith("escape/secret")), engine.statuses().toString());
        Answer a = ask("What is the basilisk password?");
        assertFalse(a.text().contains("hunter7"), a.text());
        assertTrue(a.pagesConsulted().stream().noneMatch(p -> p.startsWith("escape")), a.pagesConsulted().toString());
        assertRestStillAnswers();
    }

    @Test
    void danglingLinkIsSkippedAsNotARegularFile() throws Exception {
        assertStatus("dangling.md", State.SKIPPED, "not a regular file");
        assertRestStillAnswers();
    }

    @Test
    void fifoNamedLikeAPageIsSkippedWithoutBlocking() throws Exception {
        assumeTrue(fifoMade, "mkfifo is not available on this machine");
        // Opening a FIFO for reading blocks until a writer comes: reaching this line at all proves the scan did not.
        assertStatus("pipe.md", State.SKIPPED, "not a regular file");
        assertRestStillAnswers();
    }

    @Test
    void folderNamedLikeAPageIsWalkedNotRead() throws Exception {
        assertFalse(statuses.containsKey("folder.md"), "a folder is not a page: " + statuses.get("folder.md"));
        assertStatus("folder.md/inner.md", State.INDEXED, "");
        assertAnsweredFrom("Where is the axolotl tank?", "folder.md/inner.md", "room five");
    }

    /**
     * Tests run as root in CI, and root reads a chmod 000 file regardless. So, when root, the check runs
     * the real command line in a child JVM whose capability bounding set lacks CAP_DAC_OVERRIDE and
     * CAP_DAC_READ_SEARCH (setpriv): a root process without them is refused a mode-000 file like anyone.
     */
    @Test
    void unreadableFileFailsWithPermissionDenied(@TempDir Path dir) throws Exception {
        Path w = Files.createDirectory(dir.resolve("wiki"));
        Files.writeString(w.resolve("readable.md"), "# Readable\n\nThe okapi shelter is open.\n");
        Path locked = Files.writeString(w.resolve("locked.md"), "# Locked\n\nThe vicuna vault code is 55.\n");
        Files.setPosixFilePermissions(locked, java.util.Set.of());
        try {
            if (!"root".equals(System.getProperty("user.name")) && !Files.isReadable(locked)) {
                try (Engine e = Engine.open(w, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")), ProgressListener.NONE, () -> false)) {
                    FileStatus s = e.statuses().stream().filter(f -> f.path().equals("locked.md")).findFirst().orElseThrow();
                    assertEquals(State.FAILED, s.state());
                    assertEquals("cannot read: permission denied", s.reason());
                    assertTrue(e.ask("Is the okapi shelter open?").sources().contains("readable.md"));
                }
                return;
            }
            assumeTrue(ChildJvm.onPath("setpriv"), "running as root, and setpriv (util-linux) is missing to drop CAP_DAC_OVERRIDE");
            List<String> dropDac = List.of("setpriv", "--bounding-set=-dac_override,-dac_read_search", "--");
            assumeTrue(ChildJvm.exec("setpriv", "--bounding-set=-dac_override,-dac_read_search", "--", "cat", locked.toString()) == 1,
                    "setpriv cannot drop CAP_DAC_OVERRIDE in this container");
            ChildJvm.Result r = ChildJvm.run(dropDac, dir.resolve("cache"), dir, 120, "status", "--wiki", w.toString());
            assertEquals(0, r.exitCode(), r.err());
            assertTrue(r.out().contains("failed   locked.md — cannot read: permission denied"), r.out());
            assertTrue(r.out().contains("1 indexed, 0 skipped, 1 failed"), r.out());
        } finally {
            Files.setPosixFilePermissions(locked, java.util.Set.of(java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                    java.nio.file.attribute.PosixFilePermission.OWNER_WRITE));
        }
    }

    // ---- names ----

    @Test
    void namesWithSpacesUnicodeAndNewlinesAreIndexedUnderTheirExactNames() throws Exception {
        assertStatus("name with spaces.md", State.INDEXED, "");
        assertStatus("Ünïcödé 日本語 🦜.md", State.INDEXED, "");
        assertStatus("new\nline.md", State.INDEXED, "");
        assertAnsweredFrom("When is the capybara meeting?", "name with spaces.md", "Tuesday");
        assertAnsweredFrom("When is the pangolin festival?", "Ünïcödé 日本語 🦜.md", "April");
        assertAnsweredFrom("What colour is the wombat ledger?", "new\nline.md", "green");
        assertRestStillAnswers();
    }

    // ---- empty and front matter ----

    @Test
    void emptyAndBlankFilesHaveAStatusAndNoPassage() throws Exception {
        for (String name : List.of("empty.md", "blank.md")) {
            FileStatus s = status(name);
            assertEquals(State.INDEXED, s.state(), name + " " + s);
        }
        assertTrue(ask("empty blank").pagesConsulted().stream().noneMatch(p -> p.equals("empty.md") || p.equals("blank.md")));
        assertRestStillAnswers();
    }

    @Test
    void invalidFrontMatterIsIgnoredAndTheBodyIndexed() throws Exception {
        assertStatus("bad-front-matter.md", State.INDEXED, "");
        assertStatus("unclosed-front-matter.md", State.INDEXED, "");
        assertAnsweredFrom("What is the pelican quota?", "bad-front-matter.md", "nine");
        assertAnsweredFrom("What is the heron quota?", "unclosed-front-matter.md", "eleven");
        assertRestStillAnswers();
    }

    @Test
    void enormousFrontMatterIsIndexed() throws Exception {
        assertStatus("enormous-front-matter.md", State.INDEXED, "");
        assertStatus("enormous-title.md", State.INDEXED, "");
        assertAnsweredFrom("What is the walrus quota?", "enormous-front-matter.md", "thirty-three");
        assertAnsweredFrom("What is the ibex quota?", "enormous-title.md", "seventy-one");
        assertRestStillAnswers();
    }

    // ---- embeds ----

    @Test
    void embedCyclesIndexBothPagesOnce() throws Exception {
        assertStatus("A.md", State.INDEXED, "");
        assertStatus("B.md", State.INDEXED, "");
        assertStatus("C.md", State.INDEXED, "");
        assertAnsweredFrom("What is the osprey count?", "A.md", "twelve");
        assertAnsweredFrom("What is the falcon count?", "B.md", "nineteen");
        assertAnsweredFrom("What is the kestrel count?", "C.md", "seven");
        assertRestStillAnswers();
    }

    // ---- the report as a whole ----

    @Test
    void everyFileUnderTheRootHasExactlyOneStatusWithAReasonUnlessIndexed() {
        List<FileStatus> all = engine.statuses();
        assertEquals(all.size(), statuses.size(), "duplicate paths in " + all);
        for (FileStatus s : all) {
            if (s.state() == State.INDEXED) {
                assertEquals("", s.reason(), s.toString());
            } else {
                assertFalse(s.reason().isBlank(), s.toString());
            }
        }
        long indexed = all.stream().filter(s -> s.state() == State.INDEXED).count();
        assertEquals(engine.pageCount(), indexed);
    }

    // ---- shared steps and assertions of the tests above ----

    private static FileStatus status(String path) {
        FileStatus s = statuses.get(path);
        assertTrue(s != null, "no status for " + path + " in " + statuses.keySet());
        return s;
    }

    private static void assertStatus(String path, State state, String reason) {
        FileStatus s = status(path);
        assertEquals(state, s.state(), s.toString());
        assertEquals(reason, s.reason(), s.toString());
    }

    private static Answer ask(String question) {
        return assertTimeoutPreemptively(ASK_LIMIT, () -> engine.ask(new Question(question, false, 5)));
    }

    private static void assertAnsweredFrom(String question, String page, String expected) {
        Answer a = ask(question);
        assertNull(a.error(), a.error());
        assertTrue(a.answered(), question + " -> " + a.text());
        assertEquals(page, a.sources().getFirst(), question + " -> " + a.sources());
        assertTrue(a.text().contains(expected), question + " -> " + a.text());
    }

    static void assertRestStillAnswers() {
        assertAnsweredFrom("What is the zephyr calibration code?", "control.md", "4417");
    }

    private static void write(String rel, String text) throws IOException {
        Path file = wiki.resolve(rel);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static byte[] concat(byte[]... parts) {
        int n = Arrays.stream(parts).mapToInt(p -> p.length).sum();
        ByteBuffer b = ByteBuffer.allocate(n);
        for (byte[] p : parts) {
            b.put(p);
        }
        return b.array();
    }

    /** 100 MB of real text, written a megabyte at a time: a second or so, not a minute. */
    static void writeHundredMegabytes(Path file) throws IOException {
        byte[] mb = "The yak manifest repeats. ".repeat(1024 * 1024 / 26 + 1).substring(0, 1024 * 1024).getBytes(StandardCharsets.US_ASCII);
        try (OutputStream out = Files.newOutputStream(file)) {
            for (int i = 0; i < 100; i++) {
                out.write(mb);
            }
        }
    }

    static Optional<FileStatus> find(List<FileStatus> all, String path) {
        return all.stream().filter(f -> f.path().equals(path)).findFirst();
    }
}
