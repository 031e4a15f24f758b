package ephemeris.cli;

import ephemeris.TestWiki;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.index.CacheLocation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A call made while {@code ephemeris serve} has the wiki open is answered by it, exactly as in its own process. */
class ServeTest {
    @TempDir
    Path wiki;

    private Engine engine;
    private LocalServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        if (engine != null) {
            engine.close();
        }
    }

    private Path serve(EngineOptions options) throws Exception {
        return serve(options, LeavePolicy.NEVER, null);
    }

    private Path serve(EngineOptions options, LeavePolicy leaves, java.time.Duration idle) throws Exception {
        engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false);
        Path socket = ServeProtocol.socket(CacheLocation.root(), wiki.toRealPath());
        server = LocalServer.bind(socket, engine, options, leaves);
        Thread.ofPlatform().daemon().start(() -> server.serve(idle));
        return socket;
    }

    /** Whether a process other than the server could open the wiki's persisted index now. */
    private boolean indexFree() throws IOException {
        return ephemeris.index.CacheLocation.openableIn(CacheLocation.root(), wiki.toRealPath());
    }

    @Test
    void aServerStartedOnDemandMakesWayForAProcessThatOpensTheWiki() throws Exception {
        TestWiki.seed004(wiki);
        Path socket = serve(KEYWORDS, LeavePolicy.FOR_ANY_NEED, null);
        assertFalse(indexFree(), "the server holds the index");
        assertTrue(ServerOnDemand.makeWay(CacheLocation.root(), wiki.toRealPath()));
        assertTrue(server.hasLeft());
        assertFalse(Files.exists(socket));
        assertTrue(indexFree(), "the index's lock was let go before the answer");
        assertFalse(ServerOnDemand.makeWay(CacheLocation.root(), wiki.toRealPath()), "nothing left to make way");
    }

    @Test
    void aServerStartedOnDemandLeavesForACallItCannotAnswer() throws Exception {
        TestWiki.seed004(wiki);
        serve(KEYWORDS, LeavePolicy.FOR_ANY_NEED, null);
        assertTrue(call("query", "oncall", "--meaning", "off", "--wiki", wiki.toString()).code().isPresent(), "answered");
        assertFalse(server.hasLeft());
        assertTrue(call("query", "oncall", "--stale-days", "3", "--meaning", "off", "--wiki", wiki.toString()).code().isEmpty(),
                "another staleness limit runs in its own process");
        assertTrue(server.hasLeft());
        assertTrue(indexFree(), "and finds the index free");
        assertTrue(Files.exists(server.socket().getParent().resolve(ServerOnDemand.STARTING_MARK)),
                "the call it left for does not start another server at once");
    }

    @Test
    void aServerTheUserStartedStaysForOthersUntilStopped() throws Exception {
        TestWiki.seed004(wiki);
        Path real = wiki.toRealPath();
        serve(KEYWORDS, LeavePolicy.WHEN_STOPPED, null);
        assertFalse(ServerOnDemand.makeWay(CacheLocation.root(), real));
        assertTrue(call("query", "oncall", "--stale-days", "3", "--meaning", "off", "--wiki", wiki.toString()).code().isEmpty());
        assertFalse(server.hasLeft(), "a declined call does not end it");
        CliTest.Run stop = CliTest.run("serve", "--stop", "--wiki", wiki.toString());
        assertEquals(0, stop.code());
        assertEquals("Stopped the server of " + real + ".\n", stop.err());
        assertTrue(server.hasLeft());
        CliTest.Run again = CliTest.run("serve", "--stop", "--wiki", wiki.toString());
        assertEquals(0, again.code());
        assertEquals("No server has " + real + " open.\n", again.err());
    }

    @Test
    void theWindowsServerStaysUntilTheWindowClosesTheWiki() throws Exception {
        TestWiki.seed004(wiki);
        serve(KEYWORDS);
        assertFalse(ServerOnDemand.makeWay(CacheLocation.root(), wiki.toRealPath()));
        CliTest.Run stop = CliTest.run("serve", "--stop", "--wiki", wiki.toString());
        assertEquals(1, stop.code());
        assertEquals("The server of " + wiki.toRealPath() + " stays: the window has it open (closing the window stops it), "
                + "or it is of another version of Ephemeris.\n", stop.err());
        assertFalse(server.hasLeft());
    }

    @Test
    void aServerGivenAnIdleLimitLeavesWhenNoCallComes() throws Exception {
        TestWiki.seed004(wiki);
        serve(KEYWORDS, LeavePolicy.WHEN_STOPPED, java.time.Duration.ofMillis(300));
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
        while (!(server.hasLeft() && indexFree()) && System.nanoTime() < deadline) {
            Thread.sleep(50); // it says it is leaving before its engine has closed
        }
        assertTrue(server.hasLeft());
        assertTrue(indexFree());
    }

    @Test
    void aCallMadeWhileTheEngineOpensWaitsForItAndIsServed() throws Exception {
        TestWiki.seed004(wiki);
        String[] query = {"query", "How many days of on-call rotation?", "--json", "--meaning", "off", "--wiki", wiki.toString()};
        CliTest.Run own = CliTest.run(query);
        java.util.concurrent.CompletableFuture<Engine> opening = new java.util.concurrent.CompletableFuture<>();
        server = LocalServer.bind(ServeProtocol.socket(CacheLocation.root(), wiki.toRealPath()), opening, KEYWORDS,
                LeavePolicy.FOR_ANY_NEED);
        Thread.ofPlatform().daemon().start(server::serve);
        java.util.concurrent.CompletableFuture<Served> waiting = java.util.concurrent.CompletableFuture.supplyAsync(() -> call(query));
        Thread.sleep(200);
        assertFalse(waiting.isDone(), "the call waits for the engine");
        engine = Engine.open(wiki, KEYWORDS, ProgressListener.NONE, () -> false);
        opening.complete(engine);
        Served s = waiting.get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals(OptionalInt.of(0), s.code());
        assertEquals(own.out(), s.out());
    }

    @Test
    void anEngineThatFailsToOpenSendsTheCallsToTheirOwnProcesses() throws Exception {
        TestWiki.seed004(wiki);
        java.util.concurrent.CompletableFuture<Engine> opening = new java.util.concurrent.CompletableFuture<>();
        server = LocalServer.bind(ServeProtocol.socket(CacheLocation.root(), wiki.toRealPath()), opening, KEYWORDS,
                LeavePolicy.FOR_ANY_NEED);
        Thread.ofPlatform().daemon().start(server::serve);
        opening.completeExceptionally(new IOException("no"));
        assertTrue(call("query", "oncall", "--meaning", "off", "--wiki", wiki.toString()).code().isEmpty());
    }

    @Test
    void aServerStartedOnDemandWaitsForTheCallHoldingTheIndexThenServesUntilItMakesWay() throws Exception {
        TestWiki.seed004(wiki);
        String[] query = {"query", "oncall", "--meaning", "off", "--wiki", wiki.toString()};
        CliTest.Run own = CliTest.run(query);
        Engine call = Engine.open(wiki, KEYWORDS, ProgressListener.NONE, () -> false); // a call in its own process, still answering
        Path mark = ServeProtocol.socket(CacheLocation.root(), wiki.toRealPath()).resolveSibling(ServerOnDemand.STARTING_MARK);
        ServeProtocol.ownerOnlyFolder(mark.getParent());
        MarkFile.mark(mark, java.time.Instant.now()); // as the call that starts it leaves it
        java.util.concurrent.CompletableFuture<CliTest.Run> serving = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> CliTest.run("serve", "--on-demand", "--meaning", "off", "--wiki", wiki.toString()));
        Path socket = ServeProtocol.socket(CacheLocation.root(), wiki.toRealPath());
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
        while (!LocalServer.answers(socket) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Thread.sleep(300);
        assertFalse(serving.isDone(), "it waits for the index");
        call.close();
        Served s = call(query);
        assertEquals(OptionalInt.of(0), s.code(), "served once the index was free");
        assertEquals(own.out(), s.out());
        assertFalse(Files.exists(mark), "serving, it lets the next burst start a server once it has left");
        assertTrue(ServerOnDemand.makeWay(CacheLocation.root(), wiki.toRealPath()));
        CliTest.Run ended = serving.get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals(0, ended.code(), ended.err());
        assertTrue(indexFree());
    }

    @Test
    void aPageSavedJustBeforeAServedCallIsInItsAnswer() throws Exception {
        TestWiki.seed004(wiki);
        serve(KEYWORDS, LeavePolicy.FOR_ANY_NEED, null);
        engine.watch();
        Thread.sleep(500); // the watcher's first pass
        call("query", "quokka", "--meaning", "off", "--wiki", wiki.toString()); // warm: the served call below takes milliseconds
        Files.writeString(wiki.resolve("zebra.md"), "# Zebra crossing\n\nThe zebra crossing policy applies to every quokka.\n");
        Thread.sleep(30); // a call's process starts in about a tenth of a second: the save's event has reached the watcher
        Served s = call("query", "quokka", "--meaning", "off", "--wiki", wiki.toString());
        assertEquals(OptionalInt.of(0), s.code());
        assertTrue(s.out().contains("zebra.md"), s.out());
    }

    @Test
    void onlyAChangedPageMakesTheWatcherHoldChanges() throws Exception {
        TestWiki.seed004(wiki);
        engine = Engine.open(wiki, KEYWORDS, ProgressListener.NONE, () -> false);
        engine.watch();
        Thread.sleep(500); // the watcher's first pass
        Files.writeString(wiki.resolve("attachment.txt"), "not a page");
        assertFalse(heldWithin(300), "a file that is not a page changes no answer");
        Files.writeString(wiki.resolve("zebra.md"), "# Zebra\n\nA page.\n");
        assertTrue(heldWithin(5_000), "a saved page is held until it is applied");
    }

    private boolean heldWithin(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < deadline) {
            if (engine.holdsChanges()) {
                return true;
            }
            Thread.sleep(2);
        }
        return false;
    }

    @Test
    void aCallFromAnotherBuildIsDeclinedAndAServerStartedOnDemandMakesWayForIt() throws Exception {
        TestWiki.seed004(wiki);
        Path socket = serve(KEYWORDS, LeavePolicy.FOR_ANY_NEED, null);
        assertEquals(ServeProtocol.DECLINED, askAs(ServeProtocol.VERSION, "Ephemeris 0.0.9 /opt/old", socket,
                "query", "oncall", "--meaning", "off", "--wiki", wiki.toString()));
        assertTrue(server.hasLeft(), "an upgraded app's calls must not get the old code's answers");
        assertTrue(Files.exists(socket.resolveSibling(ServerOnDemand.STARTING_MARK)), "two builds in turns do not start server after server");
    }

    @Test
    void aServerThatStaysAnswersAnotherBuildsCallRatherThanKeepItFromTheIndex() throws Exception {
        TestWiki.seed004(wiki);
        Path socket = serve(KEYWORDS, LeavePolicy.WHEN_STOPPED, null);
        assertEquals(ServeProtocol.ANSWERED, askAs(ServeProtocol.VERSION, "Ephemeris 0.0.9 /opt/old", socket,
                "query", "oncall", "--meaning", "off", "--wiki", wiki.toString()));
        assertFalse(server.hasLeft());
    }

    @Test
    void aRequestToLeaveIsUnderstoodFromAnotherProtocolVersion() throws Exception {
        TestWiki.seed004(wiki);
        Path socket = serve(KEYWORDS, LeavePolicy.FOR_ANY_NEED, null);
        assertEquals(ServeProtocol.DECLINED, askAs(ServeProtocol.VERSION + 1, null, socket,
                "query", "oncall", "--meaning", "off", "--wiki", wiki.toString()), "a call of another version is not run");
        assertFalse(server.hasLeft());
        assertEquals(ServeProtocol.ANSWERED, askAs(ServeProtocol.VERSION + 1, null, socket, ServeProtocol.LEAVE));
        assertTrue(server.hasLeft());
    }

    /** Sends a call as a process of the given protocol version and build would (no build: none sent), and returns the kind of reply. */
    private static int askAs(int version, String build, Path socket, String... args) throws IOException {
        try (java.nio.channels.SocketChannel ch = java.nio.channels.SocketChannel.open(java.net.UnixDomainSocketAddress.of(socket))) {
            java.io.DataOutputStream out = new java.io.DataOutputStream(java.nio.channels.Channels.newOutputStream(ch));
            out.writeInt(version);
            out.writeInt(args.length);
            for (String a : args) {
                byte[] ab = a.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.writeInt(ab.length);
                out.write(ab);
            }
            if (build != null) {
                byte[] b = build.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.writeInt(b.length);
                out.write(b);
            }
            out.flush();
            return ServeProtocol.Reply.read(new java.io.DataInputStream(java.nio.channels.Channels.newInputStream(ch))).kind();
        }
    }

    @Test
    void aFolderMadeAnewWhereTheServedWikiWasIsAnotherWiki(@TempDir Path parent) throws Exception {
        Path w = parent.resolve("w");
        TestWiki.seed004(w);
        engine = Engine.open(w, KEYWORDS, ProgressListener.NONE, () -> false);
        server = LocalServer.bind(ServeProtocol.socket(CacheLocation.root(), w.toRealPath()), engine, KEYWORDS, LeavePolicy.FOR_ANY_NEED);
        Thread.ofPlatform().daemon().start(server::serve);
        Thread.sleep(100); // the engine's identity of the folder is taken as it completes
        assertTrue(call("query", "oncall", "--meaning", "off", "--wiki", w.toString()).code().isPresent());
        Path moved = parent.resolve("old");
        Files.move(w, moved);
        TestWiki.seed004(w);
        assertTrue(call("query", "oncall", "--meaning", "off", "--wiki", w.toString()).code().isEmpty());
        assertTrue(server.hasLeft());
    }

    @Test
    void stoppingNeedsAWikiThatExists(@TempDir Path other) {
        Path gone = other.resolve("gone");
        CliTest.Run stop = CliTest.run("serve", "--stop", "--wiki", gone.toString());
        assertEquals(3, stop.code());
        assertEquals(ephemeris.wiki.Messages.wikiNotFound(gone) + "\n", stop.err());
    }

    private static final EngineOptions KEYWORDS = EngineOptions.defaults().withMeaning(false);

    private record Served(OptionalInt code, String out, String err) {
    }

    private static Served call(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        OptionalInt code = ServedCall.tryServer(args, new PrintWriter(out), new PrintWriter(err));
        return new Served(code, out.toString(), err.toString());
    }

    @Test
    void servedQueryAndStatusPrintWhatTheirOwnProcessPrints() throws Exception {
        TestWiki.seed004(wiki);
        List<String[]> calls = List.of(
                new String[]{"query", "How many days of on-call rotation?", "--json", "--meaning", "off", "--wiki", wiki.toString()},
                new String[]{"query", "--meaning=off", "--wiki=" + wiki, "oncall"},
                new String[]{"status", "--wiki", wiki.toString()},
                new String[]{"query", "--meaning", "off", "--wiki", wiki.toString()}); // no question: usage, exit 2
        List<CliTest.Run> own = new ArrayList<>();
        for (String[] c : calls) {
            own.add(CliTest.run(c));
        }
        serve(KEYWORDS);
        for (int i = 0; i < calls.size(); i++) {
            Served s = call(calls.get(i));
            assertEquals(OptionalInt.of(own.get(i).code()), s.code(), String.join(" ", calls.get(i)));
            assertEquals(own.get(i).out(), s.out(), String.join(" ", calls.get(i)));
            assertEquals(own.get(i).err(), s.err(), String.join(" ", calls.get(i)));
        }
        assertEquals(2, own.get(3).code(), "the usage error is served as it is");
    }

    @Test
    void callsTheServerCannotAnswerAlikeRunInTheirOwnProcess() throws Exception {
        TestWiki.seed004(wiki);
        serve(KEYWORDS);
        assertTrue(call("query", "oncall", "--wiki", wiki.toString()).code().isEmpty(),
                "meaning search on (auto) while the server has it off");
        assertTrue(call("query", "oncall", "--meaning", "off", "--stale-days", "3", "--wiki", wiki.toString()).code().isEmpty(),
                "another staleness limit");
        assertTrue(call("bench", "--wiki", wiki.toString()).code().isEmpty(), "not a served command");
        assertTrue(call("query", "oncall", "--meaning", "off", "--wiki").code().isEmpty(), "--wiki without a folder");
    }

    @Test
    void withNoServerOrAStaleSocketTheCallRunsInItsOwnProcess(@TempDir Path other) throws Exception {
        TestWiki.seed004(other);
        assertTrue(call("query", "oncall", "--meaning", "off", "--wiki", other.toString()).code().isEmpty());
        Path socket = ServeProtocol.socket(CacheLocation.root(), other.toRealPath());
        Files.createDirectories(socket.getParent());
        Files.writeString(socket, "left by a server that was killed");
        assertTrue(call("query", "oncall", "--meaning", "off", "--wiki", other.toString()).code().isEmpty());
    }

    @Test
    void theSocketIsInAFolderOnlyItsOwnerCanEnterAndGoesWithTheServer() throws Exception {
        TestWiki.seed004(wiki);
        Path socket = serve(KEYWORDS);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(socket.getParent())));
        assertTrue(Files.exists(socket));
        IOException twice = assertThrows(IOException.class, () -> LocalServer.bind(socket, engine, KEYWORDS));
        assertEquals("another Ephemeris process already serves this wiki", twice.getMessage());
        server.close();
        assertFalse(Files.exists(socket));
        server = LocalServer.bind(socket, engine, KEYWORDS);
        assertTrue(Files.exists(socket), "a socket left behind is replaced");
    }

    @Test
    void wikiOptionIsTakenOutOfTheArguments() {
        List<String> args = new ArrayList<>(List.of("how", "--wiki", "/w", "--json"));
        assertEquals(Path.of("/w"), ServedCall.takeWiki(args));
        assertEquals(List.of("how", "--json"), args);
        args = new ArrayList<>(List.of("--wiki=/x", "how"));
        assertEquals(Path.of("/x"), ServedCall.takeWiki(args));
        assertEquals(List.of("how"), args);
        args = new ArrayList<>(List.of("how", "--", "--wiki", "/w"));
        assertNull(ServedCall.takeWiki(args), "after -- it is a question word");
        assertEquals(4, args.size());
        assertThrows(IllegalArgumentException.class, () -> ServedCall.takeWiki(new ArrayList<>(List.of("how", "--wiki"))));
    }
}
