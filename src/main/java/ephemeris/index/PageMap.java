package ephemeris.index;

import ephemeris.wiki.Block;
import ephemeris.wiki.Page;
import ephemeris.wiki.Wiki;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the wiki's page map, {@code index.md} at the root (seed 004): lines that link a page and
 * describe it in a few words. Those words become an extra field of the page they describe.
 */
final class PageMap {
    // "Callouts — coloured boxes": the label the parser left, then a separator, then the description.
    private static final Pattern SEPARATOR = Pattern.compile("\\s+(?:—|–|-|:)\\s+|:\\s+");

    private PageMap() {
    }

    static Map<String, String> read(Wiki wiki) {
        Map<String, String> out = new HashMap<>();
        Optional<Page> index = wiki.page("index.md");
        if (index.isEmpty()) {
            return out;
        }
        Page map = index.get();
        List<String> links = map.links();
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
            if (description.isEmpty()) {
                continue;
            }
            for (String link : links) {
                Optional<Page> target = wiki.resolve(link, map.path());
                if (target.isPresent() && matchesLabel(label, link, target.get())) {
                    out.merge(target.get().path(), description, (a, c) -> a + " " + c);
                    break;
                }
            }
        }
        return out;
    }

    private static boolean matchesLabel(String label, String link, Page target) {
        String stem = link.contains("/") ? link.substring(link.lastIndexOf('/') + 1) : link;
        stem = stem.replaceAll("(?i)\\.md$", "");
        return label.equalsIgnoreCase(stem) || label.equalsIgnoreCase(target.title()) || label.toLowerCase().contains(stem.toLowerCase());
    }
}
