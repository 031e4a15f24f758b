package ephemeris.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** The command line: {@code ephemeris query …}, {@code ephemeris mcp}, {@code --help}, {@code --version}. */
@Command(name = "ephemeris", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Answers questions about a local markdown wiki, offline, and shows its evidence.%n"
                + "With no command, the desktop window opens.",
        subcommands = {QueryCommand.class, RelatedCommand.class, StatusCommand.class, IndexCommand.class, ServeCommand.class, BenchCommand.class, McpCommand.class})
public final class Cli implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line and returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, EngineSource.IN_PROCESS);
    }

    /** Runs the command line with commands that take their engine from {@code source}. */
    static int run(String[] args, PrintWriter out, PrintWriter err, EngineSource source) {
        CommandLine cl = new CommandLine(new Cli(), new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                K made = CommandLine.defaultFactory().create(cls);
                if (made instanceof EngineSource.User user) {
                    user.engineSource(source);
                }
                return made;
            }
        });
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println(ex.getMessage());
            ex.getCommandLine().getErr().println("Try 'ephemeris --help'.");
            return ExitCodes.USAGE;
        });
        // Anything a command did not catch still ends in one plain line and a failure code, never a trace.
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            java.util.logging.Logger.getLogger(Cli.class.getName()).log(java.util.logging.Level.FINE, "The command failed", ex);
            String why = ex.getMessage() == null || ex.getMessage().isBlank() ? ex.getClass().getSimpleName() : ex.getMessage();
            line.getErr().println("Ephemeris failed: " + why.replace('\n', ' '));
            return ExitCodes.FAILURE;
        });
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** Whether these arguments are for the command line rather than the window. */
    public static boolean handles(String[] args) {
        if (args.length == 0) {
            return false;
        }
        return switch (args[0]) {
            case "query", "related", "status", "index", "serve", "bench", "mcp", "help", "--help", "-h", "--version", "-V" -> true;
            default -> false;
        };
    }
}
