package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.engine.RelatedPages;
import ephemeris.ui.model.MainViewModel;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Locale;

/**
 * What the page in the preview is connected to: the pages linking to it (with the linking line), the
 * pages it links to (missing ones marked) and the pages nearest in meaning. Each entry shows its page.
 */
final class RelatedPanel extends ScrollPane {
    private final MainViewModel model;
    private final VBox content = new VBox(4);

    RelatedPanel(MainViewModel model) {
        this.model = model;
        setId("related-panel");
        setFitToWidth(true);
        content.setPadding(new Insets(8, 10, 8, 10));
        setContent(content);
        model.related().relatedProperty().subscribe(this::show);
    }

    private void show(RelatedPages r) {
        if (r == null) {
            content.getChildren().setAll(muted("The pages linking to the page shown, the pages it links to, and the pages nearest in meaning appear here."));
            return;
        }
        content.getChildren().clear();
        section("Linked from", r.backlinks().stream().map(b -> entry(b.path(), b.title(), b.text())).toList(), "No page links here.");
        section("Links to", r.links().stream().map(l -> l.resolved() ? entry(l.path(), l.title(), l.path())
                : (Node) missing(l.title())).toList(), "This page links to no other page.");
        section("Nearest in meaning", r.similar().stream().map(s -> entry(s.path(), s.title(),
                String.format(Locale.ROOT, "closeness %.2f · %s", s.closeness(), s.path()))).toList(),
                r.meaning() ? "No page is near." : "Meaning search has not read this page yet.");
    }

    private void section(String title, List<Node> entries, String none) {
        Label heading = new Label(title + (entries.isEmpty() ? "" : " · " + entries.size()));
        heading.getStyleClass().addAll(Styles.TEXT_BOLD, "related-heading");
        content.getChildren().add(heading);
        if (entries.isEmpty()) {
            content.getChildren().add(muted(none));
        }
        content.getChildren().addAll(entries);
    }

    private Node entry(String path, String title, String detail) {
        Hyperlink link = new Hyperlink(title);
        link.getStyleClass().add("related-link");
        link.setTooltip(new Tooltip(path));
        link.setOnAction(e -> model.preview().showPage(path));
        Label under = new Label(detail);
        under.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        // JavaFX's own wrapping of right-to-left text fails on Linux (see RightToLeftLines): those lines stay whole.
        under.setWrapText(!ephemeris.wiki.Languages.rightToLeft(detail));
        under.setNodeOrientation(Direction.of(detail));
        VBox box = new VBox(0, link, under);
        box.getStyleClass().add("related-entry");
        return box;
    }

    private static Label missing(String title) {
        Label l = new Label(title + "  (no such page)");
        l.getStyleClass().addAll(Styles.TEXT_MUTED, "related-missing");
        return l;
    }

    private static Label muted(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        return l;
    }
}
