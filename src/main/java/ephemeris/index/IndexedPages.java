package ephemeris.index;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The indexed pages at one moment, in the order of their lower-cased paths, so the pages under a path
 * prefix (matched as path filters match, whatever the case) are found by a binary search instead of a
 * test of every page: a filtered question reads only the pages its folders hold.
 */
public final class IndexedPages {
    private final PageMeta[] pages;
    private final String[] lowerPaths;

    IndexedPages(java.util.Collection<PageMeta> indexed) {
        PageMeta[] sorted = indexed.toArray(PageMeta[]::new);
        String[] lower = new String[sorted.length];
        Integer[] order = new Integer[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            lower[i] = sorted[i].path().toLowerCase(Locale.ROOT);
            order[i] = i;
        }
        // Ties of case ("A.md", "a.md") by the path itself, so the order never depends on the map's.
        Arrays.sort(order, Comparator.<Integer, String>comparing(i -> lower[i]).thenComparing(i -> sorted[i].path()));
        this.pages = new PageMeta[sorted.length];
        this.lowerPaths = new String[sorted.length];
        for (int i = 0; i < order.length; i++) {
            pages[i] = sorted[order[i]];
            lowerPaths[i] = lower[order[i]];
        }
    }

    public int size() {
        return pages.length;
    }

    /** Every indexed page. */
    public List<PageMeta> all() {
        return range(0, pages.length);
    }

    /**
     * The pages whose lower-cased path starts with one of these lower-cased prefixes, each once, in the
     * order of their paths.
     */
    public List<PageMeta> under(List<String> lowerPrefixes) {
        List<int[]> ranges = new ArrayList<>();
        for (String prefix : lowerPrefixes) {
            int from = firstAtLeast(prefix);
            int to = firstPast(prefix);
            if (to > from) {
                ranges.add(new int[]{from, to});
            }
        }
        ranges.sort(Comparator.comparingInt(r -> r[0]));
        List<PageMeta> out = new ArrayList<>();
        int done = 0;
        for (int[] r : ranges) {
            for (int i = Math.max(r[0], done); i < r[1]; i++) {
                out.add(pages[i]);
            }
            done = Math.max(done, r[1]);
        }
        return out;
    }

    private int firstAtLeast(String key) {
        int lo = 0;
        int hi = lowerPaths.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (lowerPaths[mid].compareTo(key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The first path after those that start with the prefix: the paths before the prefix and then those under
     * it make a run at the start of the sorted paths, so it is found by a binary search as well.
     */
    private int firstPast(String prefix) {
        int lo = 0;
        int hi = lowerPaths.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (lowerPaths[mid].compareTo(prefix) < 0 || lowerPaths[mid].startsWith(prefix)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private List<PageMeta> range(int from, int to) {
        return new AbstractList<>() {
            @Override
            public PageMeta get(int index) {
                return pages[from + index];
            }

            @Override
            public int size() {
                return to - from;
            }
        };
    }
}
