package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.IdleMemory;
import ephemeris.engine.ProgressListener;
import ephemeris.index.WikiIndex;
import ephemeris.wiki.WikiException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Callable;

/**
 * {@code ephemeris serve}: keeps the wiki's index, its meaning vectors and the model open, follows the
 * folder, and answers the {@code query}, {@code related} and {@code status} calls made on the same wiki
 * from other processes, so that each call costs a process start rather than opening the index.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Keep the wiki open and answer `query`, `related` and `status` calls on it from other processes, "
                + "much faster than each opening the index itself. Runs until stopped (Ctrl-C, or `ephemeris serve --stop`).",
                "Calls find it through a socket in the wiki's cache folder that only you can open; with no server they "
                        + "answer in their own process, with the same output. A burst of calls starts a server by itself, which "
                        + "leaves after " + ServerOnDemand.IDLE_MINUTES + " idle minutes or as soon as another process opens the wiki. "
                        + "EPHEMERIS_SERVER=manual: calls use a running server but never start one; off: calls ignore servers."})
public final class ServeCommand implements Callable<Integer> {
    /** How long a server started on demand waits for the calls in progress to let the index go. */
    static final Duration FREE_WITHIN = Duration.ofSeconds(5);

    @Mixin
    WikiOptions wikiOptions = new WikiOptions();

    @picocli.CommandLine.Option(names = "--stop", description = "Stop the server that has the wiki open, and exit.")
    boolean stop;

    @picocli.CommandLine.Option(names = "--idle-minutes", paramLabel = "N", defaultValue = "0",
            description = "Stop after N minutes without a call (default: 0, never).")
    int idleMinutes;

    /** Started by a burst of calls ({@link ServerOnDemand}): makes way for any process that opens the wiki. */
    @picocli.CommandLine.Option(names = "--on-demand", hidden = true)
    boolean onDemand;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        // Started on demand, it stands in for one-shot calls: it computes missing vectors only when a call waits for
        // them, as theirs do, so its answers are theirs whatever the vectors' state, and it does no work unasked.
        EngineOptions options = onDemand ? wikiOptions.engineOptions() : wikiOptions.longRunningOptions();
        if (options.cacheRoot() == null) {
            err.println("Cannot serve without a cache folder.");
            return ExitCodes.FAILURE;
        }
        if (idleMinutes < 0) {
            err.println("--idle-minutes must be 0 (never) or more.");
            return ExitCodes.USAGE;
        }
        Path root = wikiOptions.root();
        if (stop) {
            return stop(root, options, err);
        }
        Path real;
        try {
            real = root.toRealPath();
        } catch (IOException e) {
            err.println(WikiException.notFound(root).getMessage());
            return ExitCodes.NOT_FOUND;
        }
        Path socket = ServeProtocol.socket(options.cacheRoot(), real);
        if (onDemand) {
            if (LocalServer.answers(socket)) {
                return ExitCodes.OK; // another call's server came first: it serves the burst
            }
            options = options.withKeptIndexOnly(true); // it serves the calls' own index, or none
        } else {
            // A server a burst of calls started gives the wiki up to this one.
            ServerOnDemand.makeWay(options.cacheRoot(), real);
        }
        LeavePolicy leaves = onDemand ? LeavePolicy.FOR_ANY_NEED : LeavePolicy.WHEN_STOPPED;
        CompletableFuture<Engine> opening = new CompletableFuture<>();
        // The socket first: calls made while the engine opens wait for it, instead of finding the index held.
        try (LocalServer server = LocalServer.bind(socket, opening, options, leaves)) {
            Runtime.getRuntime().addShutdownHook(new Thread(server::close, "ephemeris-serve-close"));
            Thread serving = Thread.ofPlatform().name("ephemeris-serve").start(
                    () -> server.serve(idleMinutes == 0 ? null : Duration.ofMinutes(idleMinutes)));
            Engine engine = null;
            try {
                if (onDemand && !indexFreed(options.cacheRoot(), real, server)) {
                    server.holdOffTheNextServer();
                    return ExitCodes.OK; // calls made meanwhile run in their own processes
                }
                // Asked to leave while it opens, it stops catching up with the folder and closes.
                engine = Engine.open(root, options, ProgressListener.NONE, server::hasLeft);
                opening.complete(engine);
            } catch (WikiException e) {
                if (onDemand) {
                    server.holdOffTheNextServer();
                }
                if (server.hasLeft()) {
                    return ExitCodes.OK; // asked to leave while it opened: nothing failed
                }
                throw e;
            } finally {
                if (!opening.isDone()) {
                    opening.completeExceptionally(new IOException("the wiki was not opened"));
                }
            }
            if (onDemand) {
                server.listening();
            }
            try (Engine open = engine) {
                open.watch();
                IdleMemory.startForThisProcess();
                err.println("Serving " + open.root() + ": query, related and status calls on it are answered here. "
                        + "Ctrl-C or `ephemeris serve --stop` stops.");
                err.flush();
                serving.join();
            }
            return ExitCodes.OK;
        } catch (WikiException e) {
            err.println(e.getMessage());
            return ExitCodes.of(e.kind());
        } catch (IOException e) {
            err.println("Cannot serve " + root + ": " + e.getMessage());
            return ExitCodes.FAILURE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitCodes.FAILURE;
        }
    }

    /**
     * Waits, for at most {@link #FREE_WITHIN}, until this process could open the wiki's persisted index: the call
     * that started this server, or one made just before its socket was bound, may still hold it. Gives up when the
     * server leaves meanwhile.
     */
    private static boolean indexFreed(Path cacheRoot, Path real, LocalServer server) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + FREE_WITHIN.toNanos();
        while (!server.hasLeft()) {
            if (ephemeris.index.CacheLocation.openableIn(cacheRoot, real)) {
                return true;
            }
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** {@code --stop}: asks the wiki's server to leave, and says what happened. */
    private int stop(Path root, EngineOptions options, PrintWriter err) {
        Path real;
        try {
            real = root.toRealPath();
        } catch (IOException e) {
            err.println(ephemeris.wiki.Messages.wikiNotFound(root));
            return ExitCodes.NOT_FOUND;
        }
        return switch (ServerOnDemand.ask(options.cacheRoot(), real, ServeProtocol.STOP)) {
            case LEFT -> {
                err.println("Stopped the server of " + real + ".");
                yield ExitCodes.OK;
            }
            case NO_SERVER -> {
                err.println("No server has " + real + " open.");
                yield ExitCodes.OK;
            }
            case STAYS -> {
                err.println("The server of " + real + " stays: the window has it open (closing the window stops it), "
                        + "or it is of another version of Ephemeris.");
                yield ExitCodes.FAILURE;
            }
        };
    }
}
