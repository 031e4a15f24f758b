package ephemeris.index;

import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.LockObtainFailedException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How an {@link IndexStore} is opened safely: in the cache folder when it can be used and no other process holds
 * the index there, rebuilt when what is there is not a current index of this wiki, and in memory otherwise.
 */
final class IndexStoreOpening {
    /** The store's own logger: what happens while opening it is said as the store's. */
    private static final Logger LOG = Logger.getLogger(IndexStore.class.getName());

    private IndexStoreOpening() {
    }

    /**
     * As {@link IndexStore#open(Path, Path)}; when another process holds the index, tries again until {@code heldWait} has
     * passed: a call about to finish, or a process that only probes the index, lets it go within moments.
     */
    static IndexStore open(Path realRoot, Path cacheRoot, java.time.Duration heldWait) throws IOException {
        if (cacheRoot == null) {
            return inMemory(realRoot, "");
        }
        if (cacheRoot.toAbsolutePath().normalize().startsWith(realRoot)) {
            // Never inside the wiki, even if the cache directory is configured there.
            return inMemory(realRoot, "the cache folder " + cacheRoot + " is inside the wiki, which is never written to");
        }
        Path dir = CacheLocation.indexFor(cacheRoot, realRoot);
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("wiki-root.txt"), realRoot + System.lineSeparator());
        } catch (IOException | RuntimeException e) {
            return unusable(realRoot, cacheRoot, e);
        }
        try {
            return onDiskWhenFree(dir, realRoot, heldWait);
        } catch (LockObtainFailedException e) {
            LOG.info("Another Ephemeris process is updating " + dir + "; this one indexes in memory.");
            return inMemory(realRoot, "another Ephemeris process is updating it");
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "The index at " + dir + " could not be opened; rebuilding it", e);
            try {
                IndexFolder.wipe(dir);
                return onDisk(dir, realRoot);
            } catch (IOException | RuntimeException again) {
                return unusable(realRoot, cacheRoot, again);
            }
        }
    }

    /** An in-memory index for a cache folder that cannot be created or written, said once on stderr. */
    static IndexStore unusable(Path realRoot, Path cacheRoot, Exception why) throws IOException {
        String reason = "the cache folder " + cacheRoot + " cannot be used (" + IndexFolder.plain(why) + ")";
        LOG.warning("The index of " + realRoot + " is not kept between runs: " + reason + ".");
        return inMemory(realRoot, reason);
    }

    private static IndexStore inMemory(Path realRoot, String notKept) throws IOException {
        return new IndexStore(new ByteBuffersDirectory(), null, realRoot.toString(), notKept);
    }

    private static IndexStore onDiskWhenFree(Path dir, Path realRoot, java.time.Duration heldWait) throws IOException {
        long deadline = System.nanoTime() + heldWait.toNanos();
        while (true) {
            try {
                return onDisk(dir, realRoot);
            } catch (LockObtainFailedException e) {
                // Only an index already committed is waited for: opening one still being built for the first time
                // would find it incomplete and start it again.
                if (System.nanoTime() >= deadline || !committed(dir, realRoot)) {
                    throw e;
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    private static boolean committed(Path dir, Path realRoot) {
        try (FSDirectory fs = FSDirectory.open(dir)) {
            return IndexFolder.committed(fs, realRoot);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static IndexStore onDisk(Path dir, Path realRoot) throws IOException {
        FSDirectory fs = FSDirectory.open(dir);
        try {
            String earlier = EarlierFormats.heldIn(fs, realRoot);
            if (earlier == null && !IndexFolder.isCurrent(fs, realRoot)) {
                fs.close();
                IndexFolder.wipe(dir);
                fs = FSDirectory.open(dir);
            }
            IndexStore store = new IndexStore(fs, dir, realRoot.toString(), "");
            if (earlier != null) {
                try {
                    EarlierFormats.migrate(store, earlier, realRoot);
                } catch (IOException | RuntimeException e) {
                    // Closing would commit this format's name over an index left half migrated.
                    store.abandon();
                    throw e;
                }
            }
            return store;
        } catch (IOException | RuntimeException e) {
            fs.close();
            throw e;
        }
    }
}
