package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.engine.Question;
import ephemeris.wiki.WikiException;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The window's state and commands, free of controls so it runs in tests without the FX thread. This one
 * holds asking (the question bar, history, filters asked again) and ties the window's small models
 * together, each of which a view binds to: {@link WikiSessionModel} (the open wiki), {@link AnswerModel}
 * (the answer and its evidence), {@link PreviewModel} (the page shown), {@link WikiStatusModel} (the
 * status bar and language menu), {@link PreferencesModel} (theme, recent wikis), {@link FilterModel} and
 * {@link RelatedModel}. Every slow step goes through {@link Background}; a new question cancels the one
 * still running, a new wiki cancels everything. Outputs are read-only properties; the only writable ones
 * are the inputs the question bar binds to.
 */
public final class MainViewModel {
    static final String NO_WIKI = "Open a wiki first: File ▸ Open wiki folder… (Ctrl+O).";
    static final String TYPE_A_QUESTION = "Type a question, or filters such as tag:recipes or path:Projects/, then press Enter.";

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
    private final WikiSessionModel wiki;
    /** The words of the last question asked, without operators: what a changed filter asks again. */
    private String lastWords;

    private final StringProperty question = new SimpleStringProperty(this, "question", "");
    private final BooleanProperty timeSensitive = new SimpleBooleanProperty(this, "timeSensitive", false);

    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(this, "asking");
    private final ReadOnlyStringWrapper lastError = new ReadOnlyStringWrapper(this, "lastError", "");
    /** What is wrong with the question typed (a malformed operator), shown under the bar; empty when nothing is. */
    private final ReadOnlyStringWrapper questionProblem = new ReadOnlyStringWrapper(this, "questionProblem", "");

    private Background.Job askJob;
    private String pendingQuestion;

    public MainViewModel(WikiService service, Background background, Settings settings, Consumer<String> browser) {
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
        this.wiki = new WikiSessionModel(service, background, status, preview, new WikiSessionModel.Host() {
            @Override
            public void opening(Path root) {
                cancelAsk();
                preview.cancel();
                pendingQuestion = null;
                clearResults();
                lastError.set("");
            }

            @Override
            public void opened(WikiService.Session s, boolean sample) {
                MainViewModel.this.opened(s, sample);
            }

            @Override
            public void failed(String message) {
                pendingQuestion = null;
                lastError.set(message);
            }
        });
        preview.say("Ask a question to see the evidence here.");
        question.subscribe(text -> {
            WikiService.Session s = wiki.session();
            if (s != null && text != null && !text.isBlank()) {
                s.prepareForQuestion();
            }
        });
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

    /** The open wiki: opening one, its problems, what it holds. */
    public WikiSessionModel wiki() {
        return wiki;
    }

    public ReadOnlyStringProperty lastErrorProperty() {
        return lastError.getReadOnlyProperty();
    }

    public List<String> history() {
        return history.all();
    }

    // ---- commands -----------------------------------------------------------------------------

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

    /** Completions for a tag: or path: operator being typed at the caret. */
    public List<FilterModel.Suggestion> suggestions(String text, int caret) {
        return wiki.session() == null ? List.of() : FilterModel.suggest(text, caret, wiki::tags, wiki::folders);
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
        if (wiki.session() == null) {
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
        if (wiki.session() == null) {
            if (wiki.isOpening() && !text.isEmpty()) {
                pendingQuestion = text; // asked as soon as the wiki is ready
                return;
            }
            String problem = wiki.wikiProblemProperty().get();
            lastError.set(problem.isEmpty() ? NO_WIKI : problem);
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
        WikiService.Session current = wiki.session();
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
        } else if (wiki.cancel()) {
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
        cancelAsk();
        wiki.cancelOpening();
        preview.cancel();
        pendingQuestion = null;
        wiki.close();
    }

    // ---- internals ----------------------------------------------------------------------------

    private void opened(WikiService.Session s, boolean sample) {
        if (!sample) {
            settings.lastWiki(s.root());
            preferences.remember(s.root());
        }
        filters.load(s.root());
        lastWords = null;
        if (pendingQuestion != null) {
            String q = pendingQuestion;
            pendingQuestion = null;
            ask(q);
        }
    }

    private void answered(Answer a) {
        asking.set(false);
        if (a.error() != null && !a.error().isBlank()) {
            lastError.set("Something went wrong while answering: " + a.error());
        }
        WikiService.Session current = wiki.session();
        answers.show(a, path -> current == null ? path : current.title(path).orElse(path));
    }

    private void askFailed(Throwable t) {
        asking.set(false);
        lastError.set(UserMessages.of(t, "The question could not be answered"));
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
}
