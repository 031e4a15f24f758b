package ephemeris.answer;

import java.util.Locale;

/** How far the wiki's evidence answers the question (seed 004). */
public enum Confidence {
    HIGH, MEDIUM, LOW;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
