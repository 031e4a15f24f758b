package ephemeris.engine;

import ephemeris.embed.EmbeddingModel;
import ephemeris.index.PassageVectors;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Embeds a round of pages, a page per worker thread, and hands each page's vectors to the index. It owns
 * the worker threads and how a page's texts reach the model; the {@link VectorBuilder} that runs it
 * decides which pages and when, and whether to go on.
 */
final class PageEmbedder {
    private static final Logger LOG = Logger.getLogger(PageEmbedder.class.getName());
    /** Passages handed to the model at a time (each is embedded alone): a close waits for no more than these. */
    private static final int TEXTS_PER_CALL = 64;
    private static final int MAX_WORKERS = 4;

    private final PassageVectors vectors;
    private final BooleanSupplier stopped;
    private final Runnable stop;
    private final Consumer<Exception> refused;
    /** The threads that run the model, one a core; made and ended by the builder thread. */
    private ExecutorService workers;

    /**
     * @param stopped whether the builder is stopping: no page is begun or stored after that
     * @param stop    stops the builder, when its thread is interrupted while a round is in hand
     * @param refused told when the index refuses a page's text or vectors (it closed under us, or failed)
     */
    PageEmbedder(PassageVectors vectors, BooleanSupplier stopped, Runnable stop, Consumer<Exception> refused) {
        this.vectors = vectors;
        this.stopped = stopped;
        this.stop = stop;
        this.refused = refused;
    }

    /**
     * Embeds the round's pages a page per core: the model runs one passage at a time on one thread, so
     * two pages side by side embed nearly twice as fast on two cores.
     *
     * @return how many of the pages got vectors
     */
    int embedOnAllCores(EmbeddingModel m, List<String> pages) {
        if (workers == null) {
            int n = Math.max(1, Math.min(MAX_WORKERS, Runtime.getRuntime().availableProcessors()));
            workers = Executors.newFixedThreadPool(n, Thread.ofPlatform().daemon().name("ephemeris-vectors-", 1)
                    .priority(Thread.MIN_PRIORITY).factory());
        }
        List<Future<Boolean>> done = new ArrayList<>();
        for (String page : pages) {
            done.add(workers.submit(() -> !stopped.getAsBoolean() && embed(m, page)));
        }
        int embedded = 0;
        for (Future<Boolean> f : done) {
            try {
                embedded += f.get() ? 1 : 0;
            } catch (ExecutionException e) {
                LOG.log(Level.WARNING, "Embedding a page failed", e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop.run();
            }
        }
        return embedded;
    }

    /** Ends the worker threads, if a round made them. */
    void shutdown() {
        if (workers != null) {
            workers.shutdown();
        }
    }

    private boolean embed(EmbeddingModel m, String path) {
        Optional<PassageVectors.PageText> text;
        try {
            text = vectors.read(path);
        } catch (RuntimeException e) {
            refused.accept(e); // the index closed under us
            return false;
        }
        if (text.isEmpty()) {
            return false;
        }
        List<String> texts = text.get().texts();
        List<float[]> out = new ArrayList<>(texts.size());
        try {
            for (int from = 0; from < texts.size() && !stopped.getAsBoolean(); from += TEXTS_PER_CALL) {
                out.addAll(m.embedPassages(texts.subList(from, Math.min(texts.size(), from + TEXTS_PER_CALL))));
            }
        } catch (IOException | RuntimeException e) {
            if (stopped.getAsBoolean() || ephemeris.embed.NativeCalls.isClosed()) {
                return false; // the process is ending: the page is embedded next time
            }
            // The model failed on this page's text: it stays keyword-only rather than being retried forever.
            LOG.log(Level.WARNING, "Could not embed " + path + "; it is found by keywords only", e);
            out.clear();
        }
        try {
            return !stopped.getAsBoolean() && vectors.add(text.get(), out);
        } catch (IOException | RuntimeException e) {
            refused.accept(e);
            return false;
        }
    }
}
