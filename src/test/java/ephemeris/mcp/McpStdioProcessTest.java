package ephemeris.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `ephemeris mcp` as a real process: stdout carries protocol messages only, and closing stdin ends it. */
class McpStdioProcessTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path wiki;

    @Test
    void stdoutCarriesOnlyProtocolMessagesAndTheServerExitsWhenStdinCloses() throws Exception {
        Files.writeString(wiki.resolve("Embedding PDFs.md"),
                "# Embedding PDFs\n\n" + McpServerTest.PDF_SENTENCE + "\n");
        String java = ProcessHandle.current().info().command().orElse("java");
        Path cache = Files.createTempDirectory("ephemeris-mcp-cache");
        ProcessBuilder pb = new ProcessBuilder(java, "-Dephemeris.cache=" + cache, "-cp", System.getProperty("java.class.path"),
                "ephemeris.Main", "mcp", "--wiki", wiki.toString());
        Process p = pb
                .redirectError(wiki.resolveSibling(wiki.getFileName() + ".stderr").toFile())
                .start();
        try (OutputStream in = p.getOutputStream()) {
            String[] lines = {
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                            + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                    "not json at all",
                    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"wiki_query\","
                            + "\"arguments\":{\"question\":\"How do I embed a PDF?\"}}}",
                    "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"wiki_query\",\"arguments\":{}}}"};
            for (String line : lines) {
                in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            }
            in.flush();
            List<JsonNode> messages = new ArrayList<>();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            while (messages.size() < 3) {
                String line = out.readLine();
                if (line == null) {
                    break;
                }
                JsonNode node = JSON.readTree(line); // throws on anything that is not JSON
                assertEquals("2.0", node.path("jsonrpc").asText(), line);
                messages.add(node);
            }
            assertEquals(List.of(1, 2, 3), messages.stream().map(m -> m.path("id").asInt()).sorted().toList());
            JsonNode answer = messages.stream().filter(m -> m.path("id").asInt() == 2).findFirst().orElseThrow();
            assertEquals(McpServerTest.PDF_SENTENCE + " [1]", answer.at("/result/structuredContent/answer").asText());
            JsonNode bad = messages.stream().filter(m -> m.path("id").asInt() == 3).findFirst().orElseThrow();
            assertTrue(bad.at("/result/isError").asBoolean());
            in.close();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the server should exit once stdin closes");
            assertEquals(0, p.exitValue());
            assertEquals(null, out.readLine(), "nothing after the responses");
        } finally {
            p.destroyForcibly();
        }
        String err = Files.readString(wiki.resolveSibling(wiki.getFileName() + ".stderr"));
        assertTrue(err.contains("MCP server on stdio for the wiki at " + wiki), err);
        assertTrue(err.contains("Parse error: the line is not JSON. Dropped: not json at all"), err);
    }
}
