package ephemeris.answer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.function.Function;

/**
 * Scored units, best first, each unit's score settled only when the order reaches it. A unit comes in with
 * a bound its settled score cannot exceed; settling the few units an answer reads, rather than every unit of
 * every passage, is what keeps a costly check (whether a sentence only restates the question) cheap. The
 * order is exactly that of a stable sort of the settled scores: higher first, equal scores in the order
 * the units were added.
 */
final class RankedUnits implements Iterable<UnitScorer.Scored> {
    /** @param bound the unit's bound while its score is not settled, null once it is */
    private record Entry(UnitScorer.Scored scored, UnitScorer.Bound bound, int position) {
    }

    private static final Comparator<Entry> BEST_FIRST = Comparator
            .comparingDouble((Entry e) -> e.scored().score()).reversed()
            .thenComparingInt(Entry::position);

    private final PriorityQueue<Entry> pending = new PriorityQueue<>(BEST_FIRST);
    private final List<UnitScorer.Scored> ranked = new ArrayList<>();
    private final Function<UnitScorer.Bound, UnitScorer.Scored> settle;
    private int added;

    /** @param settle a unit's settled score from its bound, never higher than the bound */
    RankedUnits(Function<UnitScorer.Bound, UnitScorer.Scored> settle) {
        this.settle = settle;
    }

    /** Adds a unit whose score is a bound, to be settled when the order reaches it. */
    void add(UnitScorer.Bound bound) {
        pending.add(new Entry(bound.scored(), bound, added++));
    }

    boolean isEmpty() {
        return added == 0;
    }

    /** The best unit; there must be one. */
    UnitScorer.Scored first() {
        return get(0);
    }

    /** The unit at {@code rank} (0 is the best), or null when there are fewer units. */
    private UnitScorer.Scored get(int rank) {
        while (ranked.size() <= rank && !pending.isEmpty()) {
            Entry top = pending.poll();
            if (top.bound() == null) {
                // Every unit still pending has a bound at or below this settled score: none can come before it.
                ranked.add(top.scored());
            } else {
                pending.add(new Entry(settle.apply(top.bound()), null, top.position()));
            }
        }
        return rank < ranked.size() ? ranked.get(rank) : null;
    }

    @Override
    public Iterator<UnitScorer.Scored> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return get(next) != null;
            }

            @Override
            public UnitScorer.Scored next() {
                UnitScorer.Scored s = get(next);
                if (s == null) {
                    throw new NoSuchElementException();
                }
                next++;
                return s;
            }
        };
    }
}
