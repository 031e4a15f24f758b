package ephemeris.query;

/** Which side of the hybrid search put a page in the list. */
public enum FoundBy {
    /** The question's words are on the page. */
    KEYWORDS("keywords"),
    /** A passage of the page is close in meaning to the question (embedding search). */
    MEANING("meaning"),
    BOTH("keywords and meaning");

    private final String label;

    FoundBy(String label) {
        this.label = label;
    }

    /** As shown to a user and written in JSON. */
    public String label() {
        return label;
    }
}
