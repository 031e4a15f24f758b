package ephemeris.ui.model;

import java.util.Locale;
import java.util.Optional;

/** The user's theme choice; SYSTEM follows the desktop's light or dark setting where it can be read. */
public enum ThemeChoice {
    SYSTEM, LIGHT, DARK;

    public static Optional<ThemeChoice> parse(String s) {
        if (s == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(valueOf(s.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Whether to paint dark, given whether the system is dark. */
    public boolean isDark(boolean systemDark) {
        return this == DARK || this == SYSTEM && systemDark;
    }
}
