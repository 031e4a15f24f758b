package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
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
            List<FileStatus> files = engine.statuses();
            Map<FileStatus.State, Integer> counts = new EnumMap<>(FileStatus.State.class);
            for (FileStatus.State s : FileStatus.State.values()) {
                counts.put(s, 0);
            }
            files.forEach(f -> counts.merge(f.state(), 1, Integer::sum));
            String index = engine.indexLocation().map(Path::toString).orElse("in memory");
            String notKept = engine.indexNotKept().orElse(null);
            if (json) {
                Map<String, Object> m = toMap(engine.root(), index, counts, files);
                m.put("index_not_kept", notKept);
                m.put("pages_with_meaning_vectors", engine.pagesWithVectors());
                m.put("languages", engine.languages());
                out.println(AnswerJson.write(m));
            } else {
                out.printf("Wiki: %s%nIndex: %s%n%d indexed, %d skipped, %d failed%n", engine.root(),
                        notKept == null ? index : index + ", not kept between runs: " + notKept,
                        counts.get(FileStatus.State.INDEXED), counts.get(FileStatus.State.SKIPPED), counts.get(FileStatus.State.FAILED));
                out.println(languagesLine(engine.languages()));
                out.printf("Meaning search: %d of %d pages have vectors%s%n", engine.pagesWithVectors(), engine.pageCount(),
                        engine.pagesWithVectors() < engine.pageCount() ? " (ephemeris index adds the rest)" : "");
                for (FileStatus f : files) {
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

    static Map<String, Object> toMap(Path root, String index, Map<FileStatus.State, Integer> counts, List<FileStatus> files) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("root", root.toString());
        m.put("index", index);
        Map<String, Object> c = new LinkedHashMap<>();
        counts.forEach((k, v) -> c.put(k.name().toLowerCase(java.util.Locale.ROOT), v));
        m.put("counts", c);
        List<Map<String, Object>> list = new ArrayList<>();
        for (FileStatus f : files) {
            Map<String, Object> fm = new LinkedHashMap<>();
            fm.put("path", f.path());
            fm.put("state", f.state().name().toLowerCase(java.util.Locale.ROOT));
            fm.put("reason", f.reason());
            fm.put("size", f.size());
            list.add(fm);
        }
        m.put("files", list);
        return m;
    }
}
