package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Answers command line calls from an engine that stays open: each call's arguments run through the same
 * picocli commands as in a process of their own, against the open engine, one call at a time, and what they
 * print goes back with the exit code. The socket sits in a folder only the owner can enter.
 */
final class LocalServer implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(LocalServer.class.getName());

    private final Path socket;
    private final ServerSocketChannel channel;
    private final Engine engine;
    private final EngineOptions options;
    private final Object oneAtATime = new Object();

    private LocalServer(Path socket, ServerSocketChannel channel, Engine engine, EngineOptions options) {
        this.socket = socket;
        this.channel = channel;
        this.engine = engine;
        this.options = options;
    }

    /**
     * Binds the socket, replacing one a server that ended without cleaning up left behind.
     *
     * @throws IOException when another live server holds it, or the socket cannot be made
     */
    static LocalServer bind(Path socket, Engine engine, EngineOptions options) throws IOException {
        Path dir = socket.getParent();
        Files.createDirectories(dir);
        // Where the file system has no POSIX permissions (Windows), the user's own cache folder's rules apply.
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        }
        if (Files.exists(socket)) {
            if (answers(socket)) {
                throw new IOException("another Ephemeris process already serves this wiki");
            }
            Files.deleteIfExists(socket);
        }
        ServerSocketChannel ch = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            ch.bind(UnixDomainSocketAddress.of(socket));
        } catch (IOException | IllegalArgumentException e) {
            ch.close();
            throw new IOException("cannot make the socket " + socket + ": " + e.getMessage(), e);
        }
        return new LocalServer(socket, ch, engine, options);
    }

    /** Whether a live server listens on {@code socket}. */
    static boolean answers(Path socket) {
        try (SocketChannel ignored = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    Path socket() {
        return socket;
    }

    /** Accepts calls until {@link #close}; each is read on a thread of its own, and run one at a time. */
    void serve() {
        while (channel.isOpen()) {
            SocketChannel call;
            try {
                call = channel.accept();
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
            List<String> args = ServeProtocol.readRequest(in);
            ServeProtocol.Reply reply = args == null || args.isEmpty() || !ServeProtocol.SERVED.contains(args.getFirst())
                    ? ServeProtocol.Reply.DECLINE : run(args);
            reply.write(out);
        } catch (IOException e) {
            LOG.log(Level.FINE, "A served call ended early", e);
        }
    }

    /** Runs one call's command against the open engine, as a process of its own would. */
    ServeProtocol.Reply run(List<String> args) {
        synchronized (oneAtATime) {
            ServedEngine lent = new ServedEngine(engine, options);
            ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
            ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
            PrintWriter out = new PrintWriter(new OutputStreamWriter(outBytes, StandardCharsets.UTF_8), true);
            PrintWriter err = new PrintWriter(new OutputStreamWriter(errBytes, StandardCharsets.UTF_8), true);
            int code;
            Terminal.SERVING.set(true);
            try {
                code = Cli.run(args.toArray(String[]::new), out, err, lent);
            } finally {
                Terminal.SERVING.remove();
            }
            out.flush();
            err.flush();
            if (lent.declined()) {
                return ServeProtocol.Reply.DECLINE;
            }
            return new ServeProtocol.Reply(ServeProtocol.ANSWERED, code,
                    outBytes.toString(StandardCharsets.UTF_8), errBytes.toString(StandardCharsets.UTF_8));
        }
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            LOG.log(Level.FINE, "Closing the server socket failed", e);
        }
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            LOG.log(Level.FINE, "The socket file stays", e);
        }
    }
}
