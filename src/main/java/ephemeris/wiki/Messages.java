package ephemeris.wiki;

import java.nio.file.Path;

/** The seed contract's user-facing messages, verbatim. Change them nowhere else. */
public final class Messages {
    public static final String USAGE = "Usage: ephemeris query \"<question>\"";
    public static final String WIKI_EMPTY = "Wiki is empty — no pages have been built yet.";
    public static final String CANNOT_ANSWER = "Cannot answer this from the wiki — no relevant pages found.";
    public static final String SOURCES_HEADING = "## Sources";

    private Messages() {
    }

    public static String wikiNotFound(Path root) {
        return "Wiki not found at " + root + ". Run /ephemeris:ingest first.";
    }
}
