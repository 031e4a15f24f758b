package ephemeris.engine;

/**
 * How far meaning (embedding) search is along for the open wiki.
 *
 * @param state      what it can do now
 * @param pagesDone  pages whose passages have vectors
 * @param pagesTotal pages indexed
 * @param problem    why it is unavailable, else empty
 */
public record MeaningStatus(State state, int pagesDone, int pagesTotal, String problem) {

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

    /** As JSON fields (the command line's and the MCP server's answers and status). */
    public java.util.Map<String, Object> toMap() {
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("state", state.name().toLowerCase(java.util.Locale.ROOT));
        m.put("pages_done", pagesDone);
        m.put("pages_total", pagesTotal);
        m.put("note", describe());
        // Which pages meaning search reads well: those in the languages the bundled model was trained on.
        m.put("languages", state == State.OFF || state == State.UNAVAILABLE ? java.util.List.of()
                : java.util.List.copyOf(new java.util.TreeSet<>(ephemeris.embed.EmbeddingSpec.MINILM.languages())));
        return m;
    }

    /** A short line for a status bar or a log. */
    public String describe() {
        return switch (state) {
            case OFF -> "Meaning search is off: keywords only.";
            case BUILDING -> String.format(java.util.Locale.ROOT,
                    "Learning the wiki's meaning: %d of %d pages (%d%%). Answers use keywords until it is done.",
                    pagesDone, pagesTotal, pagesTotal == 0 ? 0 : Math.round(100.0 * pagesDone / pagesTotal));
            case READY -> "Meaning search ready: answers combine keywords and meaning (English pages and questions;"
                    + " other languages by keywords).";
            case UNAVAILABLE -> "Meaning search is unavailable (" + problem + "): keywords only.";
        };
    }
}
