package ephemeris.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ephemeris.TestWiki;
import ephemeris.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line and the MCP server render one answer document and one status report: the same keys,
 * nested alike, from {@code query --json} and {@code wiki_query}, and from {@code status --json} and
 * {@code wiki_status}.
 */
class OneDocumentForBothFacesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theAnswerAndTheStatusHaveTheSameKeysOnBothFaces() throws Exception {
        Path wiki = TestWiki.at(dir.resolve("wiki"))
                .page("Embedding files.md", "# Embed files\n\nTo embed a PDF, add an exclamation mark before a link to it.\n")
                .page("notes.txt", "not a page\n")
                .root();
        String question = "How do I embed a PDF?";
        try (McpSession session = McpSession.open(wiki, dir.resolve("cache"))) {
            JsonNode servedAnswer = JSON.valueToTree(McpSession.structured(session.call("wiki_query", Map.of("question", question))));
            JsonNode printedAnswer = printed("query", "--json", "--wiki", wiki.toString(), question);
            assertEquals(keys(printedAnswer), keys(servedAnswer));
            assertTrue(keys(printedAnswer).containsAll(Set.of("answer", "citations[].uri", "meaning.state", "pages[].why.embed")),
                    keys(printedAnswer).toString());

            JsonNode servedStatus = JSON.valueToTree(McpSession.structured(session.call("wiki_status", Map.of())));
            JsonNode printedStatus = printed("status", "--json", "--wiki", wiki.toString());
            assertEquals(keys(printedStatus), keys(servedStatus));
            assertTrue(keys(printedStatus).containsAll(Set.of("counts.skipped", "files[].reason", "index.up_to_date", "meaning.state")),
                    keys(printedStatus).toString());
        }
    }

    private static JsonNode printed(String... args) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, code, err.toString());
        return JSON.readTree(out.toString());
    }

    /** Every key path of the document: "a.b" for nested objects, "a[].b" for the objects in an array. */
    private static Set<String> keys(JsonNode node) {
        Set<String> out = new TreeSet<>();
        collect(node, "", out);
        return out;
    }

    private static void collect(JsonNode node, String at, Set<String> out) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> f = fields.next();
                String path = at.isEmpty() ? f.getKey() : at + "." + f.getKey();
                out.add(path);
                collect(f.getValue(), path, out);
            }
        } else if (node.isArray()) {
            node.forEach(element -> collect(element, at + "[]", out));
        }
    }
}
