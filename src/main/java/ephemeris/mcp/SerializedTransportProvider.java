package ephemeris.mcp;

import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransport;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import reactor.core.publisher.Mono;

import java.util.List;

/**
 * Hands the SDK's stdio transport one outgoing message at a time. Its {@code sendMessage} emits into a
 * unicast sink that fails when two threads emit at once, retrying for only 100 ms; when an agent makes
 * several calls in parallel on a busy machine, a response could be dropped and the agent left waiting.
 * Here every send is subscribed under one lock, so emissions never overlap.
 */
final class SerializedTransportProvider implements McpServerTransportProvider {
    private final McpServerTransportProvider delegate;

    SerializedTransportProvider(McpServerTransportProvider delegate) {
        this.delegate = delegate;
    }

    @Override
    public void setSessionFactory(McpServerSession.Factory factory) {
        delegate.setSessionFactory(transport -> factory.create(new Serialized(transport)));
    }

    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        return delegate.notifyClients(method, params);
    }

    @Override
    public Mono<Void> notifyClient(String sessionId, String method, Object params) {
        return delegate.notifyClient(sessionId, method, params);
    }

    @Override
    public Mono<Void> closeGracefully() {
        return delegate.closeGracefully();
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public List<String> protocolVersions() {
        return delegate.protocolVersions();
    }

    private static final class Serialized implements McpServerTransport {
        private final McpServerTransport inner;
        private final Object lock = new Object();

        Serialized(McpServerTransport inner) {
            this.inner = inner;
        }

        @Override
        public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
            return Mono.create(sink -> {
                synchronized (lock) {
                    // Once the transport is running, the inner Mono emits while being subscribed, under the lock.
                    inner.sendMessage(message).subscribe(v -> { }, sink::error, sink::success);
                }
            });
        }

        @Override
        public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
            return inner.unmarshalFrom(data, typeRef);
        }

        @Override
        public Mono<Void> closeGracefully() {
            return inner.closeGracefully();
        }

        @Override
        public void close() {
            inner.close();
        }

        @Override
        public List<String> protocolVersions() {
            return inner.protocolVersions();
        }
    }
}
