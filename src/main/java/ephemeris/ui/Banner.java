package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.ui.model.MainViewModel;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** A one-line hint above the question bar, e.g. that the bundled sample wiki is open. */
final class Banner extends HBox {
    Banner(MainViewModel model, Runnable chooseWiki) {
        getStyleClass().add("banner");
        setId("banner");
        Label text = new Label();
        text.setWrapText(true);
        text.textProperty().bind(model.wiki().bannerProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button open = new Button("Open your wiki…");
        open.getStyleClass().addAll(Styles.SMALL, Styles.ACCENT);
        open.setOnAction(e -> chooseWiki.run());
        getChildren().addAll(text, open);
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(10);
        visibleProperty().bind(model.wiki().bannerProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
    }
}
