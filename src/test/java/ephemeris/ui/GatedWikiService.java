package ephemeris.ui;

import ephemeris.answer.Answer;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.render.Highlights;
import ephemeris.render.PreviewTheme;
import ephemeris.ui.model.EngineWikiService;
import ephemeris.ui.model.FixtureWiki;
import ephemeris.ui.model.WikiService;
import ephemeris.wiki.WikiException;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** The real engine, except that questions can be held at a gate: a slow query on demand. */
final class GatedWikiService implements WikiService {
    private final EngineWikiService real = new EngineWikiService(FixtureWiki.OPTIONS);
    volatile CountDownLatch gate;

    @Override
    public Session open(Path root, ProgressListener listener, BooleanSupplier cancelled) throws WikiException {
        Session s = real.open(root, listener, cancelled);
        return new Session() {
            @Override
            public Path root() {
                return s.root();
            }

            @Override
            public int pageCount() {
                return s.pageCount();
            }

            @Override
            public Answer ask(Question question) throws WikiException {
                CountDownLatch g = gate;
                if (g != null) {
                    try {
                        g.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return s.ask(question);
            }

            @Override
            public Optional<String> title(String path) {
                return s.title(path);
            }

            @Override
            public Optional<ephemeris.render.PageRenderer.Rendered> render(String path, int pdfPage, String anchor, Highlights highlights,
                                                                           PreviewTheme theme) {
                return s.render(path, pdfPage, anchor, highlights, theme);
            }

            @Override
            public boolean catchingUp() {
                return s.catchingUp();
            }

            @Override
            public void follow(Runnable onChange) {
                s.follow(onChange);
            }

            @Override
            public java.util.Map<String, Integer> languages() {
                return s.languages();
            }

            @Override
            public java.util.List<ephemeris.wiki.FileStatus> statuses() {
                return s.statuses();
            }

            @Override
            public void close() {
                s.close();
            }
        };
    }
}
