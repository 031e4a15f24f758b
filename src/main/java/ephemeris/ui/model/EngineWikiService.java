package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.MeaningStatus;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.render.EngineVault;
import ephemeris.render.Highlights;
import ephemeris.render.PageRenderer;
import ephemeris.render.PreviewTheme;
import ephemeris.wiki.WikiException;

import ephemeris.wiki.FileStatus;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/** The real engine behind the window, with the one page renderer shared by every session. */
public final class EngineWikiService implements WikiService {
    private final PageRenderer renderer = new PageRenderer();
    private final EngineOptions options;

    public EngineWikiService(EngineOptions options) {
        this.options = options;
    }

    /** The window reopens a wiki's persisted index at once and catches up with the folder in the background. */
    public EngineWikiService() {
        this(EngineOptions.defaults().withBackgroundCatchUp(true).withMeaning(true));
    }

    @Override
    public Session open(Path root, ProgressListener listener, BooleanSupplier cancelled) throws WikiException {
        ephemeris.cli.Serving.makeWay(root, options);
        Engine engine = Engine.open(root, options, listener, cancelled);
        EngineVault vault = new EngineVault(engine);
        // While the window has the wiki open, `ephemeris query` on it is answered here rather than by an
        // in-memory index of its own (the window holds the index's lock).
        Optional<AutoCloseable> serving = ephemeris.cli.Serving.start(engine, options);
        return new Session() {
            @Override
            public Path root() {
                return engine.root();
            }

            @Override
            public int pageCount() {
                return engine.pageCount();
            }

            @Override
            public Answer ask(Question question) throws WikiException {
                return engine.ask(question);
            }

            @Override
            public void prepareForQuestion() {
                engine.prepareForQuestion();
            }

            @Override
            public Optional<String> title(String path) {
                return engine.title(path);
            }

            @Override
            public Optional<ephemeris.render.PageRenderer.Rendered> render(String path, int pdfPage, String anchor, Highlights highlights,
                                                                           PreviewTheme theme) {
                return renderer.renderPage(vault, path, pdfPage, anchor, highlights, theme);
            }

            @Override
            public boolean catchingUp() {
                return engine.isCatchingUp();
            }

            @Override
            public java.util.Map<String, Integer> languages() {
                return engine.languages();
            }

            @Override
            public MeaningStatus meaning() {
                return engine.meaningStatus();
            }

            @Override
            public void follow(Runnable onChange) {
                engine.addChangeListener(changes -> onChange.run());
                engine.addMeaningListener(status -> onChange.run());
                onChange.run(); // anything that happened before the listeners were added

                engine.watch();
            }

            @Override
            public java.util.SortedMap<String, Integer> tags() {
                return engine.tags();
            }

            @Override
            public java.util.SortedMap<String, Integer> folders() {
                return engine.folders();
            }

            @Override
            public ephemeris.engine.RelatedPages related(String path) throws WikiException {
                return engine.related(path);
            }

            @Override
            public Optional<String> indexNotKept() {
                return engine.indexNotKept();
            }

            @Override
            public List<FileStatus> statuses() {
                return engine.statuses();
            }

            @Override
            public void close() {
                serving.ifPresent(s -> {
                    try {
                        s.close();
                    } catch (Exception e) {
                        java.util.logging.Logger.getLogger(EngineWikiService.class.getName())
                                .log(java.util.logging.Level.FINE, "Closing the command line server failed", e);
                    }
                });
                engine.close();
            }
        };
    }
}
