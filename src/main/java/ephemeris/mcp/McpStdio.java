package ephemeris.mcp;

import ephemeris.engine.EngineOptions;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpServerTransportProvider;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * {@code ephemeris mcp}: serves the wiki over stdio until the client closes standard input. Standard
 * output carries protocol messages only; the caller points System.out at stderr before calling.
 */
public final class McpStdio {
    private McpStdio() {
    }

    /**
     * Serves until {@code in} ends.
     *
     * @param protocolOut where protocol messages go (the process's real stdout)
     * @param err         where the one-line start notice goes
     */
    public static void serve(Path root, EngineOptions options, String version, InputStream in, OutputStream protocolOut, PrintWriter err) throws InterruptedException {
        CountDownLatch ended = new CountDownLatch(1);
        InputStream watched = new EndSignallingInputStream(in, ended);
        try (LiveEngine live = WatchingEngine.open(root, options)) {
            var transport = transport(watched, protocolOut);
            McpSyncServer server = McpServerFactory.build(transport, live, version);
            err.println("Ephemeris " + version + ": MCP server on stdio for the wiki at " + root
                    + " (tools: wiki_query, wiki_status). Logs go to stderr.");
            err.flush();
            try {
                ended.await();
            } finally {
                server.closeGracefully();
            }
        }
    }

    /**
     * The SDK's stdio transport behind a guard that answers malformed lines instead of ending the session,
     * sending one message at a time.
     */
    static McpServerTransportProvider transport(InputStream in, OutputStream out) {
        var mapper = McpServerFactory.jsonMapper();
        return new SerializedTransportProvider(new StdioServerTransportProvider(mapper, new GuardedLines(in, out, mapper), out));
    }

    /** Counts a latch down when the client closes the stream, so the server knows the session is over. */
    private static final class EndSignallingInputStream extends FilterInputStream {
        private final CountDownLatch ended;

        EndSignallingInputStream(InputStream in, CountDownLatch ended) {
            super(in);
            this.ended = ended;
        }

        @Override
        public int read() throws IOException {
            return signal(super.read());
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            try {
                return signal(super.read(b, off, len));
            } catch (IOException e) {
                ended.countDown();
                throw e;
            }
        }

        private int signal(int n) {
            if (n < 0) {
                ended.countDown();
            }
            return n;
        }

        @Override
        public void close() throws IOException {
            ended.countDown();
            super.close();
        }
    }
}
