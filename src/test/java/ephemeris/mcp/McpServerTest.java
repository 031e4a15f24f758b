package ephemeris.mcp;

import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The MCP server driven in-process by the SDK's own client, over a fixture wiki. */
class McpServerTest {
    static final String PDF_SENTENCE =
            "To embed a PDF in a note, type an exclamation mark followed by the file name in double brackets.";

    @TempDir
    Path dir;
    @TempDir
    Path cache;
    Path wiki;
    McpSession session;

    @BeforeEach
    void openSession() throws IOException {
        wiki = dir.resolve("wiki");
        Files.createDirectories(wiki.resolve("Guides"));
        Files.createDirectories(wiki.resolve(".obsidian"));
        Files.writeString(wiki.resolve("Guides/Embedding PDFs.md"), """
                # Embedding PDFs

                %s

                ## Page numbers

                To open the PDF at a given page, add #page=5 after the file name.
                """.formatted(PDF_SENTENCE));
        Files.writeString(wiki.resolve("Daily notes.md"), """
                # Daily notes

                Daily notes open a new note named after the current date when you press the calendar button.
                """);
        Files.writeString(wiki.resolve("attachment.txt"), "plain text\n");
        Files.writeString(wiki.resolve(".obsidian/app.json"), "{}\n");
        session = McpSession.open(wiki, cache);
    }

    @AfterEach
    void closeSession() {
        session.close();
    }

    private McpSchema.CallToolResult ask(String question) {
        return session.call("wiki_query", Map.of("question", question));
    }

    @Test
    void listsExactlyTheQueryRelatedAndStatusToolsWithTheirSchemas() {
        List<McpSchema.Tool> tools = session.client.listTools().tools();
        assertEquals(List.of("wiki_query", "wiki_related", "wiki_status"), tools.stream().map(McpSchema.Tool::name).sorted().toList());
        McpSchema.Tool query = tools.stream().filter(t -> t.name().equals("wiki_query")).findFirst().orElseThrow();
        assertEquals(List.of("question"), query.inputSchema().get("required"));
        assertEquals(List.of("lang", "question", "time_sensitive", "top"),
                ((Map<?, ?>) query.inputSchema().get("properties")).keySet().stream().map(Object::toString).sorted().toList());
        assertEquals(List.of("answer", "pages_consulted", "confidence", "go_external", "stale", "error", "citations"),
                query.outputSchema().get("required"));
        assertTrue(query.description().startsWith("Answer a question from the user's local markdown wiki"));
        assertTrue(query.annotations().readOnlyHint());
        McpSchema.Tool status = tools.stream().filter(t -> t.name().equals("wiki_status")).findFirst().orElseThrow();
        assertTrue(status.description().endsWith("Takes no arguments."));
        McpSchema.Tool related = tools.stream().filter(t -> t.name().equals("wiki_related")).findFirst().orElseThrow();
        assertEquals(List.of("path"), related.inputSchema().get("required"));
        assertTrue(related.annotations().readOnlyHint());
    }

    @Test
    void wikiQueryAnswersWithTheSeedSchemaAndCitationLines() {
        McpSchema.CallToolResult r = ask("How do I embed a PDF?");

        assertFalse(r.isError());
        Map<String, Object> m = McpSession.structured(r);
        assertEquals(List.of("answer", "pages_consulted", "confidence", "go_external", "stale", "error"),
                new ArrayList<>(m.keySet()).subList(0, 6));
        assertEquals(PDF_SENTENCE + " [1]", m.get("answer"));
        assertEquals(List.of("Guides/Embedding PDFs.md"), m.get("pages_consulted"));
        assertEquals("high", m.get("confidence"));
        assertEquals(false, m.get("go_external"));
        assertEquals(false, m.get("stale"));
        assertEquals(null, m.get("error"));
        assertEquals(List.of(Map.of("n", 1, "path", "Guides/Embedding PDFs.md", "heading", "Embedding PDFs",
                "anchor", "embedding-pdfs", "start_line", 3, "end_line", 3, "kind", "sentence", "text", PDF_SENTENCE,
                "parts", List.of(PDF_SENTENCE), "uri", "ephemeris://page/Guides%2FEmbedding%20PDFs.md")), m.get("citations"));
        assertTrue(McpSession.text(r).startsWith("{\"answer\":\"" + PDF_SENTENCE + " [1]\",\"pages_consulted\":"), McpSession.text(r));
    }

    @Test
    void aCitedPageCanBeReadAsAResource() throws IOException {
        assertEquals(List.of("ephemeris://page/{path}"),
                session.client.listResourceTemplates().resourceTemplates().stream().map(McpSchema.ResourceTemplate::uriTemplate).toList());

        McpSchema.ReadResourceResult r = session.client.readResource(
                new McpSchema.ReadResourceRequest("ephemeris://page/Guides%2FEmbedding%20PDFs.md"));

        McpSchema.TextResourceContents page = (McpSchema.TextResourceContents) r.contents().getFirst();
        assertEquals(Files.readString(wiki.resolve("Guides/Embedding PDFs.md")), page.text());
        assertEquals("text/markdown", page.mimeType());
    }

    @Test
    void aPageThatIsNotIndexedIsResourceNotFound() {
        for (String uri : List.of("ephemeris://page/attachment.txt", "ephemeris://page/..%2F..%2Fetc%2Fpasswd",
                "ephemeris://page/Nope.md")) {
            McpError e = assertThrows(McpError.class, () -> session.client.readResource(new McpSchema.ReadResourceRequest(uri)));
            assertEquals(-32002, e.getJsonRpcError().code(), uri);
        }
        assertFalse(ask("How do I embed a PDF?").isError());
    }

    @Test
    void timeSensitiveAndTopArePassedToTheEngine() {
        McpSchema.CallToolResult r = session.call("wiki_query",
                Map.of("question", "How do I embed a PDF?", "time_sensitive", true, "top", 1));

        Map<String, Object> m = McpSession.structured(r);
        assertEquals(true, m.get("time_sensitive"));
        assertEquals(true, m.get("go_external"));
        assertEquals(1, ((List<?>) m.get("pages")).size());
    }

    @Test
    void aPinnedLanguageIsPassedToTheEngine() {
        Map<String, Object> m = McpSession.structured(session.call("wiki_query", Map.of("question", "How do I embed a PDF?", "lang", "en")));
        assertEquals(Map.of("code", "en", "pinned", true), m.get("language"));
    }

    @Test
    void operatorsInTheQuestionFilterThePagesAndAreEchoed() {
        Map<String, Object> m = McpSession.structured(session.call("wiki_query", Map.of("question", "PDF path:Guides/ -daily")));
        assertEquals(List.of("Guides/Embedding PDFs.md"), m.get("pages_consulted"));
        Map<String, Object> filters = new java.util.LinkedHashMap<>();
        filters.put("phrases", List.of());
        filters.put("exclude", List.of("daily"));
        filters.put("tags", List.of());
        filters.put("paths", List.of("Guides/"));
        filters.put("types", List.of());
        filters.put("exclude_types", List.of());
        filters.put("after", null);
        filters.put("before", null);
        filters.put("lang", null);
        assertEquals(filters, m.get("filters"));
        assertEquals(List.of("PDF"), m.get("key_terms"));
    }

    @Test
    void wikiRelatedListsAPagesConnectionsAndRefusesPagesOutsideTheWiki() throws IOException {
        Map<String, Object> m = McpSession.structured(session.call("wiki_related", Map.of("path", "Guides/Embedding PDFs.md")));
        assertEquals("Guides/Embedding PDFs.md", m.get("path"));
        assertEquals("Embedding PDFs", m.get("title"));
        assertEquals(List.of(), m.get("backlinks"));
        assertEquals(List.of(), m.get("links"));
        assertTrue(m.get("similar") instanceof List<?>);

        McpSchema.CallToolResult outside = session.call("wiki_related", Map.of("path", "../secrets.md"));
        assertTrue(outside.isError());
        assertEquals("../secrets.md is outside the wiki at " + wiki.toRealPath() + ".", McpSession.text(outside));
        McpSchema.CallToolResult none = session.call("wiki_related", Map.of());
        assertEquals("wiki_related needs a page: pass {\"path\": \"Folder/Page.md\"}, relative to the wiki.", McpSession.text(none));
        McpSchema.CallToolResult number = session.call("wiki_related", Map.of("path", 3));
        assertEquals("'path' must be a page's path relative to the wiki, not a number (3).", McpSession.text(number));
    }

    @Test
    void aQuestionTheWikiDoesNotCoverSaysSoAndGoesExternal() {
        Map<String, Object> m = McpSession.structured(ask("What is the boiling point of tungsten?"));

        assertEquals("Cannot answer this from the wiki — no relevant pages found.", m.get("answer"));
        assertEquals(true, m.get("go_external"));
        assertEquals("low", m.get("confidence"));
    }

    @Test
    void aMissingQuestionIsAToolErrorAndTheServerKeepsAnswering() {
        McpSchema.CallToolResult bad = session.call("wiki_query", Map.of());

        assertTrue(bad.isError());
        assertEquals("wiki_query needs a question: pass {\"question\": \"...\"} with the question in plain words.",
                McpSession.text(bad));
        assertFalse(ask("How do I embed a PDF?").isError());
    }

    @Test
    void wrongArgumentTypesAreToolErrorsThatSayWhatToPass() {
        Map<Map<String, Object>, String> cases = new java.util.LinkedHashMap<>();
        cases.put(Map.of("question", 42), "'question' must be a string, not a number (42).");
        cases.put(Map.of("question", "  "), "'question' is empty: pass the question in plain words.");
        cases.put(Map.of("question", "pdf", "top", "5"), "'top' must be a whole number from 1 to 100, not a string (\"5\").");
        cases.put(Map.of("question", "pdf", "top", 0), "'top' must be from 1 to 100, not 0.");
        cases.put(Map.of("question", "pdf", "top", 2.5), "'top' must be a whole number from 1 to 100, not a number (2.5).");
        cases.put(Map.of("question", "pdf", "time_sensitive", "yes"), "'time_sensitive' must be true or false, not a string (\"yes\").");
        cases.put(Map.of("query", "pdf"), "wiki_query takes lang, question, time_sensitive, top; 'query' is not one of them.");
        cases.put(Map.of("question", "pdf", "lang", "pdf"), "'lang' must be a two-letter language code such as \"ja\" or \"pt-BR\", not a string (\"pdf\").");
        cases.put(Map.of("question", "pdf", "lang", 7), "'lang' must be a two-letter language code such as \"ja\" or \"pt-BR\", not a number (7).");
        cases.put(Map.of("question", "lang:zz pdf"), "lang: expects a two-letter language code, as in lang:ja or lang:pt-BR; \"zz\" is not one.");
        cases.put(Map.of("question", "pdf before:soon"), "before: expects a date written YYYY-MM-DD, as in before:2024-01-31; \"soon\" is not one.");
        for (var c : cases.entrySet()) {
            McpSchema.CallToolResult r = session.call("wiki_query", c.getKey());
            assertTrue(r.isError(), c.getKey().toString());
            assertEquals(c.getValue(), McpSession.text(r));
        }
        assertFalse(ask("How do I embed a PDF?").isError());
    }

    @Test
    void anUnknownToolIsAProtocolErrorAndTheServerKeepsRunning() {
        McpError e = assertThrows(McpError.class, () -> session.call("wiki_nope", Map.of()));

        assertEquals(-32602, e.getJsonRpcError().code());
        assertEquals("Tool not found: wiki_nope", e.getJsonRpcError().data());
        assertFalse(ask("How do I embed a PDF?").isError());
    }

    @Test
    void wikiStatusCountsPagesListsSkippedFilesAndSaysTheIndexIsFresh() {
        McpSchema.CallToolResult r = session.call("wiki_status", Map.of());

        assertFalse(r.isError());
        Map<String, Object> m = McpSession.structured(r);
        assertEquals(wiki.toString(), m.get("wiki"));
        assertEquals("ready", m.get("state"));
        assertEquals(null, m.get("error"));
        assertEquals(Map.of("indexed", 2, "skipped", 2, "failed", 0), m.get("counts"));
        assertEquals(Map.of("en", 2), m.get("languages"));
        assertEquals(List.of(
                Map.of("path", ".obsidian/", "state", "skipped", "reason", "hidden folder", "size", -1),
                Map.of("path", "attachment.txt", "state", "skipped", "reason", "not a markdown page", "size", 11)), m.get("files"));
        @SuppressWarnings("unchecked")
        Map<String, Object> index = (Map<String, Object>) m.get("index");
        assertEquals(true, index.get("up_to_date"));
        assertEquals(false, index.get("updating"));
        assertEquals(0, index.get("updates_applied"));
        assertEquals(null, index.get("last_error"));
        assertTrue(((String) index.get("location")).startsWith(cache.toString()), (String) index.get("location"));
        assertEquals(null, index.get("not_kept"));
    }

    @Test
    void wikiStatusSaysWhyTheIndexIsNotKeptWhenTheCacheFolderCannotBeUsed() throws Exception {
        Path file = dir.resolve("cache-file");
        java.nio.file.Files.writeString(file, "a file where the cache folder should be\n");
        try (McpSession other = McpSession.open(wiki, file)) {
            Map<String, Object> m = McpSession.structured(other.call("wiki_status", Map.of()));
            assertEquals("ready", m.get("state"));
            @SuppressWarnings("unchecked")
            Map<String, Object> index = (Map<String, Object>) m.get("index");
            assertEquals("in memory", index.get("location"));
            assertEquals("the cache folder " + file + " cannot be used (Not a directory)", index.get("not_kept"));
            assertFalse(other.call("wiki_query", Map.of("question", "How do I embed a PDF?")).isError());
        }
    }

    @Test
    void wikiStatusRejectsArguments() {
        McpSchema.CallToolResult r = session.call("wiki_status", Map.of("verbose", true));

        assertTrue(r.isError());
        assertEquals("wiki_status takes no arguments; 'verbose' is not one of them.", McpSession.text(r));
    }

    @Test
    void aPageAddedDuringTheSessionIsAnsweredWithinSeconds() throws Exception {
        Files.writeString(wiki.resolve("Guides/Tags.md"), """
                # Tags

                To add a tag to a note, type a hash sign followed by the tag name.
                """);
        String expected = "To add a tag to a note, type a hash sign followed by the tag name. [1]";

        Map<String, Object> m = McpSession.structured(session.eventually("wiki_query",
                Map.of("question", "How do I add a tag to a note?"), r -> expected.equals(McpSession.structured(r).get("answer"))));

        assertEquals(expected, m.get("answer"));
        @SuppressWarnings("unchecked")
        Map<String, Object> index = (Map<String, Object>) McpSession.structured(session.call("wiki_status", Map.of())).get("index");
        assertTrue((Integer) index.get("updates_applied") >= 1, index.toString());
        assertEquals(true, index.get("up_to_date"));
    }

    @Test
    void aWikiThatVanishesMidSessionIsAToolErrorUntilItComesBack() throws Exception {
        Path moved = dir.resolve("moved");
        Files.move(wiki, moved);

        McpSchema.CallToolResult gone = ask("How do I embed a PDF?");
        assertTrue(gone.isError());
        assertEquals("Wiki not found at " + wiki + ". Run /ephemeris:ingest first.", McpSession.text(gone));
        Map<String, Object> status = McpSession.structured(session.call("wiki_status", Map.of()));
        assertEquals("not_found", status.get("state"));
        assertEquals(Map.of("indexed", 0, "skipped", 0, "failed", 0), status.get("counts"));

        Files.move(moved, wiki);
        // The reopened index may answer from what it had while it catches up with the folder: wait for that.
        McpSchema.CallToolResult back = session.eventually("wiki_query", Map.of("question", "How do I embed a PDF?"),
                r -> !r.isError() && (PDF_SENTENCE + " [1]").equals(McpSession.structured(r).get("answer")));
        assertEquals(PDF_SENTENCE + " [1]", McpSession.structured(back).get("answer"));
    }

    @Test
    void aWikiEmptiedMidSessionSaysItIsEmpty() throws Exception {
        try (Stream<Path> files = Files.walk(wiki)) {
            for (Path p : files.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".md")).toList()) {
                Files.delete(p);
            }
        }
        McpSchema.CallToolResult r = session.eventually("wiki_query", Map.of("question", "How do I embed a PDF?"),
                McpSchema.CallToolResult::isError);
        assertTrue(r.isError());
        assertEquals("Wiki is empty — no pages have been built yet.", McpSession.text(r));
        assertEquals("empty", McpSession.structured(session.call("wiki_status", Map.of())).get("state"));
    }

    @Test
    void malformedLinesOnTheWireGetErrorsAndDoNotStopTheServer() {
        session.transport.sendRaw("this is not json");
        session.transport.sendRaw("");
        session.transport.sendRaw("{\"hello\": 1}");
        session.transport.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":\"x2\"}");
        session.transport.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":\"x1\",\"method\":\"tools/call\",\"params\":{\"name\":\"wiki_query\",\"arguments\":\"oops\"}}");

        assertEquals(PDF_SENTENCE + " [1]", McpSession.structured(ask("How do I embed a PDF?")).get("answer"));
        List<String> errors = session.transport.received.stream().filter(l -> l.contains("\"error\":{")).toList();
        assertEquals(2, errors.size(), errors.toString());
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":\"x2\",\"error\":{\"code\":-32600,\"message\":\"Invalid request: not a JSON-RPC 2.0 "
                + "message (it needs \\\"jsonrpc\\\": \\\"2.0\\\" and a method or a result).\"}}", errors.get(0));
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":\"x1\",\"error\":{\"code\":-32602,\"message\":\"Invalid params: \\\"arguments\\\" must be "
                + "a JSON object, e.g. {\\\"question\\\": \\\"How do I embed a PDF?\\\"}, not a string (\\\"oops\\\").\"}}", errors.get(1));
    }

    @Test
    void parallelCallsAreAllAnswered() throws Exception {
        List<java.util.concurrent.Future<McpSchema.CallToolResult>> futures = new ArrayList<>();
        try (var pool = java.util.concurrent.Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 32; i++) {
                futures.add(pool.submit(() -> ask("How do I embed a PDF?")));
            }
        }
        for (var f : futures) {
            assertEquals(PDF_SENTENCE + " [1]", McpSession.structured(f.get()).get("answer"));
        }
    }

    static void deleteTree(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }
}
