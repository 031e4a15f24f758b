package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.render.Highlights;
import ephemeris.render.PreviewTheme;
import ephemeris.wiki.WikiException;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/** What the window needs from the engine; a port so tests can slow it down or make it fail. */
public interface WikiService {
    /** Reads and indexes a wiki; slow; called off the UI thread. */
    Session open(Path root, ProgressListener listener, BooleanSupplier cancelled) throws WikiException;

    /** A preview page holding only a message (no wiki needed), styled like the pages. */
    String messagePage(String message, PreviewTheme theme);

    /** One opened wiki. Thread-safe. */
    interface Session extends AutoCloseable {
        Path root();

        int pageCount();

        Answer ask(Question question) throws WikiException;

        /** The page's title, or empty when the wiki holds no such page. */
        Optional<String> title(String path);

        /** The page as a full HTML document for the preview, or empty when the wiki holds no such page. */
        Optional<String> render(String path, Highlights highlights, PreviewTheme theme);

        @Override
        void close();
    }
}
