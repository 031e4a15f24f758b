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
    CALLOUT("callout"),
    /** A line of code with the comment that says what it does, beside it or on the line above. */
    COMMAND("command"),
    /** A named fact: an outliner's block property ({@code key:: value}), quoted as "key: value". */
    FACT("fact"),
    /** An outline bullet with the bullets and blocks nested under it. */
    OUTLINE("outline");

    private final String label;

    UnitKind(String label) {
        this.label = label;
    }

    /** The name used in JSON and MCP output. */
    public String label() {
        return label;
    }
}
