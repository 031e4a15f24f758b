package ephemeris.render;

import java.util.Locale;

/**
 * One wikilink or embed target, {@code Page#Heading|label} or {@code Page#^block}, split into parts.
 * The label rule matches the engine's, so cited sentences read the same in the preview.
 */
record WikiTarget(String page, String heading, String blockId, String label) {
    private static final java.util.Set<String> IMAGE_EXTENSIONS =
            java.util.Set.of("png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "avif");

    static WikiTarget parse(String inner) {
        String label = "";
        int bar = inner.indexOf('|');
        if (bar >= 0) {
            label = inner.substring(bar + 1).strip();
            inner = inner.substring(0, bar);
        }
        String page = inner;
        String heading = "";
        String blockId = "";
        int hash = inner.indexOf('#');
        if (hash >= 0) {
            page = inner.substring(0, hash);
            String rest = inner.substring(hash + 1);
            if (rest.startsWith("^")) {
                blockId = rest.substring(1).strip();
            } else {
                heading = rest.strip();
            }
        }
        return new WikiTarget(page.strip(), heading, blockId, label);
    }

    String displayText() {
        if (!label.isEmpty()) {
            return label;
        }
        String name = page;
        int slash = name.lastIndexOf('/');
        if (slash >= 0) {
            name = name.substring(slash + 1);
        }
        if (name.toLowerCase(Locale.ROOT).endsWith(".md")) {
            name = name.substring(0, name.length() - 3);
        }
        if (!heading.isEmpty()) {
            return name.isEmpty() ? heading : name + " > " + heading;
        }
        return name;
    }

    boolean isImage() {
        String lower = page.toLowerCase(Locale.ROOT);
        int dot = lower.lastIndexOf('.');
        return dot > 0 && IMAGE_EXTENSIONS.contains(lower.substring(dot + 1));
    }

    /** Image width from {@code ![[img.png|300]]}, or empty. */
    String width() {
        return label.matches("\\d{1,4}(x\\d{1,4})?") ? label.replaceAll("x.*", "") : "";
    }
}
