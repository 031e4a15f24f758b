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
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        // An `ephemeris serve` process that has the wiki open answers at once; nothing else needs to load.
        java.util.OptionalInt served = ephemeris.cli.ServedCall.tryServer(args, out, err);
        if (served.isPresent()) {
            System.exit(served.getAsInt());
        }
        // Before anything reads the index: libraries' start-up notices stay off the user's terminal.
        Logs.configure();
        // A call whose wiki another process holds waits a moment for the server a burst of calls is starting; any other
        // command that opens the wiki here asks that server to make way (decision 0020).
        java.util.OptionalInt waited = ephemeris.cli.ServerOnDemand.beforeOpening(args, out, err);
        if (waited.isPresent()) {
            System.exit(waited.getAsInt());
        }
        // A call kept to the JIT's first tier that would build its wiki's index runs on both.
        java.util.OptionalInt rerun = ephemeris.cli.FirstBuildOnBothTiers.tryRerun(args);
        if (rerun.isPresent()) {
            System.exit(rerun.getAsInt());
        }
        crashFolder();
        // Whatever ends the process (a return below, SIGINT, SIGTERM) stops the background work first.
        Shutdown.installHook();
        int status = Cli.handles(args) ? Cli.run(args, out, err) : window(args, err);
        out.flush();
        err.flush();
        Shutdown.exit(status);
    }

    /**
     * Creates the folder the launcher points the JVM's crash report at ({@code -Dephemeris.crash.dir},
     * beside {@code -XX:ErrorFile}): HotSpot falls back to the working directory when it cannot write
     * there, and on a first start nothing else has created it yet (decision 0006).
     */
    private static void crashFolder() {
        String dir = System.getProperty("ephemeris.crash.dir");
        if (dir == null || dir.contains("$")) {
            return; // not given, or a variable the launcher could not expand
        }
        try {
            java.nio.file.Path p = java.nio.file.Path.of(dir);
            if (p.isAbsolute()) {
                java.nio.file.Files.createDirectories(p);
            }
        } catch (java.io.IOException | RuntimeException e) {
            // The report then goes where HotSpot falls back to; nothing to tell the user before any crash.
        }
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
