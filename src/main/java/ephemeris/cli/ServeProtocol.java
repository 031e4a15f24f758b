package ephemeris.cli;

import ephemeris.index.CacheLocation;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/**
 * How a command line call hands its arguments to an {@code ephemeris serve} process that has the wiki open,
 * and gets back what the command printed and its exit code. The socket lives in the wiki's own cache folder,
 * inside a folder only its owner can enter. Frames are length-prefixed UTF-8, so the client needs no JSON
 * library (it runs before anything else is loaded).
 */
final class ServeProtocol {
    /** Bumped whenever a frame changes: a server of another version declines, and the call runs in-process. */
    static final int VERSION = 2;
    /** The commands a server answers; anything else is declined and runs in its own process. */
    static final java.util.Set<String> SERVED = java.util.Set.of("query", "related", "status");
    /** Asked by a process about to open the wiki itself: a server started on demand leaves, others stay. */
    static final String LEAVE = "--leave";
    /** Asked by {@code ephemeris serve --stop}: a server the user or a burst of calls started leaves; the window's stays. */
    static final String STOP = "--stop";
    static final java.util.Set<String> LEAVE_REQUESTS = java.util.Set.of(LEAVE, STOP);
    static final int ANSWERED = 0;
    static final int DECLINED = 1;
    /** Neither side sends more than this in one string; a longer one is a broken peer. */
    private static final int MAX_BYTES = 64 << 20;

    private ServeProtocol() {
    }

    /** The socket of the server for the wiki at {@code realRoot}, under the cache root. */
    static Path socket(Path cacheRoot, Path realRoot) {
        return CacheLocation.indexFor(cacheRoot, realRoot).resolve("serve").resolve("socket");
    }

    /** Creates {@code dir} (the socket's folder) if needed, and lets only its owner enter it. */
    static void ownerOnlyFolder(Path dir) throws IOException {
        Files.createDirectories(dir);
        // Where the file system has no POSIX permissions (Windows), the user's own cache folder's rules apply.
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        }
    }

    /**
     * The build this process runs: its version and runtime, and when the runtime's code was written. A server started
     * before the app was upgraded in place runs the old code from the same path, and must not answer for the new one.
     */
    static String build() {
        return BuildHolder.BUILD;
    }

    private static final class BuildHolder {
        static final String BUILD = read();

        private static String read() {
            Path home = Path.of(System.getProperty("java.home"));
            String written;
            try {
                written = Files.getLastModifiedTime(home.resolve("lib").resolve("modules")).toString();
            } catch (IOException | RuntimeException e) {
                written = "";
            }
            return Version.current() + " " + home + " " + written;
        }
    }

    /** A call as the server reads it: the caller's {@link #build()} (null from another protocol version), and the command line's arguments. */
    record Request(String build, List<String> args) {
        /** Whether the caller speaks this protocol version. */
        boolean sameVersion() {
            return build != null;
        }

        /** Whether the caller runs the same build as this process. */
        boolean sameBuild() {
            return ServeProtocol.build().equals(build);
        }
    }

    /**
     * A call: the protocol version, the command line's arguments, then the caller's build. Every version reads a
     * request's arguments the same way, so a request to leave is understood by a server of any version.
     */
    static void writeRequest(DataOutputStream out, List<String> args) throws IOException {
        java.io.ByteArrayOutputStream frame = new java.io.ByteArrayOutputStream();
        DataOutputStream f = new DataOutputStream(frame);
        f.writeInt(VERSION);
        f.writeInt(args.size());
        for (String a : args) {
            writeString(f, a);
        }
        writeString(f, build());
        out.write(frame.toByteArray()); // one write: a server that hangs up early does not cut a request in two
        out.flush();
    }

    /**
     * A call. One of another protocol version has its arguments and no build: it is answered only if it asks the
     * server to leave ({@link #LEAVE_REQUESTS}).
     */
    static Request readRequest(DataInputStream in) throws IOException {
        int version = in.readInt();
        int n = in.readInt();
        if (n < 0 || n > 10_000) {
            throw new IOException("a call with " + n + " arguments");
        }
        List<String> args = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            args.add(readString(in));
        }
        return new Request(version == VERSION ? readString(in) : null, args);
    }

    /** Sends one request on {@code ch} and reads the server's reply. */
    static Reply exchange(java.nio.channels.SocketChannel ch, List<String> args) throws IOException {
        writeRequest(new DataOutputStream(java.nio.channels.Channels.newOutputStream(ch)), args);
        return Reply.read(new DataInputStream(java.nio.channels.Channels.newInputStream(ch)));
    }

    /** What the command did: answered (exit code, stdout, stderr) or declined (the client runs it itself). */
    record Reply(int kind, int exitCode, String out, String err) {
        static final Reply DECLINE = new Reply(DECLINED, 0, "", "");

        void write(DataOutputStream o) throws IOException {
            o.writeInt(kind);
            o.writeInt(exitCode);
            writeString(o, out);
            writeString(o, err);
            o.flush();
        }

        static Reply read(DataInputStream in) throws IOException {
            int kind = in.readInt();
            int code = in.readInt();
            return new Reply(kind, code, readString(in), readString(in));
        }
    }

    private static void writeString(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    private static String readString(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_BYTES) {
            throw new IOException("a string of " + n + " bytes");
        }
        byte[] b = in.readNBytes(n);
        if (b.length != n) {
            throw new java.io.EOFException("the peer hung up");
        }
        return new String(b, StandardCharsets.UTF_8);
    }
}
