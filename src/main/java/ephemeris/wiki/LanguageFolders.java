package ephemeris.wiki;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;

/**
 * The top-level folders of a wiki organised by language, one per language and named by its code
 * ({@code ja/}, {@code pt-br/}, {@code zh-TW/}), as translated documentation is. A wiki counts as organised
 * that way when at least two top-level folders are named so: one folder called {@code it/} or {@code no/}
 * in an English wiki is a department or a verdict, not a language.
 */
public final class LanguageFolders {
    public static final LanguageFolders NONE = new LanguageFolders(Set.of());

    private final Set<String> folders;

    private LanguageFolders(Set<String> folders) {
        this.folders = Set.copyOf(folders);
    }

    /** The language folders among the top-level folders of these wiki-relative paths. */
    public static LanguageFolders of(Collection<String> paths) {
        Set<String> named = new TreeSet<>();
        for (String path : paths) {
            String top = topFolder(path);
            if (top != null && !Languages.code(top).isEmpty()) {
                named.add(top);
            }
        }
        return named.size() >= 2 ? new LanguageFolders(named) : NONE;
    }

    /** The language of the folder a page sits in, or {@link Languages#UNKNOWN} when it is not in a language folder. */
    public String languageOf(String path) {
        String top = topFolder(path);
        return top != null && folders.contains(top) ? Languages.code(top) : Languages.UNKNOWN;
    }

    /** The folder names, sorted. */
    public Set<String> folders() {
        return new TreeSet<>(folders);
    }

    private static String topFolder(String path) {
        int slash = path.indexOf('/');
        return slash <= 0 ? null : path.substring(0, slash);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LanguageFolders other && other.folders.equals(folders);
    }

    @Override
    public int hashCode() {
        return folders.hashCode();
    }

    /**
     * Adds to {@code toRead} the pages in folders that became or stopped being language folders between
     * {@code before} and {@code now}, in path order, each once; returns how many were added.
     */
    public static int readAgain(LanguageFolders before, LanguageFolders now, java.util.Collection<WikiScanner.Candidate> onDisk,
                                java.util.List<WikiScanner.Candidate> toRead) {
        java.util.Set<String> moved = new java.util.TreeSet<>(now.folders());
        moved.addAll(before.folders());
        moved.removeIf(f -> now.folders().contains(f) && before.folders().contains(f));
        java.util.Set<String> reading = new java.util.HashSet<>();
        toRead.forEach(c -> reading.add(c.relativePath()));
        int more = 0;
        for (WikiScanner.Candidate c : onDisk.stream().sorted(java.util.Comparator.comparing(WikiScanner.Candidate::relativePath)).toList()) {
            String path = c.relativePath();
            int slash = path.indexOf('/');
            if (slash > 0 && moved.contains(path.substring(0, slash)) && reading.add(path)) {
                toRead.add(c);
                more++;
            }
        }
        return more;
    }
}
