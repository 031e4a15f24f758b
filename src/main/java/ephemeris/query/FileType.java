package ephemeris.query;

import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of file a wiki's pages are read from, as the {@code type:} operator names them: a markdown note, a PDF or
 * a JSON Canvas board. A page's kind is its file name's ending, as the scanner decided it was a page.
 */
public enum FileType {
    MARKDOWN("md"), PDF("pdf"), CANVAS("canvas");

    private final String operator;

    FileType(String operator) {
        this.operator = operator;
    }

    /** The operator's value for this kind: "pdf" in {@code type:pdf}. */
    public String operator() {
        return operator;
    }

    /** The kind of file a page's path is. */
    public static FileType of(String path) {
        String lower = path.toLowerCase(Locale.ROOT);
        return lower.endsWith(".pdf") ? PDF : lower.endsWith(".canvas") ? CANVAS : MARKDOWN;
    }

    /** The kind an operator's value names ("pdf", "md", "markdown", "note", "canvas"), if any. */
    static Optional<FileType> named(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "pdf" -> Optional.of(PDF);
            case "md", "markdown", "note", "notes" -> Optional.of(MARKDOWN);
            case "canvas" -> Optional.of(CANVAS);
            default -> Optional.empty();
        };
    }
}
