package ephemeris.answer;

/** The sorts of answer unit a page's structure gives. */
public enum UnitKind {
    /** One sentence of prose. */
    SENTENCE("sentence"),
    /** A procedure: the lead-in and its list, steps in order. */
    STEPS("steps"),
    /** A table row with the header cell above each of its cells. */
    TABLE_ROW("table_row"),
    /** A code block with the sentence that introduces it. */
    CODE("code"),
    /** The body of a callout. */
    CALLOUT("callout");

    private final String label;

    UnitKind(String label) {
        this.label = label;
    }

    /** The name used in JSON and MCP output. */
    public String label() {
        return label;
    }
}
