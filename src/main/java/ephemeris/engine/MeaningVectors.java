package ephemeris.engine;

import ephemeris.index.PassageVectors;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

/**
 * Meaning search's vectors for one open wiki: the background builder that computes the missing ones (when
 * the options turn meaning search on, and once they are wanted), how far it is, and who is told.
 */
final class MeaningVectors {
    /** Null when meaning search is off. */
    private final VectorBuilder builder;
    private final List<Engine.MeaningListener> listeners = new CopyOnWriteArrayList<>();
    private final BooleanSupplier closing;
    /** False until asked when the options compute vectors on demand only. */
    private volatile boolean wanted;

    MeaningVectors(PassageVectors vectors, EngineOptions options, BooleanSupplier closing) {
        this.builder = options.meaning() ? new VectorBuilder(vectors, this::progressed) : null;
        this.wanted = !options.vectorsOnDemand();
        this.closing = closing;
    }

    /** The builder, which also holds the model; null when meaning search is off. */
    VectorBuilder builder() {
        return builder;
    }

    void addListener(Engine.MeaningListener l) {
        listeners.add(l);
    }

    void removeListener(Engine.MeaningListener l) {
        listeners.remove(l);
    }

    /** How far meaning search is along; {@link MeaningStatus#OFF} when the options leave it off. */
    MeaningStatus status() {
        return builder == null ? MeaningStatus.OFF : builder.status();
    }

    /** Whether missing vectors are being computed (or were): the model is loaded for that. */
    boolean computing() {
        return builder != null && builder.started();
    }

    /** Wants every vector now, and waits until every page has them; false on timeout or when unavailable. */
    boolean await(Duration timeout) throws InterruptedException {
        wanted = true;
        start();
        return builder != null && builder.awaitIdle(timeout);
    }

    /** The keyword index is in step: compute the vectors it lacks (a no-op when all are there). */
    void start() {
        if (builder != null && !closing.getAsBoolean() && wanted) {
            builder.start();
            builder.wake();
        }
    }

    /**
     * Loads the model on the builder's thread ahead of a question; no-op when off. The builder starts once the
     * keyword index is in step (a window's start): until then the wish waits for it.
     */
    void prepareModel() {
        if (builder != null && !closing.getAsBoolean()) {
            builder.prepareModel();
        }
    }

    void close() {
        if (builder != null) {
            builder.close();
        }
    }

    private void progressed() {
        MeaningStatus s = status();
        listeners.forEach(l -> l.meaningChanged(s));
    }
}
