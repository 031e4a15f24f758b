package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.StatusReport;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code ephemeris status}: the coverage report — every file under the root and what became of it. */
@Command(name = "status", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Show which files of the wiki are indexed, and which were skipped or failed and why.")
public final class StatusCommand implements Callable<Integer>, EngineSource.User {
    @picocli.CommandLine.Mixin
    WikiFolder folder = new WikiFolder();

    @Option(names = "--json", description = "Print the report as JSON.")
    boolean json;

    @Option(names = "--all", description = "List indexed pages too, not only the files left out.")
    boolean all;

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
        Path root = folder.root();
        // The report does not depend on meaning search: a server with it on may answer.
        try (EngineSource.Lease lease = engines.open(root, EngineOptions.defaults(), false)) {
            Engine engine = lease.engine();
            StatusReport report = StatusReport.justOpened(engine);
            if (json) {
                out.println(JsonText.write(report.toMap(all, Integer.MAX_VALUE)));
            } else {
                Map<FileStatus.State, Integer> counts = report.counts();
                String index = report.index().location();
                String notKept = report.index().notKept();
                out.printf("Wiki: %s%nIndex: %s%n%d indexed, %d skipped, %d failed%n", report.wiki(),
                        notKept == null ? index : index + ", not kept between runs: " + notKept,
                        counts.get(FileStatus.State.INDEXED), counts.get(FileStatus.State.SKIPPED), counts.get(FileStatus.State.FAILED));
                out.println(languagesLine(report.languages()));
                out.printf("Meaning search: %d of %d pages done%s%n", engine.pagesDoneByMeaning(), engine.pageCount(),
                        engine.pagesDoneByMeaning() < engine.pageCount() ? " (ephemeris index adds the rest)" : "");
                for (FileStatus f : report.files()) {
                    if (all || f.state() != FileStatus.State.INDEXED) {
                        out.printf("%-8s %s%s%n", f.state().name().toLowerCase(java.util.Locale.ROOT), f.path(),
                                f.reason().isEmpty() ? "" : " — " + f.reason());
                    }
                }
            }
            out.flush();
            return ExitCodes.OK;
        } catch (WikiException e) {
            err.println(e.getMessage());
            return ExitCodes.of(e.kind());
        }
    }

    /** "Languages: en 120, ja 40, …" with the six most used, or what could not be told. */
    static String languagesLine(Map<String, Integer> languages) {
        if (languages.isEmpty()) {
            return "Languages: not told (pages too short, or in languages Ephemeris does not recognise)";
        }
        List<String> parts = new ArrayList<>();
        languages.entrySet().stream().limit(6).forEach(e -> parts.add(e.getKey() + " " + e.getValue()));
        int more = languages.size() - 6;
        return "Languages: " + String.join(", ", parts) + (more > 0 ? " and " + more + " more" : "");
    }
}
