package ephemeris.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Latency per call over one session: 50 wiki_query calls (the English questions of the quality set, in
 * turn) through the SDK's client, over the Obsidian help corpus, with the real once-a-second change check.
 * Prints the figures docs/benchmarks.md quotes ("MCP, per call"); fails only if a call is grossly slow.
 */
class McpLatencyTest {
    static final int CALLS = 50;

    @Test
    void fiftyQuestionsInOneSessionTakeMillisecondsEach(@org.junit.jupiter.api.io.TempDir Path cache) throws Exception {
        Path corpus = corpus();
        List<String> questions = englishQuestions();
        long open0 = System.nanoTime();
        try (McpSession session = McpSession.open(corpus, cache, WatchingEngine.DEFAULT_INTERVAL)) {
            double openMs = (System.nanoTime() - open0) / 1e6;
            long t0 = System.nanoTime();
            McpSchema.CallToolResult first = session.call("wiki_query", Map.of("question", questions.getFirst()));
            double firstMs = (System.nanoTime() - t0) / 1e6;
            assertFalse(first.isError(), McpSession.text(first));

            double[] ms = new double[CALLS];
            double[] direct = new double[CALLS];
            for (int i = 0; i < CALLS; i++) {
                String q = questions.get((i + 1) % questions.size());
                long t = System.nanoTime();
                McpSchema.CallToolResult r = session.call("wiki_query", Map.of("question", q));
                ms[i] = (System.nanoTime() - t) / 1e6;
                assertFalse(r.isError(), q + ": " + McpSession.text(r));
                // The same question asked of the engine directly, interleaved so both see the same JIT and load.
                t = System.nanoTime();
                session.live.with(e -> e.ask(q));
                direct[i] = (System.nanoTime() - t) / 1e6;
            }
            double[] status = new double[10];
            for (int i = 0; i < status.length; i++) {
                long t = System.nanoTime();
                session.call("wiki_status", Map.of());
                status[i] = (System.nanoTime() - t) / 1e6;
            }
            Arrays.sort(ms);
            Arrays.sort(status);
            Arrays.sort(direct);
            System.out.printf(Locale.ROOT, "MCP latency, %s, one session: session start with the index built from scratch %.0f ms; first wiki_query %.0f ms; "
                            + "next %d wiki_query calls: median %.1f ms, p90 %.1f ms, p95 %.1f ms, max %.1f ms, mean %.1f ms; "
                            + "wiki_status median %.1f ms; the same questions asked of the engine directly: median %.1f ms, p95 %.1f ms%n",
                    corpus.getFileName(), openMs, firstMs, CALLS, pct(ms, 50), pct(ms, 90), pct(ms, 95), ms[CALLS - 1],
                    Arrays.stream(ms).average().orElse(0), pct(status, 50), pct(direct, 50), pct(direct, 95));
            assertTrue(pct(ms, 50) < 1000, "median " + pct(ms, 50) + " ms");
        }
        long reopen0 = System.nanoTime();
        try (McpSession again = McpSession.open(corpus, cache, WatchingEngine.DEFAULT_INTERVAL)) {
            double reopenMs = (System.nanoTime() - reopen0) / 1e6;
            long t = System.nanoTime();
            assertFalse(again.call("wiki_query", Map.of("question", questions.getFirst())).isError());
            System.out.printf(Locale.ROOT, "MCP latency, second session on the persisted index: start %.0f ms, first wiki_query %.0f ms%n",
                    reopenMs, (System.nanoTime() - t) / 1e6);
        }
    }

    static double pct(double[] sorted, int p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    static Path corpus() {
        return ephemeris.quality.QualityScorer.requiredCorpora().resolve("obsidian-help-en");
    }

    static List<String> englishQuestions() throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String> out = new ArrayList<>();
        try (InputStream in = McpLatencyTest.class.getResourceAsStream("/quality/questions.tuning.jsonl")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode n = json.readTree(line);
                if ("obsidian-help-en".equals(n.path("corpus").asText())) {
                    out.add(n.path("question").asText());
                }
            }
        }
        return out;
    }
}
