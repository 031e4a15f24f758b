package ephemeris.engine;

import ephemeris.embed.EmbeddingModel;
import ephemeris.index.PassageVectors;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Computes the passages' embedding vectors in the background, page by page, after the keyword index is
 * in step: on first open for the whole wiki, later only for pages added or changed. New vectors become
 * searchable every couple of seconds and durable every half minute, so a closed window resumes where
 * it stopped.
 */
final class VectorBuilder implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(VectorBuilder.class.getName());
    /** Pages taken per round; small, so a question or a close is never kept waiting long. */
    private static final int PAGES_PER_ROUND = 8;

    private final PassageVectors vectors;
    private final Runnable progressed;
    /** Embeds each round's pages on its worker threads. */
    private final PageEmbedder embedder;
    private final Object signal = new Object();
    private volatile boolean stopped;
    private volatile boolean idle;
    private volatile EmbeddingModel model;
    private volatile String problem = "";
    private boolean wakeUp;
    /** Load the model even with no page to embed: a question is coming. */
    private volatile boolean modelWanted;
    private final BuilderThread thread = new BuilderThread();
    /** When vectors were last published, and the pace of embedding. */
    private final RoundTimes times = new RoundTimes();

    VectorBuilder(PassageVectors vectors, Runnable progressed) {
        this.vectors = vectors;
        this.progressed = progressed;
        this.embedder = new PageEmbedder(vectors, () -> stopped, () -> stopped = true, this::stopQuietly);
    }

    synchronized void start() {
        if (!stopped) {
            thread.startOnce(this::run);
        }
    }

    /** Whether the builder thread was started (the model loads on it). */
    boolean started() {
        return thread.started();
    }

    /** Pages were added or changed: look for pages without vectors. */
    void wake() {
        synchronized (signal) {
            wakeUp = true;
            idle = false;
            signal.notifyAll();
        }
    }

    /** Whether this builder loaded the model (to embed pages, or asked to ahead of a question). */
    boolean loadedModel() {
        return model != null;
    }

    /** A question is on its way: load the model now, on this builder's thread, if it is not loaded yet. */
    void prepareModel() {
        if (model == null && !modelWanted) {
            modelWanted = true;
            synchronized (signal) {
                signal.notifyAll();
            }
        }
    }

    /** The model once loaded, for embedding questions; empty before that or when it cannot run. */
    Optional<EmbeddingModel> model() {
        return Optional.ofNullable(model != null ? model : SharedModel.loaded());
    }

    MeaningStatus status() {
        String p = problem.isEmpty() ? SharedModel.problem() : problem;
        if (!p.isEmpty()) {
            return new MeaningStatus(MeaningStatus.State.UNAVAILABLE, 0, vectors.pagesTotal(), p);
        }
        int done = vectors.pagesDone();
        int total = vectors.pagesTotal();
        boolean ready = idle && done >= total;
        return new MeaningStatus(ready ? MeaningStatus.State.READY : MeaningStatus.State.BUILDING, done, total, "",
                ready ? -1 : times.secondsLeft(total - done, PAGES_PER_ROUND));
    }

    /** Waits until every page has vectors (or the model proved unavailable). */
    boolean awaitIdle(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        synchronized (signal) {
            while (!stopped && problem.isEmpty() && !(idle && vectors.pagesWithout(1).isEmpty())) {
                long left = end - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                signal.wait(Math.max(1, left / 1_000_000));
            }
        }
        return problem.isEmpty() && !stopped;
    }

    private void run() {
        try {
            build();
        } finally {
            embedder.shutdown();
        }
    }

    private void build() {
        try {
            vectors.useModel(SharedModel.NAME + "/" + PassageVectors.TEXT_SCHEME);
        } catch (IOException | RuntimeException e) {
            if (stopped) {
                return; // the index closed under us
            }
            problem = "cannot store vectors: " + e.getMessage();
            LOG.log(Level.WARNING, problem, e);
            progressed.run();
            return;
        }
        times.begin(System.nanoTime());
        while (!stopped) {
            List<String> pages = vectors.pagesWithout(PAGES_PER_ROUND);
            if (pages.isEmpty()) {
                if (times.notDurable()) {
                    publish(true);
                    times.madeDurable();
                    progressed.run();
                }
                if (!waitForWork()) {
                    return;
                }
                continue;
            }
            // Loaded only when a page lacks vectors: a wiki whose vectors are all stored needs the model for
            // questions alone, and the question path loads it on the first (the window earlier, as one is typed).
            EmbeddingModel m = loadModel();
            if (m == null) {
                return;
            }
            long began = System.nanoTime();
            int embedded = embedder.embedOnAllCores(m, pages);
            RoundTimes.Publish due = times.round(embedded, began, System.nanoTime());
            if (due != RoundTimes.Publish.NOT_YET) {
                publish(due == RoundTimes.Publish.DURABLE);
                progressed.run();
            }
        }
    }

    /** The shared model, loaded on first need; null (the problem reported) when it cannot run or we stopped. */
    private EmbeddingModel loadModel() {
        if (model != null) {
            return model;
        }
        EmbeddingModel m = SharedModel.get();
        if (stopped) {
            return null; // closed while the model loaded: nothing to report
        }
        if (m == null) {
            problem = SharedModel.problem();
            synchronized (signal) {
                signal.notifyAll();
            }
            progressed.run();
            return null;
        }
        model = m;
        return m;
    }

    /**
     * Every page has its vectors: says so and sleeps until woken (true) or interrupted (false). A question on its
     * way meanwhile has the model loaded without leaving the idle state: nothing is missing.
     */
    private boolean waitForWork() {
        boolean quiet;
        synchronized (signal) {
            idle = true;
            signal.notifyAll();
            quiet = !wakeUp && !stopped;
        }
        if (quiet) {
            progressed.run();
        }
        while (true) {
            synchronized (signal) {
                while (!wakeUp && !stopped && !(modelWanted && model == null)) {
                    try {
                        signal.wait();
                    } catch (InterruptedException e) {
                        return false;
                    }
                }
                if (wakeUp || stopped) {
                    wakeUp = false;
                    idle = false;
                    return true;
                }
            }
            if (loadModel() == null) {
                return false;
            }
        }
    }

    /** The index refused the vectors: closed under us (quiet), or a real failure (shown as unavailable). */
    private void stopQuietly(Exception e) {
        if (!stopped) {
            LOG.log(Level.WARNING, "Meaning search stopped: vectors cannot be stored", e);
            problem = "vectors cannot be stored: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            stopped = true;
            synchronized (signal) {
                signal.notifyAll();
            }
            progressed.run();
        }
    }

    private void publish(boolean durable) {
        try {
            vectors.publish(durable);
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "Publishing vectors failed", e);
        }
    }

    /** Stops after the page in hand; vectors not yet durable are computed again next time. */
    @Override
    public void close() {
        stopped = true;
        wake();
        thread.await();
    }
}
