package ephemeris.cli;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The Unix socket a {@link LocalServer} listens on, and the file it made for it: the only file it may remove, since
 * the process it made way for may already have bound its own at the same path.
 */
final class ServerSocketFile implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(ServerSocketFile.class.getName());

    private final Path path;
    /** The socket file this server made (its inode where the system has one): the only one it may remove. */
    private final Object fileKey;
    private final ServerSocketChannel channel;
    private final AtomicBoolean closed = new AtomicBoolean();

    private ServerSocketFile(Path path, Object fileKey, ServerSocketChannel channel) {
        this.path = path;
        this.fileKey = fileKey;
        this.channel = channel;
    }

    /**
     * Binds the socket in a folder only the owner can enter, replacing one a server that ended without cleaning up
     * left behind.
     *
     * @throws IOException when another live server holds it, or the socket cannot be made
     */
    static ServerSocketFile bind(Path socket) throws IOException {
        ServeProtocol.ownerOnlyFolder(socket.getParent());
        if (Files.exists(socket)) {
            if (answers(socket)) {
                throw new IOException("another Ephemeris process already serves this wiki");
            }
            Files.deleteIfExists(socket);
        }
        ServerSocketChannel ch = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        Object fileKey;
        try {
            ch.bind(UnixDomainSocketAddress.of(socket));
            fileKey = Files.readAttributes(socket, BasicFileAttributes.class).fileKey();
        } catch (IOException | IllegalArgumentException e) {
            ch.close();
            throw new IOException("cannot make the socket " + socket + ": " + e.getMessage(), e);
        }
        return new ServerSocketFile(socket, fileKey, ch);
    }

    /** Whether a live server listens on {@code socket}. */
    static boolean answers(Path socket) {
        try (SocketChannel ignored = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    Path path() {
        return path;
    }

    boolean isOpen() {
        return channel.isOpen();
    }

    /** The next call; {@link java.nio.channels.ClosedChannelException} once closed. */
    SocketChannel accept() throws IOException {
        return channel.accept();
    }

    /**
     * Stops accepting calls and removes the socket file, once, and only if it is still the one this server made:
     * the process this one made way for may already have bound its own at the same path.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        // The file first, while this server still listens: no other process replaces a socket that answers.
        try {
            Object now = Files.readAttributes(path, BasicFileAttributes.class).fileKey();
            if (fileKey == null || fileKey.equals(now)) {
                Files.deleteIfExists(path);
            }
        } catch (java.nio.file.NoSuchFileException e) {
            // already gone
        } catch (IOException e) {
            LOG.log(Level.FINE, "The socket file stays", e);
        }
        try {
            channel.close();
        } catch (IOException e) {
            LOG.log(Level.FINE, "Closing the server socket failed", e);
        }
    }
}
