package ephemeris.ui;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Breaks right-to-left text into lines that fit a width, so that JavaFX never has to wrap it. JavaFX's own
 * wrapping of Arabic and Hebrew text fails with an exception inside its text layout on Linux with Pango
 * 1.56 (decision 0009), while text already broken into lines that fit lays out. Left-to-right text is
 * returned unchanged and left to JavaFX.
 */
final class RightToLeftLines {
    /** Room left for what a line is laid out with besides its words (a marker, a style's larger font). */
    static final double SLACK = 0.85;
    /** The width assumed before the first layout tells the real one. */
    static final double NARROW = 240;

    private RightToLeftLines() {
    }

    /** Whether the text holds any right-to-left letter, and so must not be wrapped by JavaFX. */
    static boolean needed(String text) {
        for (int i = 0; i < text.length(); i++) {
            byte d = Character.getDirectionality(text.charAt(i));
            if (d == Character.DIRECTIONALITY_RIGHT_TO_LEFT || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC) {
                return true;
            }
        }
        return false;
    }

    /** The text with line breaks where a line would grow past {@code width} in {@code font}; unchanged when not needed. */
    static String fit(String text, Font font, double width) {
        if (!needed(text)) {
            return text;
        }
        // Before its first layout a list or panel is 0 wide: break for a narrow one rather than not at all.
        double room = (width > 0 ? width : NARROW) * SLACK;
        Text probe = new Text();
        probe.setFont(font);
        StringBuilder out = new StringBuilder();
        String[] paragraphs = text.split("\n", -1);
        for (int p = 0; p < paragraphs.length; p++) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraphs[p].split(" ")) {
                String longer = line.isEmpty() ? word : line + " " + word;
                probe.setText(longer);
                if (!line.isEmpty() && probe.getLayoutBounds().getWidth() > room) {
                    out.append(line).append('\n');
                    line.setLength(0);
                    line.append(word);
                } else {
                    line.setLength(0);
                    line.append(longer);
                }
            }
            out.append(line);
            if (p + 1 < paragraphs.length) {
                out.append('\n');
            }
        }
        return out.toString();
    }
}
