package ephemeris.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Stands between stdin and the SDK's stdio transport, which ends the session on the first line it cannot
 * parse. Here a line that is not a JSON-RPC message is logged to stderr and dropped, and blank lines are
 * skipped, so the session goes on. When the bad line still carries a request id, the client also gets
 * JSON-RPC's invalid-request error (-32600) for it; without an id there is nobody to answer (MCP clients,
 * the SDK's among them, reject responses with a null id). Writes to {@code out} under the SDK's lock.
 */
final class GuardedLines extends InputStream {
    private static final Logger LOG = Logger.getLogger(GuardedLines.class.getName());
    static final int INVALID_REQUEST = -32600;
    static final int INVALID_PARAMS = -32602;

    private final BufferedReader reader;
    private final OutputStream out;
    private final McpJsonMapper mapper;
    private byte[] line = new byte[0];
    private int pos;
    private boolean ended;

    GuardedLines(InputStream in, OutputStream out, McpJsonMapper mapper) {
        this.reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.mapper = mapper;
    }

    @Override
    public int read() throws IOException {
        if (!fill()) {
            return -1;
        }
        return line[pos++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (!fill()) {
            return -1;
        }
        int n = Math.min(len, line.length - pos);
        System.arraycopy(line, pos, b, off, n);
        pos += n;
        return n;
    }

    /** Makes sure unread bytes of a valid line are buffered; false at the end of input. */
    private boolean fill() throws IOException {
        while (pos >= line.length) {
            if (ended) {
                return false;
            }
            String next = reader.readLine();
            if (next == null) {
                ended = true;
                return false;
            }
            if (next.isBlank() || !acceptable(next)) {
                continue;
            }
            line = (next + "\n").getBytes(StandardCharsets.UTF_8);
            pos = 0;
        }
        return true;
    }

    private boolean acceptable(String text) {
        try {
            McpSchema.JSONRPCMessage message = McpSchema.deserializeJsonRpcMessage(mapper, text);
            if (message instanceof McpSchema.JSONRPCRequest r && "tools/call".equals(r.method())
                    && r.params() instanceof Map<?, ?> params && params.get("arguments") != null
                    && !(params.get("arguments") instanceof Map<?, ?>)) {
                // The SDK would answer with a bare Jackson message; say what the arguments should look like.
                LOG.warning("tools/call with arguments that are not an object; answered with an error.");
                reply(r.id(), INVALID_PARAMS, "Invalid params: \"arguments\" must be a JSON object, e.g. "
                        + "{\"question\": \"How do I embed a PDF?\"}, not " + ToolArguments.jsonType(params.get("arguments")) + ".");
                return false;
            }
            return true;
        } catch (Exception notJsonRpc) {
            Object id = null;
            String message = "Parse error: the line is not JSON.";
            try {
                Object parsed = mapper.readValue(text, Object.class);
                message = "Invalid request: not a JSON-RPC 2.0 message (it needs \"jsonrpc\": \"2.0\" and a method or a result).";
                if (parsed instanceof Map<?, ?> m && (m.get("id") instanceof String || m.get("id") instanceof Number)) {
                    id = m.get("id");
                }
            } catch (Exception notJson) {
                // keep the parse error
            }
            LOG.warning(message + " Dropped: " + (text.length() > 200 ? text.substring(0, 200) + "…" : text));
            if (id != null) {
                reply(id, INVALID_REQUEST, message);
            }
            return false;
        }
    }

    private void reply(Object id, int code, String message) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        Map<String, Object> response = new LinkedHashMap<>();
        response.put("jsonrpc", "2.0");
        response.put("id", id);
        response.put("error", error);
        try {
            byte[] bytes = (mapper.writeValueAsString(response) + "\n").getBytes(StandardCharsets.UTF_8);
            synchronized (out) { // the SDK's stdio transport writes under this same lock
                out.write(bytes);
                out.flush();
            }
        } catch (IOException e) {
            LOG.warning("Could not send an error response: " + e.getMessage());
        }
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
