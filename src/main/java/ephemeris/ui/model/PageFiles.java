package ephemeris.ui.model;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The open wiki's pages as files the desktop can open: the file itself, the folder holding it, and
 * Obsidian's link to it. Only a regular file inside the wiki folder is ever handed out, so a page path
 * (or a symbolic link in the wiki) can never send the desktop to a file elsewhere.
 */
final class PageFiles {
    private final Path root;

    PageFiles(Path root) {
        Path real;
        try {
            real = root.toRealPath();
        } catch (IOException e) {
            real = root.toAbsolutePath().normalize();
        }
        this.root = real;
    }

    /** The page's file, when {@code relative} names a regular file inside the wiki folder. */
    Optional<Path> file(String relative) {
        Path file = root.resolve(relative).normalize();
        if (relative.isBlank() || !file.startsWith(root)) {
            return Optional.empty();
        }
        try {
            Path real = file.toRealPath();
            return real.startsWith(root) && Files.isRegularFile(real) ? Optional.of(file) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Whether the wiki is an Obsidian vault (Obsidian keeps its settings in {@code .obsidian} at the top). */
    boolean isObsidianVault() {
        return Files.isDirectory(root.resolve(".obsidian"));
    }

    /** Obsidian's link that opens {@code file} in its vault ({@code obsidian://open?path=…}). */
    static String obsidianUri(Path file) {
        return "obsidian://open?path=" + URLEncoder.encode(file.toString(), StandardCharsets.UTF_8).replace("+", "%20");
    }
}
