package ephemeris;

import ephemeris.cli.Cli;
import ephemeris.engine.Shutdown;
import ephemeris.ui.DesktopApp;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Starts the command line for {@code query}, {@code --help} and {@code --version}, else the window. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        Logs.configure();
        // Whatever ends the process (a return below, SIGINT, SIGTERM) stops the background work first.
        Shutdown.installHook();
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int status = Cli.handles(args) ? Cli.run(args, out, err) : window(args, err);
        out.flush();
        err.flush();
        Shutdown.exit(status);
    }

    /** Opens the window and waits for it to close; says in words why when it cannot open at all. */
    private static int window(String[] args, PrintWriter err) {
        try {
            DesktopApp.launch(args);
            return 0;
        } catch (RuntimeException e) {
            java.util.logging.Logger.getLogger(Main.class.getName()).log(java.util.logging.Level.FINE, "The window failed", e);
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            err.println("Cannot open the window: " + why + ".");
            err.println("Without a display, ask on the command line: ephemeris query \"<question>\"");
            return 1;
        }
    }
}
