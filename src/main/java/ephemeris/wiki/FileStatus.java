package ephemeris.wiki;

/**
 * What happened to one file under the wiki root.
 *
 * @param path   path relative to the root, with '/' separators
 * @param state  indexed, or skipped/failed with a reason
 * @param reason why it was skipped or failed; empty when indexed
 * @param size   size in bytes, or -1 when unknown
 */
public record FileStatus(String path, State state, String reason, long size) {
    public enum State { INDEXED, SKIPPED, FAILED }

    public static FileStatus indexed(String path, long size) {
        return new FileStatus(path, State.INDEXED, "", size);
    }

    public static FileStatus skipped(String path, String reason, long size) {
        return new FileStatus(path, State.SKIPPED, reason, size);
    }

    public static FileStatus failed(String path, String reason, long size) {
        return new FileStatus(path, State.FAILED, reason, size);
    }
}
