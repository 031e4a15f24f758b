package ephemeris.mcp;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.wiki.WikiException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The session's engine, on the engine's own persisted, live index: opened once in the background (the
 * persisted index makes a reopen quick; catching up with the folder happens behind the answers), then
 * {@link Engine#watch watching} the folder so saved, added and deleted pages are answered from within
 * about a second. Around that, at most once per {@code minInterval}, a call checks that the folder is
 * still there: a folder that has gone fails calls with the seed's not-found message and its engine is
 * closed once its last call returns; when the folder is back (or after a failed open) it is opened anew.
 */
final class WatchingEngine implements LiveEngine {
    private static final Logger LOG = Logger.getLogger(WatchingEngine.class.getName());
    static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);

    private final Path root;
    private final EngineOptions options;
    private final long minIntervalNanos;
    private final Clock clock;
    private final ExecutorService opener;
    private final CompletableFuture<Void> firstOpen = new CompletableFuture<>();

    private final Object lock = new Object();
    private EngineGeneration current;
    private WikiException problem;
    private boolean opening;
    private boolean closed;
    private long lastCheckNanos;
    private Instant checkedAt;
    private volatile Instant indexedAt;
    private volatile int updates;

    WatchingEngine(Path root, EngineOptions options, Duration minInterval) {
        this.root = root.toAbsolutePath().normalize();
        this.options = options.withBackgroundCatchUp(true);
        this.minIntervalNanos = minInterval.toNanos();
        this.clock = options.clock();
        this.opener = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ephemeris-open");
            t.setDaemon(true);
            return t;
        });
        synchronized (lock) {
            lastCheckNanos = System.nanoTime();
            checkedAt = clock.instant();
            opening = true;
        }
        opener.execute(this::open);
    }

    static WatchingEngine open(Path root, EngineOptions options) {
        return new WatchingEngine(root, options, DEFAULT_INTERVAL);
    }

    @Override
    public Path root() {
        return root;
    }

    @Override
    public <T> T with(Work<T> work) throws WikiException {
        awaitFirstOpen();
        checkFolder();
        EngineGeneration g;
        synchronized (lock) {
            if (current == null) {
                throw problem != null ? problem
                        : new WikiException(WikiException.Kind.UNREADABLE, "The wiki index is not ready; try again.");
            }
            g = current;
            g.acquire();
        }
        try {
            if (g.engine.pageCount() == 0 && !g.engine.isCatchingUp()) {
                throw WikiException.empty();
            }
            return work.apply(g.engine);
        } finally {
            g.release();
        }
    }

    @Override
    public Freshness freshness() {
        synchronized (lock) {
            Engine e = current == null ? null : current.engine;
            boolean catchingUp = e != null && e.isCatchingUp();
            return new Freshness(e == null ? null : indexedAt, checkedAt, opening || catchingUp, updates,
                    e != null && !opening && !catchingUp && e.lastError() == null);
        }
    }

    /** The last problem the engine met while following the folder, or null. */
    String lastError() {
        synchronized (lock) {
            return current == null ? null : current.engine.lastError();
        }
    }

    /** Waits until no open or catch-up is running, for tests. */
    boolean awaitIdle(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            opener.submit(() -> { }).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            return false;
        } catch (RejectedExecutionException e) {
            return true;
        }
        while (freshness().reloading()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    private void awaitFirstOpen() throws WikiException {
        try {
            firstOpen.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WikiException(WikiException.Kind.UNREADABLE, "Interrupted while the wiki was being opened.");
        } catch (ExecutionException e) {
            throw new WikiException(WikiException.Kind.UNREADABLE, "Opening the wiki failed: " + e.getCause());
        }
    }

    /** At most once per interval: is the folder still there, and is an engine open on it? */
    void checkFolder() {
        long now = System.nanoTime();
        synchronized (lock) {
            if (closed || now - lastCheckNanos < minIntervalNanos) {
                return;
            }
            lastCheckNanos = now;
        }
        boolean exists = Files.isDirectory(root);
        EngineGeneration retired = null;
        boolean reopen = false;
        synchronized (lock) {
            checkedAt = clock.instant();
            if (!exists) {
                if (current != null) {
                    LOG.warning("The wiki folder " + root + " has gone; calls fail until it is back.");
                    retired = current;
                    current = null;
                }
                problem = WikiException.notFound(root);
            } else if (current == null && !opening) {
                opening = true;
                reopen = true;
            }
        }
        if (retired != null) {
            retired.retire();
        }
        if (reopen) {
            try {
                opener.execute(this::open);
            } catch (RejectedExecutionException e) {
                synchronized (lock) {
                    opening = false;
                }
            }
        }
    }

    private void open() {
        Engine engine = null;
        WikiException failure = null;
        try {
            engine = Engine.open(root, options, ProgressListener.NONE, () -> false);
            engine.addChangeListener(changes -> {
                indexedAt = clock.instant();
                if (changes.any()) {
                    updates++;
                }
            });
            engine.watch();
        } catch (WikiException e) {
            failure = e;
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Opening " + root + " failed", e);
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            failure = new WikiException(WikiException.Kind.UNREADABLE, "Could not open the wiki: " + why, e);
        }
        Engine discard = null;
        synchronized (lock) {
            opening = false;
            if (closed) {
                discard = engine;
            } else if (engine != null) {
                current = new EngineGeneration(engine, lock);
                indexedAt = clock.instant();
                problem = null;
            } else {
                problem = failure;
            }
        }
        if (discard != null) {
            discard.close();
        }
        firstOpen.complete(null);
    }

    @Override
    public void close() {
        EngineGeneration g;
        synchronized (lock) {
            closed = true;
            g = current;
            current = null;
        }
        opener.shutdownNow();
        if (g != null) {
            g.retire();
        }
        firstOpen.complete(null);
    }
}
