package ephemeris.engine;

import ephemeris.index.WikiIndex;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps the index in step with the wiki's folder: the pass over the folder when the wiki opens (in the
 * background when an index already exists, so answers come from it meanwhile), then the watcher's changes.
 * Every change it applies is told to the listeners and starts the embedding of what lacks vectors.
 */
final class FolderFollower {
    private static final Logger LOG = Logger.getLogger(FolderFollower.class.getName());

    private final Path root;
    private final WikiIndex index;
    private final MeaningVectors meaning;
    private final BooleanSupplier closing;
    private final List<Engine.ChangeListener> listeners = new CopyOnWriteArrayList<>();
    private volatile boolean catchingUp;
    private volatile String lastError;
    private volatile WikiWatcher watcher;

    FolderFollower(Path root, WikiIndex index, MeaningVectors meaning, BooleanSupplier closing) {
        this.root = root;
        this.index = index;
        this.meaning = meaning;
        this.closing = closing;
    }

    /** Brings the index in step with the folder now. */
    void reconcile(ProgressListener listener, BooleanSupplier cancelled) throws WikiException {
        try {
            WikiIndex.Changes changes = index.reconcile(
                    (done, total) -> listener.update(new Progress(Progress.Phase.INDEXING, done, total)), cancelled);
            if (cancelled.getAsBoolean()) {
                throw new WikiException(WikiException.Kind.UNREADABLE, "Opening the wiki was cancelled.");
            }
            int pages = index.catalog().indexedCount();
            listener.update(new Progress(Progress.Phase.READY, pages, pages));
            lastError = null;
            listeners.forEach(l -> l.indexChanged(changes));
            meaning.start();
        } catch (IOException e) {
            LOG.log(Level.FINE, "Indexing " + root + " failed", e);
            throw new WikiException(WikiException.Kind.UNREADABLE, "Could not update the search index: " + e.getMessage(), e);
        }
    }

    /** Brings the index in step with the folder on a thread of its own; answers meanwhile come from the index as it is. */
    void catchUpInBackground(ProgressListener listener, BooleanSupplier cancelled) {
        catchingUp = true;
        Thread t = Thread.ofPlatform().daemon().name("ephemeris-catch-up").start(() -> {
            try {
                reconcile(listener, cancelled);
            } catch (WikiException e) {
                lastError = e.getMessage();
                if (!closing.getAsBoolean()) { // a close cancels the catch-up: nothing failed
                    LOG.log(Level.WARNING, "Catching up with " + root + " failed: " + e.getMessage());
                }
            } finally {
                catchingUp = false;
            }
        });
        LOG.fine("Catching up in " + t.getName());
    }

    boolean isCatchingUp() {
        return catchingUp;
    }

    /** Whether the watcher holds changes it has seen in the folder and not yet applied to the index. */
    boolean holdsChanges() {
        WikiWatcher w = watcher;
        return w != null && w.holdsChanges();
    }

    /** The last problem met while following the folder, or null. */
    String lastError() {
        return lastError;
    }

    void addChangeListener(Engine.ChangeListener l) {
        listeners.add(l);
    }

    /** Follows the folder from now on (see {@link Engine#watch}). */
    synchronized void watch() {
        if (watcher != null || closing.getAsBoolean()) {
            return;
        }
        try {
            watcher = WikiWatcher.start(root, this::applyChanges, this::rescan);
            // A file changed after the last scan passed it but before the watcher was registered would
            // otherwise go unseen: one more (stat-only) pass closes that gap.
            Thread.ofPlatform().daemon().name("ephemeris-watch-start").start(this::rescan);
        } catch (IOException e) {
            lastError = "Cannot follow changes in the wiki: " + e.getMessage();
            LOG.log(Level.WARNING, lastError, e);
        }
    }

    /** Stops the watcher, if one runs. */
    synchronized void stop() {
        if (watcher != null) {
            watcher.close();
        }
    }

    private void applyChanges(Set<String> paths) {
        try {
            WikiIndex.Changes changes = index.update(paths);
            if (changes.any()) {
                listeners.forEach(l -> l.indexChanged(changes));
                meaning.start();
            }
        } catch (IOException | RuntimeException e) {
            lastError = "Could not apply changes: " + e.getMessage();
            LOG.log(Level.WARNING, lastError, e);
        }
    }

    private void rescan() {
        try {
            reconcile(ProgressListener.NONE, closing);
        } catch (WikiException e) {
            lastError = e.getMessage();
            if (!closing.getAsBoolean()) {
                LOG.warning("Following " + root + " failed: " + e.getMessage());
            }
        }
    }
}
