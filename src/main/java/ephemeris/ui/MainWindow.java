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
    private final RankedPageList pageList;
    private final PreviewPane previewPane;
    private final AnswerPanel answerPanel;
    private final SourcesPanel sourcesPanel;
    private final Scene scene;
    private final SplitPane main;
    private Stage stage;

    public MainWindow(MainViewModel model, Settings settings) {
        this.model = model;
        this.settings = settings;
        questionBar = new QuestionBar(model);
        pageList = new RankedPageList(model);
        previewPane = new PreviewPane(model);
        answerPanel = new AnswerPanel(model, this::copyAnswer);
        sourcesPanel = new SourcesPanel(model);

        javafx.scene.control.Tab sourcesTab = new javafx.scene.control.Tab("Sources", sourcesPanel);
        sourcesTab.setId("sources-tab");
        javafx.scene.control.Tab relatedTab = new javafx.scene.control.Tab("Related", new RelatedPanel(model));
        relatedTab.setId("related-tab");
        javafx.scene.control.TabPane tabs = new javafx.scene.control.TabPane(sourcesTab, relatedTab);
        tabs.setId("evidence-tabs");
        tabs.setTabClosingPolicy(javafx.scene.control.TabPane.TabClosingPolicy.UNAVAILABLE);
        SplitPane evidence = new SplitPane(answerPanel, tabs);
        evidence.setOrientation(Orientation.VERTICAL);
        evidence.setDividerPositions(0.36);
        main = new SplitPane(pageList, previewPane, evidence);
        SplitPane.setResizableWithParent(pageList, false);
        SplitPane.setResizableWithParent(evidence, false);
        main.getStyleClass().add("main-split");
        sizeSidePanelsOnce();

        StackPane centre = new StackPane(main, new WikiProblemPane(model, this::chooseWiki));
        VBox top = new VBox(new AppMenu(model, this::chooseWiki, this::copyAnswer, this::showCoverage, previewPane, () -> stage.close()),
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
        // Every rendered size: the window manager picks the one that fits the title bar, task bar or switcher.
        for (int size : new int[]{16, 24, 32, 48, 64, 128, 256, 512}) {
            var icon = MainWindow.class.getResourceAsStream("/ephemeris/icons/ephemeris-" + size + ".png");
            if (icon != null) {
                s.getIcons().add(new Image(icon));
            }
        }
        model.wiki().wikiRootProperty().subscribe(root -> s.setTitle(root == null ? "Ephemeris"
                : "Ephemeris — " + (root.getFileName() == null ? root : root.getFileName())));
        s.setOnCloseRequest(e -> saveGeometry());
        s.show();
        questionBar.focusQuestion();
    }

    /**
     * Divider positions are fractions and only mean something once the split pane has its width: the
     * first time it is wide enough, give the side panels a comfortable fixed width; after that they keep
     * it and the preview takes whatever the window gains or loses.
     */
    private void sizeSidePanelsOnce() {
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
            answerPanel.flashCopied();
        });
    }

    private void installShortcuts() {
        var accelerators = scene.getAccelerators();
        accelerators.put(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN), questionBar::focusQuestion);
        accelerators.put(new KeyCodeCombination(KeyCode.ESCAPE), model::cancel);
        accelerators.put(new KeyCodeCombination(KeyCode.F3), () -> previewPane.step(1));
        accelerators.put(new KeyCodeCombination(KeyCode.F3, KeyCombination.SHIFT_DOWN), () -> previewPane.step(-1));
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
