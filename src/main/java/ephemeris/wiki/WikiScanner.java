package ephemeris.wiki;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;

/**
 * Lists the markdown pages under a root, read-only. Follows symbolic links only while they stay
 * inside the root, survives link loops, and skips hidden folders (.obsidian, .git, .trash …).
 * Every file it sees gets a {@link FileStatus}; pages to read are returned separately.
 */
public final class WikiScanner {

    /** A markdown file to read: where it is and what the walk saw of it. */
    public record Candidate(Path file, String relativePath, long size, long modifiedMillis) {
    }

    /** The outcome of a walk: files to read, and statuses of everything left out. */
    public record Scan(Path root, List<Candidate> pages, List<FileStatus> leftOut) {
    }

    private WikiScanner() {
    }

    public static Scan scan(Path root) throws WikiException {
        if (!Files.isDirectory(root)) {
            throw WikiException.notFound(root);
        }
        Path realRoot;
        try {
            realRoot = root.toRealPath();
        } catch (IOException e) {
            throw new WikiException(WikiException.Kind.UNREADABLE,
                    "Cannot read the wiki folder " + root + ": " + describe(e), e);
        }
        List<Candidate> pages = new ArrayList<>();
        List<FileStatus> leftOut = new ArrayList<>();
        try {
            Files.walkFileTree(root, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE,
                    new Walker(root, realRoot, pages, leftOut));
        } catch (IOException e) {
            throw new WikiException(WikiException.Kind.UNREADABLE,
                    "Cannot read the wiki folder " + root + ": " + describe(e), e);
        }
        pages.sort((a, b) -> a.relativePath().compareTo(b.relativePath()));
        return new Scan(root, List.copyOf(pages), List.copyOf(leftOut));
    }

    /**
     * The candidate for one file, if it is a markdown page the scan would index: a regular file ending
     * in .md, under no hidden folder, not leading out of the root. Used to apply a watcher's events
     * without walking the whole tree.
     */
    public static java.util.Optional<Candidate> candidate(Path root, Path file) {
        try {
            String rel = relative(root, file);
            if (rel.startsWith("..") || rel.isEmpty()) {
                return java.util.Optional.empty();
            }
            for (String part : rel.split("/")) {
                if (part.startsWith(".")) {
                    return java.util.Optional.empty();
                }
            }
            if (!isPage(rel) || !Files.isRegularFile(file)
                    || !file.toRealPath().startsWith(root.toRealPath())) {
                return java.util.Optional.empty();
            }
            BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
            return java.util.Optional.of(new Candidate(file, rel, attrs.size(), attrs.lastModifiedTime().toMillis()));
        } catch (IOException e) {
            return java.util.Optional.empty();
        }
    }

    static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace('\\', '/');
    }

    /** A short, path-free reason for a failed read, for the coverage report. */
    public static String describe(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no longer exists";
        }
        if (e instanceof FileSystemLoopException) {
            return "symbolic link loop";
        }
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message;
    }

    private static final class Walker extends SimpleFileVisitor<Path> {
        /** Folders reached through a symbolic link: everything below them is checked by real path. */
        private final java.util.Set<Path> linkedFolders = new java.util.HashSet<>();

        private final Path root;
        private final Path realRoot;
        private final List<Candidate> pages;
        private final List<FileStatus> leftOut;

        Walker(Path root, Path realRoot, List<Candidate> pages, List<FileStatus> leftOut) {
            this.root = root;
            this.realRoot = realRoot;
            this.pages = pages;
            this.leftOut = leftOut;
        }

        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            if (dir.equals(root)) {
                return FileVisitResult.CONTINUE;
            }
            String rel = relative(root, dir) + "/";
            if (dir.getFileName().toString().startsWith(".")) {
                leftOut.add(FileStatus.skipped(rel, "hidden folder", -1));
                return FileVisitResult.SKIP_SUBTREE;
            }
            if (!staysInside(dir)) {
                leftOut.add(FileStatus.skipped(rel, "link leaves the wiki folder", -1));
                return FileVisitResult.SKIP_SUBTREE;
            }
            if (Files.isSymbolicLink(dir)) {
                linkedFolders.add(dir);
            }
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            String rel = relative(root, file);
            String name = file.getFileName().toString();
            if (!attrs.isRegularFile()) {
                leftOut.add(FileStatus.skipped(rel, "not a regular file", -1));
            } else if (!isPage(name)) {
                leftOut.add(FileStatus.skipped(rel, "not a markdown page", attrs.size()));
            } else if (name.startsWith(".")) {
                leftOut.add(FileStatus.skipped(rel, "hidden file", attrs.size()));
            } else if (!staysInside(file)) {
                leftOut.add(FileStatus.skipped(rel, "link leaves the wiki folder", attrs.size()));
            } else {
                pages.add(new Candidate(file, rel, attrs.size(), attrs.lastModifiedTime().toMillis()));
            }
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
            String rel = relative(root, file);
            if (e instanceof FileSystemLoopException) {
                leftOut.add(FileStatus.skipped(rel + "/", "symbolic link loop", -1));
            } else {
                leftOut.add(FileStatus.failed(rel, "cannot read: " + describe(e), -1));
            }
            return FileVisitResult.CONTINUE;
        }

        private boolean insideLinkedFolder(Path path) {
            for (Path p = path.getParent(); p != null && !p.equals(root); p = p.getParent()) {
                if (linkedFolders.contains(p)) {
                    return true;
                }
            }
            return false;
        }

        private boolean staysInside(Path path) {
            // Only a link can lead out; resolving every plain file's real path would cost a syscall per folder level.
            if (!Files.isSymbolicLink(path) && !insideLinkedFolder(path)) {
                return true;
            }
            try {
                return path.toRealPath().startsWith(realRoot);
            } catch (IOException e) {
                return false;
            }
        }
    }

    /** Whether a file is read as a page of the wiki: markdown, a PDF, or a JSON Canvas board. */
    public static boolean isPage(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".md") || PdfText.isPdf(name) || CanvasText.isCanvas(name);
    }
}
