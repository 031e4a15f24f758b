package ephemeris.ui;

import ephemeris.engine.EngineOptions;
import ephemeris.render.PageRenderer;
import ephemeris.testing.CountingServer;
import ephemeris.ui.model.EngineWikiService;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.MemorySettings;
import javafx.concurrent.Worker;
import javafx.scene.Scene;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Offline, proven in the real preview: a page whose markdown and raw HTML reference a server on
 * 127.0.0.1 in every way a page can (images, iframe, script, stylesheets, @import, fonts, media,
 * prefetch, links, embeds) is shown in the window's WebView, and the server receives nothing; the
 * page's inline scripts and event handlers never run. A second test shows the Content-Security-Policy
 * alone (no sanitizer) holds; a control shows the same HTML without both does reach the server, so
 * the measurement can see a request when there is one. Needs an X server: run under xvfb-run -a.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class OfflinePreviewTest {
    private static final String VISIBLE = "The heron archive is kept in the blue cabinet.";

    @TempDir
    static Path dir;
    static Path root;
    static CountingServer server;

    MainViewModel model;
    final List<String> browsed = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void startServerAndWriteWiki() throws Exception {
        WindowTests.needDisplay();
        server = new CountingServer();
        root = Files.createDirectory(dir.resolve("wiki"));
        Files.writeString(root.resolve("index.md"), "# Home\n\nSee [[Remote]].\n");
        Files.writeString(root.resolve("Remote.md"), "# Remote references\n\n" + VISIBLE + "\n\n"
                + "![markdown image](" + server.url() + "/md-image.png) ![[" + server.url() + "/embed.png]]\n\n"
                + "[a plain link](" + server.url() + "/link) <" + server.url() + "/autolink>\n\n"
                + hostileHtml(server.url(), true) + "\n");
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    /** Every way HTML can make a browser fetch or run something; {@code navigation} adds page-leaving vectors. */
    static String hostileHtml(String url, boolean navigation) {
        return "<div>\n"
                + "<img src=\"" + url + "/img.png\"> <img srcset=\"" + url + "/srcset.png 2x\" src=\"data:,\">\n"
                + "<img src=\"x\" onerror=\"window.__pwned = 'onerror'\">\n"
                + "<iframe src=\"" + url + "/iframe\"></iframe>\n"
                + "<script src=\"" + url + "/script.js\"></script>\n"
                + "<script>window.__pwned = 'inline'; document.documentElement.setAttribute('data-pwned', '1');</script>\n"
                + "<link rel=\"stylesheet\" href=\"" + url + "/style.css\"> <link rel=\"prefetch\" href=\"" + url + "/prefetch\">\n"
                + "<link rel=\"icon\" href=\"" + url + "/icon.png\">\n"
                + "<style>@import url(\"" + url + "/import.css\"); .bg { background: url(\"" + url + "/css-bg.png\"); }\n"
                + "@font-face { font-family: remote; src: url(\"" + url + "/font.woff\"); } .f { font-family: remote; }</style>\n"
                + "<div class=\"bg f\" style=\"background-image: url('" + url + "/style-attr.png')\">styled</div>\n"
                + "<video src=\"" + url + "/video.mp4\" autoplay></video> <audio src=\"" + url + "/audio.mp3\" autoplay></audio>\n"
                + "<object data=\"" + url + "/object\"></object> <embed src=\"" + url + "/embed\">\n"
                + "<svg><image href=\"" + url + "/svg.png\" /></svg>\n"
                + "<a href=\"javascript:window.__pwned='href'\">js link</a>\n"
                + (navigation ? "<meta http-equiv=\"refresh\" content=\"0;url=" + url + "/refresh\">\n"
                + "<form action=\"" + url + "/form\"><input name=q autofocus></form>\n<base href=\"" + url + "/base/\">\n" : "")
                + "</div>";
    }

    @Start
    void start(Stage stage) {
        model = new MainViewModel(new EngineWikiService(EngineOptions.defaults().withCacheRoot(dir.resolve("cache"))),
                new FxBackground(), new MemorySettings(), browsed::add);
        MemorySettings windowSettings = new MemorySettings();
        windowSettings.window(new ephemeris.ui.model.WindowGeometry(0, 0, 1200, 800, false));
        new MainWindow(model, windowSettings).show(stage);
        model.wiki().openWiki(root, false);
    }

    @Test
    void previewOfAPageReferencingALocalServerSendsItNothingAndRunsNoPageScript(FxRobot robot) throws Exception {
        server.clear();
        waitFor(() -> model.status().pageCountProperty().get() == 2);
        onFx(() -> {
            model.preview().showPage("Remote.md");
            return null;
        });
        waitFor(() -> model.preview().previewProperty().get() != null && "Remote.md".equals(model.preview().previewProperty().get().path()));
        WebView web = robot.lookup("#preview").queryAs(WebView.class);
        // Loaded, and the window's own script has run (so scripts do run in this WebView: only the page's are stopped).
        waitFor(() -> "object".equals(String.valueOf(onFx(() -> web.getEngine().getLoadWorker().getState() == Worker.State.SUCCEEDED
                ? web.getEngine().executeScript("typeof window.ephemeris") : "loading"))));
        Thread.sleep(2_000); // anything lazy or deferred would have fetched by now
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(String.valueOf(onFx(() -> web.getEngine().executeScript("document.body.innerText"))).contains(VISIBLE),
                "the page itself is shown");
        assertEquals(List.of(), server.requests(), "requests from the preview to the server the page references");
        assertEquals("undefined", onFx(() -> web.getEngine().executeScript("typeof window.__pwned")));
        assertEquals(null, onFx(() -> web.getEngine().executeScript("document.documentElement.getAttribute('data-pwned')")));
        // The renderer's own Content-Security-Policy meta is the one active element that must be there.
        assertEquals("META:Content-Security-Policy", onFx(() -> web.getEngine().executeScript(
                "Array.prototype.map.call(document.querySelectorAll('script, iframe, object, embed, video, audio, link, meta[http-equiv], base, form, svg'),"
                        + " function (e) { return e.tagName + ':' + (e.getAttribute('http-equiv') || e.getAttribute('src') || e.getAttribute('href') || ''); }).join(' ')")),
                "active elements left in the preview");
        assertEquals("", onFx(() -> web.getEngine().getLocation()), "the preview never navigated");
        assertEquals(List.of(), browsed, "nothing was handed to the system browser");
    }

    /**
     * The second line of defence on its own: the renderer's Content-Security-Policy, with the raw HTML
     * not sanitized at all, in a WebView with JavaScript enabled as the window's is. (Page-leaving
     * vectors — meta refresh, forms — are left out: a CSP does not govern navigation; the sanitizer
     * drops them and the preview cancels any navigation, as the test above shows.)
     */
    @Test
    void contentSecurityPolicyAloneBlocksEveryRemoteLoadAndPageScript() throws Exception {
        try (CountingServer own = new CountingServer()) {
            String html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\""
                    + PageRenderer.CONTENT_SECURITY_POLICY + "\"></head><body><p>" + VISIBLE + "</p>" + hostileHtml(own.url(), false)
                    + "</body></html>";
            WebView web = load(html);
            Thread.sleep(2_000);
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(String.valueOf(onFx(() -> web.getEngine().executeScript("document.body.innerText"))).contains(VISIBLE));
            assertEquals(List.of(), own.requests(), "requests with only the Content-Security-Policy in force");
            assertEquals("undefined", onFx(() -> web.getEngine().executeScript("typeof window.__pwned")));
        }
    }

    /** The control: without the policy and the sanitizer the same HTML does reach the server and run. */
    @Test
    void withoutThePolicyTheSameHtmlReachesTheServerAndRuns() throws Exception {
        try (CountingServer own = new CountingServer()) {
            WebView web = load("<!DOCTYPE html><html><body><p>" + VISIBLE + "</p>" + hostileHtml(own.url(), false) + "</body></html>");
            waitFor(() -> !own.requests().isEmpty());
            assertFalse(own.requests().isEmpty());
            waitFor(() -> !"undefined".equals(onFx(() -> web.getEngine().executeScript("typeof window.__pwned"))));
            onFx(() -> {
                web.getEngine().loadContent("<html></html>");
                return null;
            });
        }
    }

    /** A bare WebView in a window of its own, JavaScript enabled like the preview's; waits for the load. */
    private static WebView load(String html) {
        WebView web = (WebView) onFx(() -> {
            WebView w = new WebView();
            w.getEngine().setJavaScriptEnabled(true);
            Stage s = new Stage();
            s.setScene(new Scene(w, 800, 600));
            s.show();
            w.getEngine().loadContent(html);
            return w;
        });
        waitFor(() -> Boolean.TRUE.equals(onFx(() -> web.getEngine().getLoadWorker().getState() == Worker.State.SUCCEEDED)));
        return web;
    }

    private static void waitFor(BooleanSupplier condition) {
        WindowTests.waitFor(30, condition);
    }

    private static Object onFx(Callable<Object> call) {
        try {
            return WaitForAsyncUtils.asyncFx(call).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
