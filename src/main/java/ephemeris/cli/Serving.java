package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Lets a process that has a wiki open (the window) answer the command line's calls on it, as {@code ephemeris serve} does. */
public final class Serving {
    private static final Logger LOG = Logger.getLogger(Serving.class.getName());

    private Serving() {
    }

    /**
     * Before the window opens the wiki at {@code root}: a server a burst of command line calls started on it leaves,
     * so the window gets the index (and serves the calls itself).
     */
    public static void makeWay(Path root, EngineOptions options) {
        try {
            ServerOnDemand.makeWay(options.cacheRoot(), root.toRealPath());
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "No server asked to make way for " + root + ": " + e.getMessage(), e);
        }
    }

    /**
     * Serves {@code engine}'s wiki to command line calls on a background thread until the returned handle is
     * closed; empty when it cannot (an index kept in memory only, another process already serving it).
     */
    public static Optional<AutoCloseable> start(Engine engine, EngineOptions options) {
        if (options.cacheRoot() == null || engine.indexLocation().isEmpty()) {
            return Optional.empty();
        }
        try {
            Path socket = ServeProtocol.socket(options.cacheRoot(), engine.root().toRealPath());
            LocalServer server = LocalServer.bind(socket, engine, options);
            Thread.ofPlatform().daemon().name("ephemeris-serve").start(server::serve);
            // A signal ends the process without closing the window's session: the socket goes with the process.
            Thread atExit = new Thread(server::close, "ephemeris-serve-close");
            Runtime.getRuntime().addShutdownHook(atExit);
            return Optional.of(() -> {
                server.close();
                try {
                    Runtime.getRuntime().removeShutdownHook(atExit);
                } catch (IllegalStateException e) {
                    // the process is ending: the hook runs anyway, and closing twice is harmless
                }
            });
        } catch (IOException e) {
            LOG.log(Level.FINE, "Not serving command line calls on " + engine.root() + ": " + e.getMessage(), e);
            return Optional.empty();
        }
    }
}
