package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.answer.Citation;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.SourceCard;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Sources: one card per cited page with its number, title and path, and under it every sentence
 * quoted from it with the heading and lines it comes from. Clicking a card or a quote shows the page,
 * scrolled to that sentence. This is what the user checks the answer against, so it stays plain.
 */
final class SourcesPanel extends VBox {
    private final ListView<SourceCard> list = new ListView<>();

    SourcesPanel(MainViewModel model) {
        getStyleClass().add("sources-panel");
        Label header = new Label();
        header.textProperty().bind(model.answers().sourcesProperty().sizeProperty()
                .map(n -> n.intValue() == 0 ? "Sources" : "Sources · " + n));
        header.getStyleClass().add("panel-header");
        list.setId("sources");
        list.setItems(model.answers().sourcesProperty());
        list.setCellFactory(v -> new CardCell(model));
        // Right-to-left quotes are broken into lines for the list's width: a new width breaks them anew.
        list.widthProperty().addListener(o -> list.refresh());
        list.setPlaceholder(RankedPageList.placeholder("The pages the answer quotes appear here. Click one to see the passage."));
        list.getStyleClass().add("source-list");
        list.getSelectionModel().selectedItemProperty().subscribe(card -> {
            if (card != null) {
                model.preview().showSource(card, null);
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(header, list);
        setMinHeight(160);
    }

    private static final class CardCell extends ListCell<SourceCard> {
        private final MainViewModel model;

        CardCell(MainViewModel model) {
            this.model = model;
            setPrefWidth(0);
            getStyleClass().add("source-cell");
            ContextMenu menu = new ContextMenu();
            menu.getItems().setAll(PageMenu.items(model, () -> getItem() == null ? "" : getItem().path()));
            contextMenuProperty().bind(emptyProperty().map(empty -> empty ? null : menu));
        }

        @Override
        protected void updateItem(SourceCard card, boolean empty) {
            super.updateItem(card, empty);
            if (empty || card == null) {
                setGraphic(null);
                return;
            }
            Label number = new Label(Integer.toString(card.number()));
            number.getStyleClass().add("source-number");
            Label title = new Label(card.title());
            title.getStyleClass().add("source-title");
            // JavaFX's own wrapping of right-to-left text fails (decision 0009): such titles and paths stay on one line.
            title.setWrapText(!RightToLeftLines.needed(card.title()));
            title.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            Label path = new Label(card.path());
            path.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
            path.setWrapText(!RightToLeftLines.needed(card.path()));
            VBox names = new VBox(1, title, path);
            HBox.setHgrow(names, Priority.ALWAYS);
            HBox head = new HBox(10, number, names);
            head.setAlignment(Pos.TOP_LEFT);

            VBox box = new VBox(8, head);
            for (Citation c : card.citations()) {
                box.getChildren().add(quote(card, c));
            }
            box.getStyleClass().add("source-card");
            box.setNodeOrientation(Direction.of(card.rightToLeft()));
            box.setPadding(new Insets(10, 12, 10, 12));
            setGraphic(box);
        }

        private VBox quote(SourceCard card, Citation c) {
            String quoted = "“" + c.text() + "”";
            Label sentence = new Label(quoted);
            if (RightToLeftLines.needed(quoted)) {
                // Broken into lines here: JavaFX's own wrapping of right-to-left text fails (decision 0009).
                sentence.setText(RightToLeftLines.fit(quoted, sentence.getFont(), getListView().getWidth() - 40));
            } else {
                sentence.setWrapText(true);
            }
            sentence.getStyleClass().add("quote-text");
            sentence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // wrap fully, never cut with "…"
            String where = ephemeris.ui.model.SourceCard.place(c);
            Label place = new Label(where);
            place.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
            VBox q = new VBox(2, sentence, place);
            q.getStyleClass().add("quote");
            q.setCursor(Cursor.HAND);
            q.setOnMouseClicked(e -> {
                model.preview().showSource(card, c);
                e.consume();
            });
            return q;
        }
    }
}
