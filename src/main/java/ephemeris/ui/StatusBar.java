package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.ui.model.MainViewModel;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.geometry.Orientation;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** Wiki path, page count, indexing progress, whether the index is kept, and the last error, in one line at the bottom. */
final class StatusBar extends HBox {
    StatusBar(MainViewModel model) {
        getStyleClass().add("status-bar");
        Label wiki = new Label();
        wiki.setId("status-wiki");
        wiki.textProperty().bind(model.wiki().wikiRootProperty().map(p -> "Wiki: " + p).orElse("No wiki open"));
        wiki.setTooltip(new Tooltip());
        wiki.getTooltip().textProperty().bind(wiki.textProperty());
        wiki.setMinWidth(120);
        wiki.setMaxWidth(520);
        Label pages = new Label();
        pages.setId("status-pages");
        pages.textProperty().bind(model.status().pageCountProperty().map(n -> n.intValue() == 1 ? "1 page" : n + " pages"));
        pages.setMinWidth(Region.USE_PREF_SIZE);

        ProgressBar progress = new ProgressBar();
        progress.setId("index-progress");
        progress.getStyleClass().add(Styles.SMALL);
        progress.setPrefWidth(140);
        progress.progressProperty().bind(model.status().progressProperty());
        progress.visibleProperty().bind(model.wiki().openingProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Label phase = new Label();
        phase.textProperty().bind(model.status().progressTextProperty());
        phase.visibleProperty().bind(model.wiki().openingProperty());
        phase.managedProperty().bind(phase.visibleProperty());

        Label meaning = new Label();
        meaning.setId("status-meaning");
        meaning.getStyleClass().addAll(Styles.TEXT_MUTED);
        meaning.textProperty().bind(model.status().meaningTextProperty());
        meaning.setTooltip(new Tooltip());
        meaning.getTooltip().textProperty().bind(model.status().meaningDetailProperty());
        meaning.visibleProperty().bind(model.status().meaningTextProperty().isNotEmpty());
        meaning.managedProperty().bind(meaning.visibleProperty());
        meaning.setMinWidth(Region.USE_PREF_SIZE);

        Label notKept = new Label("Index in memory only");
        notKept.setId("status-not-kept");
        notKept.getStyleClass().add(Styles.WARNING);
        notKept.setTooltip(new Tooltip());
        notKept.getTooltip().textProperty().bind(model.status().indexNotKeptProperty());
        notKept.visibleProperty().bind(model.status().indexNotKeptProperty().isNotEmpty());
        notKept.managedProperty().bind(notKept.visibleProperty());
        notKept.setMinWidth(Region.USE_PREF_SIZE);

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label error = new Label();
        error.setId("status-error");
        error.getStyleClass().add(Styles.DANGER);
        error.textProperty().bind(model.lastErrorProperty());
        error.setTooltip(new Tooltip());
        error.getTooltip().textProperty().bind(model.lastErrorProperty());

        getChildren().addAll(wiki, new Separator(Orientation.VERTICAL), pages, progress, phase, spacer, notKept, meaning, error);
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(10);
    }
}
