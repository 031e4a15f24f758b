package ephemeris.ui.model;

import ephemeris.engine.Progress;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;

import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The open wiki: opening one in the background, what it holds (coverage, tags, folders), what is wrong
 * with it, and closing it. A new wiki cancels the opening still running; the window's other models learn
 * of the session through {@link Host}.
 */
public final class WikiSessionModel {
    private static final Logger LOG = Logger.getLogger(WikiSessionModel.class.getName());
    public static final String SAMPLE_BANNER = "You are looking at the bundled user guide. "
            + "Open your own wiki with File ▸ Open wiki folder… (Ctrl+O) or drop a folder on the window.";

    /** What the rest of the window does around a session's life. */
    interface Host {
        /** A wiki is about to open: stop what runs for the old one and clear its results. */
        void opening(Path root);

        /** The wiki is open and ready for questions. */
        void opened(WikiService.Session session, boolean sample);

        /** Opening failed or was cancelled, with the words for the user (null when cancelled). */
        void failed(String message);
    }

    private final WikiService service;
    private final Background background;
    private final WikiStatusModel status;
    private final PreviewModel preview;
    private final Host host;

    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper(this, "opening");
    private final ReadOnlyObjectWrapper<Path> root = new ReadOnlyObjectWrapper<>(this, "wikiRoot");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "wikiProblem", "");
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper(this, "banner", "");
    /** Questions to try, offered before the first one is asked (the bundled guide's examples). */
    private final ReadOnlyListWrapper<String> examples = new ReadOnlyListWrapper<>(this, "examples", FXCollections.observableArrayList());

    private WikiService.Session session;
    private Background.Job openJob;

    WikiSessionModel(WikiService service, Background background, WikiStatusModel status, PreviewModel preview, Host host) {
        this.service = service;
        this.background = background;
        this.status = status;
        this.preview = preview;
        this.host = host;
    }

    public ReadOnlyBooleanProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Path> wikiRootProperty() {
        return root.getReadOnlyProperty();
    }

    /** The seed's message when the wiki is missing or empty; blank when the wiki is fine. */
    public ReadOnlyStringProperty wikiProblemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** A hint shown above everything, e.g. that the bundled sample is open. */
    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    public ReadOnlyListProperty<String> examplesProperty() {
        return examples.getReadOnlyProperty();
    }

    /** Opens a wiki in the background; cancels whatever runs. {@code sample} shows the sample banner. */
    public void openWiki(Path folder, boolean sample) {
        Path target = folder.toAbsolutePath().normalize();
        host.opening(target);
        cancelOpening();
        close();
        root.set(target);
        problem.set("");
        banner.set(sample ? SAMPLE_BANNER : "");
        examples.setAll(sample ? ephemeris.engine.SampleWiki.exampleQuestions() : List.of());
        opening.set(true);
        status.opening();
        preview.say("Reading " + target + " …");
        openJob = background.submit("open " + target,
                ctx -> service.open(target, p -> ctx.progress(p), ctx::isCancelled),
                new Background.Callbacks<>(s -> opened(s, sample), this::openFailed, p -> status.showProgress((Progress) p)));
    }

    /** The open session, or null while none is open. */
    WikiService.Session session() {
        return session;
    }

    /** Whether a wiki is being opened now. */
    boolean isOpening() {
        return opening.get();
    }

    /** Esc while opening: stops it. Returns whether something was stopped. */
    boolean cancel() {
        if (openJob == null || openJob.isDone()) {
            return false;
        }
        openJob.cancel();
        opening.set(false);
        status.stopped();
        return true;
    }

    /** Stops an opening still running, without a word to the user (a new wiki or the window closing). */
    void cancelOpening() {
        if (openJob != null) {
            openJob.cancel();
            openJob = null;
        }
        opening.set(false);
    }

    /** The coverage report of the open wiki: every file and what became of it; empty when none is open. */
    public List<FileStatus> coverage() {
        WikiService.Session s = session;
        return s == null ? List.of() : s.statuses();
    }

    /** Tags of the open wiki with their page counts, for the filter popup; empty when none is open. */
    public SortedMap<String, Integer> tags() {
        WikiService.Session s = session;
        return s == null ? new TreeMap<>() : s.tags();
    }

    /** Folders of the open wiki with their page counts, for the filter popup; empty when none is open. */
    public SortedMap<String, Integer> folders() {
        WikiService.Session s = session;
        return s == null ? new TreeMap<>() : s.folders();
    }

    /** Closes the open session, off the UI thread: closing may wait on a question still reading the index. */
    void close() {
        preview.closed();
        status.closed();
        if (session != null) {
            WikiService.Session old = session;
            session = null;
            background.submit("close", ctx -> {
                old.close();
                return null;
            }, new Background.Callbacks<>(x -> { }, t -> LOG.log(Level.FINE, "Closing failed", t), x -> { }));
        }
    }

    private void opened(WikiService.Session s, boolean sample) {
        session = s;
        opening.set(false);
        root.set(s.root());
        preview.opened(s);
        preview.say("Ask a question about " + s.pageCount() + " pages in " + s.root().getFileName() + ".");
        status.opened(s);
        // Changes arrive on the engine's threads; a tiny job brings each one to the UI thread.
        s.follow(() -> background.submit("index-changed", ctx -> s,
                new Background.Callbacks<>(status::indexChanged, t -> { }, v -> { })));
        host.opened(s, sample);
    }

    private void openFailed(Throwable t) {
        opening.set(false);
        status.stopped();
        String message = UserMessages.of(t, "Could not open the wiki");
        if (t instanceof WikiException) {
            problem.set(message);
        }
        preview.say(message);
        host.failed(message);
    }
}
