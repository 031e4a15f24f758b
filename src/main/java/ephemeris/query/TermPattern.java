package ephemeris.query;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Where key terms stand in displayed text: the one matcher the preview's marks and the ranked list's
 * snippets share. A term in a script that puts spaces between words matches from a word's start and
 * takes the rest of the word ("callout" marks "callouts", "태그" marks "태그를"); a term in a script
 * that does not (Chinese, Japanese, Thai) matches wherever it stands, since no word boundary is written.
 */
public final class TermPattern {
    private TermPattern() {
    }

    /** The pattern, or null when no term is left to match. */
    public static Pattern of(List<String> terms) {
        List<String> spaced = new ArrayList<>();
        List<String> unspaced = new ArrayList<>();
        for (String term : terms) {
            String t = term.strip().toLowerCase(Locale.ROOT);
            if (t.isEmpty()) {
                continue;
            }
            if (unspacedScript(t)) {
                unspaced.add(t);
            } else {
                spaced.add(stem(t));
            }
        }
        // Longer terms first, so a term that contains another is marked whole.
        Comparator<String> longestFirst = Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder());
        spaced.sort(longestFirst);
        unspaced.sort(longestFirst);
        List<String> parts = new ArrayList<>();
        if (!spaced.isEmpty()) {
            parts.add("(?<![\\p{L}\\p{N}])(?:" + String.join("|", spaced.stream().map(Pattern::quote).toList()) + ")[\\p{L}\\p{N}]*");
        }
        if (!unspaced.isEmpty()) {
            parts.add("(?:" + String.join("|", unspaced.stream().map(Pattern::quote).toList()) + ")");
        }
        return parts.isEmpty() ? null : Pattern.compile("(?iu)" + String.join("|", parts));
    }

    private static boolean unspacedScript(String term) {
        return term.codePoints().anyMatch(ephemeris.wiki.Languages::unspaced);
    }

    /** A crude stem so "callouts" finds "callout", "boxes" finds "box" and "creating" finds "create". */
    private static String stem(String t) {
        // "es" is an ending only after a sibilant ("boxes", "searches"); "notes" is "note" + "s", not "not".
        if (t.length() > 4 && (t.endsWith("ed") || t.endsWith("es") && t.substring(0, t.length() - 2).matches(".*(s|x|z|ch|sh)"))) {
            return t.substring(0, t.length() - 2);
        }
        if (t.length() > 5 && t.endsWith("ing")) {
            return t.substring(0, t.length() - 3);
        }
        if (t.length() > 3 && (t.endsWith("s") || t.endsWith("e"))) {
            return t.substring(0, t.length() - 1);
        }
        return t;
    }
}
