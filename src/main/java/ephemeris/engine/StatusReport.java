package ephemeris.engine;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What became of every file of a wiki, and the state of its index and meaning search: one report, with the
 * same keys from {@code ephemeris status --json} and MCP {@code wiki_status} (docs/how-it-answers.md, "The index follows the wiki").
 *
 * @param wiki      the wiki folder
 * @param state     "ready", or why the wiki cannot be read: "not_found", "empty", "unreadable"
 * @param error     the message when it is not ready, else null
 * @param files     every file under the wiki folder, with what became of it
 * @param languages indexed pages per language, most first
 * @param index     where the index is kept and how fresh it is
 * @param meaning   how far meaning search is
 */
public record StatusReport(Path wiki, String state, String error, List<FileStatus> files, Map<String, Integer> languages,
                           IndexState index, MeaningStatus meaning) {
    /**
     * @param location       the index folder, or "in memory"
     * @param notKept        why the index is not kept between runs, or null
     * @param updatedAt      when the index last changed or caught up with the folder, or null before it opened
     * @param checkedAt      when the folder was last compared with the index, or null
     * @param upToDate       whether the index is open, caught up, and met no problem following the folder
     * @param updating       whether it is being opened or brought in step with the folder in the background
     * @param updatesApplied batches of changes applied to it while it was open
     * @param lastError      the last problem met following the folder, or null
     */
    public record IndexState(String location, String notKept, Instant updatedAt, Instant checkedAt, boolean upToDate,
                             boolean updating, int updatesApplied, String lastError) {
    }

    public StatusReport {
        files = List.copyOf(files);
        languages = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(languages));
    }

    /**
     * The report of an open engine; {@code updatedAt}, {@code checkedAt}, {@code updating} and
     * {@code updatesApplied} say how a long-running process has followed the folder.
     */
    public static StatusReport of(Engine engine, Instant updatedAt, Instant checkedAt, boolean updating, int updatesApplied) {
        String lastError = engine.lastError();
        boolean catchingUp = updating || engine.isCatchingUp();
        IndexState index = new IndexState(engine.indexLocation().map(Path::toString).orElse("in memory"),
                engine.indexNotKept().orElse(null), updatedAt, checkedAt, !catchingUp && lastError == null, catchingUp,
                updatesApplied, lastError);
        return new StatusReport(engine.root(), "ready", null, engine.statuses(), engine.languages(), index, engine.meaningStatus());
    }

    /** The report of an engine just opened by this process, which compared the folder with its index as it opened. */
    public static StatusReport justOpened(Engine engine) {
        Instant now = Instant.now();
        return of(engine, now, now, false, 0);
    }

    /** The report of a wiki that cannot be read, with what is known of its index. */
    public static StatusReport unreadable(Path wiki, WikiException e, IndexState index) {
        String state = switch (e.kind()) {
            case NOT_FOUND -> "not_found";
            case EMPTY -> "empty";
            case USAGE, UNREADABLE -> "unreadable";
        };
        return new StatusReport(wiki, state, e.getMessage(), List.of(), Map.of(), index, MeaningStatus.OFF);
    }

    /** How many files are in each state, every state named. */
    public Map<FileStatus.State, Integer> counts() {
        Map<FileStatus.State, Integer> counts = new EnumMap<>(FileStatus.State.class);
        for (FileStatus.State s : FileStatus.State.values()) {
            counts.put(s, 0);
        }
        files.forEach(f -> counts.merge(f.state(), 1, Integer::sum));
        return counts;
    }

    /**
     * The report as JSON-ready maps and lists.
     *
     * @param indexedToo whether {@code files} lists the indexed pages too, not only the files left out
     * @param maxListed  at most this many files are listed (the counts stay complete)
     */
    public Map<String, Object> toMap(boolean indexedToo, int maxListed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("wiki", wiki.toString());
        m.put("state", state);
        m.put("error", error);
        Map<String, Object> counts = new LinkedHashMap<>();
        counts().forEach((k, v) -> counts.put(name(k), v));
        m.put("counts", counts);
        m.put("languages", languages);
        List<Map<String, Object>> listed = new ArrayList<>();
        for (FileStatus f : files) {
            if (listed.size() == maxListed) {
                break;
            }
            if (indexedToo || f.state() != FileStatus.State.INDEXED) {
                Map<String, Object> fm = new LinkedHashMap<>();
                fm.put("path", f.path());
                fm.put("state", name(f.state()));
                fm.put("reason", f.reason());
                fm.put("size", f.size());
                listed.add(fm);
            }
        }
        m.put("files", listed);
        Map<String, Object> i = new LinkedHashMap<>();
        i.put("location", index.location());
        i.put("not_kept", index.notKept());
        i.put("updated_at", index.updatedAt() == null ? null : index.updatedAt().toString());
        i.put("checked_at", index.checkedAt() == null ? null : index.checkedAt().toString());
        i.put("up_to_date", index.upToDate());
        i.put("updating", index.updating());
        i.put("updates_applied", index.updatesApplied());
        i.put("last_error", index.lastError());
        m.put("index", i);
        m.put("meaning", meaning.toMap());
        return m;
    }

    private static String name(FileStatus.State state) {
        return state.name().toLowerCase(Locale.ROOT);
    }
}
