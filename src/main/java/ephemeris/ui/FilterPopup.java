package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.ui.model.FilterModel;
import ephemeris.ui.model.MainViewModel;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The filter popup: the wiki's folders as a tree, its tags with how many pages carry each, and a date
 * range. What is chosen becomes filter chips, as if typed as operators.
 */
final class FilterPopup {
    private final MainViewModel model;
    private final Popup popup = new Popup();
    private final TreeView<Folder> folders = new TreeView<>();
    private final ListView<Map.Entry<String, Integer>> tags = new ListView<>();
    private final DatePicker after = new DatePicker();
    private final DatePicker before = new DatePicker();

    /** A folder of the tree: its path with a trailing '/', and how many pages are under it. */
    private record Folder(String path, int pages) {
        @Override
        public String toString() {
            String name = path.isEmpty() ? "Whole wiki" : path.substring(path.lastIndexOf('/', path.length() - 2) + 1);
            return name + "  ·  " + pages;
        }
    }

    FilterPopup(MainViewModel model) {
        this.model = model;
        folders.setId("filter-folders");
        folders.setShowRoot(false);
        folders.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        folders.setPrefSize(260, 260);
        tags.setId("filter-tags");
        tags.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        tags.setPrefSize(220, 260);
        tags.setCellFactory(v -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(Map.Entry<String, Integer> e, boolean empty) {
                super.updateItem(e, empty);
                setText(empty || e == null ? null : "#" + e.getKey() + "  ·  " + e.getValue());
            }
        });
        tags.setPlaceholder(new Label("No page has tags."));
        // Dates are typed as the after: and before: operators write them, whatever the desktop's locale.
        after.setConverter(new javafx.util.converter.LocalDateStringConverter(java.time.format.DateTimeFormatter.ISO_LOCAL_DATE, null));
        before.setConverter(new javafx.util.converter.LocalDateStringConverter(java.time.format.DateTimeFormatter.ISO_LOCAL_DATE, null));
        after.setId("filter-after");
        after.setPromptText("From (YYYY-MM-DD)");
        before.setId("filter-before");
        before.setPromptText("Before (YYYY-MM-DD)");

        GridPane dates = new GridPane(8, 6);
        dates.addRow(0, new Label("From"), after);
        dates.addRow(1, new Label("Before"), before);

        Button add = new Button("Add filters");
        add.setId("filter-add");
        add.getStyleClass().add(Styles.ACCENT);
        add.setDefaultButton(true);
        add.setOnAction(e -> apply());
        Button cancel = new Button("Cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> popup.hide());
        HBox buttons = new HBox(8, add, cancel);
        buttons.setAlignment(Pos.CENTER_RIGHT);

        HBox lists = new HBox(12, column("Folders", folders), column("Tags", tags), column("Dates", dates));
        Label hint = new Label("Several folders or tags: pages in any of them. Filters stay until removed.");
        hint.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        VBox content = new VBox(10, lists, hint, buttons);
        content.setId("filter-popup");
        content.getStyleClass().add("filter-popup");
        content.setPadding(new Insets(12));
        popup.getContent().add(content);
        popup.setAutoHide(true);
    }

    private static VBox column(String title, Node body) {
        Label l = new Label(title);
        l.getStyleClass().add(Styles.TEXT_BOLD);
        return new VBox(6, l, body);
    }

    /** Fills the lists from the open wiki and shows the popup under the button. */
    void showBelow(Node anchor) {
        fill();
        Bounds b = anchor.localToScreen(anchor.getBoundsInLocal());
        popup.show(anchor, Math.max(0, b.getMaxX() - 760), b.getMaxY() + 4);
    }

    private void fill() {
        TreeItem<Folder> root = new TreeItem<>(new Folder("", model.status().pageCountProperty().get()));
        Map<String, TreeItem<Folder>> byPath = new HashMap<>();
        byPath.put("", root);
        // Sorted by path, so a folder's parent is always made before it.
        model.wiki().folders().forEach((path, pages) -> {
            String parent = path.substring(0, path.lastIndexOf('/', path.length() - 2) + 1);
            TreeItem<Folder> item = new TreeItem<>(new Folder(path, pages));
            byPath.put(path, item);
            byPath.getOrDefault(parent, root).getChildren().add(item);
        });
        folders.setRoot(root);
        tags.getItems().setAll(List.copyOf(model.wiki().tags().entrySet()));
        after.setValue(null);
        before.setValue(null);
    }

    private void apply() {
        List<String> chosenFolders = folders.getSelectionModel().getSelectedItems().stream()
                .filter(i -> i != null && !i.getValue().path().isEmpty()).map(i -> i.getValue().path()).toList();
        List<String> chosenTags = tags.getSelectionModel().getSelectedItems().stream().map(Map.Entry::getKey).toList();
        String operators = FilterModel.operators(chosenFolders, chosenTags, after.getValue(), before.getValue());
        popup.hide();
        if (!operators.isEmpty()) {
            model.addFilters(operators);
        }
    }
}
