package ephemeris.engine;

import ephemeris.wiki.PageReader;

import java.time.Clock;

/**
 * Engine settings.
 *
 * @param staleDays    a cited page older than this many days makes the answer stale (seed 004)
 * @param maxPageBytes pages larger than this are skipped with a reason
 * @param clock        the clock that decides what is old; fixed in tests
 */
public record EngineOptions(int staleDays, long maxPageBytes, Clock clock) {
    public static final int DEFAULT_STALE_DAYS = 180;

    public static EngineOptions defaults() {
        return new EngineOptions(DEFAULT_STALE_DAYS, PageReader.DEFAULT_MAX_BYTES, Clock.systemUTC());
    }

    public EngineOptions withStaleDays(int days) {
        return new EngineOptions(days, maxPageBytes, clock);
    }

    public EngineOptions withClock(Clock c) {
        return new EngineOptions(staleDays, maxPageBytes, c);
    }
}
