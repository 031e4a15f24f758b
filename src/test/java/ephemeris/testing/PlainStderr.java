package ephemeris.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * What the command line prints on stderr is for a person: plain lines, never a Java stack trace or an
 * exception's class name. Every command-line test passes its stderr through here.
 */
public final class PlainStderr {
    private PlainStderr() {
    }

    /** Fails when {@code err} holds a stack frame ("\tat ") or the word "Exception". */
    public static String check(String err) {
        assertFalse(err.contains("\tat "), () -> "a stack trace on stderr:\n" + err);
        assertFalse(err.contains("Exception"), () -> "an exception's name on stderr:\n" + err);
        return err;
    }
}
