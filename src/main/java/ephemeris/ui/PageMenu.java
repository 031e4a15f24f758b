package ephemeris.ui;

import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.PreviewModel.OpenWith;
import javafx.scene.control.MenuItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

import java.util.List;
import java.util.function.Supplier;

/** The ways to take a page out of the window: open it, show its folder, copy its path. */
final class PageMenu {
    private PageMenu() {
    }

    /** Menu items acting on the page {@code path} names when they are chosen. */
    static List<MenuItem> items(MainViewModel model, Supplier<String> path) {
        MenuItem open = item("Open in default app", "open-default", () -> model.preview().openOutside(path.get(), OpenWith.DEFAULT_APP));
        MenuItem obsidian = item("Open in Obsidian", "open-obsidian", () -> model.preview().openOutside(path.get(), OpenWith.OBSIDIAN));
        obsidian.visibleProperty().bind(model.preview().obsidianVaultProperty());
        MenuItem folder = item("Show in folder", "show-in-folder", () -> model.preview().openOutside(path.get(), OpenWith.FILE_MANAGER));
        MenuItem copy = item("Copy full path", "copy-path", () -> model.preview().fullPath(path.get()).ifPresent(p -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(p);
            Clipboard.getSystemClipboard().setContent(content);
        }));
        return List.of(open, obsidian, folder, copy);
    }

    private static MenuItem item(String text, String id, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }
}
