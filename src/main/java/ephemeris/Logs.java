package ephemeris;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * One logging setup for every face: problems go to stderr at WARNING and above, one plain line each,
 * never a stack trace (a user reads the terminal; a script may parse it). {@code EPHEMERIS_DEBUG=1}
 * prints the traces too, for a developer. Libraries' start-up chatter (Lucene's vector notice) stays
 * out of the user's way.
 */
final class Logs {
    /** Held strongly: java.util.logging keeps loggers weakly, and a collected logger forgets its level. */
    private static final Logger LUCENE = Logger.getLogger("org.apache.lucene");
    /**
     * PDFBox (through commons-logging) warns of every font quirk of a PDF it reads ("No Unicode mapping for a36"):
     * the text read is all the same, and a PDF it cannot read is told in the status with its reason.
     */
    private static final Logger PDFBOX = Logger.getLogger("org.apache.pdfbox");
    private static final Logger FONTBOX = Logger.getLogger("org.apache.fontbox");

    private Logs() {
    }

    static void configure() {
        Logger root = Logger.getLogger("");
        for (var h : root.getHandlers()) {
            root.removeHandler(h);
        }
        ConsoleHandler handler = new ConsoleHandler();
        if ("1".equals(System.getenv("EPHEMERIS_DEBUG"))) {
            System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tT %4$s %3$s: %5$s%6$s%n");
            handler.setFormatter(new SimpleFormatter());
        } else {
            handler.setFormatter(new OneLine());
        }
        handler.setLevel(Level.WARNING);
        root.addHandler(handler);
        root.setLevel(Level.INFO);
        LUCENE.setLevel(Level.SEVERE);
        PDFBOX.setLevel(Level.OFF);
        FONTBOX.setLevel(Level.OFF);
    }

    /** "12:00:01 WARNING: what happened: why", the why taken from the throwable's own words. */
    static final class OneLine extends Formatter {
        private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

        @Override
        public String format(LogRecord r) {
            StringBuilder sb = new StringBuilder();
            sb.append(LocalTime.now().format(TIME)).append(' ').append(r.getLevel().getName()).append(": ")
                    .append(formatMessage(r).replace('\n', ' '));
            String why = why(r.getThrown());
            if (!why.isEmpty()) {
                sb.append(": ").append(why);
            }
            return sb.append(System.lineSeparator()).toString();
        }

        /** The innermost message of the causes, without the Java class names some messages lead with. */
        static String why(Throwable t) {
            String why = "";
            for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
                if (c.getMessage() != null && !c.getMessage().isBlank()) {
                    why = c.getMessage();
                }
            }
            // "java.nio.file.NoSuchFileException: /x" as a wrapped cause's message: keep what follows the name.
            why = why.replaceAll("(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*(?:Exception|Error): ?", "");
            return why.replace('\n', ' ').strip();
        }
    }
}
