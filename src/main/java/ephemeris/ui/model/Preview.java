package ephemeris.ui.model;

/**
 * What the centre pane shows.
 *
 * @param path   the page shown, or empty for a message
 * @param title  a heading for the pane
 * @param html   the full HTML document; empty for a message, which the pane shows as text
 * @param scroll where to scroll once it has loaded
 * @param pdfPage  for a PDF, the page of it shown (a PDF is shown a page at a time); 0 for a note
 * @param pdfPages for a PDF, how many pages it has; 0 for a note
 */
public record Preview(String path, String title, String html, ScrollTarget scroll, int pdfPage, int pdfPages) {
    /** A note, or a message (empty path). */
    public Preview(String path, String title, String html, ScrollTarget scroll) {
        this(path, title, html, scroll, 0, 0);
    }

    /**
     * Where to scroll: a cited sentence's mark ({@code citeIndex} ≥ 0), else a heading anchor, else the
     * first key-term mark, else the top.
     */
    public record ScrollTarget(int citeIndex, String anchor, boolean firstTerm) {
        public static final ScrollTarget TOP = new ScrollTarget(-1, "", false);
    }
}
