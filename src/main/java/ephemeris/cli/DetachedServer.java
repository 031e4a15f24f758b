package ephemeris.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Starts a server started on demand as a process of its own that outlives the call which started it. */
final class DetachedServer {
    private static final Logger LOG = Logger.getLogger(DetachedServer.class.getName());

    private DetachedServer() {
    }

    /**
     * Starts the server in a session of its own where the system offers one ({@code setsid}), so the caller's
     * terminal closing or its Ctrl-C does not end it; nothing of the caller's input or output goes with it.
     */
    static void start(List<String> command, Path cacheRoot) {
        List<String> c = new ArrayList<>();
        for (String setsid : List.of("/usr/bin/setsid", "/bin/setsid")) {
            if (Files.isExecutable(Path.of(setsid))) {
                c.add(setsid);
                break;
            }
        }
        c.addAll(command);
        boolean windows = System.getProperty("os.name", "").startsWith("Windows");
        ProcessBuilder pb = new ProcessBuilder(c)
                .redirectInput(ProcessBuilder.Redirect.from(new File(windows ? "NUL" : "/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove(ServedCall.ENV_VAR);
        if (cacheRoot.isAbsolute()) {
            pb.directory(cacheRoot.toFile()); // not the caller's folder, which it would keep busy for as long as it runs
        }
        try {
            pb.start();
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "Could not start a server: " + e.getMessage(), e);
        }
    }
}
