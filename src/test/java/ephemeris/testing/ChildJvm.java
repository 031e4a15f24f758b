package ephemeris.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs {@code ephemeris.Main} in a separate JVM, optionally under a wrapper such as strace or setpriv. */
public final class ChildJvm {
    /** What a child run printed and returned. */
    public record Result(int exitCode, String out, String err) {
    }

    private ChildJvm() {
    }

    /** The test's own class path: surefire passes the real one in surefire.test.class.path. */
    public static String classPath() {
        String cp = System.getProperty("surefire.test.class.path");
        return cp != null && !cp.isBlank() ? cp : System.getProperty("java.class.path");
    }

    public static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** Whether an executable is on the PATH. */
    public static boolean onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs the command line in a child JVM: {@code wrapper... java -cp ... ephemeris.Main args...}, with
     * the index cache in {@code cache}.
     */
    public static Result run(List<String> wrapper, Path cache, Path workDir, long timeoutSeconds, String... args)
            throws IOException, InterruptedException {
        List<String> cmd = command(wrapper, cache, args);
        Path out = Files.createTempFile(workDir, "child", ".out");
        Path err = Files.createTempFile(workDir, "child", ".err");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().remove("EPHEMERIS_WIKI_ROOT");
        Process p = pb.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("child JVM did not finish in " + timeoutSeconds + " s: " + cmd);
        }
        String errText = Files.readString(err, StandardCharsets.UTF_8);
        PlainStderr.check(errText);
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), errText);
    }

    /** {@code wrapper... java -cp ... ephemeris.Main args...}, with the index cache in {@code cache}. */
    public static List<String> command(List<String> wrapper, Path cache, String... args) {
        List<String> cmd = new ArrayList<>(wrapper);
        cmd.add(java().toString());
        cmd.add("-Xmx512m");
        cmd.add("-Xshare:auto");
        cmd.add("--enable-native-access=ALL-UNNAMED");
        cmd.add("-Dephemeris.cache=" + cache);
        cmd.add("-cp");
        cmd.add(classPath());
        cmd.add("ephemeris.Main");
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** Runs a plain command (no JVM) and returns its exit code, or -1 when it could not start. */
    public static int exec(String... cmd) {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return -1;
            }
            return p.exitValue();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }
}
