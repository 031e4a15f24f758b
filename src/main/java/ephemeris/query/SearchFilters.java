package ephemeris.query;

import ephemeris.index.PageMeta;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a question's operators keep its answer to: pages holding every quoted phrase, none of the
 * excluded words, one of the tags (a tag also stands for the tags nested under it), a path starting with
 * one of the prefixes, a date in the range, and a file of one of the types asked for (none of the types left out).
 * Several kinds combine with AND; the values of one kind with OR, except phrases, excluded words and types left
 * out, which must all hold.
 *
 * @param phrases  quoted phrases, as typed
 * @param excluded words after a minus sign, as typed
 * @param tags     tag names, lower-case, without '#'
 * @param paths    starts of wiki-relative paths, with '/' between folders
 * @param after    the first day a page's date may fall on (inclusive)
 * @param before   the day a page's date must fall before (exclusive)
 * @param types    the kinds of file a page may be ({@link FileType}), none meaning any
 * @param notTypes the kinds of file left out
 */
public record SearchFilters(List<String> phrases, List<String> excluded, List<String> tags, List<String> paths,
                            Optional<LocalDate> after, Optional<LocalDate> before, List<FileType> types,
                            List<FileType> notTypes) {
    public static final SearchFilters NONE = new SearchFilters(List.of(), List.of(), List.of(), List.of(),
            Optional.empty(), Optional.empty());

    public SearchFilters {
        phrases = List.copyOf(phrases);
        excluded = List.copyOf(excluded);
        tags = List.copyOf(tags);
        paths = List.copyOf(paths);
        types = List.copyOf(types);
        notTypes = List.copyOf(notTypes);
    }

    /** Filters that ask nothing of a page's file type. */
    public SearchFilters(List<String> phrases, List<String> excluded, List<String> tags, List<String> paths,
                         Optional<LocalDate> after, Optional<LocalDate> before) {
        this(phrases, excluded, tags, paths, after, before, List.of(), List.of());
    }

    public boolean isEmpty() {
        return this.equals(NONE);
    }

    /** Whether a filter reads what the catalog keeps of each page (tags, path, date), not its text. */
    public boolean byPage() {
        return !tags.isEmpty() || !paths.isEmpty() || after.isPresent() || before.isPresent() || !types.isEmpty()
                || !notTypes.isEmpty();
    }

    /**
     * Whether a page passes the tag, path and date filters (phrases and excluded words need its text), as
     * one test to ask of every page of the wiki: the wanted prefixes are lower-cased once, and the days
     * turned into instants once.
     */
    public java.util.function.Predicate<PageMeta> pageTest() {
        List<String> lowerPaths = lowerPaths();
        // A page's UTC day is on or after a day exactly when its instant is at or after that day's first instant.
        java.time.Instant from = after.map(d -> d.atStartOfDay(ZoneOffset.UTC).toInstant()).orElse(null);
        java.time.Instant until = before.map(d -> d.atStartOfDay(ZoneOffset.UTC).toInstant()).orElse(null);
        return page -> hasTag(page.tags()) && underPath(page.path(), lowerPaths) && ofType(page.path())
                && (from == null || !page.date().isBefore(from)) && (until == null || page.date().isBefore(until));
    }

    /** The path prefixes lower-cased, as a page's lower-cased path is tested against them. */
    public List<String> lowerPaths() {
        return paths.stream().map(p -> p.toLowerCase(Locale.ROOT)).toList();
    }

    /**
     * Text as a phrase is matched in it: case and runs of whitespace do not count. Whitespace here is what
     * a regular expression's {@code \\s} means (space, tab, line breaks, form feed), each run one space.
     */
    static String normalize(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        StringBuilder out = null;
        int copied = 0;
        for (int i = 0; i < lower.length(); i++) {
            if (!isSpace(lower.charAt(i))) {
                continue;
            }
            int end = i + 1;
            while (end < lower.length() && isSpace(lower.charAt(end))) {
                end++;
            }
            if (end - i > 1 || lower.charAt(i) != ' ') {
                if (out == null) {
                    out = new StringBuilder(lower.length());
                }
                out.append(lower, copied, i).append(' ');
                copied = end;
            }
            i = end - 1;
        }
        String collapsed = out == null ? lower : out.append(lower, copied, lower.length()).toString();
        return collapsed.strip();
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c >= '\t' && c <= '\r';
    }

    /**
     * Whether the text holds the phrase as whole words: case and runs of whitespace aside, and not inside a
     * longer word ("note" is not in "notes"); a phrase that starts or ends in a script written without spaces
     * (Chinese, Japanese, Thai) may touch the letters beside it.
     */
    static boolean holdsPhrase(String text, String phrase) {
        String t = normalize(text);
        String p = normalize(phrase);
        if (p.isEmpty()) {
            return false;
        }
        for (int at = t.indexOf(p); at >= 0; at = t.indexOf(p, at + 1)) {
            int end = at + p.length();
            boolean startOk = at == 0 || !Character.isLetterOrDigit(t.codePointBefore(at))
                    || ephemeris.wiki.Languages.unspaced(p.codePointAt(0));
            boolean endOk = end == t.length() || !Character.isLetterOrDigit(t.codePointAt(end))
                    || ephemeris.wiki.Languages.unspaced(p.codePointBefore(p.length()));
            if (startOk && endOk) {
                return true;
            }
        }
        return false;
    }

    private boolean ofType(String path) {
        FileType type = FileType.of(path);
        return (types.isEmpty() || types.contains(type)) && !notTypes.contains(type);
    }

    private boolean hasTag(List<String> pageTags) {
        if (tags.isEmpty()) {
            return true;
        }
        for (String t : pageTags) {
            String tag = t.toLowerCase(Locale.ROOT);
            for (String wanted : tags) {
                if (tag.equals(wanted) || tag.startsWith(wanted + "/")) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean underPath(String path, List<String> lowerPrefixes) {
        if (lowerPrefixes.isEmpty()) {
            return true;
        }
        for (String prefix : lowerPrefixes) {
            if (startsWithIgnoringCase(path, prefix)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the lower-cased path starts with the prefix, without lower-casing the whole path: letter by
     * letter while both are ASCII, else as {@link String#toLowerCase(Locale)} says (which may change a length).
     */
    private static boolean startsWithIgnoringCase(String path, String lowerPrefix) {
        int n = Math.min(path.length(), lowerPrefix.length());
        for (int i = 0; i < n; i++) {
            char c = path.charAt(i);
            char w = lowerPrefix.charAt(i);
            if (c >= 0x80 || w >= 0x80) {
                return path.toLowerCase(Locale.ROOT).startsWith(lowerPrefix);
            }
            if ((c >= 'A' && c <= 'Z' ? (char) (c + 32) : c) != w) {
                return false;
            }
        }
        return path.length() >= lowerPrefix.length();
    }
}
