package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.ui.model.Preview;
import ephemeris.ui.model.PreviewModel;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

/**
 * The preview's page turner for a PDF, which it shows a page at a time: the previous page, "p. 37 of 113", the
 * next page. Hidden for a note.
 */
final class PdfPager extends HBox {
    private final Label where = new Label();
    private final Button previous = new Button("◀");
    private final Button next = new Button("▶");
    private Preview shown;

    PdfPager(PreviewModel model) {
        super(2);
        setId("pdf-pager");
        setAlignment(Pos.CENTER_LEFT);
        where.setId("pdf-page");
        where.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        where.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        previous.setId("pdf-previous");
        next.setId("pdf-next");
        for (Button b : new Button[]{previous, next}) {
            b.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
            b.setFocusTraversable(false);
        }
        previous.setTooltip(new Tooltip("Previous page of the PDF"));
        next.setTooltip(new Tooltip("Next page of the PDF"));
        previous.setOnAction(e -> model.showPdfPage(shown.pdfPage() - 1));
        next.setOnAction(e -> model.showPdfPage(shown.pdfPage() + 1));
        getChildren().setAll(previous, where, next);
        show(null);
    }

    /** Follows the preview: shown with its page and count for a PDF, hidden otherwise. */
    void show(Preview preview) {
        shown = preview;
        boolean pdf = preview != null && preview.pdfPages() > 0;
        setVisible(pdf);
        setManaged(pdf);
        if (pdf) {
            where.setText("p. " + preview.pdfPage() + " of " + preview.pdfPages());
            previous.setDisable(preview.pdfPage() <= 1);
            next.setDisable(preview.pdfPage() >= preview.pdfPages());
        }
    }
}
