package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The engine an {@code ephemeris serve} process keeps open, lent to one call at a time. A call for another
 * wiki, or with options that would change its output (another --stale-days, meaning search off), is
 * declined: the client then runs the command itself, so served and in-process output never differ.
 */
final class ServedEngine implements EngineSource {
    private final Engine engine;
    private final EngineOptions options;
    private boolean declined;

    ServedEngine(Engine engine, EngineOptions options) {
        this.engine = engine;
        this.options = options;
    }

    @Override
    public Lease open(Path root, EngineOptions asked, boolean meaningMatters) throws WikiException {
        if (!sameWiki(root) || asked.staleDays() != options.staleDays() || asked.maxPageBytes() != options.maxPageBytes()
                || (meaningMatters && asked.meaning() != options.meaning())) {
            declined = true;
            throw new WikiException(WikiException.Kind.UNREADABLE, "Declined by the server: the call runs in its own process.");
        }
        // A call in its own process would bring the index in step with the folder first: so does a served one.
        try {
            while (engine.isCatchingUp()) {
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
