package ephemeris.engine;

import ephemeris.embed.EmbeddingModel;
import ephemeris.index.PageToEmbed;
import ephemeris.index.PassageVectors;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Embeds a round of pages on the worker threads, a text at a time, and hands each page's vectors to the
 * index. It owns the worker threads and how a page's texts reach the model; the {@link VectorBuilder} that
 * runs it decides which pages and when, and whether to go on.
 */
final class PageEmbedder {
    private static final Logger LOG = Logger.getLogger(PageEmbedder.class.getName());
    /** One a core, up to four. */
    private static final int WORKERS = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));

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
     * Embeds the round's pages on every core: the texts of all its pages form one queue that each worker
     * takes the next text from, so both cores stay busy until the round's last text (a page per worker
     * left a core idle while the other finished the round's longest page). Each text is embedded alone, so its vector does not depend on which worker took it or
     * what ran beside it; the pages then go to the index in the round's order.
     *
     * @return how many of the pages got vectors
     */
    int embedOnAllCores(EmbeddingModel m, List<String> pages) {
        if (workers == null) {
            workers = Executors.newFixedThreadPool(WORKERS, Thread.ofPlatform().daemon().name("ephemeris-vectors-", 1)
                    .priority(Thread.MIN_PRIORITY).factory());
        }
        List<RoundPage> round = new ArrayList<>();
        List<Job> jobs = new ArrayList<>();
        for (String path : pages) {
            Optional<PageToEmbed> text = read(path).map(t -> readsItsLanguage(m, t) ? t : t.withoutTexts());
            if (text.isEmpty()) {
                continue;
            }
            RoundPage page = new RoundPage(text.get(), new float[text.get().texts().size()][]);
            round.add(page);
            for (int i = 0; i < page.vectors.length; i++) {
                jobs.add(new Job(page, i));
            }
        }
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> running = new ArrayList<>();
        for (int w = 0; w < WORKERS; w++) {
            running.add(workers.submit(() -> embedJobs(m, jobs, next)));
        }
        for (Future<?> f : running) {
            try {
                f.get();
            } catch (ExecutionException e) {
                LOG.log(Level.WARNING, "Embedding failed", e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop.run();
            }
        }
        int embedded = 0;
        for (RoundPage page : round) {
            embedded += store(page) ? 1 : 0;
        }
        return embedded;
    }

    /** A worker's loop: the next text of the round, until none is left or the builder stops. */
    private void embedJobs(EmbeddingModel m, List<Job> jobs, AtomicInteger next) {
        for (int j = next.getAndIncrement(); j < jobs.size() && !stopped.getAsBoolean(); j = next.getAndIncrement()) {
            Job job = jobs.get(j);
            if (job.page.failed) {
                continue;
            }
            try {
                job.page.vectors[job.text] = m.embedPassages(List.of(job.page.text.texts().get(job.text)), readAs(job.page.text)).getFirst();
            } catch (IOException | RuntimeException e) {
                if (stopped.getAsBoolean() || ephemeris.embed.NativeCalls.isClosed()) {
                    return; // the process is ending: the page is embedded next time
                }
                // The model failed on this page's text: it stays keyword-only rather than being retried forever.
                LOG.log(Level.WARNING, "Could not embed " + job.page.text.path() + "; it is found by keywords only", e);
                job.page.failed = true;
            }
        }
    }

    /**
     * Whether the model reads the page's language: one it was trained on, or one not told surely (a language
     * read from Latin-script prose alone may be a page of code misread, and is embedded in case). A page
     * surely in another language is stored as done without vectors: the model's vectors of text it was not
     * trained on land near questions by accident and would outrank good keyword matches, and embedding them
     * spends most of a multilingual wiki's build on them. Such a page is found by its words.
     */
    static boolean readsItsLanguage(EmbeddingModel m, PageToEmbed page) {
        return m.languages().contains(page.lang()) || !page.languageSure();
    }

    /** The language a page is read in: its own when told surely, else none (the transformer reads it). */
    static String readAs(PageToEmbed page) {
        return page.languageSure() ? page.lang() : "";
    }

    private Optional<PageToEmbed> read(String path) {
        try {
            return vectors.read(path);
        } catch (RuntimeException e) {
            refused.accept(e); // the index closed under us
            return Optional.empty();
        }
    }

    /** Hands a page's vectors to the index: all of them, or none for a page the model failed on. */
    private boolean store(RoundPage page) {
        if (stopped.getAsBoolean()) {
            return false;
        }
        List<float[]> out = new ArrayList<>(page.vectors.length);
        if (!page.failed) {
            for (float[] v : page.vectors) {
                if (v == null) {
                    return false; // not finished (the builder stopped, or the process is ending): next time
                }
                out.add(v);
            }
        }
        try {
            return vectors.add(page.text, out);
        } catch (IOException | RuntimeException e) {
            refused.accept(e);
            return false;
        }
    }

    /** A page of the round: its texts and the vectors the workers fill in; failed once the model refused one. */
    private static final class RoundPage {
        final PageToEmbed text;
        final float[][] vectors;
        volatile boolean failed;

        RoundPage(PageToEmbed text, float[][] vectors) {
            this.text = text;
            this.vectors = vectors;
        }
    }

    /** One text of a round's page. */
    private record Job(RoundPage page, int text) {
    }

    /** Ends the worker threads, if a round made them. */
    void shutdown() {
        if (workers != null) {
            workers.shutdown();
        }
    }
}
