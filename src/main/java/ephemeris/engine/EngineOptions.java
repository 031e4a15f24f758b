package ephemeris.engine;

import ephemeris.index.CacheLocation;
import ephemeris.wiki.PageReader;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;

/**
 * Engine settings.
 *
 * @param staleDays    a cited page older than this many days makes the answer stale (seed 004)
 * @param maxPageBytes pages larger than this are skipped with a reason
 * @param clock        the clock that decides what is old; fixed in tests
 * @param cacheRoot    where indexes are persisted, or null to index in memory only
 * @param background   with a persisted index, open at once and catch up with the folder in the background
 * @param meaning      compute passage embeddings in the background and fuse meaning search with keywords
 * @param vectorsOnDemand with meaning on, compute missing vectors only once {@link Engine#awaitMeaning} asks for
 *                     them: a one-shot command that answers without waiting then loads no model for nothing
 * @param heldIndexWait how long to wait for another process that holds the persisted index (a call finishing, a
 *                     server making way) before indexing in memory instead
 * @param keptIndexOnly fail to open rather than index in memory when the persisted index cannot be had (a server
 *                     that stands in for calls serves their index or none)
 * @param questionSoon a question is asked as soon as the engine is open (a command line query): with meaning on and
 *                     vectors stored, the embedding model loads while the folder is compared with the index, so the
 *                     question does not wait for it afterwards
 */
public record EngineOptions(int staleDays, long maxPageBytes, Clock clock, Path cacheRoot, boolean background,
                            boolean meaning, boolean vectorsOnDemand, Duration heldIndexWait, boolean keptIndexOnly,
                            boolean questionSoon) {
    public static final int DEFAULT_STALE_DAYS = 180;
    /**
     * Another process holds an index for a moment when it is a call that is finishing or probing it: waiting that
     * long costs less than building the whole index in memory.
     */
    public static final Duration DEFAULT_HELD_INDEX_WAIT = Duration.ofSeconds(2);

    public static EngineOptions defaults() {
        return new EngineOptions(DEFAULT_STALE_DAYS, PageReader.DEFAULT_MAX_BYTES, Clock.systemUTC(), CacheLocation.root(), false, false, false,
                DEFAULT_HELD_INDEX_WAIT, false, false);
    }

    public EngineOptions withStaleDays(int days) {
        return new EngineOptions(days, maxPageBytes, clock, cacheRoot, background, meaning, vectorsOnDemand, heldIndexWait, keptIndexOnly, questionSoon);
    }

    public EngineOptions withClock(Clock c) {
        return new EngineOptions(staleDays, maxPageBytes, c, cacheRoot, background, meaning, vectorsOnDemand, heldIndexWait, keptIndexOnly, questionSoon);
    }

    public EngineOptions withCacheRoot(Path dir) {
        return new EngineOptions(staleDays, maxPageBytes, clock, dir, background, meaning, vectorsOnDemand, heldIndexWait, keptIndexOnly, questionSoon);
    }

    /** No persisted index: everything in memory (benchmarks of a cold build, throwaway wikis). */
    public EngineOptions inMemory() {
        return withCacheRoot(null);
    }

    public EngineOptions withBackgroundCatchUp(boolean b) {
        return new EngineOptions(staleDays, maxPageBytes, clock, cacheRoot, b, meaning, vectorsOnDemand, heldIndexWait, keptIndexOnly, questionSoon);
    }

    /** Meaning search on: the app, the MCP server and the command line use it; most tests do not need it. */
    public EngineOptions withMeaning(boolean m) {
        return new EngineOptions(staleDays, maxPageBytes, clock, cacheRoot, background, m, vectorsOnDemand, heldIndexWait, keptIndexOnly, questionSoon);
    }

    /** See {@link #vectorsOnDemand}: the command line's one-shot commands. */
    public EngineOptions withVectorsOnDemand(boolean b) {
        return new EngineOptions(staleDays, maxPageBytes, clock, cacheRoot, background, meaning, b, heldIndexWait, keptIndexOnly, questionSoon);
    }

    /** See {@link #heldIndexWait}. */
    public EngineOptions withHeldIndexWait(Duration wait) {
        return new EngineOptions(staleDays, maxPageBytes, clock, cacheRoot, background, meaning, vectorsOnDemand, wait, keptIndexOnly, questionSoon);
    }

    /** See {@link #keptIndexOnly}. */
    public EngineOptions withKeptIndexOnly(boolean b) {
        return new EngineOptions(staleDays, maxPageBytes, clock, cacheRoot, background, meaning, vectorsOnDemand, heldIndexWait, b, questionSoon);
    }

    /** See {@link #questionSoon}: the command line's {@code query}. */
    public EngineOptions withQuestionSoon(boolean b) {
        return new EngineOptions(staleDays, maxPageBytes, clock, cacheRoot, background, meaning, vectorsOnDemand, heldIndexWait, keptIndexOnly, b);
    }

    public EngineOptions withMaxPageBytes(long bytes) {
        return new EngineOptions(staleDays, bytes, clock, cacheRoot, background, meaning, vectorsOnDemand, heldIndexWait, keptIndexOnly, questionSoon);
    }
}
