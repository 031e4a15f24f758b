package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.index.CacheLocation;
import ephemeris.index.WikiIndex;
import ephemeris.process.ThisProcess;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A burst of command line calls on one wiki starts a server for it (decision 0020). An agent or a script asks
 * question after question; each call in a process of its own opens the index, reads the catalog and runs cold
 * code, which costs about a second, where a call answered by a server that has the wiki open costs a process
 * start. So the second call within {@link #BURST} of the one before, answered in its own process, starts
 * {@code ephemeris serve --on-demand} in the background as it ends; later calls are answered by it. That server
 * leaves after {@link #IDLE_MINUTES} minutes without a call, and makes way at once for any process that opens the
 * wiki itself (the window, {@code index}, a call it cannot answer), so it never keeps anyone from the index.
 *
 * <p>Only the packaged launcher's calls start one (a server is started through it), and only for an index kept in
 * the cache folder. The server computes missing meaning vectors only when a call waits for them, as a call in its
 * own process does, so its answers are the ones the call's own process would give, and it does no work unasked.
 * {@code EPHEMERIS_SERVER=manual} lets calls use a running server but never start one; {@code off} neither.
 */
public final class ServerOnDemand {
    private static final Logger LOG = Logger.getLogger(ServerOnDemand.class.getName());

    /** A call this soon after the one before on the same wiki starts a server. */
    static final Duration BURST = Duration.ofMinutes(10);
    /** A server started on demand leaves after this many minutes without a call. */
    static final int IDLE_MINUTES = 10;
    /** {@code EPHEMERIS_SERVER=manual}: use a running server, never start one. */
    static final String MANUAL = "manual";
    /**
     * A server being started keeps the next calls from starting another for this long (it removes the mark once it
     * listens); so does one that left for a call it could not answer, so that calls alternating between options do
     * not start one server after another.
     */
    static final Duration STARTING = Duration.ofMinutes(1);
    /** In the socket's folder: when the wiki's last call answered in its own process was made. */
    static final String LAST_CALL = "last-call";
    /** In the socket's folder: when a server was last started, or last left for a call it could not answer. */
    static final String STARTING_MARK = "starting";
    /** Set (true) on a call run again on both JIT tiers: it already waited for a server in the first process. */
    static final String WAITED = "ephemeris.server.waited";
    /** How long a call whose wiki's index another process holds waits for a server to answer it, or the index to be let go. */
    static final Duration SERVER_WITHIN = Duration.ofSeconds(3);
    /** How long a request to leave waits for the server's answer: it finishes the call it is running first. */
    static final Duration ANSWER_WITHIN = Duration.ofSeconds(30);
    /** The commands that open a wiki in their own process, and so ask a server started on demand to make way. */
    private static final java.util.Set<String> OPEN_THE_WIKI = java.util.Set.of("query", "related", "status", "index", "mcp", "bench");

    private ServerOnDemand() {
    }

    /**
     * Before a command opens its wiki in this process ({@code args} name the command and {@code --wiki}, else the
     * default wiki). A call that a server answers ({@code query}, {@code related}, {@code status}) and that finds its
     * wiki's index held by another process with no server listening waits, for at most {@link #SERVER_WITHIN}, for a
     * server to come up and answer it (the one the call before started binds its socket before it takes the index)
     * or for the index to be let go (a call that is finishing). With {@code EPHEMERIS_SERVER=off}, and for every other
     * command that opens the wiki, a server started on demand is asked to leave.
     *
     * @return the exit code of the call when a server answered it (having printed what it printed)
     */
    public static java.util.OptionalInt beforeOpening(String[] args, java.io.PrintWriter out, java.io.PrintWriter err) {
        if (args.length == 0 || !OPEN_THE_WIKI.contains(args[0])) {
            return java.util.OptionalInt.empty();
        }
        Optional<ServedCall.OnWiki> named = ServedCall.OnWiki.of(args);
        if (named.isEmpty()) {
            return java.util.OptionalInt.empty(); // a missing wiki, a bad --wiki: the command says so in its own words
        }
        Path real = named.get().realRoot();
        Path cacheRoot = CacheLocation.root();
        if (!ServeProtocol.SERVED.contains(args[0]) || ServedCall.serversIgnored()) {
            makeWay(cacheRoot, real);
            return java.util.OptionalInt.empty();
        }
        if (Boolean.getBoolean(WAITED) || !serverExpected(cacheRoot, real)) {
            return java.util.OptionalInt.empty(); // no server to wait for (the process run again on both tiers has waited)
        }
        long deadline = System.nanoTime() + SERVER_WITHIN.toNanos();
        try {
            while (ephemeris.index.CacheLocation.heldIn(cacheRoot, real) && System.nanoTime() < deadline) {
                ServedCall.Outcome o = ServedCall.ask(args, out, err);
                if (o.kind() == ServedCall.Kind.ANSWERED) {
                    return java.util.OptionalInt.of(o.exitCode());
                }
                if (o.kind() == ServedCall.Kind.DECLINED) {
                    break; // a server that stays (the window's) holds it, or one that declined and has left
                }
                Thread.sleep(50);
            }
        } catch (IOException e) {
            // the wiki went away: the command says so
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return java.util.OptionalInt.empty();
    }

    /** Whether a server for the wiki listens, or one was started (or left for a call) within {@link #STARTING}. */
    private static boolean serverExpected(Path cacheRoot, Path realRoot) {
        Path socket = ServeProtocol.socket(cacheRoot, realRoot);
        try {
            return Files.exists(socket) || MarkFile.recently(socket.resolveSibling(STARTING_MARK), Instant.now(), STARTING);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Asks the server on the wiki at {@code realRoot} to leave if it was started on demand.
     *
     * @return whether a server left (its engine closed, the index's lock let go)
     */
    public static boolean makeWay(Path cacheRoot, Path realRoot) {
        return ask(cacheRoot, realRoot, ServeProtocol.LEAVE) == Asked.LEFT;
    }

    /** What a server said to a request to leave. */
    enum Asked { LEFT, STAYS, NO_SERVER }

    /** Sends {@code request} ({@link ServeProtocol#LEAVE} or {@link ServeProtocol#STOP}) to the wiki's server. */
    static Asked ask(Path cacheRoot, Path realRoot, String request) {
        if (cacheRoot == null) {
            return Asked.NO_SERVER;
        }
        Path socket = ServeProtocol.socket(cacheRoot, realRoot);
        if (!Files.exists(socket)) {
            return Asked.NO_SERVER;
        }
        try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            java.util.concurrent.FutureTask<Asked> answer = new java.util.concurrent.FutureTask<>(
                    () -> ServeProtocol.exchange(ch, List.of(request)).kind() == ServeProtocol.ANSWERED ? Asked.LEFT : Asked.STAYS);
            Thread.ofVirtual().name("ephemeris-ask-server").start(answer);
            try {
                return answer.get(ANSWER_WITHIN.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                return Asked.STAYS; // busy with a long call (one waiting for vectors): it has not left
            } catch (java.util.concurrent.ExecutionException e) {
                return Asked.NO_SERVER; // it hung up
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Asked.STAYS;
            }
        } catch (IOException | RuntimeException e) {
            return Asked.NO_SERVER; // a socket left behind by a server that was killed
        }
    }

    /**
     * After a call answered in this process with {@code engine} (still open): notes the call, and returns what
     * starts the wiki's server when this call continues a burst, to be run once the engine is closed.
     *
     * @param meaningMatters whether the call's output depends on meaning search (else the server gets the default)
     */
    static Runnable afterCall(Engine engine, EngineOptions options, boolean meaningMatters) {
        try {
            Optional<Path> launcher = ThisProcess.launcher();
            if (launcher.isEmpty() || trainsAnAotCache(ThisProcess.commandLine())) {
                return () -> { };
            }
            EngineOptions served = meaningMatters ? options : options.withMeaning(true);
            Optional<List<String>> server = serverToStart(engine, served, launcher.get(), System.getenv(ServedCall.ENV_VAR), Instant.now());
            return server.isEmpty() ? () -> { } : () -> DetachedServer.start(server.get(), options.cacheRoot());
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "No server started: " + e.getMessage(), e);
            return () -> { };
        }
    }

    /**
     * The command line of the server this call starts, if it starts one: the call ran through {@code launcher},
     * its index is kept in the cache folder, the environment allows it, and the wiki's previous call was within
     * {@link #BURST} of {@code now} with no server started in the last {@link #STARTING}. Notes the call either way.
     */
    static Optional<List<String>> serverToStart(Engine engine, EngineOptions options, Path launcher, String serverEnv, Instant now) {
        if ("off".equals(serverEnv) || MANUAL.equals(serverEnv) || options.cacheRoot() == null) {
            return Optional.empty();
        }
        try {
            Path real = engine.root().toRealPath();
            Path socket = ServeProtocol.socket(options.cacheRoot(), real);
            Path folder = socket.getParent();
            ServeProtocol.ownerOnlyFolder(folder);
            boolean burst = noteCall(folder.resolve(LAST_CALL), now);
            if (!burst || engine.indexLocation().isEmpty() || MarkFile.recently(folder.resolve(STARTING_MARK), now, STARTING)
                    || LocalServer.answers(socket)) {
                return Optional.empty(); // a lone call, an index this process could not keep, one starting or serving
            }
            MarkFile.mark(folder.resolve(STARTING_MARK), now);
            List<String> command = new ArrayList<>();
            command.add(launcher.toString());
            command.addAll(List.of("serve", "--wiki", real.toString(), "--on-demand", "--idle-minutes", Integer.toString(IDLE_MINUTES),
                    "--stale-days", Integer.toString(options.staleDays())));
            if (!options.meaning()) {
                command.addAll(List.of("--meaning", "off"));
            }
            return Optional.of(command);
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "No server started for " + engine.root() + ": " + e.getMessage(), e);
            return Optional.empty();
        }
    }

    /** Records a call at {@code now} in {@code file}; whether the call before it was within {@link #BURST}. */
    private static boolean noteCall(Path file, Instant now) throws IOException {
        boolean burst = MarkFile.recently(file, now, BURST);
        MarkFile.mark(file, now);
        return burst;
    }

    /**
     * Whether a process is a training run that writes an AOT cache (the app's build makes one of a first-tier
     * call): it must neither run a call again nor leave a server behind.
     */
    static boolean trainsAnAotCache(List<String> commandLine) {
        return commandLine.stream().anyMatch(a -> a.startsWith("-XX:AOTCacheOutput=") || a.equals("-XX:AOTMode=record")
                || a.equals("-XX:AOTMode=create"));
    }
}
