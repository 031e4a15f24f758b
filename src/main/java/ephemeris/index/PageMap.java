package ephemeris.index;

import ephemeris.wiki.Block;
import ephemeris.wiki.Page;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the wiki's page map, {@code index.md} at the root (seed 004): lines that link a page and
 * describe it in a few words. Those words become an extra searchable signal for the page they describe.
 */
final class PageMap {
    static final String PATH = "index.md";
    // "Callouts — coloured boxes": the label the parser left, then a separator, then the description.
    private static final Pattern SEPARATOR = Pattern.compile("\\s+(?:—|–|-|:)\\s+|:\\s+");

    private PageMap() {
    }

    /**
     * @param map     the parsed index.md
     * @param resolve resolves a link target from index.md to a page path
     * @return description by page path
     */
    static Map<String, String> read(Page map, BiFunction<String, String, Optional<String>> resolve) {
        Map<String, String> out = new HashMap<>();
        for (Block b : map.blocks()) {
            if (b.kind() != Block.Kind.LIST_ITEM && b.kind() != Block.Kind.TABLE && b.kind() != Block.Kind.PARAGRAPH) {
                continue;
            }
            String text = b.text();
            Matcher sep = SEPARATOR.matcher(text);
            if (!sep.find()) {
                continue;
            }
            String label = text.substring(0, sep.start()).strip();
            String description = text.substring(sep.end()).strip();
            if (description.isEmpty() || label.isEmpty()) {
                continue;
            }
            // The label names the page whose name it contains; when several names fit ("devops" contains
            // "ops"), the longest (the most specific) wins, so the description is not given to the wrong page.
            String best = null;
            int bestLength = 0;
            for (String link : map.links().stream().map(ephemeris.wiki.Page.Link::target).toList()) {
                String stem = link.contains("/") ? link.substring(link.lastIndexOf('/') + 1) : link;
                stem = stem.replaceAll("(?i)\\.md$", "");
                if (stem.length() <= bestLength || !label.toLowerCase(Locale.ROOT).contains(stem.toLowerCase(Locale.ROOT))) {
                    continue;
                }
                Optional<String> target = resolve.apply(link, map.path());
                if (target.isPresent() && !target.get().equals(map.path())) {
                    best = target.get();
                    bestLength = stem.length();
                }
            }
            if (best != null) {
                out.merge(best, description, (a, c) -> a + " " + c);
            }
        }
        return out;
    }
}
