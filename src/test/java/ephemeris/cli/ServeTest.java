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
        engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false);
        Path socket = ServeProtocol.socket(CacheLocation.root(), wiki.toRealPath());
        server = LocalServer.bind(socket, engine, options);
        Thread.ofPlatform().daemon().start(server::serve);
        return socket;
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
