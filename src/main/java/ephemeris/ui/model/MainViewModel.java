package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.engine.Progress;
import ephemeris.engine.Question;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.WikiException;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The window's state and commands, free of controls so it runs in tests without the FX thread. This one
 * holds the wiki session (opening, closing, the banner and problems) and asking (the question bar, history,
 * filters asked again); the parts a view binds to are its own small models: {@link AnswerModel} (the
 * answer and its evidence), {@link PreviewModel} (the page shown), {@link WikiStatusModel} (the status bar
 * and language menu), {@link PreferencesModel} (theme, recent wikis), {@link FilterModel} and
 * {@link RelatedModel}. Every slow step goes through {@link Background}; a new question cancels the one
 * still running, a new wiki cancels everything. Outputs are read-only properties; the only writable ones
 * are the inputs the question bar binds to.
 */
public final class MainViewModel {
    private static final Logger LOG = Logger.getLogger(MainViewModel.class.getName());
    public static final String SAMPLE_BANNER = "You are looking at the bundled user guide. "
            + "Open your own wiki with File ▸ Open wiki folder… (Ctrl+O) or drop a folder on the window.";
    static final String NO_WIKI = "Open a wiki first: File ▸ Open wiki folder… (Ctrl+O).";
    static final String TYPE_A_QUESTION = "Type a question, or filters such as tag:recipes or path:Projects/, then press Enter.";

    private final WikiService service;
    private final Background background;
    private final Settings settings;
    private final Consumer<String> browser;
    private final QuestionHistory history;
    private final FilterModel filters;
    private final RelatedModel related;
    private final PreferencesModel preferences;
    private final PreviewModel preview;
    private final WikiStatusModel status;
    private final AnswerModel answers;
    /** The words of the last question asked, without operators: what a changed filter asks again. */
    private String lastWords;

    private final StringProperty question = new SimpleStringProperty(this, "question", "");
    private final BooleanProperty timeSensitive = new SimpleBooleanProperty(this, "timeSensitive", false);

    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(this, "asking");
    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper(this, "opening");
    private final ReadOnlyObjectWrapper<Path> wikiRoot = new ReadOnlyObjectWrapper<>(this, "wikiRoot");
    private final ReadOnlyStringWrapper lastError = new ReadOnlyStringWrapper(this, "lastError", "");
    /** What is wrong with the question typed (a malformed operator), shown under the bar; empty when nothing is. */
    private final ReadOnlyStringWrapper questionProblem = new ReadOnlyStringWrapper(this, "questionProblem", "");
    /** Questions to try, offered before the first one is asked (the bundled guide's examples). */
    private final ReadOnlyListWrapper<String> examples = new ReadOnlyListWrapper<>(this, "examples", FXCollections.observableArrayList());
    private final ReadOnlyStringWrapper wikiProblem = new ReadOnlyStringWrapper(this, "wikiProblem", "");
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper(this, "banner", "");


    private WikiService.Session session;
    private Background.Job openJob;
    private Background.Job askJob;
    private String pendingQuestion;

    public MainViewModel(WikiService service, Background background, Settings settings, Consumer<String> browser) {
        this.service = service;
        this.background = background;
        this.settings = settings;
        this.browser = browser;
        this.history = new QuestionHistory(settings.questions());
        this.filters = new FilterModel(settings);
        this.related = new RelatedModel(background);
        this.preferences = new PreferencesModel(settings);
        this.preview = new PreviewModel(service, background, preferences, related, browser, lastError::set);
        this.status = new WikiStatusModel(background);
        this.answers = new AnswerModel(preview);
        preview.say("Ask a question to see the evidence here.");
    }

    // ---- inputs -------------------------------------------------------------------------------

    public StringProperty questionProperty() {
        return question;
    }

    public BooleanProperty timeSensitiveProperty() {
        return timeSensitive;
    }

    // ---- outputs ------------------------------------------------------------------------------

    public ReadOnlyBooleanProperty askingProperty() {
        return asking.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    /** The answer on show, its evidence and its Sources. */
    public AnswerModel answers() {
        return answers;
    }

    /** The open wiki's state for the status bar, and the language menu. */
    public WikiStatusModel status() {
        return status;
    }

    /** The page in the preview, and what can be done with it. */
    public PreviewModel preview() {
        return preview;
    }

    public ReadOnlyObjectProperty<Path> wikiRootProperty() {
        return wikiRoot.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty lastErrorProperty() {
        return lastError.getReadOnlyProperty();
    }

    /** The seed's message when the wiki is missing or empty; blank when the wiki is fine. */
    public ReadOnlyStringProperty wikiProblemProperty() {
        return wikiProblem.getReadOnlyProperty();
    }

    /** A hint shown above everything, e.g. that the bundled sample is open. */
    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    public List<String> history() {
        return history.all();
    }

    // ---- commands -----------------------------------------------------------------------------

    /** Opens a wiki in the background; cancels whatever runs. {@code sample} shows the sample banner. */
    public void openWiki(Path root, boolean sample) {
        cancelAll();
        Path target = root.toAbsolutePath().normalize();
        closeSession();
        clearResults();
        wikiRoot.set(target);
        wikiProblem.set("");
        lastError.set("");
        banner.set(sample ? SAMPLE_BANNER : "");
        examples.setAll(sample ? ephemeris.engine.SampleWiki.exampleQuestions() : List.of());
        opening.set(true);
        status.opening();
        preview.say("Reading " + target + " …");
        openJob = background.submit("open " + target,
                ctx -> service.open(target, p -> ctx.progress(p), ctx::isCancelled),
                new Background.Callbacks<>(s -> opened(s, sample), this::openFailed, p -> status.showProgress((Progress) p)));
    }

    public ReadOnlyStringProperty questionProblemProperty() {
        return questionProblem.getReadOnlyProperty();
    }

    /** The filters under the question bar. */
    public FilterModel filters() {
        return filters;
    }

    /** What the previewed page is connected to. */
    public RelatedModel related() {
        return related;
    }

    /** Tags of the open wiki with their page counts, for the filter popup; empty when none is open. */
    public java.util.SortedMap<String, Integer> tags() {
        WikiService.Session s = session;
        return s == null ? new java.util.TreeMap<>() : s.tags();
    }

    /** Folders of the open wiki with their page counts, for the filter popup; empty when none is open. */
    public java.util.SortedMap<String, Integer> folders() {
        WikiService.Session s = session;
        return s == null ? new java.util.TreeMap<>() : s.folders();
    }

    /** Completions for a tag: or path: operator being typed at the caret. */
    public List<FilterModel.Suggestion> suggestions(String text, int caret) {
        return session == null ? List.of() : FilterModel.suggest(text, caret, this::tags, this::folders);
    }

    /** Adds filters chosen in the popup (operator text) and asks the last question again with them. */
    public void addFilters(String operators) {
        try {
            filters.add(operators);
        } catch (WikiException e) {
            lastError.set(e.getMessage());
            questionProblem.set(e.getMessage());
            return;
        }
        askAgain();
    }

    /** Removes one filter chip and asks the last question again without it. */
    public void removeFilter(FilterChip chip) {
        filters.remove(chip);
        askAgain();
    }

    /** Removes every filter chip and asks the last question again. */
    public void clearFilters() {
        filters.clear();
        askAgain();
    }

    /** The last question asked again under the current filters, when one was asked or filters alone can list pages. */
    private void askAgain() {
        if (session == null) {
            return;
        }
        // A question still running was asked under the old filters: it gives way to the new ones.
        cancelAsk();
        String words = lastWords == null ? "" : lastWords;
        if (words.isEmpty() && filters.chipsProperty().isEmpty()) {
            clearResults();
            return;
        }
        submit(words, words);
    }

    /** Asks the question in the bar; a question still running is cancelled first. */
    public void ask() {
        String text = question.get() == null ? "" : question.get().strip();
        if (session == null) {
            if (opening.get() && !text.isEmpty()) {
                pendingQuestion = text; // asked as soon as the wiki is ready
                return;
            }
            lastError.set(wikiProblem.get().isEmpty() ? NO_WIKI : wikiProblem.get());
            return;
        }
        cancelAsk();
        if (text.isEmpty() && filters.chipsProperty().isEmpty()) {
            lastError.set(TYPE_A_QUESTION);
            return;
        }
        ephemeris.query.QuestionOperators typed;
        try {
            typed = ephemeris.query.QuestionOperators.parse(text);
        } catch (WikiException e) {
            // A malformed operator is told under the bar; the question stays as typed, to be corrected.
            lastError.set(e.getMessage());
            questionProblem.set(e.getMessage());
            return;
        }
        try {
            // The operators typed become chips that stay for the next questions; the bar keeps the other words.
            filters.add(typed.filters());
        } catch (WikiException e) {
            lastError.set(e.getMessage());
            questionProblem.set(e.getMessage());
            return;
        }
        questionProblem.set("");
        if (!text.isEmpty()) {
            history.add(text);
            settings.questions(history.all());
        }
        String words = typed.bareWords() + (typed.language().isEmpty() ? "" : " lang:" + typed.language());
        question.set(words.strip());
        submit(words.strip(), text);
    }

    private void submit(String words, String label) {
        lastWords = words;
        lastError.set("");
        asking.set(true);
        WikiService.Session current = session;
        LanguageChoice pinned = status.languageProperty().get() == null ? LanguageChoice.ANY : status.languageProperty().get();
        String asked = (words + " " + filters.operators()).strip();
        Question q = new Question(asked, timeSensitive.get(), Question.DEFAULT_TOP, pinned.code());
        askJob = background.submit("ask " + label, ctx -> current.ask(q),
                new Background.Callbacks<>(this::answered, this::askFailed, p -> { }));
    }

    /** Asks a question as if typed (for --ask and tests). */
    public void ask(String text) {
        question.set(text);
        ask();
    }

    /** Esc: stops the running question (or the indexing, if nothing else runs). */
    public void cancel() {
        if (askJob != null && !askJob.isDone()) {
            cancelAsk();
            lastError.set("Question cancelled.");
        } else if (openJob != null && !openJob.isDone()) {
            openJob.cancel();
            opening.set(false);
            status.stopped();
            lastError.set("Opening the wiki was cancelled.");
        }
    }

    public void historyPrevious() {
        history.previous().ifPresent(question::set);
    }

    public void historyNext() {
        history.next().ifPresent(question::set);
    }

    /** The theme and the recent wikis. */
    public PreferencesModel preferences() {
        return preferences;
    }

    /** Forgets every question asked, here and in the saved settings. */
    public void forgetQuestions() {
        history.clear();
        settings.questions(List.of());
    }

    /** Stops background work and closes the engine; the window is closing. */
    public void shutdown() {
        cancelAll();
        closeSession();
    }

    // ---- internals ----------------------------------------------------------------------------

    private void opened(WikiService.Session s, boolean sample) {
        session = s;
        opening.set(false);
        wikiRoot.set(s.root());
        preview.opened(s);
        if (!sample) {
            settings.lastWiki(s.root());
            preferences.remember(s.root());
        }
        preview.say("Ask a question about " + s.pageCount() + " pages in " + s.root().getFileName() + ".");
        filters.load(s.root());
        lastWords = null;
        status.opened(s);
        // Changes arrive on the engine's threads; a tiny job brings each one to the UI thread.
        s.follow(() -> background.submit("index-changed", ctx -> s,
                new Background.Callbacks<>(status::indexChanged, t -> { }, v -> { })));
        if (pendingQuestion != null) {
            String q = pendingQuestion;
            pendingQuestion = null;
            ask(q);
        }
    }

    /** The coverage report of the open wiki: every file and what became of it; empty when none is open. */
    public List<FileStatus> coverage() {
        WikiService.Session s = session;
        return s == null ? List.of() : s.statuses();
    }

    private void openFailed(Throwable t) {
        opening.set(false);
        status.stopped();
        pendingQuestion = null;
        String message = userMessage(t, "Could not open the wiki");
        if (t instanceof WikiException) {
            wikiProblem.set(message);
        }
        lastError.set(message);
        preview.say(message);
    }

    private void answered(Answer a) {
        asking.set(false);
        if (a.error() != null && !a.error().isBlank()) {
            lastError.set("Something went wrong while answering: " + a.error());
        }
        WikiService.Session current = session;
        answers.show(a, path -> current == null ? path : current.title(path).orElse(path));
    }

    private void askFailed(Throwable t) {
        asking.set(false);
        lastError.set(userMessage(t, "The question could not be answered"));
    }

    public ReadOnlyListProperty<String> examplesProperty() {
        return examples.getReadOnlyProperty();
    }

    private void clearResults() {
        related.clear();
        answers.clear();
    }

    private void cancelAsk() {
        if (askJob != null) {
            askJob.cancel();
            askJob = null;
        }
        asking.set(false);
    }

    private void cancelAll() {
        cancelAsk();
        if (openJob != null) {
            openJob.cancel();
            openJob = null;
        }
        preview.cancel();
        opening.set(false);
        pendingQuestion = null;
    }

    private void closeSession() {
        preview.closed();
        status.closed();
        if (session != null) {
            WikiService.Session old = session;
            session = null;
            // Closing may wait on a question still reading the index: do it off the UI thread.
            background.submit("close", ctx -> {
                old.close();
                return null;
            }, new Background.Callbacks<>(x -> { }, t -> LOG.log(Level.FINE, "Closing failed", t), x -> { }));
        }
    }

    /** Words for the user; the detail goes to the log once. */
    static String userMessage(Throwable t, String what) {
        if (t instanceof WikiException w) {
            return w.getMessage();
        }
        LOG.log(Level.WARNING, what, t);
        String detail = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return what + ": " + detail;
    }
}
