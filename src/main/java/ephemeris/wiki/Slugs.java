package ephemeris.wiki;

import java.util.Locale;

/**
 * Heading anchors: one rule shared by the parser (citations carry the anchor) and the preview
 * (its headings carry the same id), so a citation always scrolls to its heading.
 */
public final class Slugs {
    private Slugs() {
    }

    public static String of(String heading) {
        StringBuilder slug = new StringBuilder(heading.length());
        boolean dash = false;
        for (int i = 0; i < heading.length(); ) {
            int cp = heading.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isLetterOrDigit(cp)) {
                slug.appendCodePoint(Character.toLowerCase(cp));
                dash = false;
            } else if ((Character.isWhitespace(cp) || cp == '-' || cp == '_') && !slug.isEmpty() && !dash) {
                slug.append('-');
                dash = true;
            }
        }
        int end = slug.length();
        while (end > 0 && slug.charAt(end - 1) == '-') {
            end--;
        }
        return slug.substring(0, end).toLowerCase(Locale.ROOT);
    }
}
