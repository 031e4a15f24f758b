package ephemeris.mcp;

import ephemeris.answer.Answer;
import ephemeris.engine.AnswerDocument;
import ephemeris.engine.Engine;
import ephemeris.engine.PageUri;
import ephemeris.engine.Question;
import ephemeris.engine.StatusReport;
import ephemeris.wiki.WikiException;

import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The three tools, independent of the protocol library: each checks its arguments ({@link ToolArguments}),
 * calls into the engine and returns the engine's document as structured content. {@link McpServerFactory}
 * wraps them as MCP tools, with {@link ToolSchemas}' descriptions and schemas.
 */
final class WikiTools {
    private static final Logger LOG = Logger.getLogger(WikiTools.class.getName());

    static final String QUERY = "wiki_query";
    static final String STATUS = "wiki_status";
    static final String RELATED = "wiki_related";
    static final int MAX_TOP = 100;
    /** wiki_status lists at most this many skipped or failed files; the counts are always complete. */
    static final int MAX_LISTED = 200;

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

    Result query(Map<String, Object> arguments) {
        Question question;
        try {
            question = ToolArguments.parseQuestion(arguments);
        } catch (ToolArguments.BadArguments e) {
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
            ToolArguments.rejectUnknown(RELATED, arguments, Set.of("path"));
            Object p = arguments.get("path");
            if (!(p instanceof String s) || s.isBlank()) {
                throw new ToolArguments.BadArguments(p == null ? "wiki_related needs a page: pass {\"path\": \"Folder/Page.md\"}, relative to the wiki."
                        : "'path' must be a page's path relative to the wiki, not " + ToolArguments.jsonType(p) + ".");
            }
            path = s;
        } catch (ToolArguments.BadArguments e) {
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
            ToolArguments.rejectUnknown(STATUS, arguments, Set.of());
        } catch (ToolArguments.BadArguments e) {
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
}
