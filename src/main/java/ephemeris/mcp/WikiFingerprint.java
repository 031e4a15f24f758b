package ephemeris.mcp;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;
import ephemeris.wiki.WikiScanner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A cheap summary of a wiki folder's state: every file the scanner sees, with its size and, for pages,
 * its modification time. Two equal fingerprints mean nothing the engine reads has changed. Hidden
 * folders (.obsidian, .git) are left out as the scanner leaves them out, so an editor saving its
 * workspace does not count as a change.
 *
 * @param files  how many files were seen (0 when the folder is missing)
 * @param hash   a 64-bit hash over paths, sizes and modification times
 * @param exists whether the folder exists
 */
record WikiFingerprint(int files, long hash, boolean exists) {
    static final WikiFingerprint MISSING = new WikiFingerprint(0, 0, false);

    static WikiFingerprint of(Path root) {
        WikiScanner.Scan scan;
        try {
            scan = WikiScanner.scan(root);
        } catch (WikiException e) {
            return e.kind() == WikiException.Kind.NOT_FOUND ? MISSING : new WikiFingerprint(-1, e.getMessage().hashCode(), true);
        }
        long h = 1125899906842597L;
        int n = 0;
        for (WikiScanner.Candidate c : scan.pages()) {
            long mtime;
            try {
                mtime = Files.getLastModifiedTime(c.file()).toMillis();
            } catch (IOException e) {
                mtime = -1;
            }
            h = mix(mix(mix(h, c.relativePath().hashCode()), c.size()), mtime);
            n++;
        }
        for (FileStatus s : scan.leftOut()) {
            h = mix(mix(h, s.path().hashCode()), s.size());
            n++;
        }
        return new WikiFingerprint(n, h, true);
    }

    private static long mix(long h, long v) {
        h ^= v + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2);
        return h * 0xBF58476D1CE4E5B9L;
    }
}
