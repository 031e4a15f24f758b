package ephemeris.cli;

import ephemeris.TestWiki;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The second call within a burst on one wiki starts a server for the calls after it, with the call's own options,
 * for an index kept in the cache folder; not while one is being started, not when the environment says not to.
 */
class ServerOnDemandTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private static final Path LAUNCHER = Path.of("/opt/ephemeris/bin/ephemeris");
    private static final Instant T0 = Instant.parse("2026-12-05T09:00:00Z");

    private List<String> expected(String... options) throws Exception {
        List<String> c = new java.util.ArrayList<>(List.of(LAUNCHER.toString(), "serve", "--wiki", wiki.toRealPath().toString(),
                "--on-demand", "--idle-minutes", "10"));
        c.addAll(List.of(options));
        return c;
    }

    @Test
    void theSecondCallOfABurstStartsAServerWithTheCallsOptions() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withCacheRoot(cache).withMeaning(false).withStaleDays(30);
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            assertEquals(Optional.empty(), ServerOnDemand.serverToStart(engine, options, LAUNCHER, null, T0), "a single call");
            assertEquals(Optional.of(expected("--stale-days", "30", "--meaning", "off")),
                    ServerOnDemand.serverToStart(engine, options, LAUNCHER, null, T0.plus(Duration.ofMinutes(9))));
            assertEquals(Optional.empty(), ServerOnDemand.serverToStart(engine, options, LAUNCHER, null,
                    T0.plus(Duration.ofMinutes(9).plusSeconds(20))), "one is being started");
            assertEquals(Optional.of(expected("--stale-days", "30", "--meaning", "off")), ServerOnDemand.serverToStart(engine, options,
                    LAUNCHER, null, T0.plus(Duration.ofMinutes(11))), "the one started a minute ago did not come up");
            assertEquals(Optional.empty(), ServerOnDemand.serverToStart(engine, options, LAUNCHER, null,
                    T0.plus(Duration.ofMinutes(22))), "ten minutes since the last call: a new burst");
        }
    }

    @Test
    void noServerIsStartedWhileOneServesTheWikiAndAnIndexKeptInMemoryStillCounts() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withCacheRoot(cache).withMeaning(false);
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            Path socket = ServeProtocol.socket(cache, wiki.toRealPath());
            try (LocalServer server = LocalServer.bind(socket, engine, options, LeavePolicy.FOR_ANY_NEED)) {
                Thread.ofPlatform().daemon().start(server::serve);
                ServerOnDemand.serverToStart(engine, options, LAUNCHER, null, T0);
                assertEquals(Optional.empty(), ServerOnDemand.serverToStart(engine, options, LAUNCHER, null, T0.plusSeconds(5)),
                        "one answers already");
            }
        }
        EngineOptions inMemory = EngineOptions.defaults().withCacheRoot(cache).withMeaning(false);
        try (Engine holder = Engine.open(wiki, inMemory, ProgressListener.NONE, () -> false);
             Engine held = Engine.open(wiki, inMemory.withHeldIndexWait(Duration.ZERO), ProgressListener.NONE, () -> false)) {
            assertTrue(held.indexLocation().isEmpty());
            assertEquals(Optional.empty(), ServerOnDemand.serverToStart(held, inMemory, LAUNCHER, null, T0.plus(Duration.ofMinutes(3))));
            java.nio.file.attribute.FileTime noted = java.nio.file.Files.getLastModifiedTime(
                    ServeProtocol.socket(cache, wiki.toRealPath()).resolveSibling(ServerOnDemand.LAST_CALL));
            assertEquals(T0.plus(Duration.ofMinutes(3)), noted.toInstant(), "the call is noted all the same");
        }
    }

    @Test
    void meaningSearchOnIsTheServersDefault() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withCacheRoot(cache).withMeaning(false);
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            ServerOnDemand.serverToStart(engine, options, LAUNCHER, null, T0);
            EngineOptions meaningOn = options.withMeaning(true);
            assertEquals(Optional.of(expected("--stale-days", "180")),
                    ServerOnDemand.serverToStart(engine, meaningOn, LAUNCHER, null, T0.plusSeconds(5)));
        }
    }

    @Test
    void theEnvironmentCanSayNeverAndAnIndexKeptInMemoryStartsNone() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withCacheRoot(cache).withMeaning(false);
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false)) {
            for (String never : List.of("off", "manual")) {
                ServerOnDemand.serverToStart(engine, options, LAUNCHER, never, T0);
                assertEquals(Optional.empty(), ServerOnDemand.serverToStart(engine, options, LAUNCHER, never, T0.plusSeconds(5)), never);
            }
        }
        EngineOptions inMemory = EngineOptions.defaults().inMemory().withMeaning(false);
        try (Engine engine = Engine.open(wiki, inMemory, ProgressListener.NONE, () -> false)) {
            ServerOnDemand.serverToStart(engine, inMemory, LAUNCHER, null, T0);
            assertEquals(Optional.empty(), ServerOnDemand.serverToStart(engine, inMemory, LAUNCHER, null, T0.plusSeconds(5)));
        }
    }

    @Test
    void onlyCommandsThatOpenTheWikiAskAServerToMakeWay() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withMeaning(false); // the cache folder calls use
        Path socket = ServeProtocol.socket(options.cacheRoot(), wiki.toRealPath());
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false);
             LocalServer server = LocalServer.bind(socket, engine, options, LeavePolicy.FOR_ANY_NEED)) {
            Thread.ofPlatform().daemon().start(server::serve);
            before("--version");
            before("serve", "--stop", "--wiki", wiki.toString()); // serve asks for itself
            before("index", "--wiki", wiki.resolve("missing").toString());
            before();
            assertFalse(server.hasLeft());
            before("index", "--wiki", wiki.toString());
            assertTrue(server.hasLeft());
        }
        assertEquals(ServerOnDemand.Asked.NO_SERVER, ServerOnDemand.ask(options.cacheRoot(), wiki.toRealPath(), ServeProtocol.LEAVE));
        assertEquals(ServerOnDemand.Asked.NO_SERVER, ServerOnDemand.ask(null, wiki.toRealPath(), ServeProtocol.LEAVE));
    }

    @Test
    void aCallThatFindsTheIndexHeldIsAnsweredByTheServerThatHoldsIt() throws Exception {
        TestWiki.seed004(wiki);
        EngineOptions options = EngineOptions.defaults().withMeaning(false);
        String[] query = {"query", "How many days of on-call rotation?", "--meaning", "off", "--wiki", wiki.toString()};
        CliTest.Run own = CliTest.run(query);
        Path socket = ServeProtocol.socket(options.cacheRoot(), wiki.toRealPath());
        try (Engine engine = Engine.open(wiki, options, ProgressListener.NONE, () -> false);
             LocalServer server = LocalServer.bind(socket, engine, options, LeavePolicy.FOR_ANY_NEED)) {
            Thread.ofPlatform().daemon().start(server::serve);
            java.io.StringWriter out = new java.io.StringWriter();
            java.util.OptionalInt code = ServerOnDemand.beforeOpening(query, new java.io.PrintWriter(out), new java.io.PrintWriter(new java.io.StringWriter()));
            assertEquals(java.util.OptionalInt.of(0), code);
            assertEquals(own.out(), out.toString());
            assertFalse(server.hasLeft(), "a call it answers does not send it away");
        }
        // With nobody holding the index, the call goes on in its own process at once.
        assertEquals(java.util.OptionalInt.empty(), ServerOnDemand.beforeOpening(query, new java.io.PrintWriter(new java.io.StringWriter()),
                new java.io.PrintWriter(new java.io.StringWriter())));
    }

    private static void before(String... args) {
        ServerOnDemand.beforeOpening(args, new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(new java.io.StringWriter()));
    }
}
