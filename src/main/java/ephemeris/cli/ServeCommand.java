package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.IdleMemory;
import ephemeris.engine.ProgressListener;
import ephemeris.wiki.WikiException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code ephemeris serve}: keeps the wiki's index, its meaning vectors and the model open, follows the
 * folder, and answers the {@code query}, {@code related} and {@code status} calls made on the same wiki
 * from other processes, so that each call costs a process start rather than opening the index.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Keep the wiki open and answer `query`, `related` and `status` calls on it from other processes, "
                + "much faster than each opening the index itself. Runs until stopped (Ctrl-C).",
                "Calls find it through a socket in the wiki's cache folder that only you can open; with no server they "
                        + "answer in their own process, with the same output. EPHEMERIS_SERVER=off makes a call ignore the server."})
public final class ServeCommand implements Callable<Integer> {
    @Mixin
    WikiOptions wikiOptions = new WikiOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        EngineOptions options = wikiOptions.longRunningOptions();
        if (options.cacheRoot() == null) {
            err.println("Cannot serve without a cache folder.");
            return ExitCodes.FAILURE;
        }
        Path root = wikiOptions.root();
        try (Engine engine = Engine.open(root, options, ProgressListener.NONE, () -> false)) {
            engine.watch();
            IdleMemory.startForThisProcess();
            Path socket = ServeProtocol.socket(options.cacheRoot(), engine.root().toRealPath());
            try (LocalServer server = LocalServer.bind(socket, engine, options)) {
                Runtime.getRuntime().addShutdownHook(new Thread(server::close, "ephemeris-serve-close"));
                err.println("Serving " + engine.root() + ": query, related and status calls on it are answered here. Ctrl-C stops.");
                err.flush();
                server.serve();
            }
            return ExitCodes.OK;
        } catch (WikiException e) {
            err.println(e.getMessage());
            return ExitCodes.of(e.kind());
        } catch (IOException e) {
            err.println("Cannot serve " + root + ": " + e.getMessage());
            return ExitCodes.FAILURE;
        }
    }
}
