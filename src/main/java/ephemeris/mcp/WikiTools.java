package ephemeris.mcp;

import ephemeris.answer.Answer;
import ephemeris.engine.AnswerDocument;
import ephemeris.engine.Engine;
import ephemeris.engine.PageUri;
import ephemeris.engine.Question;
import ephemeris.engine.StatusReport;
import ephemeris.wiki.WikiException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The two tools, independent of the protocol library: argument checking, calls into the engine and the
 * structured results. {@link McpServerFactory} wraps them as MCP tools.
 */
final class WikiTools {
    private static final Logger LOG = Logger.getLogger(WikiTools.class.getName());

    static final String QUERY = "wiki_query";
    static final String STATUS = "wiki_status";
    static final String RELATED = "wiki_related";
    static final int MAX_TOP = 100;
    /** wiki_status lists at most this many skipped or failed files; the counts are always complete. */
    static final int MAX_LISTED = 200;

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
            after:YYYY-MM-DD, before:YYYY-MM-DD, lang:xx; operators alone list the matching pages newest first; \
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

    private final LiveEngine live;

    WikiTools(LiveEngine live) {
        this.live = live;
    }

    /** A tool's outcome: structured content, or an error message for the caller to fix or report. */
    record Result(Map<String, Object> content, String error) {
        static Result ok(Map<String, Object> content) {
            return new Result(content, null);
        }

        static Result error(String message) {
            return new Result(null, message);
        }

        boolean isError() {
            return error != null;
        }
    }

    /** Thrown for arguments the caller must fix; the message says how. */
    static final class BadArguments extends Exception {
        BadArguments(String message) {
            super(message);
        }
    }

    Result query(Map<String, Object> arguments) {
        Question question;
        try {
            question = parseQuestion(arguments);
        } catch (BadArguments e) {
            return Result.error(e.getMessage());
        }
        try {
            Answer answer = live.with(engine -> engine.ask(question));
            Map<String, Object> m = AnswerDocument.toMap(answer, live.with(Engine::meaningStatus), null);
            return Result.ok(m);
        } catch (WikiException e) {
            return Result.error(e.getMessage());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "wiki_query failed", e);
            return Result.error("wiki_query failed inside Ephemeris: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }

    /** The markdown source of an indexed page; empty when there is no such page. */
    java.util.Optional<String> page(String uri) throws WikiException {
        String path = PageUri.pathOf(uri);
        if (path == null) {
            return java.util.Optional.empty();
        }
        return live.with(engine -> {
            try {
                return engine.pageSource(path);
            } catch (java.io.IOException e) {
                throw new WikiException(WikiException.Kind.UNREADABLE, "Cannot read " + path + ": " + e.getMessage(), e);
            }
        });
    }

    Result related(Map<String, Object> arguments) {
        String path;
        try {
            rejectUnknown(RELATED, arguments, Set.of("path"));
            Object p = arguments.get("path");
            if (!(p instanceof String s) || s.isBlank()) {
                throw new BadArguments(p == null ? "wiki_related needs a page: pass {\"path\": \"Folder/Page.md\"}, relative to the wiki."
                        : "'path' must be a page's path relative to the wiki, not " + jsonType(p) + ".");
            }
            path = s;
        } catch (BadArguments e) {
            return Result.error(e.getMessage());
        }
        try {
            return Result.ok(live.with(engine -> engine.related(path)).toMap());
        } catch (WikiException e) {
            return Result.error(e.getMessage());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "wiki_related failed", e);
            return Result.error("wiki_related failed inside Ephemeris: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }

    Result status(Map<String, Object> arguments) {
        try {
            rejectUnknown(STATUS, arguments, Set.of());
        } catch (BadArguments e) {
            return Result.error(e.getMessage());
        }
        try {
            return Result.ok(statusMap());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "wiki_status failed", e);
            return Result.error("wiki_status failed inside Ephemeris: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }

    private Map<String, Object> statusMap() {
        LiveEngine.Freshness f = live.freshness();
        StatusReport report;
        try {
            report = live.with(engine -> StatusReport.of(engine, f.indexedAt(), f.checkedAt(), f.reloading(), f.reloads()));
        } catch (WikiException e) {
            report = StatusReport.unreadable(live.root(), e, new StatusReport.IndexState(null, null,
                    f.indexedAt(), f.checkedAt(), false, f.reloading(), f.reloads(), live instanceof WatchingEngine w ? w.lastError() : null));
        }
        return report.toMap(false, MAX_LISTED);
    }

    static Question parseQuestion(Map<String, Object> arguments) throws BadArguments {
        Map<String, Object> args = arguments == null ? Map.of() : arguments;
        rejectUnknown(QUERY, args, Set.of("question", "time_sensitive", "top", "lang"));
        Object q = args.get("question");
        if (q == null) {
            throw new BadArguments("wiki_query needs a question: pass {\"question\": \"...\"} with the question in plain words.");
        }
        if (!(q instanceof String text)) {
            throw new BadArguments("'question' must be a string, not " + jsonType(q) + ".");
        }
        if (text.isBlank()) {
            throw new BadArguments("'question' is empty: pass the question in plain words.");
        }
        boolean timeSensitive = false;
        Object ts = args.get("time_sensitive");
        if (ts != null) {
            if (!(ts instanceof Boolean b)) {
                throw new BadArguments("'time_sensitive' must be true or false, not " + jsonType(ts) + ".");
            }
            timeSensitive = b;
        }
        int top = Question.DEFAULT_TOP;
        Object t = args.get("top");
        if (t != null) {
            top = wholeNumber(t);
            if (top < 1 || top > MAX_TOP) {
                throw new BadArguments("'top' must be from 1 to " + MAX_TOP + ", not " + t + ".");
            }
        }
        String lang = "";
        Object l = args.get("lang");
        if (l != null) {
            if (!(l instanceof String code) || ephemeris.wiki.Languages.code(code).isEmpty()) {
                throw new BadArguments("'lang' must be a two-letter language code such as \"ja\" or \"pt-BR\", not " + jsonType(l) + ".");
            }
            lang = code;
        }
        try {
            ephemeris.query.QuestionOperators.parse(text);
        } catch (ephemeris.wiki.WikiException e) {
            throw new BadArguments(e.getMessage());
        }
        return new Question(text.strip(), timeSensitive, top, lang);
    }

    private static int wholeNumber(Object v) throws BadArguments {
        if (v instanceof Integer i) {
            return i;
        }
        if (v instanceof Long || v instanceof java.math.BigInteger) {
            throw new BadArguments("'top' must be from 1 to " + MAX_TOP + ", not " + v + ".");
        }
        if (v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue()) && Math.abs(n.doubleValue()) < 1e9) {
            return (int) n.doubleValue();
        }
        throw new BadArguments("'top' must be a whole number from 1 to " + MAX_TOP + ", not " + jsonType(v) + ".");
    }

    private static void rejectUnknown(String tool, Map<String, Object> args, Set<String> known) throws BadArguments {
        if (args == null) {
            return;
        }
        for (String key : args.keySet()) {
            if (!known.contains(key)) {
                String takes = known.isEmpty() ? tool + " takes no arguments"
                        : tool + " takes " + String.join(", ", known.stream().sorted().toList());
                throw new BadArguments(takes + "; '" + key + "' is not one of them.");
            }
        }
    }

    /** The JSON name of a value's type, for messages. */
    static String jsonType(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            return "a string (\"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\")";
        }
        if (v instanceof Boolean b) {
            return "a boolean (" + b + ")";
        }
        if (v instanceof Number n) {
            return "a number (" + n + ")";
        }
        if (v instanceof List<?>) {
            return "an array";
        }
        if (v instanceof Map<?, ?>) {
            return "an object";
        }
        return v.getClass().getSimpleName();
    }

    /** The input schema of wiki_query, as JSON Schema. */
    static Map<String, Object> queryInputSchema() {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("question", Map.of("type", "string", "minLength", 1,
                "description", "The question in plain words, as a person would ask it, e.g. \"How do I embed a PDF in a note?\"."));
        props.put("time_sensitive", Map.of("type", "boolean", "default", false,
                "description", "True when the answer may change over time (versions, prices, dates, current events): "
                        + "go_external is then always true."));
        props.put("top", Map.of("type", "integer", "minimum", 1, "maximum", MAX_TOP, "default", Question.DEFAULT_TOP,
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
        props.put("files", Map.of("type", "array", "description", "The files left out (the first " + MAX_LISTED
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
