package ephemeris.cli;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.wiki.WikiException;

import java.nio.file.Path;

/**
 * Where a command gets its engine: opened for this call and closed after it (a plain command line call),
 * or borrowed from an {@code ephemeris serve} process that keeps the wiki open ({@link ServedEngine}).
 */
interface EngineSource {

    /**
     * An engine for the length of one command; closing the lease gives it back (and closes it if it was opened for
     * the command). {@code whenDone} looks at the engine before it closes and returns what runs after.
     */
    record Lease(Engine engine, boolean closesEngine, java.util.function.Function<Engine, Runnable> whenDone) implements AutoCloseable {
        Lease(Engine engine, boolean closesEngine) {
            this(engine, closesEngine, e -> () -> { });
        }

        @Override
        public void close() {
            if (closesEngine) {
                Runnable after = () -> { };
                try {
                    after = whenDone.apply(engine);
                } finally {
                    engine.close();
                }
                after.run();
            }
        }
    }

    /**
     * An engine for the wiki at {@code root} with {@code options}.
     *
     * @param meaningMatters whether the command's output depends on meaning search being on or off
     */
    Lease open(Path root, EngineOptions options, boolean meaningMatters) throws WikiException;

    /**
     * Opens the wiki in this process, and closes it when the command is done; a call that continues a burst then
     * starts a server for the next ones ({@link ServerOnDemand}).
     */
    EngineSource IN_PROCESS = (root, options, meaningMatters) ->
            new Lease(Engine.open(root, options, ProgressListener.NONE, () -> false), true, e -> ServerOnDemand.afterCall(e, options, meaningMatters));

    /** A command that answers from a wiki, so a server can hand it its open engine. */
    interface User {
        void engineSource(EngineSource source);
    }
}
