package ephemeris.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How this process was started: its whole command line, and the packaged app's launcher when it started it
 * (the launcher names itself in a system property, since the process runs the java command it execs). The
 * benchmarks start their timed calls as users do, through the launcher, which picks the JVM's options by the
 * command it runs; the command line re-runs a call with other JVM options.
 */
public final class ThisProcess {
    /** The system property in which the launcher names itself. */
    public static final String LAUNCHER_PROPERTY = "ephemeris.launcher";

    private ThisProcess() {
    }

    /** The launcher that started this process, if it did and is still there. */
    public static Optional<Path> launcher() {
        String named = System.getProperty(LAUNCHER_PROPERTY, "");
        if (named.isEmpty()) {
            return Optional.empty();
        }
        Path p = Path.of(named);
        return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
    }

    /** The java command and every argument it was given, its JVM options and main class among them. */
    public static List<String> commandLine() {
        ProcessHandle.Info info = ProcessHandle.current().info();
        String command = info.command().orElseThrow(() -> new IllegalStateException("this process's command is not known"));
        List<String> args = List.of(info.arguments().orElse(new String[0]));
        if (args.isEmpty()) {
            args = procCmdline(); // the JDK leaves out a long command line (a class path) on Linux
        }
        List<String> all = new ArrayList<>();
        all.add(command);
        all.addAll(args);
        return all;
    }

    private static List<String> procCmdline() {
        try {
            return arguments(Files.readString(Path.of("/proc/self/cmdline"), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The arguments after the command in a {@code /proc/<pid>/cmdline} text, empty ones kept. */
    static List<String> arguments(String cmdline) {
        // Each argument ends with a NUL, an empty one too: only the piece after the last NUL is not one.
        List<String> parts = new ArrayList<>(List.of(cmdline.split("\0", -1)));
        parts.removeLast();
        return parts.isEmpty() ? List.of() : List.copyOf(parts.subList(1, parts.size()));
    }
}
