package ephemeris.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Durations in nanoseconds and their percentiles. */
final class Latencies {
    private final List<Long> nanos = new ArrayList<>();

    void add(long n) {
        nanos.add(n);
    }

    int count() {
        return nanos.size();
    }

    double percentileMillis(double p) {
        if (nanos.isEmpty()) {
            return Double.NaN;
        }
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1e6;
    }

    double maxMillis() {
        return nanos.stream().mapToLong(Long::longValue).max().orElse(0) / 1e6;
    }

    double meanMillis() {
        return nanos.stream().mapToLong(Long::longValue).average().orElse(Double.NaN) / 1e6;
    }
}
