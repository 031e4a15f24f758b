package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.query.RankedPage;
import ephemeris.ui.model.MainViewModel;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import java.util.List;
import java.util.Locale;

/** The ranked pages: title, path, score bar, matched terms and a snippet per row. */
final class RankedPageList extends VBox {
    private final ListView<RankedPage> list = new ListView<>();

    RankedPageList(MainViewModel model) {
        getStyleClass().add("side-panel");
        Label header = new Label();
        header.textProperty().bind(model.answers().pagesProperty().sizeProperty()
                .map(n -> n.intValue() == 0 ? "Ranked pages" : "Ranked pages · " + n));
        header.getStyleClass().add("panel-header");
        list.setId("ranked-pages");
        list.setItems(model.answers().pagesProperty());
        list.setCellFactory(v -> new PageCell(model));
        // Right-to-left snippets are broken into lines for the list's width: a new width breaks them anew.
        list.widthProperty().addListener(o -> list.refresh());
        list.setPlaceholder(placeholder("Pages that match your question appear here."));
        list.getStyleClass().add(Styles.DENSE);
        list.getSelectionModel().selectedItemProperty().subscribe(p -> {
            if (p != null) {
                model.preview().showPage(p.path());
            }
        });
        VBox.setVgrow(list, javafx.scene.layout.Priority.ALWAYS);
        getChildren().addAll(header, list);
        setMinWidth(220);
    }

    static Label placeholder(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.getStyleClass().addAll(Styles.TEXT_MUTED, "placeholder");
        return l;
    }

    private static final class PageCell extends ListCell<RankedPage> {
        private final MainViewModel model;
        private final Label title = new Label();
        private final Label path = new Label();
        private final ProgressBar score = new ProgressBar();
        private final Label matched = new Label();
        private final Label foundBy = new Label();
        private final TextFlow snippet = new TextFlow();
        private final VBox box;

        PageCell(MainViewModel model) {
            this.model = model;
            title.getStyleClass().add("page-title");
            path.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL, "page-path");
            score.getStyleClass().addAll(Styles.SMALL, "score-bar");
            score.setPrefWidth(70);
            matched.getStyleClass().addAll(Styles.TEXT_SMALL, "matched-terms");
            snippet.getStyleClass().add("snippet");
            foundBy.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.ACCENT, "found-by");
            HBox meta = new HBox(8, score, matched, foundBy);
            meta.setAlignment(Pos.CENTER_LEFT);
            box = new VBox(3, title, path, meta, snippet);
            box.setPadding(new Insets(8, 4, 8, 4));
            getStyleClass().add("ranked-cell");
            setPrefWidth(0); // wrap to the list's width instead of widening it
            ContextMenu menu = new ContextMenu();
            menu.getItems().setAll(PageMenu.items(model, () -> getItem() == null ? "" : getItem().path()));
            contextMenuProperty().bind(emptyProperty().map(empty -> empty ? null : menu));
        }

        @Override
        protected void updateItem(RankedPage page, boolean empty) {
            super.updateItem(page, empty);
            if (empty || page == null) {
                setGraphic(null);
                setTooltip(null);
                return;
            }
            title.setText(page.title());
            path.setText(page.path());
            // Pages listed by filters alone are in date order, not scored: the date is what ranks them.
            boolean listed = model.answers().listingProperty().get();
            score.setVisible(!listed);
            score.setManaged(!listed);
            score.setProgress(Math.max(0.02, page.relative()));
            matched.setText(listed ? "dated " + page.date().atOffset(java.time.ZoneOffset.UTC).toLocalDate()
                    : page.matchedTerms().isEmpty() ? "" : "matched: " + String.join(", ", page.matchedTerms()));
            foundBy.setText(switch (page.foundBy()) {
                case KEYWORDS -> "";
                case MEANING -> "by meaning";
                case BOTH -> "+ meaning";
            });
            List<Snippets.Run> runs = Snippets.of(page, model.answers().termMatcher());
            String whole = runs.stream().map(Snippets.Run::text).reduce("", String::concat);
            if (RightToLeftLines.needed(whole)) {
                // One text broken into lines here: JavaFX's own wrapping of right-to-left text fails (decision 0009).
                // A label in the flow, not a text run: the flow then never wraps it.
                Label t = new Label(RightToLeftLines.fit(whole, Font.getDefault(), getListView().getWidth() - 30));
                t.getStyleClass().add("snippet-text");
                snippet.getChildren().setAll(t);
            } else {
                snippet.getChildren().setAll(runs.stream().map(r -> {
                    Text t = new Text(r.text());
                    t.getStyleClass().add(r.match() ? "snippet-match" : "snippet-text");
                    return t;
                }).toList());
            }
            title.setNodeOrientation(Direction.of(page.title()));
            snippet.setNodeOrientation(Direction.of(whole));
            setTooltip(new Tooltip(String.format(Locale.ROOT, "Score %.2f (%.0f%% of the top page)%nFound by %s%s%n%s", page.score(),
                    page.relative() * 100, page.foundBy().label(),
                    page.closeness() > 0 ? String.format(Locale.ROOT, " (closest passage: %.0f%% similar)", page.closeness() * 100) : "",
                    page.why().stream().filter(w -> !w.fields().isEmpty())
                            .map(w -> w.term() + " in " + String.join(", ", w.fields())).reduce((a, b) -> a + "\n" + b).orElse(""))));
            setGraphic(box);
        }
    }
}
