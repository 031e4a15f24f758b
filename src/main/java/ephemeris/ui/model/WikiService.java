package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.engine.MeaningStatus;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.render.Highlights;
import ephemeris.render.PreviewTheme;
import ephemeris.wiki.WikiException;

import ephemeris.wiki.FileStatus;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/** What the window needs from the engine; a port so tests can slow it down or make it fail. */
public interface WikiService {
    /** Reads and indexes a wiki; slow; called off the UI thread. */
    Session open(Path root, ProgressListener listener, BooleanSupplier cancelled) throws WikiException;

    /** One opened wiki. Thread-safe. */
    interface Session extends AutoCloseable {
        Path root();

        int pageCount();

        Answer ask(Question question) throws WikiException;

        /** A question is being typed: get ready to answer it (the engine loads its embedding model). */
        default void prepareForQuestion() {
        }

        /** The page's title, or empty when the wiki holds no such page. */
        Optional<String> title(String path);

        /**
         * The page as a full HTML document for the preview (a PDF's page {@code pdfPage} alone, or with none asked for,
         * the page holding the heading {@code anchor} names), or empty when the wiki holds no such page.
         */
        Optional<ephemeris.render.PageRenderer.Rendered> render(String path, int pdfPage, String anchor, Highlights highlights,
                                                                PreviewTheme theme);

        /** True while a reopened index is being brought in step with the folder. */
        default boolean catchingUp() {
            return false;
        }

        /**
         * Follows the folder from now on; {@code onChange} is called, from a background thread, whenever the
         * index changed or finished catching up, or meaning search made progress.
         */
        default void follow(Runnable onChange) {
        }

        /** How many pages are in each language, most first; empty when no page's language could be told. */
        default java.util.Map<String, Integer> languages() {
            return java.util.Map.of();
        }

        /** How far meaning search is along; off when the service does not use it. */
        default MeaningStatus meaning() {
            return MeaningStatus.OFF;
        }

        /** Why the index is not kept between runs although it should be (the cache folder cannot be used); empty when it is. */
        default Optional<String> indexNotKept() {
            return Optional.empty();
        }

        /** Tags with how many pages carry each (parents counting their nested tags' pages), by tag. */
        default java.util.SortedMap<String, Integer> tags() {
            return new java.util.TreeMap<>();
        }

        /** Folders holding pages ("Projects/Web/"), with how many pages are under each, by path. */
        default java.util.SortedMap<String, Integer> folders() {
            return new java.util.TreeMap<>();
        }

        /** The pages related to one (backlinks, links, nearest in meaning). */
        default ephemeris.engine.RelatedPages related(String path) throws WikiException {
            throw new WikiException(WikiException.Kind.NOT_FOUND, path + " has no related pages here.");
        }

        /** Every file under the root with its status: the coverage report. */
        default List<FileStatus> statuses() {
            return List.of();
        }

        @Override
        void close();
    }
}
