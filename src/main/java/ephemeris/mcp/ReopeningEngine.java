package ephemeris.mcp;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.wiki.WikiException;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Follows the wiki simply and safely until the engine has a live index of its own: before a call, at
 * most once per {@code minInterval}, the folder is re-scanned (paths, sizes, modification times); when
 * that differs from what the index saw, a new engine is opened on a background thread and swapped in
 * when ready. Calls meanwhile answer from the old engine, which is closed once its last call returns.
 * A folder that disappears makes calls fail with the seed's not-found message until it is back.
 */
final class ReopeningEngine implements LiveEngine {
    private static final Logger LOG = Logger.getLogger(ReopeningEngine.class.getName());
    static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);

    /** Opens an engine on the root; the real one is {@link Engine#open}. */
    @FunctionalInterface
    interface Opener {
        Engine open(Path root) throws WikiException;
    }

    /** One opened engine and the calls still using it. Guarded by {@code lock}. */
    private static final class Generation {
        final Engine engine;
        final WikiFingerprint fingerprint;
        final Instant indexedAt;
        int users;
        boolean retired;

        Generation(Engine engine, WikiFingerprint fingerprint, Instant indexedAt) {
            this.engine = engine;
            this.fingerprint = fingerprint;
            this.indexedAt = indexedAt;
        }
    }

    private final Path root;
    private final Opener opener;
    private final long minIntervalNanos;
    private final Clock clock;
    private final ExecutorService loader;
    private final AtomicBoolean queued = new AtomicBoolean();
    private final CompletableFuture<Void> firstLoad = new CompletableFuture<>();

    private final Object lock = new Object();
    private Generation current;
    private WikiException problem;
    private WikiFingerprint seen;
    private long lastCheckNanos;
    private Instant checkedAt;
    private boolean loading;
    private int reloads;
    private boolean loadedOnce;
    private boolean closed;

    ReopeningEngine(Path root, Opener opener, Duration minInterval, Clock clock) {
        this.root = root;
        this.opener = opener;
        this.minIntervalNanos = minInterval.toNanos();
        this.clock = clock;
        this.loader = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ephemeris-index");
            t.setDaemon(true);
            return t;
        });
        synchronized (lock) {
            seen = WikiFingerprint.of(root);
            lastCheckNanos = System.nanoTime();
            checkedAt = clock.instant();
        }
        schedule();
    }

    /** Follows {@code root} with the engine's defaults, checking for changes at most once a second. */
    static ReopeningEngine open(Path root, EngineOptions options) {
        return new ReopeningEngine(root, r -> Engine.open(r, options, ProgressListener.NONE, () -> false),
                DEFAULT_INTERVAL, options.clock());
    }

    @Override
    public Path root() {
        return root;
    }

    @Override
    public <T> T with(Work<T> work) throws WikiException {
        checkForChanges();
        awaitFirstLoad();
        Generation g;
        synchronized (lock) {
            if (current == null) {
                throw problem != null ? problem
                        : new WikiException(WikiException.Kind.UNREADABLE, "The wiki index is not ready; try again.");
            }
            g = current;
            g.users++;
        }
        try {
            return work.apply(g.engine);
        } finally {
            release(g);
        }
    }

    /** The problem that stops calls, or null when an engine is ready; waits for the first load. */
    WikiException problem() {
        checkForChanges();
        try {
            awaitFirstLoad();
        } catch (WikiException e) {
            return e;
        }
        synchronized (lock) {
            return current == null ? problem : null;
        }
    }

    @Override
    public Freshness freshness() {
        synchronized (lock) {
            return new Freshness(current == null ? null : current.indexedAt, checkedAt, loading || queued.get(), reloads,
                    current != null && current.fingerprint.equals(seen) && !loading && !queued.get());
        }
    }

    /** Waits until no load is queued or running, for tests and the latency probe. */
    boolean awaitIdle(Duration timeout) throws InterruptedException {
        try {
            loader.submit(() -> { }).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        } catch (java.util.concurrent.RejectedExecutionException e) {
            return true;
        }
    }

    private void awaitFirstLoad() throws WikiException {
        try {
            firstLoad.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WikiException(WikiException.Kind.UNREADABLE, "Interrupted while the wiki was being indexed.");
        } catch (ExecutionException e) {
            throw new WikiException(WikiException.Kind.UNREADABLE, "Indexing the wiki failed: " + e.getCause());
        }
    }

    /** Re-scans the folder when the last look is older than the interval, and schedules a reload on change. */
    void checkForChanges() {
        long now = System.nanoTime();
        synchronized (lock) {
            if (closed || now - lastCheckNanos < minIntervalNanos) {
                return;
            }
            lastCheckNanos = now;
        }
        WikiFingerprint fp = WikiFingerprint.of(root);
        Generation retired = null;
        boolean reload;
        synchronized (lock) {
            checkedAt = clock.instant();
            if (fp.equals(seen)) {
                return;
            }
            seen = fp;
            if (!fp.exists()) {
                LOG.warning("The wiki folder " + root + " has gone; calls fail until it is back.");
                problem = WikiException.notFound(root);
                retired = current;
                current = null;
            }
            reload = fp.exists();
        }
        retire(retired);
        if (reload) {
            LOG.info("The wiki at " + root + " changed; re-indexing in the background.");
            schedule();
        }
    }

    private void schedule() {
        if (queued.compareAndSet(false, true)) {
            try {
                loader.execute(this::load);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                queued.set(false);
            }
        }
    }

    private void load() {
        WikiFingerprint fp;
        synchronized (lock) {
            // Take the newest state seen; a change after this point is noticed by the next check.
            queued.set(false);
            loading = true;
            fp = seen;
        }
        Engine engine = null;
        WikiException failure = null;
        if (!fp.exists()) {
            failure = WikiException.notFound(root);
        } else {
            try {
                engine = opener.open(root);
            } catch (WikiException e) {
                failure = e;
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Indexing " + root + " failed", e);
                failure = new WikiException(WikiException.Kind.UNREADABLE, "Could not index the wiki: " + e, e);
            }
        }
        Generation retired = null;
        Engine discard = null;
        synchronized (lock) {
            loading = false;
            if (closed || !seen.exists()) {
                discard = engine;
                if (!closed && failure == null) {
                    failure = WikiException.notFound(root);
                }
                if (!closed) {
                    problem = failure;
                }
            } else if (engine != null) {
                retired = current;
                current = new Generation(engine, fp, clock.instant());
                problem = null;
                if (loadedOnce) {
                    reloads++;
                }
                loadedOnce = true;
            } else if (fp.equals(seen)) {
                // The newest state cannot be indexed (emptied, unreadable): say so rather than answer from the past.
                retired = current;
                current = null;
                problem = failure;
            }
        }
        if (discard != null) {
            discard.close();
        }
        retire(retired);
        firstLoad.complete(null);
    }

    private void release(Generation g) {
        boolean close;
        synchronized (lock) {
            g.users--;
            close = g.retired && g.users == 0;
        }
        if (close) {
            g.engine.close();
        }
    }

    private void retire(Generation g) {
        if (g == null) {
            return;
        }
        boolean close;
        synchronized (lock) {
            g.retired = true;
            close = g.users == 0;
        }
        if (close) {
            g.engine.close();
        }
    }

    @Override
    public void close() {
        Generation g;
        synchronized (lock) {
            closed = true;
            g = current;
            current = null;
        }
        loader.shutdownNow();
        retire(g);
        firstLoad.complete(null);
    }
}
