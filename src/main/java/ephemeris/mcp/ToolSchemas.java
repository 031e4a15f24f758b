package ephemeris.mcp;

import ephemeris.engine.Question;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the tools say about themselves to an agent: their descriptions and JSON schemas. */
final class ToolSchemas {
    private ToolSchemas() {
    }

    static final String QUERY_DESCRIPTION = """
            Answer a question from the user's local markdown wiki (their own notes and docs), offline, in \
            milliseconds. Call this FIRST whenever a task touches something the wiki may document, instead of \
            grepping or opening wiki files one by one; ask one focused question per call, in plain words. \
            Returns JSON: 'answer' (units quoted from the wiki with [n] markers: sentences, numbered steps, \
            table rows as Header: value pairs, code; or a sentence saying it \
            cannot answer), 'pages_consulted', 'confidence' (high/medium/low), 'go_external' (true when the \
            wiki does not cover the question well or the topic is time-sensitive: then check another source), \
            'stale' (the cited pages are old), 'error', 'citations' (path, heading, start_line, end_line, kind) \
            to open when you need the surrounding text, and 'answer_span' (the asked-for value within citation n). Set time_sensitive for questions about versions, \
            prices, dates or anything that changes. The question may carry operators that keep the answer to \
            some pages: "exact phrase", -word, tag:NAME (nested tags match their parents), path:PREFIX, \
            after:YYYY-MM-DD, before:YYYY-MM-DD, type:pdf|md|canvas (-type:pdf leaves PDFs out), lang:xx; operators alone list the matching pages newest first; \
            'filters' echoes what was understood. For what is indexed or why a file is missing, call \
            wiki_status instead.""";

    static final String RELATED_DESCRIPTION = """
            List what one wiki page is connected to: 'backlinks' (pages whose links resolve to it, each with the \
            line number and text of the linking line), 'links' (the pages it links to; resolved false marks a link \
            to a page that does not exist) and 'similar' (the pages nearest to it in meaning, with closeness 0-1; \
            empty until meaning search has read the page, see 'meaning'). Pass 'path' relative to the wiki, as \
            wiki_query's pages_consulted and citations give it.""";

    static final String STATUS_DESCRIPTION = """
            Report what the wiki index holds: the wiki folder, how many pages are indexed, every file that was \
            skipped or failed with its reason (not markdown, hidden, too large, unreadable), and how fresh the \
            index is (when it was built, when the folder was last checked, whether a re-index after a change is \
            under way). Call it when wiki_query cannot find something you expect to be there, or to confirm \
            which folder is being answered from. Takes no arguments.""";

    /** The input schema of wiki_query, as JSON Schema. */
    static Map<String, Object> queryInputSchema() {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("question", Map.of("type", "string", "minLength", 1,
                "description", "The question in plain words, as a person would ask it, e.g. \"How do I embed a PDF in a note?\"."));
        props.put("time_sensitive", Map.of("type", "boolean", "default", false,
                "description", "True when the answer may change over time (versions, prices, dates, current events): "
                        + "go_external is then always true."));
        props.put("top", Map.of("type", "integer", "minimum", 1, "maximum", WikiTools.MAX_TOP, "default", Question.DEFAULT_TOP,
                "description", "How many pages to rank and read (default " + Question.DEFAULT_TOP + ")."));
        props.put("lang", Map.of("type", "string", "pattern", "^[A-Za-z]{2}([-_][A-Za-z0-9]{2,8})?$",
                "description", "The question's language as a code (\"ja\", \"sv\", \"pt-BR\"), when it should not be told from "
                        + "its words; lang:CODE inside the question does the same."));
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", props);
        schema.put("required", List.of("question"));
        schema.put("additionalProperties", false);
        return schema;
    }

    static Map<String, Object> relatedInputSchema() {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", Map.of("path", Map.of("type", "string", "minLength", 1,
                "description", "The page's path relative to the wiki, e.g. \"Plugins/Canvas.md\".")));
        schema.put("required", List.of("path"));
        schema.put("additionalProperties", false);
        return schema;
    }

    static Map<String, Object> statusInputSchema() {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", Map.of());
        schema.put("additionalProperties", false);
        return schema;
    }

    /** The output schema of wiki_status. */
    static Map<String, Object> statusOutputSchema() {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("wiki", Map.of("type", "string"));
        props.put("state", Map.of("type", "string", "enum", List.of("ready", "not_found", "empty", "unreadable")));
        props.put("error", Map.of("anyOf", List.of(Map.of("type", "string"), Map.of("type", "null"))));
        Map<String, Object> count = Map.of("type", "integer");
        props.put("counts", Map.of("type", "object", "properties", Map.of("indexed", count, "skipped", count, "failed", count),
                "required", List.of("indexed", "skipped", "failed")));
        props.put("files", Map.of("type", "array", "description", "The files left out (the first " + WikiTools.MAX_LISTED
                + "), each {path, state, reason, size}."));
        props.put("index", Map.of("type", "object"));
        props.put("meaning", Map.of("type", "object"));
        props.put("languages", Map.of("type", "object", "additionalProperties", Map.of("type", "integer"),
                "description", "How many pages are in each language, by code, most first."));
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", props);
        schema.put("required", List.of("wiki", "state", "error", "counts", "languages", "files", "index", "meaning"));
        return schema;
    }

    /** The output schema of wiki_query: seed 004's fields are required; the evidence follows. */
    static Map<String, Object> queryOutputSchema() {
        Map<String, Object> citation = new LinkedHashMap<>();
        citation.put("type", "object");
        citation.put("properties", Map.of(
                "n", Map.of("type", "integer"),
                "path", Map.of("type", "string"),
                "heading", Map.of("type", "string"),
                "start_line", Map.of("type", "integer"),
                "end_line", Map.of("type", "integer"),
                "page", Map.of("type", "integer", "description", "for a quote from a PDF: the PDF page it is on, 1-based"),
                "kind", Map.of("type", "string", "enum", java.util.Arrays.stream(ephemeris.answer.UnitKind.values())
                        .map(ephemeris.answer.UnitKind::label).toList()),
                "text", Map.of("type", "string"),
                "parts", Map.of("type", "array", "items", Map.of("type", "string"))));
        citation.put("required", List.of("path", "heading", "start_line", "end_line"));
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("answer", Map.of("type", "string"));
        props.put("pages_consulted", Map.of("type", "array", "items", Map.of("type", "string")));
        props.put("confidence", Map.of("type", "string", "enum", List.of("high", "medium", "low")));
        props.put("go_external", Map.of("type", "boolean"));
        props.put("stale", Map.of("type", "boolean"));
        props.put("error", Map.of("anyOf", List.of(Map.of("type", "string"), Map.of("type", "null"))));
        props.put("citations", Map.of("type", "array", "items", citation));
        props.put("answer_span", Map.of("anyOf", List.of(Map.of("type", "null"), Map.of("type", "object", "properties", Map.of(
                "n", Map.of("type", "integer"), "start", Map.of("type", "integer"), "end", Map.of("type", "integer"),
                "text", Map.of("type", "string"))))));
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", props);
        schema.put("required", List.of("answer", "pages_consulted", "confidence", "go_external", "stale", "error", "citations"));
        return schema;
    }
}
