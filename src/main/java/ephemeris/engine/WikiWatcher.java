package ephemeris.engine;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Follows a wiki folder with the JDK's WatchService, every visible sub-folder registered. Events are
 * coalesced: changes are collected until the folder has been quiet for a moment (or a second has
 * passed), then handed over as one set, so a git checkout of thousands of files is one batch.
 * A folder created, moved or deleted, or an overflow of events, asks for a full rescan instead.
 */
final class WikiWatcher implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(WikiWatcher.class.getName());
    static final long QUIET_MILLIS = 60;
    static final long MAX_DELAY_MILLIS = 400;

    private final Path root;
    private final WatchService service;
    private final Map<WatchKey, Path> keys = new ConcurrentHashMap<>();
    private final Consumer<Set<String>> onChanges;
    private final Runnable onRescan;
    private final Thread thread;
    private volatile boolean running = true;
    /** From the first event of a batch until the batch is applied: the index is about to change. */
    private volatile boolean holding;

    private WikiWatcher(Path root, Consumer<Set<String>> onChanges, Runnable onRescan) throws IOException {
        this.root = root;
        this.onChanges = onChanges;
        this.onRescan = onRescan;
        this.service = root.getFileSystem().newWatchService();
        registerTree(root);
        this.thread = Thread.ofPlatform().daemon().name("ephemeris-watcher").unstarted(this::loop);
    }

    static WikiWatcher start(Path root, Consumer<Set<String>> onChanges, Runnable onRescan) throws IOException {
        WikiWatcher w = new WikiWatcher(root, onChanges, onRescan);
        w.thread.start();
        return w;
    }

    private void registerTree(Path start) throws IOException {
        Files.walkFileTree(start, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                if (!dir.equals(root) && dir.getFileName().toString().startsWith(".")) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                WatchKey key = dir.register(service, StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_DELETE, StandardWatchEventKinds.ENTRY_MODIFY);
                keys.put(key, dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private void loop() {
        while (running) {
            try {
                WatchKey first = service.take();
                Set<String> changed = new HashSet<>();
                boolean rescan = drain(first, changed);
                holding = rescan || !changed.isEmpty(); // other files (attachments, hidden ones) change no answer
                long started = System.currentTimeMillis();
                WatchKey next;
                while ((next = service.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
                    rescan |= drain(next, changed);
                    holding = rescan || !changed.isEmpty();
                    if (System.currentTimeMillis() - started > MAX_DELAY_MILLIS) {
                        break;
                    }
                }
                if (rescan) {
                    onRescan.run();
                } else if (!changed.isEmpty()) {
                    onChanges.accept(changed);
                }
            } catch (InterruptedException | ClosedWatchServiceException e) {
                return;
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Applying changes in " + root + " failed", e);
            } finally {
                holding = false;
            }
        }
    }

    /** Whether changes seen in the folder are being collected or applied, so the index is about to change. */
    boolean holdsChanges() {
        return holding;
    }

    /** Collects one key's events; returns true when only a full rescan can tell what happened. */
    private boolean drain(WatchKey key, Set<String> changed) {
        Path dir = keys.get(key);
        boolean rescan = false;
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW || dir == null) {
                rescan = true;
                continue;
            }
            Path child = dir.resolve((Path) event.context());
            String name = child.getFileName().toString();
            if (name.startsWith(".")) {
                continue;
            }
            boolean page = ephemeris.wiki.WikiScanner.isPage(name);
            if (event.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(child)) {
                try {
                    registerTree(child);
                } catch (IOException e) {
                    LOG.log(Level.FINE, "Cannot watch " + child, e);
                }
                rescan = true;
            } else if (page) {
                changed.add(root.relativize(child).toString().replace('\\', '/'));
            } else if (event.kind() == StandardWatchEventKinds.ENTRY_DELETE) {
                // A folder went away (or was renamed): its pages are gone from where they were.
                rescan = true;
            }
        }
        if (!key.reset()) {
            keys.remove(key);
        }
        return rescan;
    }

    /**
     * Stops following the folder and waits (boundedly) for a batch of changes in hand to be applied.
     * The thread is not interrupted: an interrupt during the index's file I/O closes Lucene's channels,
     * the write lock's among them, and the index could then not be closed. Closing the watch service
     * is what wakes the thread.
     */
    @Override
    public void close() {
        running = false;
        try {
            service.close();
        } catch (IOException e) {
            LOG.log(Level.FINE, "Closing the watch service failed", e);
        }
        if (Thread.currentThread() != thread) {
            try {
                thread.join(Shutdown.BOUND);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
