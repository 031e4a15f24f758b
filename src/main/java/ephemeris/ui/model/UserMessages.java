package ephemeris.ui.model;

import ephemeris.wiki.WikiException;

import java.util.logging.Level;
import java.util.logging.Logger;

/** A failure in the words the window shows: a wiki problem as it is told, anything else named with its detail logged once. */
final class UserMessages {
    private static final Logger LOG = Logger.getLogger(UserMessages.class.getName());

    private UserMessages() {
    }

    /** Words for the user about a failure of {@code what} ("Could not open the wiki"). */
    static String of(Throwable t, String what) {
        if (t instanceof WikiException w) {
            return w.getMessage();
        }
        LOG.log(Level.WARNING, what, t);
        String detail = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return what + ": " + detail;
    }
}
