package ephemeris.answer;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Settling scores only as the order reaches them gives exactly the order of sorting every settled score. */
class RankedUnitsTest {

    private static UnitScorer.Bound bound(String text, double base, double bonus) {
        Unit u = new Unit(UnitKind.SENTENCE, text, List.of(text), text, null, 0, 0, 1, 1, "", "");
        return new UnitScorer.Bound(new UnitScorer.Scored(u, base + bonus, 0.5, Set.of(), Set.of(), bonus, 0.5), base, bonus);
    }

    /** Units whose text starts with "low" settle to three quarters of their base, as a restating sentence does. */
    private static UnitScorer.Scored settle(UnitScorer.Bound b) {
        UnitScorer.Scored s = b.scored();
        return s.unit().text().startsWith("low")
                ? new UnitScorer.Scored(s.unit(), b.base() * 0.75 + b.bonus(), s.coverage(), s.covered(), s.terms(), s.bonus(), s.withContext()) : s;
    }

    @Test
    void theOrderIsAStableSortOfTheSettledScores() {
        Random random = new Random(20261203);
        for (int round = 0; round < 500; round++) {
            int n = random.nextInt(30);
            List<UnitScorer.Bound> bounds = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                // Few distinct values, so equal scores, settled and not, are common.
                double base = random.nextInt(6) / 4.0;
                double bonus = random.nextBoolean() ? 0 : 0.125 * random.nextInt(3);
                bounds.add(bound((random.nextBoolean() ? "low " : "keep ") + i, base, bonus));
            }
            List<UnitScorer.Scored> expected = new ArrayList<>(bounds.stream().map(RankedUnitsTest::settle).toList());
            expected.sort(Comparator.comparingDouble(UnitScorer.Scored::score).reversed());

            RankedUnits ranked = new RankedUnits(RankedUnitsTest::settle);
            bounds.forEach(ranked::add);
            List<String> got = new ArrayList<>();
            ranked.forEach(s -> got.add(s.unit().text() + "=" + s.score()));
            assertEquals(expected.stream().map(s -> s.unit().text() + "=" + s.score()).toList(), got);
            assertEquals(n == 0, ranked.isEmpty());
        }
    }

    @Test
    void onlyTheUnitsTheOrderReachesAreSettled() {
        AtomicInteger settled = new AtomicInteger();
        RankedUnits ranked = new RankedUnits(b -> {
            settled.incrementAndGet();
            return settle(b);
        });
        ranked.add(bound("low restating sentence", 1.0, 0));
        ranked.add(bound("keep the answer", 0.9, 0));
        for (int i = 0; i < 100; i++) {
            ranked.add(bound("keep filler " + i, 0.1, 0));
        }
        // The restating sentence settles to 0.75 and falls behind the answer; nothing below 0.75 is settled.
        assertEquals("keep the answer", ranked.first().unit().text());
        assertEquals(2, settled.get());
        var it = ranked.iterator();
        assertSame(ranked.first(), it.next());
        assertEquals("low restating sentence", it.next().unit().text());
        assertEquals(2, settled.get());
        assertTrue(it.hasNext());
        assertEquals(3, settled.get());
    }

    @Test
    void nothingAddedIsEmpty() {
        RankedUnits ranked = new RankedUnits(RankedUnitsTest::settle);
        assertTrue(ranked.isEmpty());
        assertFalse(ranked.iterator().hasNext());
    }
}
