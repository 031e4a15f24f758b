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
final class OutlineIndent {
    /** An ATX heading. */
    private static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}(\\s|$)");
    /** An outliner's block property: {@code collapsed:: true}, {@code type:: [[Feature]]}. */
    static final Pattern PROPERTY = Pattern.compile("^\\s*(?:- )?[\\p{L}\\p{N}_-]+::(\\s|$)");
    /** A bullet indented by tabs. */
    private static final Pattern TAB_BULLET = Pattern.compile("^\\t+(?:[-*+]|\\d{1,9}[.)])(\\s|$)");

    private OutlineIndent() {
    }

    /** Takes the common tab indentation off each outline run in {@code lines}, from line {@code from} on, in place. */
    static void unindent(List<String> lines, int from) {
        String previous = "";
        int i = from;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (TAB_BULLET.matcher(line).find() && (HEADING.matcher(previous).find() || PROPERTY.matcher(previous).find()
                    && !previous.startsWith("\t") && !previous.startsWith(" "))) {
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
            if (!line.isBlank()) {
                previous = line;
            }
            i++;
        }
    }

    private static int leadingTabs(String line) {
        int n = 0;
        while (n < line.length() && line.charAt(n) == '\t') {
            n++;
        }
        return n;
    }
}
