package ephemeris.cli;

import ephemeris.engine.IdleMemory;
import ephemeris.mcp.McpStdio;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code ephemeris mcp}: a Model Context Protocol server over stdio, for coding agents. */
@Command(name = "mcp", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Serve the wiki to coding agents as a Model Context Protocol server over stdio.",
                "Tools: wiki_query (answer a question, with citations) and wiki_status (what is indexed, how fresh).",
                "The index stays open and follows changes to the wiki; stdout carries protocol messages only."})
public final class McpCommand implements Callable<Integer> {
    @picocli.CommandLine.Mixin
    WikiOptions wikiOptions = new WikiOptions();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Path root = wikiOptions.root();
        // Protocol messages own stdout: anything else that prints goes to stderr.
        PrintStream protocol = System.out;
        System.setOut(System.err);
        try {
            IdleMemory.startForThisProcess();
            McpStdio.serve(root, wikiOptions.longRunningOptions(), Version.current(),
                    System.in, protocol,
                    spec.commandLine().getErr());
            return ExitCodes.OK;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitCodes.FAILURE;
        } finally {
            System.setOut(protocol);
        }
    }
}
