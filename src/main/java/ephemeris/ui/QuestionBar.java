package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.ui.model.FilterChip;
import ephemeris.ui.model.MainViewModel;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import ephemeris.ui.model.LanguageChoice;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The question field with history, the Ask and Cancel buttons, the time-sensitive toggle, the key terms. */
final class QuestionBar extends VBox {
    private final TextField field = new TextField();

    QuestionBar(MainViewModel model) {
        getStyleClass().add("question-bar");
        field.setId("question");
        field.setPromptText("Ask your wiki a question…   (Ctrl+L)");
        field.textProperty().bindBidirectional(model.questionProperty());
        // A question in Arabic, Hebrew or Persian is typed and read right to left.
        field.nodeOrientationProperty().bind(field.textProperty().map(Direction::of));
        field.setOnAction(e -> model.ask());
        field.setOnKeyPressed(e -> {
            switch (e.getCode()) {
                case UP -> {
                    model.historyPrevious();
                    field.end();
                    e.consume();
                }
                case DOWN -> {
                    model.historyNext();
                    field.end();
                    e.consume();
                }
                default -> { }
            }
        });
        field.getStyleClass().add(Styles.LARGE);
        HBox.setHgrow(field, Priority.ALWAYS);

        ToggleButton timeSensitive = new ToggleButton("Time-sensitive");
        timeSensitive.setId("time-sensitive");
        timeSensitive.selectedProperty().bindBidirectional(model.timeSensitiveProperty());
        timeSensitive.setTooltip(new Tooltip("Treat the question as about something that changes over time:\n"
                + "the answer will suggest checking outside the wiki."));
        timeSensitive.getStyleClass().add(Styles.LARGE);

        Button ask = new Button("Ask");
        ask.setId("ask");
        ask.getStyleClass().addAll(Styles.ACCENT, Styles.LARGE);
        ask.setOnAction(e -> model.ask());
        ask.disableProperty().bind(model.askingProperty());

        Button cancel = new Button("Cancel");
        cancel.setId("cancel");
        cancel.getStyleClass().add(Styles.LARGE);
        cancel.setTooltip(new Tooltip("Stop the running question (Esc)"));
        cancel.setOnAction(e -> model.cancel());
        cancel.visibleProperty().bind(model.askingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());

        ComboBox<LanguageChoice> language = new ComboBox<>(model.status().languagesProperty());
        language.setId("language");
        language.valueProperty().bindBidirectional(model.status().languageProperty());
        language.setTooltip(new Tooltip("The language to read questions in: its stop words, its word forms and its pages first.\n"
                + "Any language tells it from each question's words; lang:xx in a question does the same for one question."));
        language.getStyleClass().add(Styles.LARGE);
        // A wiki in one language has nothing to choose.
        language.visibleProperty().bind(model.status().languagesProperty().emptyProperty().not());
        language.managedProperty().bind(language.visibleProperty());

        Button filtersButton = new Button("Filters…");
        filtersButton.setId("filters-button");
        filtersButton.getStyleClass().add(Styles.LARGE);
        filtersButton.setTooltip(new Tooltip("Keep answers to some folders, tags or dates.\n"
                + "Typed operators do the same: \"exact phrase\", -word, tag:NAME, path:PREFIX, after:/before:YYYY-MM-DD, type:pdf or -type:pdf."));
        FilterPopup popup = new FilterPopup(model);
        filtersButton.setOnAction(e -> popup.showBelow(filtersButton));
        new OperatorCompletion(model, field);

        HBox row = new HBox(8, field, language, filtersButton, timeSensitive, ask, cancel);
        row.setAlignment(Pos.CENTER_LEFT);

        Label searched = new Label("Searched for");
        searched.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        FlowPane chips = new FlowPane(6, 4);
        chips.setId("key-terms");
        model.answers().keyTermsProperty().addListener((ListChangeListener<String>) c -> {
            chips.getChildren().setAll(model.answers().keyTermsProperty().stream().map(QuestionBar::chip).toList());
        });
        HBox terms = new HBox(8, searched, chips);
        terms.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(chips, Priority.ALWAYS);
        terms.visibleProperty().bind(model.answers().keyTermsProperty().emptyProperty().not());
        terms.managedProperty().bind(terms.visibleProperty());

        Label problem = new Label();
        problem.setId("question-problem");
        problem.getStyleClass().addAll(Styles.DANGER, Styles.TEXT_SMALL);
        problem.textProperty().bind(model.questionProblemProperty());
        problem.visibleProperty().bind(model.questionProblemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());

        getChildren().addAll(row, problem, filterRow(model), terms);
        setSpacing(6);
        setPadding(new Insets(10, 12, 8, 12));
    }

    /** The filters in force, as chips with a remove button, and a Clear link; hidden when there are none. */
    private static HBox filterRow(MainViewModel model) {
        Label title = new Label("Filters");
        title.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        FlowPane chips = new FlowPane(6, 4);
        chips.setId("filter-chips");
        Runnable fill = () -> chips.getChildren().setAll(model.filters().chipsProperty().stream().map(c -> filterChip(model, c)).toList());
        model.filters().chipsProperty().addListener((ListChangeListener<FilterChip>) c -> fill.run());
        fill.run();
        javafx.scene.control.Hyperlink clear = new javafx.scene.control.Hyperlink("Clear");
        clear.setId("clear-filters");
        clear.getStyleClass().add(Styles.TEXT_SMALL);
        clear.setOnAction(e -> model.clearFilters());
        HBox row = new HBox(8, title, chips, clear);
        row.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(chips, Priority.ALWAYS);
        row.visibleProperty().bind(model.filters().chipsProperty().emptyProperty().not());
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    private static HBox filterChip(MainViewModel model, FilterChip chip) {
        Label label = new Label(chip.label());
        Button remove = new Button("✕");
        remove.getStyleClass().addAll(Styles.FLAT, Styles.SMALL, "filter-chip-remove");
        remove.setTooltip(new Tooltip("Remove this filter (" + chip.operator() + ")"));
        remove.setOnAction(e -> model.removeFilter(chip));
        HBox box = new HBox(2, label, remove);
        box.setAlignment(Pos.CENTER_LEFT);
        box.getStyleClass().add("filter-chip");
        return box;
    }

    private static Label chip(String term) {
        Label l = new Label(term);
        l.getStyleClass().add("term-chip");
        return l;
    }

    void focusQuestion() {
        field.requestFocus();
        field.selectAll();
    }
}
