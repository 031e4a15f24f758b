package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.ui.model.MainViewModel;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** Covers the results when the wiki is missing or empty: the seed's message and a way out. */
final class WikiProblemPane extends VBox {
    WikiProblemPane(MainViewModel model, Runnable chooseWiki) {
        getStyleClass().add("wiki-problem");
        Label title = new Label("This wiki can't be opened");
        title.getStyleClass().add(Styles.TITLE_3);
        Label message = new Label();
        message.setId("wiki-problem-message");
        message.setWrapText(true);
        message.textProperty().bind(model.wiki().wikiProblemProperty());
        message.getStyleClass().add("wiki-problem-message");
        message.setMaxWidth(560);
        Button choose = new Button("Choose another folder…");
        choose.setId("choose-wiki");
        choose.getStyleClass().add(Styles.ACCENT);
        choose.setOnAction(e -> chooseWiki.run());
        // The recent wikis are the quickest way out of a moved or emptied folder.
        VBox recent = new VBox(2);
        recent.setAlignment(Pos.CENTER);
        Runnable fill = () -> {
            recent.getChildren().clear();
            var others = model.preferences().recentWikisProperty().stream().filter(p -> !p.equals(model.wiki().wikiRootProperty().get())).toList();
            if (!others.isEmpty()) {
                Label or = new Label("or open a recent wiki");
                or.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
                recent.getChildren().add(or);
                others.forEach(p -> {
                    javafx.scene.control.Hyperlink link = new javafx.scene.control.Hyperlink(p.toString());
                    link.setMnemonicParsing(false);
                    link.setOnAction(e -> model.wiki().openWiki(p, false));
                    recent.getChildren().add(link);
                });
            }
        };
        model.preferences().recentWikisProperty().addListener((javafx.collections.ListChangeListener<java.nio.file.Path>) c -> fill.run());
        model.wiki().wikiRootProperty().subscribe(r -> fill.run());
        getChildren().addAll(title, message, choose, recent);
        setAlignment(Pos.CENTER);
        setSpacing(14);
        visibleProperty().bind(model.wiki().wikiProblemProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
    }
}
