package ephemeris.ui;

import ephemeris.engine.IdleMemory;
import ephemeris.engine.SampleWiki;
import ephemeris.ui.model.EngineWikiService;
import ephemeris.ui.model.LaunchOptions;
import ephemeris.ui.model.MainViewModel;
import ephemeris.ui.model.PrefsSettings;
import ephemeris.ui.model.Settings;
import ephemeris.ui.model.StartupWiki;
import javafx.application.Application;
import javafx.stage.Stage;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/** The desktop application: wires the engine, the view model and the window, then opens the first wiki. */
public final class DesktopApp extends Application {
    private static final Logger LOG = Logger.getLogger(DesktopApp.class.getName());

    private MainViewModel model;
    private MainWindow window;

    /** Starts the window; returns when it closes. */
    public static void launch(String[] args) {
        Application.launch(DesktopApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        LaunchOptions options = LaunchOptions.parse(getParameters().getRaw());
        Settings settings = PrefsSettings.user();
        options.theme().ifPresent(settings::theme);
        model = new MainViewModel(new EngineWikiService(), new FxBackground(), settings, getHostServices()::showDocument);
        window = new MainWindow(model, settings);
        window.show(stage, () -> {
            Path home = Path.of(System.getProperty("user.home"));
            StartupWiki first = StartupWiki.choose(options, System.getenv(), home, settings, () -> sampleWiki(home));
            model.wiki().openWiki(first.root(), first.sample());
            options.ask().ifPresent(model::ask);
            IdleMemory.startForThisProcess();
        });
    }

    private static Optional<Path> sampleWiki(Path home) {
        try {
            return SampleWiki.install(SampleWiki.cacheDir(System.getenv(), home));
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "Installing the sample wiki failed", e);
            return Optional.empty();
        }
    }

    @Override
    public void stop() {
        if (window != null) {
            window.saveGeometry();
        }
        if (model != null) {
            model.shutdown();
        }
    }
}
