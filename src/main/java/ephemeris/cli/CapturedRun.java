package ephemeris.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One served call's command line, run through the same picocli commands as in a process of its own, with what it
 * prints caught so that {@link LocalServer} can send it back with the exit code.
 */
final class CapturedRun {
    private CapturedRun() {
    }

    /** Runs {@code args} against {@code source} and answers with what they printed and their exit code. */
    static ServeProtocol.Reply run(List<String> args, EngineSource source) {
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(outBytes, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(errBytes, StandardCharsets.UTF_8), true);
        int code;
        Terminal.SERVING.set(true);
        try {
            code = Cli.run(args.toArray(String[]::new), out, err, source);
        } finally {
            Terminal.SERVING.remove();
        }
        out.flush();
        err.flush();
        return new ServeProtocol.Reply(ServeProtocol.ANSWERED, code,
                outBytes.toString(StandardCharsets.UTF_8), errBytes.toString(StandardCharsets.UTF_8));
    }
}
