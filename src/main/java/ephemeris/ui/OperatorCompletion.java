package ephemeris.ui;

import ephemeris.ui.model.FilterModel;
import ephemeris.ui.model.MainViewModel;
import javafx.geometry.Side;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;

import java.util.List;

/** Offers the wiki's tags and folders under the question field while a tag: or path: operator is typed. */
final class OperatorCompletion {
    private final ContextMenu menu = new ContextMenu();

    OperatorCompletion(MainViewModel model, TextField field) {
        menu.setId("operator-completions");
        field.caretPositionProperty().addListener(o -> {
            if (!field.isFocused()) {
                return;
            }
            List<FilterModel.Suggestion> found = model.suggestions(field.getText(), field.getCaretPosition());
            if (found.isEmpty()) {
                menu.hide();
                return;
            }
            menu.getItems().setAll(found.stream().map(s -> item(field, s)).toList());
            if (!menu.isShowing()) {
                menu.show(field, Side.BOTTOM, 0, 0);
            }
        });
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                menu.hide();
            }
        });
    }

    private static MenuItem item(TextField field, FilterModel.Suggestion s) {
        MenuItem item = new MenuItem(s.operator() + "  ·  " + s.pages() + (s.pages() == 1 ? " page" : " pages"));
        item.getStyleClass().add("operator-completion");
        item.setOnAction(e -> {
            String text = s.applyTo(field.getText());
            field.setText(text);
            field.positionCaret(text.length());
        });
        return item;
    }
}
