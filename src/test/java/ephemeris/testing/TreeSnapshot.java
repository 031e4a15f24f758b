package ephemeris.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * Everything about a folder tree that a write would change: every entry's relative path, kind, size,
 * modification time (nanosecond precision where the file system has it) and the SHA-256 of its content;
 * symbolic links are recorded by their target and never followed.
 */
public record TreeSnapshot(Map<String, String> entries) {

    public static TreeSnapshot of(Path root) throws IOException {
        Map<String, String> entries = new TreeMap<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                entries.put(rel(root, dir) + "/", "dir mtime=" + attrs.lastModifiedTime().toInstant());
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                String key = rel(root, file);
                if (attrs.isSymbolicLink()) {
                    entries.put(key, "link -> " + Files.readSymbolicLink(file));
                } else if (attrs.isRegularFile()) {
                    entries.put(key, "file size=" + attrs.size() + " mtime=" + attrs.lastModifiedTime().toInstant()
                            + " sha256=" + sha256(file));
                } else {
                    entries.put(key, "other size=" + attrs.size() + " mtime=" + attrs.lastModifiedTime().toInstant());
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException exc) {
                entries.put(rel(root, file), "unreadable: " + exc.getClass().getSimpleName());
                return FileVisitResult.CONTINUE;
            }
        });
        return new TreeSnapshot(Map.copyOf(entries));
    }

    private static String rel(Path root, Path p) {
        return root.relativize(p).toString().replace('\\', '/');
    }

    private static String sha256(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A readable list of what differs, for an assertion message. */
    public String diff(TreeSnapshot after) {
        StringBuilder sb = new StringBuilder();
        Map<String, String> all = new TreeMap<>(entries);
        all.putAll(after.entries);
        for (String k : all.keySet()) {
            String a = entries.get(k);
            String b = after.entries.get(k);
            if (a == null || !a.equals(b)) {
                sb.append(k).append(": ").append(a).append(" -> ").append(b).append('\n');
            }
        }
        return sb.toString();
    }
}
