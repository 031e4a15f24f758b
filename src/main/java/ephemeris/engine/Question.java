package ephemeris.engine;

/**
 * A question and how to treat it.
 *
 * @param text          the question as typed; a {@code lang:xx} in it pins its language too
 * @param timeSensitive force go_external as for a time-sensitive topic, whatever the wording
 * @param top           how many pages to rank and read
 * @param language      the language to read it in, as a code or tag ("ja", "pt-BR"); empty to tell it from its words
 */
public record Question(String text, boolean timeSensitive, int top, String language) {
    public static final int DEFAULT_TOP = 5;

    public Question {
        if (top < 1) {
            throw new IllegalArgumentException("top must be at least 1, was " + top);
        }
        text = text == null ? "" : text;
        language = language == null ? "" : language.strip();
    }

    public Question(String text, boolean timeSensitive, int top) {
        this(text, timeSensitive, top, "");
    }

    public static Question of(String text) {
        return new Question(text, false, DEFAULT_TOP);
    }
}
