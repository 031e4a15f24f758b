package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Answers command line calls from an engine that stays open: each call's arguments run through the same
 * picocli commands as in a process of their own, against the open engine, one call at a time, and what they
 * print goes back with the exit code. The socket sits in a folder only the owner can enter.
 *
 * <p>A server holds its wiki's index (its write lock), so another process that needs the wiki may ask it to
 * leave; whether it does is its {@link LeavePolicy}. A server that leaves closes its engine before it answers
 * the asking process, so the index is free by the time that process goes on.
 */
final class LocalServer implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(LocalServer.class.getName());

    private final ServerSocketFile socketFile;
    /** The engine, once opened: calls that come while it opens wait for it; failing to open, it fails them. */
    private final CompletableFuture<Engine> engine;
    private final EngineOptions options;
    private final LeavePolicy leaves;
    private final Object oneAtATime = new Object();
    /** Set (holding {@link #oneAtATime}) when the server leaves: no call is run any more, and the engine is closed. */
    private volatile boolean left;
    private volatile long lastCallNanos = System.nanoTime();
    /** The wiki folder's identity when the engine opened it (see {@link ServedEngine}). */
    private volatile ServedEngine.Folder opened;

    private LocalServer(ServerSocketFile socketFile, CompletableFuture<Engine> engine, EngineOptions options, LeavePolicy leaves) {
        this.socketFile = socketFile;
        this.engine = engine;
        this.options = options;
        this.leaves = leaves;
        engine.thenAccept(e -> {
            opened = ServedEngine.Folder.at(e.root());
            lastCallNanos = System.nanoTime(); // idle from when it could first answer
        });
    }

    /** Binds a server that never leaves while its process has the wiki open (the window's). */
    static LocalServer bind(Path socket, Engine engine, EngineOptions options) throws IOException {
        return bind(socket, CompletableFuture.completedFuture(engine), options, LeavePolicy.NEVER);
    }

    /** Binds a server for an engine that is already open. */
    static LocalServer bind(Path socket, Engine engine, EngineOptions options, LeavePolicy leaves) throws IOException {
        return bind(socket, CompletableFuture.completedFuture(engine), options, leaves);
    }

    /**
     * Binds the socket, replacing one a server that ended without cleaning up left behind. The engine may still be
     * opening: binding first lets the calls made meanwhile wait for it here, rather than each find the index held
     * and build one in memory.
     *
     * @throws IOException when another live server holds it, or the socket cannot be made
     */
    static LocalServer bind(Path socket, CompletableFuture<Engine> engine, EngineOptions options, LeavePolicy leaves) throws IOException {
        ServeProtocol.build(); // read now, while the runtime on disk is the one this process runs
        return new LocalServer(ServerSocketFile.bind(socket), engine, options, leaves);
    }

    /** Whether a live server listens on {@code socket}. */
    static boolean answers(Path socket) {
        return ServerSocketFile.answers(socket);
    }

    Path socket() {
        return socketFile.path();
    }

    /** Accepts calls until {@link #close}; each is read on a thread of its own, and run one at a time. */
    void serve() {
        serve(null);
    }

    /**
     * Accepts calls until {@link #close}, or until no call has come for {@code idle} (null: no limit), when it
     * leaves as if asked.
     */
    void serve(java.time.Duration idle) {
        if (idle != null) {
            Thread.ofPlatform().daemon().name("ephemeris-serve-idle").start(() -> leaveWhenIdle(idle));
        }
        while (socketFile.isOpen()) {
            SocketChannel call;
            try {
                call = socketFile.accept();
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                LOG.log(Level.WARNING, "Accepting a call failed: " + e.getMessage(), e);
                return;
            }
            Thread.ofVirtual().name("ephemeris-served-call").start(() -> handle(call));
        }
    }

    private void handle(SocketChannel call) {
        try (call) {
            DataInputStream in = new DataInputStream(Channels.newInputStream(call));
            DataOutputStream out = new DataOutputStream(Channels.newOutputStream(call));
            ServeProtocol.Request request = ServeProtocol.readRequest(in);
            List<String> args = request.args();
            ServeProtocol.Reply reply;
            if (args.size() == 1 && ServeProtocol.LEAVE_REQUESTS.contains(args.getFirst())) {
                reply = leaveIfAsked(args.getFirst()); // understood from any version
            } else if (!request.sameVersion() || args.isEmpty() || !ServeProtocol.SERVED.contains(args.getFirst())) {
                reply = ServeProtocol.Reply.DECLINE;
            } else if (!request.sameBuild() && leaves == LeavePolicy.FOR_ANY_NEED) {
                // Another build's call (the app was upgraded in place since this server started): its answers would be
                // the old code's. It runs in its own process, and starts a server of its own build after a minute.
                reply = ServeProtocol.Reply.DECLINE;
                synchronized (oneAtATime) {
                    holdOffTheNextServer(); // two builds in use in turns do not start one server after another
                    leave();
                }
            } else {
                reply = run(args);
            }
            reply.write(out);
        } catch (IOException e) {
            LOG.log(Level.FINE, "A served call ended early", e);
        }
    }

    /** Runs one call's command against the open engine, as a process of its own would. */
    ServeProtocol.Reply run(List<String> args) {
        synchronized (oneAtATime) {
            if (left) {
                return ServeProtocol.Reply.DECLINE;
            }
            lastCallNanos = System.nanoTime();
            Engine open;
            try {
                open = engine.join();
            } catch (java.util.concurrent.CompletionException | java.util.concurrent.CancellationException e) {
                return ServeProtocol.Reply.DECLINE; // it did not open: the call says why in its own process
            }
            ServedEngine lent = new ServedEngine(open, options, opened);
            ServeProtocol.Reply reply = CapturedRun.run(args, lent);
            lastCallNanos = System.nanoTime();
            if (lent.declined()) {
                if (leaves == LeavePolicy.FOR_ANY_NEED) {
                    holdOffTheNextServer();
                    leave(); // the call runs in its own process, which needs the index this one holds
                }
                return ServeProtocol.Reply.DECLINE;
            }
            return reply;
        }
    }

    /**
     * Marks the socket's folder so that the call this server leaves for, or the next ones when it could not open,
     * do not start another at once.
     */
    void holdOffTheNextServer() {
        try {
            MarkFile.mark(socketFile.path().getParent().resolve(ServerOnDemand.STARTING_MARK), java.time.Instant.now());
        } catch (IOException e) {
            LOG.log(Level.FINE, "No mark left", e);
        }
    }

    /** Removes the mark a call left when it started this server: it serves now, and the next may start one once it leaves. */
    void listening() {
        try {
            Files.deleteIfExists(socketFile.path().getParent().resolve(ServerOnDemand.STARTING_MARK));
        } catch (IOException e) {
            LOG.log(Level.FINE, "The mark stays", e);
        }
    }

    /**
     * Answers a request to leave: {@link ServeProtocol#LEAVE} from a process about to open the wiki itself,
     * {@link ServeProtocol#STOP} from {@code ephemeris serve --stop}. Answered when this server left (its engine
     * closed), declined when its policy keeps it.
     */
    private ServeProtocol.Reply leaveIfAsked(String request) {
        if (!leaves.leavesWhenAsked(request)) {
            return ServeProtocol.Reply.DECLINE;
        }
        synchronized (oneAtATime) {
            leave();
        }
        return new ServeProtocol.Reply(ServeProtocol.ANSWERED, ExitCodes.OK, "", "");
    }

    private void leaveWhenIdle(java.time.Duration idle) {
        long limit = idle.toNanos();
        long tick = Math.max(1, Math.min(idle.toMillis() / 4, 30_000));
        try {
            while (socketFile.isOpen()) {
                Thread.sleep(tick);
                synchronized (oneAtATime) {
                    if (!left && engine.isDone() && System.nanoTime() - lastCallNanos >= limit) {
                        leave();
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Stops serving and closes the engine, which lets the index's lock go; one still opening is waited for, since
     * the process that asked goes on to open the index. Called holding {@link #oneAtATime}.
     */
    private void leave() {
        left = true;
        // The engine first: a call that connects meanwhile waits for this one and is declined once the index is free.
        try {
            engine.join().close();
        } catch (java.util.concurrent.CompletionException | java.util.concurrent.CancellationException e) {
            // it never opened: nothing holds the index
        }
        close();
    }

    /** Whether this server has left (asked to, idle, or for a call it could not answer). */
    boolean hasLeft() {
        return left;
    }

    /** Stops accepting calls and removes the socket file, once (see {@link ServerSocketFile#close}). */
    @Override
    public void close() {
        socketFile.close();
    }
}
