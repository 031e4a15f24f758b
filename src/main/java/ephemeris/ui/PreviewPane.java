package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.Preview;
import javafx.concurrent.Worker;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The rendered page. The page itself can run no script (its Content-Security-Policy says so, and the
 * renderer strips scripts); only the window's own script ({@code preview-script.js}) adds highlight stepping and
 * turns every link click into a message to the window, so the WebView itself never navigates anywhere.
 */
final class PreviewPane extends VBox {
    private static final Logger LOG = Logger.getLogger(PreviewPane.class.getName());
    static final String LINK_MESSAGE = "ephemeris-link:";
    /** The window's script (highlight stepping, link clicks as messages), read once from its resource. */
    private static final String SCRIPT = script();


    private static String script() {
        try (var in = PreviewPane.class.getResourceAsStream("/ephemeris/ui/preview-script.js")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).replace("LINK_PREFIX", LINK_MESSAGE);
        } catch (java.io.IOException | NullPointerException e) {
            throw new IllegalStateException("The preview's script is missing from the application", e);
        }
    }

    private final MainViewModel model;
    /**
     * Made for the first page shown ({@link #browser()}): WebKit is the dearest part of the window to start and
     * to keep (tens of megabytes), and a window waiting for its first question shows only a message.
     */
    private WebView web;
    private WebEngine engine;
    /** Where a message (no page) is shown, in the browser's place. */
    private final Label message = new Label();
    private final Label title = new Label();
    private final Label path = new Label();
    private final Label position = new Label();
    private final VBox names = new VBox(0, title, path);
    /** Open the shown page outside the window, show its folder, copy its path. */
    private final MenuButton open = new MenuButton("Open");
    private final PdfPager pager;
    private Preview shown;

    PreviewPane(MainViewModel model) {
        this.model = model;
        getStyleClass().add("preview-pane");
        title.getStyleClass().add("preview-title");
        title.setId("preview-title");
        path.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        position.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        position.setId("highlight-position");
        position.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        names.setMinWidth(0);
        Button previous = stepButton("▲", "Previous highlight (Shift+F3)", -1);
        Button next = stepButton("▼", "Next highlight (F3)", 1);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        open.setId("preview-open");
        open.getItems().setAll(PageMenu.items(model, () -> shown == null ? "" : shown.path()));
        open.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
        open.setTooltip(new Tooltip("Open this page outside Ephemeris, show its folder or copy its path"));
        open.setFocusTraversable(false);
        open.setDisable(true);
        pager = new PdfPager(model.preview());
        HBox header = new HBox(8, names, spacer, pager, position, open, previous, next);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("preview-header");
        message.setId("preview-message");
        message.getStyleClass().add(Styles.TEXT_MUTED);
        message.setWrapText(true);
        message.setAlignment(Pos.CENTER);
        message.setMaxSize(Double.MAX_VALUE, Double.MAX_VALUE);
        message.setPadding(new Insets(24));
        VBox.setVgrow(message, Priority.ALWAYS);
        getChildren().addAll(header, message);
        setMinWidth(320);

        model.preview().previewProperty().subscribe(this::show);
    }

    /** The browser, made on first use. */
    private WebEngine browser() {
        if (web != null) {
            return engine;
        }
        web = new WebView();
        engine = web.getEngine();
        web.setId("preview");
        web.setContextMenuEnabled(false);
        engine.setJavaScriptEnabled(true); // for the window's own script; the page's CSP forbids its scripts
        engine.setCreatePopupHandler(features -> null);
        engine.setUserAgent("Ephemeris");
        engine.setOnAlert(e -> {
            String data = e.getData();
            if (data != null && data.startsWith(LINK_MESSAGE)) {
                model.preview().followLink(data.substring(LINK_MESSAGE.length()));
            }
        });
        // A second guard: should anything start a navigation, stop it and treat it as a link click.
        engine.locationProperty().addListener((obs, old, now) -> {
            if (now != null && !now.isEmpty() && !now.startsWith("about:")) {
                engine.getLoadWorker().cancel();
                if (now.startsWith(ephemeris.render.LinkTarget.PAGE_SCHEME)) {
                    model.preview().followLink(now); // never the browser: that is for clicks only
                }
                if (shown != null) {
                    engine.loadContent(shown.html());
                }
            }
        });
        engine.getLoadWorker().stateProperty().addListener((obs, old, state) -> {
            if (state == Worker.State.SUCCEEDED) {
                afterLoad();
            }
        });
        VBox.setVgrow(web, Priority.ALWAYS);
        return engine;
    }

    /** Puts {@code content} (the browser or the message) below the header. */
    private void showContent(Node content) {
        if (getChildren().get(1) != content) {
            getChildren().set(1, content);
        }
    }

    private Button stepButton(String text, String tip, int direction) {
        Button b = new Button(text);
        b.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> step(direction));
        b.setFocusTraversable(false);
        return b;
    }

    private void show(Preview preview) {
        if (preview == null) {
            return;
        }
        shown = preview;
        pager.show(preview);
        open.setDisable(preview.path().isEmpty());
        title.setText(preview.path().isEmpty() ? "Preview" : preview.title());
        path.setText(preview.path());
        position.setText("");
        if (preview.path().isEmpty()) {
            message.setText(preview.title());
            showContent(message);
            if (engine != null) {
                engine.loadContent(""); // the last page's highlights no longer step
            }
            return;
        }
        browser().loadContent(preview.html());
        showContent(web);
    }

    private void afterLoad() {
        try {
            engine.executeScript(SCRIPT);
            Preview.ScrollTarget target = shown == null ? Preview.ScrollTarget.TOP : shown.scroll();
            Object done = "";
            if (target.citeIndex() >= 0) {
                done = engine.executeScript("window.ephemeris.toCite(" + target.citeIndex() + ")");
            }
            if ("".equals(done) && !target.anchor().isEmpty()) {
                done = engine.executeScript("window.ephemeris.toAnchor('" + target.anchor().replaceAll("[^\\p{L}\\p{N}_-]", "") + "')");
            }
            if ("".equals(done) && target.firstTerm()) {
                engine.executeScript("window.ephemeris.toFirstTerm()");
            }
            updatePosition();
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "Preview script failed", e);
        }
    }

    /** F3 / Shift+F3: the next or previous highlight. */
    void step(int direction) {
        try {
            if (engine != null && engine.getLoadWorker().getState() == Worker.State.SUCCEEDED) {
                engine.executeScript("window.ephemeris && window.ephemeris.step(" + direction + ")");
                updatePosition();
            }
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "Highlight stepping failed", e);
        }
    }

    private void updatePosition() {
        Object p = engine.executeScript("window.ephemeris ? window.ephemeris.position() : ''");
        position.setText(p == null || p.toString().isEmpty() ? "" : "highlight " + p);
    }
}
