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

    /** The reply to filters without question words: how many pages they let through, and how many are listed. */
    public static String filtered(int matching, int listed) {
        if (matching == 0) {
            return "No page matches the filters.";
        }
        String pages = matching == 1 ? "1 page matches" : matching + " pages match";
        return pages + " the filters" + (listed < matching ? "; the " + listed + " newest are listed." : ", newest first.");
    }

    public static String wikiNotFound(Path root) {
        return "Wiki not found at " + root + ". Run /ephemeris:ingest first.";
    }
}
