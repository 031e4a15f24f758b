package ephemeris.cli;

import ephemeris.wiki.WikiException;

/** Process exit codes, so scripts can tell a usage mistake from a missing or empty wiki. */
public final class ExitCodes {
    public static final int OK = 0;
    public static final int FAILURE = 1;
    public static final int USAGE = 2;
    public static final int NOT_FOUND = 3;
    public static final int EMPTY = 4;

    private ExitCodes() {
    }

    static int of(WikiException.Kind kind) {
        return switch (kind) {
            case USAGE -> USAGE;
            case NOT_FOUND -> NOT_FOUND;
            case EMPTY -> EMPTY;
            case UNREADABLE -> FAILURE;
        };
    }
}
