package ephemeris.render;

import ephemeris.wiki.WikiLink;

import java.util.Locale;

/**
 * One wikilink or embed target, {@code Page#Heading|label} or {@code Page#^block}, split into parts.
 * The label rule matches the engine's, so cited sentences read the same in the preview.
 */
record WikiTarget(String page, String heading, String blockId, String label) {
    private static final java.util.Set<String> IMAGE_EXTENSIONS =
            java.util.Set.of("png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "avif");

    static WikiTarget parse(String inner) {
        WikiLink link = WikiLink.parse(inner);
        return new WikiTarget(link.page(), link.heading(), link.blockId(), link.label());
    }

    String displayText() {
        return new WikiLink(page, heading, blockId, label).displayText();
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
