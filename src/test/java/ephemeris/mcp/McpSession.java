package ephemeris.mcp;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/** One in-process session for tests: a following engine on a wiki, the server, and the SDK's client. */
final class McpSession implements AutoCloseable {
    final WatchingEngine live;
    final McpSyncServer server;
    final PipeClientTransport transport;
    final McpSyncClient client;

    private McpSession(WatchingEngine live, McpSyncServer server, PipeClientTransport transport, McpSyncClient client) {
        this.live = live;
        this.server = server;
        this.transport = transport;
        this.client = client;
    }

    /** A session whose engine checks the folder before every call (no once-a-second pause). */
    static McpSession open(Path root, Path cache) throws IOException {
        return open(root, cache, Duration.ZERO);
    }

    static McpSession open(Path root, Path cache, Duration checkInterval) throws IOException {
        var options = ephemeris.engine.EngineOptions.defaults().withCacheRoot(cache);
        WatchingEngine live = new WatchingEngine(root, options, checkInterval);
        PipeClientTransport.Wired wired = PipeClientTransport.wire(live);
        McpSyncClient client = McpClient.sync(wired.client())
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(20))
                .clientInfo(new McpSchema.Implementation("ephemeris-tests", "1"))
                .build();
        client.initialize();
        try {
            live.awaitIdle(Duration.ofSeconds(60)); // the fixture's files are all in the index before a test changes them
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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

    /** Calls until the result satisfies the condition; the engine applies changes within about a second. */
    McpSchema.CallToolResult eventually(String tool, Map<String, Object> arguments,
                                        java.util.function.Predicate<McpSchema.CallToolResult> condition) throws InterruptedException {
        McpSchema.CallToolResult r = call(tool, arguments);
        long deadline = System.currentTimeMillis() + 15_000;
        while (!condition.test(r) && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
            r = call(tool, arguments);
        }
        return r;
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
