package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The engine an {@code ephemeris serve} process keeps open, lent to one call at a time. A call for another
 * wiki (or a folder made anew where the served one was), or with options that would change its output (another
 * --stale-days, meaning search off), is declined: the client then runs the command itself, so served and in-process output never differ.
 */
final class ServedEngine implements EngineSource {
    /** How long a served call waits for pages the watcher has seen change to be applied. */
    static final java.time.Duration CHANGES_WITHIN = java.time.Duration.ofSeconds(2);

    private final Engine engine;
    private final EngineOptions options;
    private final Folder opened;
    private boolean declined;

    /**
     * @param opened the wiki folder as the engine opened it, or null when not known: a folder deleted and made again
     *               at the same path is another wiki to the watcher
     */
    ServedEngine(Engine engine, EngineOptions options, Folder opened) {
        this.engine = engine;
        this.options = options;
        this.opened = opened;
    }

    /** What tells a folder from another made at the same path: its file key (inode, where the system has one) and its creation time. */
    record Folder(Object key, java.nio.file.attribute.FileTime created) {
        /** The folder at {@code root} now, or null when it cannot be read. */
        static Folder at(Path root) {
            try {
                BasicFileAttributes a = Files.readAttributes(root, BasicFileAttributes.class);
                return new Folder(a.fileKey(), a.creationTime());
            } catch (IOException e) {
                return null;
            }
        }

        /**
         * Whether {@code now} is another folder: both its key and its creation time differ (some network file systems
         * hand out a new key for the same folder, and some have no creation time, only one of the two can be relied on).
         */
        boolean madeAnew(Folder now) {
            return now != null && !java.util.Objects.equals(key, now.key) && !created.equals(now.created);
        }
    }

    @Override
    public Lease open(Path root, EngineOptions asked, boolean meaningMatters) throws WikiException {
        if (!sameWiki(root) || (opened != null && opened.madeAnew(Folder.at(engine.root()))) || asked.staleDays() != options.staleDays() || asked.maxPageBytes() != options.maxPageBytes()
                || (meaningMatters && asked.meaning() != options.meaning())) {
            declined = true;
            throw new WikiException(WikiException.Kind.UNREADABLE, "Declined by the server: the call runs in its own process.");
        }
        // A call in its own process would bring the index in step with the folder first: so does a served one, and it
        // waits for changes the watcher has seen (a page saved just before the call) to be applied, for a while: a
        // folder whose pages keep changing must not keep the call waiting.
        long changesUntil = System.nanoTime() + CHANGES_WITHIN.toNanos();
        try {
            while (engine.isCatchingUp() || (engine.holdsChanges() && System.nanoTime() < changesUntil)) {
                Thread.sleep(20);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            declined = true;
            throw new WikiException(WikiException.Kind.UNREADABLE, "Interrupted.");
        }
        return new Lease(engine, false); // the engine stays open for the next call
    }

    /** Whether the last call was declined (its output is then thrown away). */
    boolean declined() {
        return declined;
    }

    private boolean sameWiki(Path root) {
        try {
            return root.toRealPath().equals(engine.root().toRealPath());
        } catch (IOException e) {
            return false;
        }
    }
}
