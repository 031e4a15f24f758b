package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.RelatedPages;
import ephemeris.wiki.WikiException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** {@code ephemeris related PATH}: a page's backlinks, its links and the pages nearest to it in meaning. */
@Command(name = "related", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Show the pages that link to a page, the pages it links to, and the pages nearest to it in meaning.")
public final class RelatedCommand implements Callable<Integer>, EngineSource.User {
    @Parameters(index = "0", paramLabel = "PATH", description = "The page, relative to the wiki (e.g. \"Plugins/Canvas.md\").")
    String path;

    @Mixin
    WikiOptions wikiOptions;

    @Option(names = "--json", description = "Print the related pages as JSON.")
    boolean json;

    @Spec
    CommandSpec spec;

    private EngineSource engines = EngineSource.IN_PROCESS;

    @Override
    public void engineSource(EngineSource source) {
        engines = source;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (EngineSource.Lease lease = engines.open(wikiOptions.root(), wikiOptions.engineOptions(), true)) {
            Engine engine = lease.engine();
            wikiOptions.settleMeaning(engine, err);
            RelatedPages r = engine.related(path);
            if (json) {
                out.println(JsonText.write(r.toMap()));
            } else {
                out.print(r.toText());
            }
            out.flush();
            return ExitCodes.OK;
        } catch (WikiException e) {
            err.println(e.getMessage());
            return ExitCodes.of(e.kind());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("Interrupted.");
            return ExitCodes.FAILURE;
        }
    }
}
