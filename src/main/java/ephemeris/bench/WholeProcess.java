package ephemeris.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

/**
 * Runs a whole process as the benchmarks time one: its output dropped, its error output kept for the message
 * when it fails, and not marked as started by the packaged launcher.
 */
final class WholeProcess {
    private WholeProcess() {
    }

    /** A call that answers in its own process, without asking a running {@code ephemeris serve}. */
    static ProcessBuilder ownProcess(List<String> command) {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("EPHEMERIS_SERVER", "off");
        return pb;
    }

    /** Wall time in nanoseconds of the process, which must exit with 0; interrupted, the process is ended too. */
    static long time(ProcessBuilder pb) throws IOException, InterruptedException {
        File errors = File.createTempFile("ephemeris-call", ".err");
        try {
            pb.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(errors);
            launchable(pb);
            long s = System.nanoTime();
            Process p = pb.start();
            int code;
            try {
                code = p.waitFor();
            } catch (InterruptedException e) {
                p.destroyForcibly();
                throw e;
            }
            long took = System.nanoTime() - s;
            if (code != 0) {
                throw new IOException("a timed call failed with exit code " + code + " ("
                        + Files.readString(errors.toPath()).strip() + "): " + String.join(" ", pb.command()));
            }
            return took;
        } finally {
            Files.deleteIfExists(errors.toPath());
        }
    }

    /**
     * The packaged launcher marks its own process with a variable that tells a launcher seeing it that it was
     * re-executed by itself (and should not read the command line as a user's): a child must not inherit it.
     */
    static void launchable(ProcessBuilder pb) {
        pb.environment().remove("_JPACKAGE_LAUNCHER");
    }
}
