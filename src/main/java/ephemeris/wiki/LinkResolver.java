package ephemeris.wiki;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Resolves link targets the way Obsidian does: a path relative to the linking page, else a path from
 * the root, else the file name anywhere in the wiki (the shortest path wins when a name is ambiguous).
 * Thread-safe; pages can be added and removed while others resolve.
 */
public final class LinkResolver {
    private final Map<String, String> byPath = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> byStem = new ConcurrentHashMap<>();

    public void add(String path) {
        byPath.put(path.toLowerCase(Locale.ROOT), path);
        byStem.computeIfAbsent(stemKey(path), k -> ConcurrentHashMap.newKeySet()).add(path);
    }

    public void remove(String path) {
        byPath.remove(path.toLowerCase(Locale.ROOT));
        Set<String> paths = byStem.get(stemKey(path));
        if (paths != null) {
            paths.remove(path);
        }
    }

    /** The lower-case file name without ".md": what a bare [[Name]] link matches. */
    public static String stemKey(String pathOrTarget) {
        String t = pathOrTarget.replace('\\', '/');
        String name = t.substring(t.lastIndexOf('/') + 1);
        if (name.toLowerCase(Locale.ROOT).endsWith(".md")) {
            name = name.substring(0, name.length() - 3);
        }
        return name.toLowerCase(Locale.ROOT);
    }

    public Optional<String> resolve(String target, String from) {
        String t = target.strip().replace('\\', '/');
        if (t.isEmpty()) {
            return Optional.empty();
        }
        String withExt = WikiScanner.isPage(t) ? t : t + ".md";
        String dir = from.contains("/") ? from.substring(0, from.lastIndexOf('/') + 1) : "";
        for (String candidate : List.of(dir + withExt, withExt)) {
            String p = byPath.get(normalize(candidate).toLowerCase(Locale.ROOT));
            if (p != null) {
                return Optional.of(p);
            }
        }
        Set<String> named = byStem.get(stemKey(withExt));
        if (named == null || named.isEmpty()) {
            return Optional.empty();
        }
        return new ArrayList<>(named).stream().min(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()));
    }

    static String normalize(String path) {
        List<String> parts = new ArrayList<>();
        for (String part : path.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (!parts.isEmpty()) {
                    parts.removeLast();
                }
            } else {
                parts.add(part);
            }
        }
        return String.join("/", parts);
    }
}
