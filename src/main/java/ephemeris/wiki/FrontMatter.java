package ephemeris.wiki;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The YAML front matter block of a page, read leniently: scalar keys, inline lists and block lists.
 * Anything it does not understand is ignored rather than failing the page; a block that never closes
 * or is absurdly large is not front matter at all and stays page text.
 */
public record FrontMatter(Map<String, List<String>> values, int lineCount) {
    static final int MAX_LINES = 2000;
    public static final FrontMatter NONE = new FrontMatter(Map.of(), 0);

    /** A block scalar's header: {@code >} folds the lines under it, {@code |} keeps them (read as one line here). */
    private static final java.util.regex.Pattern BLOCK_SCALAR = java.util.regex.Pattern.compile("[>|][+-]?");

    public static FrontMatter parse(List<String> lines) {
        if (lines.isEmpty() || !lines.getFirst().strip().equals("---")) {
            return NONE;
        }
        int close = -1;
        for (int i = 1; i < lines.size() && i <= MAX_LINES; i++) {
            String line = lines.get(i).strip();
            if (line.equals("---") || line.equals("...")) {
                close = i;
                break;
            }
        }
        if (close < 0) {
            return NONE;
        }
        Map<String, List<String>> values = new LinkedHashMap<>();
        String listKey = null;
        // The key of the last one-value line: indented lines after it continue its value, as YAML folds a
        // plain scalar over lines ("description: A long\n  sentence.") or reads a block scalar ("key: >").
        String scalarKey = null;
        for (int i = 1; i < close; i++) {
            String raw = lines.get(i);
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("- ") && listKey != null) {
                values.get(listKey).add(unquote(line.substring(2)));
                continue;
            }
            if (Character.isWhitespace(raw.charAt(0))) {
                if (scalarKey != null) {
                    List<String> value = values.get(scalarKey);
                    String before = value.getFirst();
                    value.set(0, BLOCK_SCALAR.matcher(before).matches() ? line : before + " " + line);
                }
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                scalarKey = null;
                continue;
            }
            String key = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).strip();
            List<String> list = new ArrayList<>();
            values.put(key, list);
            listKey = null;
            scalarKey = null;
            if (value.isEmpty()) {
                listKey = key;
            } else if (value.startsWith("[") && value.endsWith("]")) {
                for (String item : value.substring(1, value.length() - 1).split(",")) {
                    String v = unquote(item.strip());
                    if (!v.isEmpty()) {
                        list.add(v);
                    }
                }
            } else {
                list.add(unquote(value));
                scalarKey = key;
            }
        }
        // A block scalar with no indented line under it holds nothing.
        values.values().forEach(v -> v.replaceAll(s -> BLOCK_SCALAR.matcher(s).matches() ? "" : s));
        return new FrontMatter(values, close + 1);
    }

    public String first(String... keys) {
        for (String key : keys) {
            List<String> v = values.get(key);
            if (v != null && !v.isEmpty() && !v.getFirst().isBlank()) {
                return v.getFirst();
            }
        }
        return "";
    }

    public List<String> list(String... keys) {
        List<String> out = new ArrayList<>();
        for (String key : keys) {
            for (String v : values.getOrDefault(key, List.of())) {
                // "tags: a b" and "tags: a, b" are both common in the wild.
                for (String part : v.split(key.startsWith("tag") ? "[,\\s]+" : ",")) {
                    String p = part.strip();
                    if (key.startsWith("tag") && p.startsWith("#")) {
                        p = p.substring(1);
                    }
                    if (!p.isEmpty()) {
                        out.add(p);
                    }
                }
            }
        }
        return out;
    }

    private static String unquote(String s) {
        if (s.length() >= 2 && (s.startsWith("\"") && s.endsWith("\"") || s.startsWith("'") && s.endsWith("'"))) {
            return s.substring(1, s.length() - 1);
        }
        return s;
    }
}
