package ephemeris.mcp;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/** One in-process session for tests: a following engine on a wiki, the server, and the SDK's client. */
final class McpSession implements AutoCloseable {
    final ReopeningEngine live;
    final McpSyncServer server;
    final PipeClientTransport transport;
    final McpSyncClient client;

    private McpSession(ReopeningEngine live, McpSyncServer server, PipeClientTransport transport, McpSyncClient client) {
        this.live = live;
        this.server = server;
        this.transport = transport;
        this.client = client;
    }

    /** A session whose engine re-checks the folder before every call (no once-a-second pause). */
    static McpSession open(Path root) throws IOException {
        return open(root, Duration.ZERO);
    }

    static McpSession open(Path root, Duration checkInterval) throws IOException {
        var options = ephemeris.engine.EngineOptions.defaults();
        ReopeningEngine live = new ReopeningEngine(root,
                r -> ephemeris.engine.Engine.open(r, options, ephemeris.engine.ProgressListener.NONE, () -> false),
                checkInterval, Clock.systemUTC());
        PipeClientTransport.Wired wired = PipeClientTransport.wire(live);
        McpSyncClient client = McpClient.sync(wired.client())
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(20))
                .clientInfo(new McpSchema.Implementation("ephemeris-tests", "1"))
                .build();
        client.initialize();
        return new McpSession(live, wired.server(), wired.client(), client);
    }

    McpSchema.CallToolResult call(String tool, Map<String, Object> arguments) {
        return client.callTool(new McpSchema.CallToolRequest(tool, arguments));
    }

    /** The text of a result's single text content. */
    static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().getFirst()).text();
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> structured(McpSchema.CallToolResult r) {
        return (Map<String, Object>) r.structuredContent();
    }

    void awaitIndex() throws InterruptedException {
        if (!live.awaitIdle(Duration.ofSeconds(30))) {
            throw new AssertionError("the index did not settle in 30 s");
        }
    }

    @Override
    public void close() {
        client.closeGracefully();
        server.closeGracefully();
        live.close();
    }
}
