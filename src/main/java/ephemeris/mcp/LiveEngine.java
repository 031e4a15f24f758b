package ephemeris.mcp;

import ephemeris.engine.Engine;
import ephemeris.wiki.WikiException;

import java.nio.file.Path;
import java.time.Instant;

/**
 * An engine that stays open for a whole session and follows the wiki as it changes. The MCP tools see
 * only this interface, so the engine's own live index can replace {@link ReopeningEngine} later.
 */
interface LiveEngine extends AutoCloseable {

    /** Work done against one engine; the engine stays open until the work returns. */
    @FunctionalInterface
    interface Work<T> {
        T apply(Engine engine) throws WikiException;
    }

    /**
     * Runs {@code work} against the freshest engine that is ready. Waits for the first load only.
     *
     * @throws WikiException when there is no engine to answer from: the wiki is missing, empty or unreadable
     */
    <T> T with(Work<T> work) throws WikiException;

    /** How current the index is, for wiki_status. Never blocks on a load. */
    Freshness freshness();

    Path root();

    @Override
    void close();

    /**
     * @param indexedAt   when the index being answered from was built, or null before the first load
     * @param checkedAt   when the folder was last compared with the index, or null
     * @param reloading   whether a newer index is being built in the background
     * @param reloads     how many times the index was rebuilt after the first load
     * @param upToDate    whether the last check found the folder as the index saw it
     */
    record Freshness(Instant indexedAt, Instant checkedAt, boolean reloading, int reloads, boolean upToDate) {
    }
}
