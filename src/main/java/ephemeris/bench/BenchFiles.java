package ephemeris.bench;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The benchmark's file work: copying and measuring wikis, sizing and deleting its temporary folders. */
final class BenchFiles {
    private BenchFiles() {
    }

    /** Copies the markdown pages under {@code from} to the same places under {@code to}; returns the copies. */
    static List<Path> copyPages(Path from, Path to) throws IOException {
        List<Path> copied = new ArrayList<>();
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.filter(Files::isRegularFile).filter(p -> p.toString().toLowerCase(Locale.ROOT).endsWith(".md")).sorted().toList()) {
                Path dest = to.resolve(from.relativize(p).toString());
                Files.createDirectories(dest.getParent());
                Files.copy(p, dest);
                copied.add(dest);
            }
        }
        return copied;
    }

    /** Pages and bytes of markdown under the root. */
    static long[] corpusSize(Path root) throws IOException {
        long[] out = new long[2];
        try (Stream<Path> s = Files.walk(root)) {
            s.filter(p -> p.toString().toLowerCase(Locale.ROOT).endsWith(".md") && Files.isRegularFile(p)).forEach(p -> {
                out[0]++;
                try {
                    out[1] += Files.size(p);
                } catch (IOException e) {
                    // counted as zero bytes
                }
            });
        }
        return out;
    }

    /** Reads every file under the root once: what is timed next finds them in the page cache. */
    static void readAll(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                try (java.io.InputStream in = Files.newInputStream(p)) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                }
            }
        }
    }

    /** Bytes of the files under the folder. */
    static long treeSize(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        }
    }

    /** Deletes the folder and everything in it; nothing when it is not there. */
    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
