package ephemeris;

import ephemeris.cli.Cli;
import ephemeris.ui.DesktopApp;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Starts the command line for {@code query}, {@code --help} and {@code --version}, else the window. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        Logs.configure();
        if (!Cli.handles(args)) {
            DesktopApp.launch(args); // the window; returns when it closes
            return;
        }
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(Cli.run(args, out, err));
    }
}
