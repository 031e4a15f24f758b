package ephemeris.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A tiny HTTP server on 127.0.0.1 that counts every connection it accepts and records each request
 * line; it answers 204 No Content. Only java.base, so the module-patched test compile needs nothing more.
 */
public final class CountingServer implements AutoCloseable {
    private final ServerSocket socket;
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final Thread thread;

    public CountingServer() throws IOException {
        socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        thread = Thread.ofPlatform().daemon().name("counting-server").start(this::loop);
    }

    private void loop() {
        while (!socket.isClosed()) {
            try (Socket c = socket.accept()) {
                c.setSoTimeout(2_000);
                String line;
                try {
                    line = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.ISO_8859_1)).readLine();
                } catch (IOException e) {
                    line = null;
                }
                requests.add(line == null ? "(connection without a request)" : line);
                OutputStream out = c.getOutputStream();
                out.write("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (IOException e) {
                // closed, or a client went away
            }
        }
    }

    /** http://127.0.0.1:port */
    public String url() {
        return "http://127.0.0.1:" + socket.getLocalPort();
    }

    /** Every connection accepted so far, by its request line. */
    public List<String> requests() {
        return List.copyOf(requests);
    }

    /** Forgets the requests counted so far. */
    public void clear() {
        requests.clear();
    }

    @Override
    public void close() throws IOException {
        socket.close();
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
