package ephemeris.wiki;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Outliners (Logseq, Roam and Workflowy exports) write a page as bullets nested by tabs, and put a section's
 * bullets one tab in under its heading. CommonMark reads a tab-indented line after a heading as an indented
 * code block, so a whole section became one block of "code". A run of tab-indented lines that opens with a
 * bullet, after a heading or an outliner's {@code key:: value} property line, is an outline: its common
 * indentation is taken off, and it parses as the nested list it is. A tab-indented block after a paragraph
 * or a blank line, which is how markdown indents code, is left as it is.
 */
public final class OutlineIndent {
    /** An ATX heading at the start of its line. */
    private static final Pattern HEADING = Pattern.compile("^#{1,6}(\\s|$)");
    /** An outliner's page property at the start of its line: {@code type:: [[Feature]]}. */
    private static final Pattern PROPERTY = Pattern.compile("^[\\p{L}\\p{N}_-]+::(\\s|$)");
    /** A code fence: inside one, nothing is an outline. */
    private static final Pattern FENCE = Pattern.compile("^\\s*(```|~~~)");
    /** A bullet indented by tabs. */
    private static final Pattern TAB_BULLET = Pattern.compile("^\\t+(?:[-*+]|\\d{1,9}[.)])(\\s|$)");

    private OutlineIndent() {
    }

    /** Takes the common tab indentation off each outline run in {@code lines}, from line {@code from} on, in place. */
    static void unindent(List<String> lines, int from) {
        String previous = "";
        boolean fenced = false;
        int i = from;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (FENCE.matcher(line).find()) {
                fenced = !fenced;
            }
            if (!fenced && TAB_BULLET.matcher(line).find() && (HEADING.matcher(previous).find() || PROPERTY.matcher(previous).find())) {
                int end = i;
                int tabs = Integer.MAX_VALUE;
                while (end < lines.size() && (lines.get(end).startsWith("\t") || lines.get(end).isBlank())) {
                    if (!lines.get(end).isBlank()) {
                        tabs = Math.min(tabs, leadingTabs(lines.get(end)));
                    }
                    end++;
                }
                for (int j = i; j < end; j++) {
                    String l = lines.get(j);
                    lines.set(j, l.isBlank() ? l : l.substring(Math.min(tabs, leadingTabs(l))));
                }
                previous = lines.get(end - 1);
                i = end;
                continue;
            }
            // A blank line counts: a tab-indented block after one is code, as markdown indents it.
            previous = line;
            i++;
        }
    }

    /** The lines with each outline run unindented, as a new array; the same lines when there is none. */
    public static String[] unindented(String[] lines) {
        for (String line : lines) {
            if (line.startsWith("\t")) {
                List<String> out = new java.util.ArrayList<>(List.of(lines));
                unindent(out, 0);
                return out.toArray(String[]::new);
            }
        }
        return lines;
    }

    /** Whether the text opens with an outliner's property ({@code type:: [[Feature]]}). */
    public static boolean opensWithProperty(String text) {
        return PROPERTY.matcher(text).find();
    }

    /** Whether the page's text holds an outline this class unindents. */
    public static boolean changes(String text) {
        if (text.indexOf('\t') < 0) {
            return false;
        }
        List<String> lines = new java.util.ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
        List<String> before = List.copyOf(lines);
        unindent(lines, 0);
        return !lines.equals(before);
    }

    private static int leadingTabs(String line) {
        int n = 0;
        while (n < line.length() && line.charAt(n) == '\t') {
            n++;
        }
        return n;
    }
}
