package ephemeris.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import reactor.core.publisher.Mono;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * A client transport that talks to the server's real stdio transport through in-memory pipes, so the
 * SDK's client drives the server in-process with the same newline-delimited framing as over stdio.
 */
final class PipeClientTransport implements McpClientTransport {
    private final McpJsonMapper mapper;
    private final InputStream fromServer;
    private final OutputStream toServer;
    private volatile boolean closing;
    /** Every line the server wrote, in order. */
    final java.util.List<String> received = new java.util.concurrent.CopyOnWriteArrayList<>();

    private PipeClientTransport(McpJsonMapper mapper, InputStream fromServer, OutputStream toServer) {
        this.mapper = mapper;
        this.fromServer = fromServer;
        this.toServer = toServer;
    }

    /** A server on {@code live} and a client transport wired to it. */
    record Wired(McpSyncServer server, PipeClientTransport client) {
    }

    static Wired wire(LiveEngine live) throws IOException {
        McpJsonMapper mapper = McpServerFactory.jsonMapper();
        Pipe clientToServer = Pipe.open();
        Pipe serverToClient = Pipe.open();
        var transport = McpStdio.transport(Channels.newInputStream(clientToServer.source()),
                Channels.newOutputStream(serverToClient.sink()));
        McpSyncServer server = McpServerFactory.build(transport, live, "test");
        PipeClientTransport client = new PipeClientTransport(mapper, Channels.newInputStream(serverToClient.source()),
                Channels.newOutputStream(clientToServer.sink()));
        return new Wired(server, client);
    }

    /** Writes one raw line to the server, as a misbehaving client could. */
    void sendRaw(String line) {
        synchronized (toServer) {
            try {
                toServer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                toServer.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public Mono<Void> connect(Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler) {
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    received.add(line);
                    McpSchema.JSONRPCMessage message;
                    try {
                        message = McpSchema.deserializeJsonRpcMessage(mapper, line);
                    } catch (IOException | RuntimeException e) {
                        continue; // kept in 'received' for the test to look at
                    }
                    handler.apply(Mono.just(message)).subscribe();
                }
            } catch (IOException e) {
                if (!closing) {
                    throw new UncheckedIOException(e);
                }
            }
        }, "mcp-test-client-reader");
        reader.setDaemon(true);
        reader.start();
        return Mono.empty();
    }

    @Override
    public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
        return Mono.fromRunnable(() -> {
            try {
                sendRaw(mapper.writeValueAsString(message));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.fromRunnable(() -> {
            closing = true;
            try {
                toServer.close();
            } catch (IOException ignored) {
                // already closed
            }
        });
    }

    @Override
    public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
        return mapper.convertValue(data, typeRef);
    }
}
