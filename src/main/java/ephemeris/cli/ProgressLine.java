package ephemeris.cli;

import java.io.PrintWriter;

/**
 * One line on a terminal that a long command rewrites in place ("Indexing: 1,200 of 9,746 pages (12%), about
 * 14 s left"), at most a few times a second. Prints nothing when the stream is not a terminal: a log or a
 * script's pipe gets no carriage returns.
 */
final class ProgressLine {
    private static final long MIN_GAP_NANOS = 200_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private long lastNanos = Long.MIN_VALUE;
    private int width;

    ProgressLine(PrintWriter err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    /** Shows {@code text}, unless the line changed less than a fifth of a second ago (then {@code force} still shows it). */
    synchronized void show(String text, boolean force) {
        long now = System.nanoTime();
        if (!terminal || (!force && lastNanos != Long.MIN_VALUE && now - lastNanos < MIN_GAP_NANOS)) {
            return;
        }
        lastNanos = now;
        // Spaces cover what was longer before; the cursor stays at the line's end.
        err.print("\r" + text + " ".repeat(Math.max(0, width - text.length())));
        err.flush();
        width = text.length();
    }

    /** Ends the line, so what is printed next starts on its own. */
    synchronized void end() {
        if (terminal && width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }

    /** Shows the meaning vectors' progress while some pages still lack them (an engine's meaning listener). */
    ephemeris.engine.Engine.MeaningListener meaningVectors() {
        return m -> {
            if (m.state() == ephemeris.engine.MeaningStatus.State.BUILDING && m.pagesMissing() > 0) {
                show(of("Meaning vectors", m.pagesDone(), m.pagesTotal(), m.secondsLeft()), false);
            }
        };
    }

    /** "what: 1,200 of 9,746 pages (12%), about 14 s left", or without the estimate when none is known. */
    static String of(String what, int done, int total, long secondsLeft) {
        String pct = total <= 0 ? "" : String.format(java.util.Locale.ROOT, " (%d%%)", Math.round(100.0 * done / total));
        String left = secondsLeft < 0 ? "" : ", about " + ephemeris.engine.MeaningStatus.duration(secondsLeft) + " left";
        return String.format(java.util.Locale.ROOT, "%s: %,d of %,d pages%s%s", what, done, total, pct, left);
    }
}
