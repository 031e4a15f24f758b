package ephemeris.mcp;

import ephemeris.engine.Engine;
import ephemeris.wiki.WikiException;

import java.nio.file.Path;
import java.time.Instant;

/**
 * An engine that stays open for a whole session and follows the wiki as it changes. The MCP tools see
 * only this interface; {@link WatchingEngine}, on the engine's persisted, live index, is the one in use.
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
     * @param indexedAt   when the index last changed or caught up with the folder, or null before the first open
     * @param checkedAt   when the folder was last checked, or null
     * @param reloading   whether the index is being opened or brought in step with the folder in the background
     * @param reloads     how many batches of changes were applied to the index during the session
     * @param upToDate    whether the index is open, caught up, and met no problem following the folder
     */
    record Freshness(Instant indexedAt, Instant checkedAt, boolean reloading, int reloads, boolean upToDate) {
    }
}
