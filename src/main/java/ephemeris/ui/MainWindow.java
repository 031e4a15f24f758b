package ephemeris.ui;

import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.Settings;
import ephemeris.ui.model.WindowGeometry;
import javafx.application.ColorScheme;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.image.Image;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;

import java.io.File;
import java.util.List;

/** The main window: assembles the views around the view model and owns window-level behaviour. */
public final class MainWindow {
    private final MainViewModel model;
    private final Settings settings;
    private final QuestionBar questionBar;
    private final Scene scene;
    /** Holds the panels once the window has shown its first frame, and the wiki-problem pane over them. */
    private final StackPane centre;
    /** The page list, preview, answer and evidence: made behind the first frame ({@link #completeWindow}). */
    private Panels panels;
    private Stage stage;

    private record Panels(SplitPane main, PreviewPane preview, AnswerPanel answer) {
    }

    public MainWindow(MainViewModel model, Settings settings) {
        this.model = model;
        this.settings = settings;
        // The theme before the first control: a control class loads JavaFX's default stylesheet, a large one,
        // unless an application stylesheet is already set, and the theme would replace it at once.
        Themes.apply(model.preferences().darkProperty().get());
        questionBar = new QuestionBar(model);

        // The panels come in after the window's first frame (completeWindow): making, laying out and styling
        // them, and starting the preview's browser, is most of a window's start, and the question bar needs none of it.
        centre = new StackPane();
        // The problem pane covers the panels only once a wiki has a problem: most starts never need it.
        model.wiki().wikiProblemProperty().subscribe(problem -> {
            if (problem != null && !problem.isEmpty() && centre.getChildren().stream().noneMatch(n -> n instanceof WikiProblemPane)) {
                centre.getChildren().add(new WikiProblemPane(model, this::chooseWiki));
            }
        });
        VBox top = new VBox(new AppMenu(model, this::chooseWiki, this::copyAnswer, this::showCoverage, this::stepHighlight, () -> stage.close()),
                new Banner(model, this::chooseWiki), questionBar);
        BorderPane root = new BorderPane(centre);
        root.setTop(top);
        root.setBottom(new StatusBar(model));
        root.getStyleClass().add("ephemeris");

        scene = new Scene(root);
        scene.getStylesheets().add(MainWindow.class.getResource("/ephemeris/ui/app.css").toExternalForm());
        installShortcuts();
        installFolderDrop();
        followTheme();
    }

    public void show(Stage s) {
        show(s, () -> {
        });
    }

    /**
     * Shows the window; behind its first frame, runs {@code thenStart} and then makes the panels. The work of
     * {@code thenStart} (opening the wiki, which starts a background thread) would compete with the first frame's
     * styling and layout for the cores, so it begins once they are done; it begins before the panels are made, so
     * the wiki opens on one core while they are made on the other.
     */
    public void show(Stage s, Runnable thenStart) {
        this.stage = s;
        WindowGeometry g = settings.window().orElse(WindowGeometry.DEFAULT);
        s.setTitle("Ephemeris");
        s.setScene(scene);
        // The remembered size and place, kept whole on a screen that still exists: a smaller screen or one
        // that is gone must not leave the window partly out of reach.
        var screens = g.hasPosition() ? javafx.stage.Screen.getScreensForRectangle(g.x(), g.y(), 100, 100) : java.util.List.<javafx.stage.Screen>of();
        javafx.geometry.Rectangle2D bounds = (screens.isEmpty() ? javafx.stage.Screen.getPrimary() : screens.getFirst()).getVisualBounds();
        double width = Math.min(g.width(), bounds.getWidth());
        double height = Math.min(g.height(), bounds.getHeight());
        s.setWidth(width);
        s.setHeight(height);
        if (!screens.isEmpty()) {
            s.setX(Math.max(bounds.getMinX(), Math.min(g.x(), bounds.getMaxX() - width)));
            s.setY(Math.max(bounds.getMinY(), Math.min(g.y(), bounds.getMaxY() - height)));
        } else {
            s.setX(bounds.getMinX() + (bounds.getWidth() - width) / 2);
            s.setY(bounds.getMinY() + (bounds.getHeight() - height) / 3);
        }
        s.setMaximized(g.maximized());
        s.setMinWidth(900);
        s.setMinHeight(560);
        model.wiki().wikiRootProperty().subscribe(root -> s.setTitle(root == null ? "Ephemeris"
                : "Ephemeris — " + (root.getFileName() == null ? root : root.getFileName())));
        s.setOnCloseRequest(e -> saveGeometry());
        s.show();
        questionBar.focusQuestion();
        afterFirstFrame(() -> {
            try {
                thenStart.run();
            } finally {
                completeWindow();
            }
        });
    }

    /** Runs {@code task} once the scene's next pulse (its first, right after showing) has been laid out and drawn. */
    private void afterFirstFrame(Runnable task) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            javafx.application.Platform.runLater(task);
        };
        scene.addPostLayoutPulseListener(once[0]);
    }

    /** The panels and the window's icons, behind the first frame. */
    private void completeWindow() {
        panels = panels();
        centre.getChildren().addFirst(panels.main());
        // Every rendered size: the window manager picks the one that fits the title bar, task bar or switcher.
        for (int size : new int[]{16, 24, 32, 48, 64, 128, 256, 512}) {
            var icon = MainWindow.class.getResourceAsStream("/ephemeris/icons/ephemeris-" + size + ".png");
            if (icon != null) {
                stage.getIcons().add(new Image(icon));
            }
        }
    }

    private Panels panels() {
        RankedPageList pageList = new RankedPageList(model);
        PreviewPane previewPane = new PreviewPane(model);
        AnswerPanel answerPanel = new AnswerPanel(model, this::copyAnswer);
        javafx.scene.control.Tab sourcesTab = new javafx.scene.control.Tab("Sources", new SourcesPanel(model));
        sourcesTab.setId("sources-tab");
        javafx.scene.control.Tab relatedTab = new javafx.scene.control.Tab("Related", new RelatedPanel(model));
        relatedTab.setId("related-tab");
        javafx.scene.control.TabPane tabs = new javafx.scene.control.TabPane(sourcesTab, relatedTab);
        tabs.setId("evidence-tabs");
        tabs.setTabClosingPolicy(javafx.scene.control.TabPane.TabClosingPolicy.UNAVAILABLE);
        SplitPane evidence = new SplitPane(answerPanel, tabs);
        evidence.setOrientation(Orientation.VERTICAL);
        evidence.setDividerPositions(0.36);
        SplitPane main = new SplitPane(pageList, previewPane, evidence);
        SplitPane.setResizableWithParent(pageList, false);
        SplitPane.setResizableWithParent(evidence, false);
        main.getStyleClass().add("main-split");
        sizeSidePanelsOnce(main);
        return new Panels(main, previewPane, answerPanel);
    }

    /** F3 / Shift+F3: the preview's next or previous highlight. */
    private void stepHighlight(int direction) {
        if (panels != null) {
            panels.preview().step(direction);
        }
    }

    /**
     * Divider positions are fractions and only mean something once the split pane has its width: the
     * first time it is wide enough, give the side panels a comfortable fixed width; after that they keep
     * it and the preview takes whatever the window gains or loses.
     */
    private static void sizeSidePanelsOnce(SplitPane main) {
        main.widthProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> obs, Number old, Number now) {
                double w = now.doubleValue();
                if (w > 700) {
                    main.setDividerPositions(Math.min(0.3, 310 / w), Math.max(0.55, 1 - 440 / w));
                    main.widthProperty().removeListener(this);
                }
            }
        });
    }

    public void saveGeometry() {
        if (stage != null && stage.isShowing()) {
            settings.window(new WindowGeometry(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(),
                    stage.isMaximized()));
        }
    }

    public Scene scene() {
        return scene;
    }

    void chooseWiki() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Open wiki folder");
        if (model.wiki().wikiRootProperty().get() != null && model.wiki().wikiRootProperty().get().getParent() != null
                && model.wiki().wikiRootProperty().get().getParent().toFile().isDirectory()) {
            chooser.setInitialDirectory(model.wiki().wikiRootProperty().get().getParent().toFile());
        }
        File dir = chooser.showDialog(stage);
        if (dir != null) {
            model.wiki().openWiki(dir.toPath(), false);
        }
    }

    void showCoverage() {
        new CoverageDialog(stage, model.wiki().wikiRootProperty().get(), model.wiki().coverage()).show();
    }

    void copyAnswer() {
        model.answers().answerMarkdown().ifPresent(md -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(md);
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
            if (panels != null) {
                panels.answer().flashCopied();
            }
        });
    }

    private void installShortcuts() {
        var accelerators = scene.getAccelerators();
        accelerators.put(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN), questionBar::focusQuestion);
        accelerators.put(new KeyCodeCombination(KeyCode.ESCAPE), model::cancel);
        accelerators.put(new KeyCodeCombination(KeyCode.F3), () -> stepHighlight(1));
        accelerators.put(new KeyCodeCombination(KeyCode.F3, KeyCombination.SHIFT_DOWN), () -> stepHighlight(-1));
    }

    /**
     * A folder dropped anywhere on the window opens as the wiki. Filters, not handlers: the WebView would
     * otherwise take the drop and try to show the folder itself.
     */
    private void installFolderDrop() {
        scene.addEventFilter(javafx.scene.input.DragEvent.DRAG_OVER, e -> {
            if (e.getDragboard().hasFiles() && firstFolder(e.getDragboard().getFiles()) != null) {
                e.acceptTransferModes(TransferMode.COPY_OR_MOVE);
            }
            e.consume();
        });
        scene.addEventFilter(javafx.scene.input.DragEvent.DRAG_DROPPED, e -> {
            File dir = e.getDragboard().hasFiles() ? firstFolder(e.getDragboard().getFiles()) : null;
            if (dir != null) {
                model.wiki().openWiki(dir.toPath(), false);
            }
            e.setDropCompleted(dir != null);
            e.consume();
        });
    }

    private static File firstFolder(List<File> files) {
        return files.stream().filter(File::isDirectory).findFirst().orElse(null);
    }

    private void followTheme() {
        Themes.systemScheme().subscribe(s -> model.preferences().systemDarkChanged(s == ColorScheme.DARK));
        model.preferences().darkProperty().subscribe(dark -> {
            Themes.apply(dark);
            scene.getRoot().pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("dark"), dark);
        });
    }
}
