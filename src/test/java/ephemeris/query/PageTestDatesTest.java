package ephemeris.query;

import ephemeris.index.PageMeta;
import ephemeris.wiki.FileStatus;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** after: and before: compare a page's UTC day: after inclusive, before exclusive, to the second at either edge. */
class PageTestDatesTest {
    private static PageMeta dated(String instant) {
        return new PageMeta("p.md", "p", 1, 0, Instant.parse(instant), FileStatus.State.INDEXED, null,
                List.of(), List.of(), List.of(), List.of());
    }

    private static boolean passes(String after, String before, String instant) {
        SearchFilters f = new SearchFilters(List.of(), List.of(), List.of(), List.of(),
                Optional.ofNullable(after).map(LocalDate::parse), Optional.ofNullable(before).map(LocalDate::parse));
        return f.pageTest().test(dated(instant));
    }

    @Test
    void daysEndAtUtcMidnight() {
        assertEquals(true, passes("2026-01-01", null, "2026-01-01T00:00:00Z"));
        assertEquals(false, passes("2026-01-01", null, "2025-12-31T23:59:59Z"));
        assertEquals(false, passes(null, "2026-01-01", "2026-01-01T00:00:00Z"));
        assertEquals(true, passes(null, "2026-01-01", "2025-12-31T23:59:59.999Z"));
        assertEquals(true, passes("2026-01-01", "2026-01-02", "2026-01-01T23:59:59Z"));
        assertEquals(false, passes("2026-01-01", "2026-01-02", "2026-01-02T00:00:00Z"));
        assertEquals(false, passes("2026-01-02", "2026-01-01", "2026-01-01T12:00:00Z"));
    }
}
