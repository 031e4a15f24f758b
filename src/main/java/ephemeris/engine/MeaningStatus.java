package ephemeris.engine;

import java.util.Locale;

/**
 * How far meaning (embedding) search is along for the open wiki.
 *
 * @param state       what it can do now
 * @param pagesDone   pages whose passages have vectors
 * @param pagesTotal  pages indexed
 * @param problem     why it is unavailable, else empty
 * @param secondsLeft while building, the estimated seconds until every page has vectors; -1 when not known
 */
public record MeaningStatus(State state, int pagesDone, int pagesTotal, String problem, long secondsLeft) {

    public enum State {
        /** Not asked for (keyword search only). */
        OFF,
        /** Vectors are being computed; answers use keywords, and meaning for the pages done. */
        BUILDING,
        /** Every page has vectors: answers fuse keywords and meaning. */
        READY,
        /** The model could not run here; answers use keywords. */
        UNAVAILABLE
    }

    public static final MeaningStatus OFF = new MeaningStatus(State.OFF, 0, 0, "");

    /**
     * Pages a second the embedder is assumed to manage before it has measured itself: about what two cores
     * of an ordinary machine do with the bundled model (docs/benchmarks.md, "Meaning search"), rounded down.
     */
    static final double ASSUMED_PAGES_PER_SECOND = 10;

    public MeaningStatus(State state, int pagesDone, int pagesTotal, String problem) {
        this(state, pagesDone, pagesTotal, problem, -1);
    }

    /** Pages still without vectors. */
    public int pagesMissing() {
        return Math.max(0, pagesTotal - pagesDone);
    }

    /** The estimated seconds until every page has vectors: measured while building, else assumed. */
    public long estimatedSecondsLeft() {
        return secondsLeft >= 0 ? secondsLeft : Math.round(Math.ceil(pagesMissing() / ASSUMED_PAGES_PER_SECOND));
    }

    /**
     * What a one-shot command that answered without waiting for vectors tells the user, once: how many pages
     * meaning search lacks and how to build them.
     */
    public String indexAdvice() {
        return String.format(Locale.ROOT, "Meaning search not ready for %,d pages: run `ephemeris index` (about %s).",
                pagesMissing(), duration(estimatedSecondsLeft()));
    }

    /** "about 40 s" below a minute and a half, else whole minutes, rounded up. */
    public static String duration(long seconds) {
        if (seconds < 90) {
            return Math.max(1, seconds) + " s";
        }
        return ((seconds + 59) / 60) + " min";
    }

    /** As JSON fields (the command line's and the MCP server's answers and status). */
    public java.util.Map<String, Object> toMap() {
        return toMap(null);
    }

    /**
     * As JSON fields, with the advice a one-shot command gave when it answered without waiting for the
     * vectors ({@link #indexAdvice}), or null.
     */
    public java.util.Map<String, Object> toMap(String advice) {
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("state", state.name().toLowerCase(Locale.ROOT));
        m.put("pages_done", pagesDone);
        m.put("pages_total", pagesTotal);
        m.put("seconds_left", state == State.BUILDING ? estimatedSecondsLeft() : null);
        m.put("note", describe());
        m.put("advice", advice);
        // Which pages meaning search reads well: those in the languages the bundled models were trained on.
        m.put("languages", state == State.OFF || state == State.UNAVAILABLE ? java.util.List.of()
                : java.util.List.copyOf(new java.util.TreeSet<>(ephemeris.embed.Student.bundledLanguages())));
        return m;
    }

    /** A short line for a status bar or a log. */
    public String describe() {
        return switch (state) {
            case OFF -> "Meaning search is off: keywords only.";
            case BUILDING -> String.format(Locale.ROOT,
                    "Learning the wiki's meaning: %d of %d pages (%d%%), about %s left. Answers use keywords until it is done.",
                    pagesDone, pagesTotal, pagesTotal == 0 ? 0 : Math.round(100.0 * pagesDone / pagesTotal),
                    duration(estimatedSecondsLeft()));
            case READY -> "Meaning search ready: answers combine keywords and meaning " + languagesRead() + ".";
            case UNAVAILABLE -> "Meaning search is unavailable (" + problem + "): keywords only.";
        };
    }

    /** Which languages meaning search reads, for the note: all the bundled models' when several, else English alone. */
    private static String languagesRead() {
        java.util.Set<String> read = new java.util.TreeSet<>(ephemeris.embed.Student.bundledLanguages());
        return read.size() > 1 ? "in " + read.size() + " languages, and across them (" + String.join(" ", read) + ")"
                : "(English pages and questions; other languages by keywords)";
    }
}
