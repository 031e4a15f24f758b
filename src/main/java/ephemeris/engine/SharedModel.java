package ephemeris.engine;

import ephemeris.embed.EmbeddingModel;
import ephemeris.embed.EmbeddingSpec;
import ephemeris.embed.NativeCalls;
import ephemeris.embed.NativeLibraries;

import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one embedding model of the process, loaded on first use and kept: every wiki opened in a session
 * (the window can switch wikis) shares it, and loading it (a native session) is the slow part of a start.
 */
final class SharedModel {
    /** The bundled model's name, which the index stores beside its vectors; known without loading it. */
    static final String NAME = EmbeddingSpec.MINILM.name()
            + (ephemeris.embed.Student.name().isEmpty() ? "" : "+" + ephemeris.embed.Student.name());
    private static final Logger LOG = Logger.getLogger(SharedModel.class.getName());
    // Read without the lock (status reports, the window's thread) while get() holds it for the whole load.
    private static volatile EmbeddingModel model;
    private static volatile String problem;

    private SharedModel() {
    }

    /** The model, or null when it cannot run here (see {@link #problem}). */
    static synchronized EmbeddingModel get() {
        if (model == null && problem == null) {
            try {
                NativeLibraries.prepare(ephemeris.index.CacheLocation.root());
                // One thread a call: for one passage at a time a second thread inside a call gained nothing
                // (decision 0004), so the vector builder runs a call on each core instead.
                int threads = 1;
                model = EmbeddingModel.bundled(threads);
            } catch (IOException | RuntimeException | LinkageError e) {
                problem = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                // At the process's end the native gate refuses the session: not a problem worth a warning.
                LOG.log(NativeCalls.isClosed() ? Level.FINE : Level.WARNING, "The embedding model could not be loaded; keyword search only", e);
            }
        }
        return model;
    }

    /**
     * Starts loading the model on a thread of its own, for a question about to be asked: whoever needs the model then
     * waits in {@link #get} for this load to finish instead of beginning one.
     */
    static void loadAhead() {
        if (model == null && problem == null) {
            Thread.ofPlatform().daemon().name("ephemeris-model-load").start(SharedModel::get);
        }
    }

    /** The model when it is already loaded, else null; never loads it. */
    static EmbeddingModel loaded() {
        return model;
    }

    static String problem() {
        return problem == null ? "" : problem;
    }
}
