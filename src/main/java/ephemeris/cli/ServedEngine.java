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
    private final Engine engine;
    private final EngineOptions options;
    private final Object rootKey;
    private boolean declined;

    /**
     * @param rootKey the wiki folder's identity (its inode) when the engine opened it, or null where the system has
     *                none: a folder deleted and made again at the same path is another wiki to the watcher
     */
    ServedEngine(Engine engine, EngineOptions options, Object rootKey) {
        this.engine = engine;
        this.options = options;
        this.rootKey = rootKey;
    }

    /** The identity of the folder at {@code root}, or null when it is gone or the system has none. */
    static Object folderKey(Path root) {
        try {
            return Files.readAttributes(root, BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public Lease open(Path root, EngineOptions asked, boolean meaningMatters) throws WikiException {
        if (!sameWiki(root) || (rootKey != null && !rootKey.equals(folderKey(engine.root()))) || asked.staleDays() != options.staleDays() || asked.maxPageBytes() != options.maxPageBytes()
                || (meaningMatters && asked.meaning() != options.meaning())) {
            declined = true;
            throw new WikiException(WikiException.Kind.UNREADABLE, "Declined by the server: the call runs in its own process.");
        }
        // A call in its own process would bring the index in step with the folder first: so does a served one, and it
        // waits for changes the watcher has seen (a page saved just before the call) to be applied.
        try {
            while (engine.isCatchingUp() || engine.holdsChanges()) {
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
