package ephemeris;

import java.util.logging.ConsoleHandler;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * One logging setup for both faces: detail goes to stderr once, at WARNING and above, in one line
 * each; libraries' start-up chatter (Lucene's vector notice) stays out of the user's way.
 */
final class Logs {
    /** Held strongly: java.util.logging keeps loggers weakly, and a collected logger forgets its level. */
    private static final Logger LUCENE = Logger.getLogger("org.apache.lucene");
    private Logs() {
    }

    static void configure() {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tT %4$s %3$s: %5$s%6$s%n");
        Logger root = Logger.getLogger("");
        for (var h : root.getHandlers()) {
            root.removeHandler(h);
        }
        ConsoleHandler handler = new ConsoleHandler();
        handler.setFormatter(new SimpleFormatter());
        handler.setLevel(Level.WARNING);
        root.addHandler(handler);
        root.setLevel(Level.INFO);
        LUCENE.setLevel(Level.SEVERE);
    }
}
