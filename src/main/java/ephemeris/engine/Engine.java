package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.index.Catalog;
import ephemeris.index.WikiIndex;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.PageReader;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.time.Duration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The query pipeline over one wiki, shared by the window, the command line and the MCP server: open a
 * root once, then ask as many questions as you like. The index is persisted in the user's cache
 * directory and brought in step with the folder on open (and, with {@link #watch}, as files change).
 * Read-only: nothing is ever written under the root. Thread-safe once opened.
 */
public final class Engine implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(Engine.class.getName());

    /** Told when the index changed or finished catching up, from a background thread. */
    @FunctionalInterface
    public interface ChangeListener {
        void indexChanged(WikiIndex.Changes changes);
    }

    private final Path root;
    private final WikiIndex index;
    private final QuestionAnswerer answerer;
    private final EngineOptions options;
    private final FolderFollower follower;
    /** Set once close begins: background work stops at its next check, and nothing new starts. */
    private volatile boolean closing;
    private boolean closed;
    private final MeaningVectors meaning;
    /** Embeds questions and searches their meaning, alongside the keyword search of the asking thread. */
    private final ExecutorService meaningSearches = Executors.newCachedThreadPool(
            Thread.ofPlatform().daemon().name("ephemeris-meaning-search-", 0).factory());

    private Engine(Path root, WikiIndex index, EngineOptions options) {
        this.root = root;
        this.index = index;
        this.options = options;
        this.meaning = new MeaningVectors(index.vectors(), options, () -> closing);
        this.answerer = new QuestionAnswerer(index, options, meaning.builder(), meaningSearches, () -> closing);
        this.follower = new FolderFollower(root, index, meaning, () -> closing);
        follower.addChangeListener(changes -> IdleMemory.activity());
        meaning.addListener(status -> IdleMemory.activity());
        IdleMemory.activity();
    }

    /** Told when meaning search made progress or became ready, from a background thread. */
    @FunctionalInterface
    public interface MeaningListener {
        void meaningChanged(MeaningStatus status);
    }

    public void addMeaningListener(MeaningListener l) {
        meaning.addListener(l);
    }

    public void removeMeaningListener(MeaningListener l) {
        meaning.removeListener(l);
    }

    /** How far meaning search is along; {@link MeaningStatus#OFF} when the options leave it off. */
    public MeaningStatus meaningStatus() {
        return meaning.status();
    }

    /** Whether missing vectors are being computed (or were): the model is loaded for that. */
    boolean computingVectors() {
        return meaning.computing();
    }

    /** Whether the vectors' builder has loaded the embedding model (it does when pages lack vectors, or when told a question is coming). */
    boolean builderLoadedModel() {
        return meaning.builder() != null && meaning.builder().loadedModel();
    }

    /**
     * Pages meaning search is done with: their vectors are in the index, or they have none to have (a language
     * the model does not read); known even when meaning search is off here.
     */
    public int pagesDoneByMeaning() {
        return index.vectors().pagesDone();
    }

    /** How many passage vectors meaning search has (the benchmark's throughput figure). */
    public int vectorCount() {
        return index.vectors().vectorCount();
    }

    /**
     * Waits until every page has its vectors, for callers that want full answers at once (the command
     * line's --wait-for-meaning, the quality scorer). Returns false on timeout or when unavailable.
     */
    public boolean awaitMeaning(Duration timeout) throws InterruptedException {
        return meaning.await(timeout);
    }

    /**
     * Opens the wiki at {@code root}: reopens its persisted index and brings it in step with the folder
     * (in the background when the options say so and an index exists).
     *
     * @throws WikiException with the seed's message when the root is missing or holds no page
     */
    public static Engine open(Path root, EngineOptions options, ProgressListener listener, BooleanSupplier cancelled)
            throws WikiException {
        Path absolute = root.toAbsolutePath().normalize();
        if (!Files.isDirectory(absolute)) {
            throw WikiException.notFound(absolute);
        }
        listener.update(new Progress(Progress.Phase.SCANNING, 0, 0));
        WikiIndex index = IndexOpening.open(absolute, options);
        try {
            return start(absolute, index, options, listener, cancelled);
        } catch (WikiException e) {
            if (!(e.getCause() instanceof IOException io) || index.location().isEmpty() || cancelled.getAsBoolean()
                    || options.keptIndexOnly()) {
                throw e;
            }
            // The cache folder took the index but cannot be written to (a full disk, say): answer from
            // memory rather than not at all.
            try {
                index = WikiIndex.inMemory(absolute, options.maxPageBytes(), options.cacheRoot(), io);
            } catch (IOException again) {
                throw e;
            }
            return start(absolute, index, options, listener, cancelled);
        }
    }

    private static Engine start(Path absolute, WikiIndex index, EngineOptions options, ProgressListener listener,
                                BooleanSupplier cancelled) throws WikiException {
        Engine engine = new Engine(absolute, index, options);
        try {
            Shutdown.opened(engine);
        } catch (IllegalStateException e) {
            engine.close();
            throw new WikiException(WikiException.Kind.UNREADABLE, e.getMessage());
        }
        if (options.questionSoon() && options.meaning() && index.vectors().any()) {
            SharedModel.loadAhead();
        }
        // Closing the engine (the window closes, the process ends) cancels indexing too.
        BooleanSupplier stop = () -> engine.closing || cancelled.getAsBoolean();
        if (options.background() && index.catalog().indexedCount() > 0) {
            engine.follower.catchUpInBackground(listener, stop);
            return engine;
        }
        try {
            engine.follower.reconcile(listener, stop);
            return engine;
        } catch (WikiException e) {
            engine.close();
            throw e;
        }
    }

    public static Engine open(Path root) throws WikiException {
        return open(root, EngineOptions.defaults(), ProgressListener.NONE, () -> false);
    }

    /** True while a reopened index is being brought in step with the folder; answers come from the index as it is. */
    public boolean isCatchingUp() {
        return follower.isCatchingUp();
    }

    /**
     * True while changes the watcher has seen in the folder are being collected or applied: an answer given now
     * could miss a page saved a moment ago.
     */
    public boolean holdsChanges() {
        return follower.holdsChanges();
    }

    /** The last problem met while following the folder, or null. */
    public String lastError() {
        return follower.lastError();
    }

    public void addChangeListener(ChangeListener l) {
        follower.addChangeListener(l);
    }

    /**
     * Follows the folder from now on: saved, added, deleted and renamed pages are applied to the index
     * within about a second; bursts of changes are coalesced.
     */
    public void watch() {
        follower.watch();
    }

    /**
     * Answers a question from the wiki. A failure inside the pipeline does not throw: the answer then
     * says go_external with the error set (seed 004).
     *
     * @throws WikiException of kind USAGE when the question is empty
     */
    public Answer ask(Question question) throws WikiException {
        IdleMemory.activity();
        try {
            return answerer.ask(question);
        } finally {
            IdleMemory.activity();
        }
    }

    /**
     * A question is on its way (the window calls this as one is typed): loads the embedding model now, in the
     * background, when meaning search will need it, so the first answer does not wait for it. A wiki whose
     * vectors are all stored otherwise leaves the model unloaded until then.
     */
    public void prepareForQuestion() {
        IdleMemory.activity();
        if (index.vectors().any()) {
            meaning.prepareModel();
        }
    }

    public Answer ask(String question) throws WikiException {
        return ask(Question.of(question));
    }

    public Path root() {
        return root;
    }

    /** The pages the index knows, for link resolution and titles. */
    public Catalog catalog() {
        return index.catalog();
    }

    /** The title of an indexed page, by its path relative to the wiki. */
    public Optional<String> title(String path) {
        return index.catalog().get(path).map(ephemeris.index.PageMeta::title);
    }

    /** Resolves a wikilink or embed target written on page {@code from} to an indexed page's path. */
    public Optional<String> resolveLink(String target, String from) {
        return index.catalog().resolve(target, from);
    }

    public int pageCount() {
        return index.catalog().indexedCount();
    }

    /** How many pages are in each language (front matter, language folder, else their prose), most first. */
    public java.util.Map<String, Integer> languages() {
        return index.searcher().languages().pagesPerLanguage();
    }

    /** Every file under the root with its status (the coverage report). */
    public List<FileStatus> statuses() {
        return index.statuses();
    }

    /**
     * Why the index is not kept between runs although it was meant to be (the cache folder cannot be
     * created or written, or another process is updating it): the window's status bar, {@code status}
     * and {@code wiki_status} say so. Empty when it is kept, or in memory by choice.
     */
    public Optional<String> indexNotKept() {
        return index.notKept();
    }

    /** Where the index is persisted, or empty when it is in memory. */
    public Optional<Path> indexLocation() {
        return index.location();
    }

    /** Tags of the indexed pages with their page counts ({@link ephemeris.index.Catalog#tagCounts}). */
    public java.util.SortedMap<String, Integer> tags() {
        return index.catalog().tagCounts();
    }

    /** Folders holding indexed pages with their page counts ({@link ephemeris.index.Catalog#folderCounts}). */
    public java.util.SortedMap<String, Integer> folders() {
        return index.catalog().folderCounts();
    }

    /**
     * The pages related to one: its backlinks, its links and the pages nearest in meaning.
     *
     * @param path the page, relative to the wiki (".md" may be left off) or absolute inside it
     * @throws WikiException of kind NOT_FOUND for a path outside the wiki or not indexed, USAGE for an empty one
     */
    public RelatedPages related(String path) throws WikiException {
        return new RelatedFinder(index, root, options.maxPageBytes()).find(path);
    }

    /**
     * The markdown source of an indexed page, for the preview. Only pages the engine indexed can be
     * read, so a crafted path can never reach outside the wiki.
     */
    public Optional<String> pageSource(String relativePath) throws IOException {
        if (!index.catalog().isIndexed(relativePath)) {
            return Optional.empty();
        }
        Path file = root.resolve(relativePath).normalize();
        if (!file.startsWith(root) || !Files.isRegularFile(file)) {
            return Optional.empty();
        }
        PageReader.Result r = new PageReader(options.maxPageBytes()).read(file);
        return Optional.ofNullable(r.text());
    }

    /**
     * Stops the background work first (the watcher, indexing, embedding), each within a bounded wait,
     * then closes the index. Safe to call from several threads: a second caller waits for the first.
     */
    @Override
    public void close() {
        closing = true;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            follower.stop();
            meaning.close();
            // A meaning search still running reads the index: let it end (it takes milliseconds) before closing it.
            meaningSearches.shutdown();
            try {
                if (!meaningSearches.awaitTermination(Shutdown.BOUND.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
                    meaningSearches.shutdownNow();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            try {
                index.close();
            } catch (IOException | RuntimeException e) {
                LOG.log(Level.FINE, "Closing the index failed", e);
            }
            Shutdown.closed(this);
        }
    }
}
