package ephemeris.wiki;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Tags written inline in a page's text ({@code #tag}, {@code #nested/tag}), outside code and headings. */
final class InlineTags {
    private static final Pattern INLINE_TAG = Pattern.compile("(?<![\\p{L}\\p{N}_&/#\\]\\)(`])#([\\p{L}_][\\p{L}\\p{N}_/-]*)");
    private static final Pattern ATX_HEADING = Pattern.compile("^#{1,6}\\s");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");

    private InlineTags() {
    }

    /** Adds the tags written in {@code lines} from line {@code from} on (front matter before it) to {@code tags}. */
    static void collect(List<String> lines, int from, Set<String> tags) {
        boolean inFence = false;
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.stripLeading();
            if (trimmed.startsWith("```") || trimmed.startsWith("~~~")) {
                inFence = !inFence;
                continue;
            }
            if (inFence || line.indexOf('#') < 0 || line.startsWith("    ")) {
                continue;
            }
            Matcher heading = ATX_HEADING.matcher(trimmed);
            String scan = heading.lookingAt() ? trimmed.substring(heading.end()) : line;
            if (scan.indexOf('`') >= 0) {
                scan = CODE_SPAN.matcher(scan).replaceAll(" ");
            }
            Matcher m = null;
            int at = 0;
            while (true) {
                // The regex runs only from a '#' that can start a tag ("C#", "#1", "(#" cannot).
                int hash = nextTagCandidate(scan, at);
                if (hash < 0) {
                    break;
                }
                m = m == null ? INLINE_TAG.matcher(scan) : m;
                if (!m.find(hash)) {
                    break;
                }
                String tag = m.group(1);
                if (!tag.chars().allMatch(c -> Character.isDigit(c) || c == '/' || c == '-' || c == '_')) {
                    tags.add(tag);
                }
                at = m.end();
            }
        }
    }

    /**
     * The first '#' at or after {@code from} that {@link #INLINE_TAG} could match at, or -1. Only ASCII
     * neighbours are ruled out here; anything else is left to the regex.
     */
    private static int nextTagCandidate(String s, int from) {
        int n = s.length();
        for (int i = s.indexOf('#', from); i >= 0; i = s.indexOf('#', i + 1)) {
            if (i + 1 >= n) {
                return -1;
            }
            char next = s.charAt(i + 1);
            if (next < 128 && !(next >= 'a' && next <= 'z' || next >= 'A' && next <= 'Z' || next == '_')) {
                continue;
            }
            if (i > 0) {
                char prev = s.charAt(i - 1);
                if (prev < 128 && (prev >= 'a' && prev <= 'z' || prev >= 'A' && prev <= 'Z' || prev >= '0' && prev <= '9'
                        || "_&/#])(`".indexOf(prev) >= 0)) {
                    continue;
                }
            }
            return i;
        }
        return -1;
    }
}
