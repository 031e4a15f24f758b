package ephemeris.ui;

import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.ThemeChoice;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

/** File (open, recent, coverage report, copy, quit) and View (theme, highlights) menus. */
final class AppMenu extends MenuBar {
    AppMenu(MainViewModel model, Runnable chooseWiki, Runnable copyAnswer, Runnable showCoverage,
            java.util.function.IntConsumer stepHighlight, Runnable quit) {
        MenuItem open = new MenuItem("Open wiki folder…");
        open.setAccelerator(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN));
        open.setOnAction(e -> chooseWiki.run());
        Menu recent = new Menu("Recent wikis");
        recent.setId("recent-wikis");
        Runnable rebuild = () -> {
            var roots = model.preferences().recentWikisProperty();
            recent.getItems().setAll(java.util.stream.IntStream.range(0, roots.size()).mapToObj(i -> {
                java.nio.file.Path p = roots.get(i);
                MenuItem item = new MenuItem(p.toString());
                item.setId("recent-wiki-" + i);
                item.setMnemonicParsing(false);
                item.setOnAction(e -> model.wiki().openWiki(p, false));
                return item;
            }).toList());
            if (!recent.getItems().isEmpty()) {
                MenuItem clear = new MenuItem("Clear list");
                clear.setOnAction(e -> model.preferences().forgetRecentWikis());
                recent.getItems().addAll(new SeparatorMenuItem(), clear);
            }
            recent.setDisable(recent.getItems().isEmpty());
        };
        model.preferences().recentWikisProperty().addListener((ListChangeListener<java.nio.file.Path>) c -> rebuild.run());
        rebuild.run();
        MenuItem copy = new MenuItem("Copy answer as markdown");
        copy.setAccelerator(new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        copy.setOnAction(e -> copyAnswer.run());
        MenuItem coverage = new MenuItem("Coverage report…");
        coverage.setId("coverage-report");
        coverage.setAccelerator(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        coverage.setOnAction(e -> showCoverage.run());
        coverage.disableProperty().bind(model.wiki().wikiRootProperty().isNull());
        MenuItem forgetQuestions = new MenuItem("Clear question history");
        forgetQuestions.setId("clear-question-history");
        forgetQuestions.setOnAction(e -> model.forgetQuestions());
        MenuItem exit = new MenuItem("Quit");
        exit.setAccelerator(new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN));
        exit.setOnAction(e -> quit.run());
        Menu file = new Menu("_File", null, open, recent, coverage, new SeparatorMenuItem(), copy, forgetQuestions, new SeparatorMenuItem(), exit);

        ToggleGroup themes = new ToggleGroup();
        Menu theme = new Menu("Theme");
        for (ThemeChoice choice : ThemeChoice.values()) {
            RadioMenuItem item = new RadioMenuItem(switch (choice) {
                case SYSTEM -> "Follow the system";
                case LIGHT -> "Light";
                case DARK -> "Dark";
            });
            item.setToggleGroup(themes);
            item.setSelected(model.preferences().themeProperty().get() == choice);
            item.setOnAction(e -> model.preferences().chooseTheme(choice));
            model.preferences().themeProperty().subscribe(t -> item.setSelected(t == choice));
            theme.getItems().add(item);
        }
        MenuItem next = new MenuItem("Next highlight\tF3");
        next.setOnAction(e -> stepHighlight.accept(1));
        MenuItem previous = new MenuItem("Previous highlight\tShift+F3");
        previous.setOnAction(e -> stepHighlight.accept(-1));
        Menu view = new Menu("_View", null, theme, new SeparatorMenuItem(), next, previous);
        getMenus().addAll(file, view);
    }
}
