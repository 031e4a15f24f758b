package ephemeris.engine;

/**
 * A question and how to treat it.
 *
 * @param text          the question as typed
 * @param timeSensitive force go_external as for a time-sensitive topic, whatever the wording
 * @param top           how many pages to rank and read
 */
public record Question(String text, boolean timeSensitive, int top) {
    public static final int DEFAULT_TOP = 5;

    public Question {
        if (top < 1) {
            throw new IllegalArgumentException("top must be at least 1, was " + top);
        }
        text = text == null ? "" : text;
    }

    public static Question of(String text) {
        return new Question(text, false, DEFAULT_TOP);
    }
}
