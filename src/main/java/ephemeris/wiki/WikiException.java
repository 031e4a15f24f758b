package ephemeris.wiki;

/**
 * A problem the user can act on. The message is written for the user and is shown as is
 * (in the window, on the command line); the cause, if any, is for the log only.
 */
public class WikiException extends Exception {
    /** What went wrong, so callers can choose an exit code or offer a remedy. */
    public enum Kind { USAGE, NOT_FOUND, EMPTY, UNREADABLE }

    private final Kind kind;

    public WikiException(Kind kind, String message) {
        this(kind, message, null);
    }

    public WikiException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    public static WikiException notFound(java.nio.file.Path root) {
        return new WikiException(Kind.NOT_FOUND, Messages.wikiNotFound(root));
    }

    public static WikiException empty() {
        return new WikiException(Kind.EMPTY, Messages.WIKI_EMPTY);
    }
}
