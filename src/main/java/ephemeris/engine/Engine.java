package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.answer.AnswerComposer;
import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.index.WikiIndex;
import ephemeris.query.KeyTerms;
import ephemeris.query.Retrieval;
import ephemeris.query.Retriever;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Messages;
import ephemeris.wiki.PageReader;
import ephemeris.wiki.Wiki;
import ephemeris.wiki.WikiException;
import ephemeris.wiki.WikiLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The query pipeline over one wiki, shared by the window and the command line: open a root once,
 * then ask as many questions as you like. Read-only: nothing is ever written under the root.
 * Thread-safe for concurrent {@link #ask} calls once opened.
 */
public final class Engine implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(Engine.class.getName());

    private final Wiki wiki;
    private final WikiIndex index;
    private final Retriever retriever;
    private final AnswerComposer composer;
    private final EngineOptions options;

    private Engine(Wiki wiki, WikiIndex index, EngineOptions options) {
        this.wiki = wiki;
        this.index = index;
        this.options = options;
        this.retriever = new Retriever(index);
        this.composer = new AnswerComposer(index.analyzer(), this::idf);
    }

    /**
     * Reads and indexes the wiki at {@code root}.
     *
     * @throws WikiException with the seed's message when the root is missing or holds no page
     */
    public static Engine open(Path root, EngineOptions options, ProgressListener listener, BooleanSupplier cancelled)
            throws WikiException {
        listener.update(new Progress(Progress.Phase.SCANNING, 0, 0));
        Wiki wiki = new WikiLoader(options.maxPageBytes()).load(root,
                (done, total) -> listener.update(new Progress(Progress.Phase.READING, done, total)), cancelled);
        try {
            int pages = wiki.pages().size();
            WikiIndex index = WikiIndex.build(wiki,
                    (done, total) -> listener.update(new Progress(Progress.Phase.INDEXING, done, total)), cancelled);
            listener.update(new Progress(Progress.Phase.READY, pages, pages));
            return new Engine(wiki, index, options);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "Indexing " + root + " failed", e);
            throw new WikiException(WikiException.Kind.UNREADABLE, "Could not build the search index: " + e.getMessage(), e);
        }
    }

    public static Engine open(Path root) throws WikiException {
        return open(root, EngineOptions.defaults(), ProgressListener.NONE, () -> false);
    }

    /**
     * Answers a question from the wiki. A failure inside the pipeline does not throw: the answer then
     * says go_external with the error set (seed 004).
     *
     * @throws WikiException of kind USAGE when the question is empty
     */
    public Answer ask(Question question) throws WikiException {
        String text = question.text().strip();
        if (text.isEmpty()) {
            throw new WikiException(WikiException.Kind.USAGE, Messages.USAGE);
        }
        try {
            Retrieval retrieval = retriever.retrieve(text, question.top());
            AnswerComposer.Rules rules = new AnswerComposer.Rules(options.staleDays(), options.clock().instant());
            return composer.compose(text, retrieval, question.timeSensitive(), rules);
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "Answering \"" + text + "\" failed", e);
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return AnswerComposer.failed(text, KeyTerms.contentWords(text).stream().limit(KeyTerms.MAX_KEY_TERMS).toList(),
                    question.timeSensitive(), message);
        }
    }

    public Answer ask(String question) throws WikiException {
        return ask(Question.of(question));
    }

    public Path root() {
        return wiki.root();
    }

    public Wiki wiki() {
        return wiki;
    }

    public int pageCount() {
        return wiki.pages().size();
    }

    public List<FileStatus> statuses() {
        return wiki.statuses();
    }

    /**
     * The markdown source of an indexed page, for the preview. Only pages the engine indexed can be
     * read, so a crafted path can never reach outside the wiki.
     */
    public Optional<String> pageSource(String relativePath) throws IOException {
        if (wiki.page(relativePath).isEmpty()) {
            return Optional.empty();
        }
        Path file = wiki.root().resolve(relativePath).normalize();
        if (!file.startsWith(wiki.root().normalize()) || !Files.isRegularFile(file)) {
            return Optional.empty();
        }
        PageReader.Result r = new PageReader(options.maxPageBytes()).read(file);
        return Optional.ofNullable(r.text());
    }

    /** Rarity of a word: BM25's idf over passages, from the exact or stemmed form, whichever is commoner. */
    double idf(String word) {
        int n = Math.max(1, index.passageCount());
        int df = 0;
        List<String> exact = Analyzers.terms(index.analyzer(), Fields.BODY_EXACT, word);
        if (!exact.isEmpty()) {
            df = index.docFreq(Fields.BODY_EXACT, exact.getFirst());
        }
        List<String> stem = Analyzers.terms(index.analyzer(), Fields.BODY, word);
        if (!stem.isEmpty()) {
            df = Math.max(df, index.docFreq(Fields.BODY, stem.getFirst()));
        }
        return Math.log(1 + (n - df + 0.5) / (df + 0.5));
    }

    @Override
    public void close() {
        try {
            index.close();
        } catch (IOException e) {
            LOG.log(Level.FINE, "Closing the index failed", e);
        }
    }
}
