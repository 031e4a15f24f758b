package ephemeris.index;

import org.apache.lucene.index.CorruptIndexException;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexFormatTooNewException;
import org.apache.lucene.index.IndexFormatTooOldException;
import org.apache.lucene.index.IndexNotFoundException;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A wiki's index folder in the cache before it is opened: whether it holds a sound index of this format
 * for this wiki (a damaged, foreign or older one is rebuilt rather than trusted), clearing it for a rebuild,
 * and why it cannot be used, in plain words.
 */
final class IndexFolder {
    private static final Logger LOG = Logger.getLogger(IndexFolder.class.getName());

    private IndexFolder() {
    }

    /** Whether the directory holds a sound index of our format for this wiki (or nothing yet). */
    static boolean isCurrent(Directory dir, Path realRoot) throws IOException {
        try {
            SegmentInfos infos = SegmentInfos.readLatestCommit(dir);
            Map<String, String> data = infos.getUserData();
            boolean ours = IndexStore.FORMAT.equals(data.get(IndexStore.KEY_FORMAT)) && realRoot.toString().equals(data.get(IndexStore.KEY_ROOT));
            if (ours) {
                // Opening a reader checks every segment's header and footer: a truncated file fails here.
                try (DirectoryReader r = DirectoryReader.open(dir)) {
                    r.numDocs();
                }
            } else {
                LOG.info("The index at " + dir + " is of another format or wiki; rebuilding it");
            }
            return ours;
        } catch (IndexNotFoundException e) {
            return true;
        } catch (IndexFormatTooOldException | IndexFormatTooNewException e) {
            // An index another version of Ephemeris wrote (its Lucene differs): expected after an upgrade.
            LOG.info("The index at " + dir + " was written by another version of Ephemeris; rebuilding it");
            return false;
        } catch (CorruptIndexException e) {
            LOG.log(Level.WARNING, "The index is damaged; rebuilding it", e);
            return false;
        }
    }

    /**
     * Whether a process could open the wiki's index under {@code cacheRoot} as it stands and bring it up to date,
     * rather than build one from nothing: an index of this format or an earlier one migrated in place on
     * open ({@link EarlierFormats}) that no other process is writing (one that is leaves the opener to build its own in memory). Reads
     * the latest commit's data; the write lock is taken and at once let go, as opening the index would take it.
     * An index that cannot be read counts as none, since opening it would rebuild it.
     */
    static boolean openable(Path cacheRoot, Path realRoot) {
        return state(cacheRoot, realRoot) == State.FREE;
    }

    /** Whether the wiki's index in a cache folder is there for the taking; see {@link #openable}. */
    enum State {
        /** None, a damaged one, or one of another format or wiki: opening it builds it from nothing. */
        NONE,
        /** Committed, and no process is writing it. */
        FREE,
        /** Committed, and another process is writing it (holds its write lock). */
        HELD
    }

    /**
     * Whether {@code fs}'s latest commit is an index of the wiki at {@code realRoot} in this format or an earlier one
     * that opening migrates in place ({@link EarlierFormats}), without reading its segments.
     *
     * @throws IOException when there is no commit to read
     */
    static boolean committed(Directory fs, Path realRoot) throws IOException {
        Map<String, String> data = SegmentInfos.readLatestCommit(fs).getUserData();
        return IndexStore.FORMAT.equals(data.get(IndexStore.KEY_FORMAT)) && realRoot.toString().equals(data.get(IndexStore.KEY_ROOT))
                || EarlierFormats.heldIn(fs, realRoot) != null;
    }

    static State state(Path cacheRoot, Path realRoot) {
        Path dir = CacheLocation.indexFor(cacheRoot, realRoot);
        if (!Files.isDirectory(dir)) {
            return State.NONE;
        }
        try (Directory fs = org.apache.lucene.store.FSDirectory.open(dir)) {
            if (!committed(fs, realRoot)) {
                return State.NONE;
            }
            try (org.apache.lucene.store.Lock free = fs.obtainLock(org.apache.lucene.index.IndexWriter.WRITE_LOCK_NAME)) {
                return State.FREE;
            } catch (org.apache.lucene.store.LockObtainFailedException e) {
                return State.HELD;
            }
        } catch (IOException | RuntimeException e) {
            return State.NONE; // no index, or a damaged one
        }
    }

    static void wipe(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                if (!file.getFileName().toString().equals("wiki-root.txt")) {
                    Files.deleteIfExists(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /** An exception's own words, without the Java class name: "Not a directory", "No space left on device". */
    static String plain(Exception e) {
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}
