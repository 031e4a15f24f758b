package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.answer.AnswerComposer;
import ephemeris.answer.UnitMeaning;
import ephemeris.embed.EmbeddingModel;
import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.index.AnalysedTexts;
import ephemeris.index.PassageVectors;
import ephemeris.index.WikiIndex;
import ephemeris.query.KeyTerms;
import ephemeris.query.QuestionLanguage;
import ephemeris.query.PageFilter;
import ephemeris.query.QuestionOperators;
import ephemeris.query.SearchFilters;
import ephemeris.query.Retrieval;
import ephemeris.query.Retriever;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Messages;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.text.Normalizer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Answers one question: its operators read, its filters applied, its words searched while its meaning is
 * searched on another thread, the pages fused, and the answer composed from their passages. Owned by the
 * {@link Engine}, which keeps the index it reads in step with the folder.
 */
final class QuestionAnswerer {
    private static final Logger LOG = Logger.getLogger(QuestionAnswerer.class.getName());

    private final WikiIndex index;
    private final Retriever retriever;
    private final AnswerComposer composer;
    private final EngineOptions options;
    /** Null when meaning search is off. */
    private final VectorBuilder vectors;
    /** Embeds questions and searches their meaning, alongside the keyword search of the asking thread. */
    private final ExecutorService meaningSearches;
    /** Whether the engine is closing: a question then fails plainly and starts no meaning search. */
    private final BooleanSupplier closing;

    QuestionAnswerer(WikiIndex index, EngineOptions options, VectorBuilder vectors, ExecutorService meaningSearches,
                     BooleanSupplier closing) {
        this.index = index;
        this.options = options;
        this.vectors = vectors;
        this.meaningSearches = meaningSearches;
        this.closing = closing;
        this.retriever = new Retriever(index);
        this.composer = new AnswerComposer(index.analyzer(), this::idf);
    }

    /**
     * Answers a question from the wiki. A failure inside the pipeline does not throw: the answer then
     * says go_external with the error set (seed 004).
     *
     * @throws WikiException of kind USAGE when the question is empty
     */
    public Answer ask(Question question) throws WikiException {
        String typed = Normalizer.normalize(question.text(), Normalizer.Form.NFC).strip();
        if (typed.isEmpty()) {
            throw new WikiException(WikiException.Kind.USAGE, Messages.USAGE);
        }
        QuestionOperators operators = QuestionOperators.parse(typed);
        String text = operators.words();
        SearchFilters filters = operators.filters();
        if (text.isEmpty() && filters.isEmpty()) {
            throw new WikiException(WikiException.Kind.USAGE, "The question has no words besides its operators: type what to ask after them.");
        }
        QuestionLanguage language = language(text, operators.language().isEmpty() ? question.language() : operators.language());
        CompletableFuture<List<PassageVectors.Near>> nearest = null;
        try {
            PageFilter filter = retriever.filter(filters);
            if (text.isEmpty()) {
                return browse(filters, filter, language, question.top());
            }
            language = retriever.languageOf(text, language);
            // The question is embedded and searched by meaning on another thread while this one searches its words.
            CompletableFuture<float[]> vector = questionVector(text, language);
            QuestionLanguage asked = language;
            nearest = vector == null ? null : vector.thenApplyAsync(v -> retriever.nearest(v, asked), meaningSearches);
            // The pages' why-matched and the answer's scoring read the same passages: each is analysed once.
            AnalysedTexts texts = new AnalysedTexts(index.analyzer());
            Retrieval retrieval = retriever.retrieve(text, language, question.top(), nearest, filter, texts);
            AnswerComposer.Rules rules = new AnswerComposer.Rules(options.staleDays(), options.clock().instant());
            return composer.compose(text, retrieval, question.timeSensitive(), rules, unitMeaning(vector == null ? null : vector.join(), codeOf(text, language)), texts)
                    .withFilters(filters);
        } catch (IOException | RuntimeException e) {
            // At the process's end the model refuses new calls: not a failure worth a warning.
            LOG.log(ephemeris.embed.NativeCalls.isClosed() ? Level.FINE : Level.WARNING, "Answering \"" + text + "\" failed", e);
            Throwable cause = plain(e);
            String message = closing.getAsBoolean() ? "The wiki was closed." : cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
            return Answer.failed(text, KeyTerms.contentWords(text, language.code()).stream().limit(KeyTerms.MAX_KEY_TERMS).toList(),
                    language, question.timeSensitive(), message).withFilters(filters);
        } finally {
            if (nearest != null) {
                // A question without searchable words never waits for its meaning search: it stops here.
                nearest.cancel(false);
            }
        }
    }

    /**
     * Filters without question words: the pages they let through, newest first (ties by path), each with
     * its opening passage. Nothing is answered; the list is what was asked for ("tag:recipes tag:weeknight").
     */
    private Answer browse(SearchFilters filters, PageFilter filter, QuestionLanguage language, int top) {
        java.util.function.Predicate<ephemeris.index.PageMeta> byPage = filters.pageTest();
        List<ephemeris.index.PageMeta> matching = index.catalog().all().stream()
                .filter(m -> m.state() == ephemeris.wiki.FileStatus.State.INDEXED && byPage.test(m) && filter.admits(m.path()))
                .sorted(java.util.Comparator.comparing(ephemeris.index.PageMeta::date).reversed()
                        .thenComparing(ephemeris.index.PageMeta::path))
                .toList();
        List<ephemeris.index.PageMeta> shown = matching.subList(0, Math.min(top, matching.size()));
        java.util.Map<String, ephemeris.index.PassageHit> openings = index.searcher().openings(shown.stream().map(ephemeris.index.PageMeta::path).toList());
        List<ephemeris.query.RankedPage> pages = new java.util.ArrayList<>();
        for (ephemeris.index.PageMeta m : shown) {
            ephemeris.index.PassageHit opening = openings.get(m.path());
            pages.add(new ephemeris.query.RankedPage(m.path(), m.title(), 0, 1, List.of(),
                    opening == null ? List.of() : List.of(opening), m.date()));
        }
        return Answer.listed(pages, matching.size(), language, filters);
    }

    /**
     * The language to read a question in: the pinned one when there is one, else its own.
     *
     * @throws WikiException of kind USAGE when the pinned language is no language code
     */
    static QuestionLanguage language(String text, String pinned) throws WikiException {
        if (!pinned.isEmpty() && ephemeris.wiki.Languages.code(pinned).isEmpty()) {
            throw new WikiException(WikiException.Kind.USAGE, "The language must be a two-letter language code, as in ja or pt-BR; \""
                    + pinned + "\" is not one.");
        }
        return QuestionLanguage.of(text, pinned);
    }

    /** The failure itself, out of the wrappers the meaning search's thread hands it over in. */
    private static Throwable plain(Throwable e) {
        Throwable t = e;
        while ((t instanceof java.util.concurrent.CompletionException || t instanceof java.util.concurrent.ExecutionException
                || t instanceof UncheckedIOException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    /** The question's meaning for choosing answer units, or null when it has none; units are read in its language. */
    private UnitMeaning unitMeaning(float[] vector, String language) {
        if (vector == null) {
            return null;
        }
        EmbeddingModel model = vectors.model().orElseGet(SharedModel::get);
        if (model == null) {
            return null;
        }
        return new UnitMeaning() {
            @Override
            public float[] question() {
                return vector;
            }

            @Override
            public List<float[]> embed(List<String> texts) throws IOException {
                return model.embedPassages(texts, language);
            }
        };
    }

    /**
     * The question's embedding, under way on a thread of its own, when meaning search has vectors to
     * compare it with; else null.
     */
    private CompletableFuture<float[]> questionVector(String question, QuestionLanguage language) {
        if (vectors == null || !index.vectors().any() || closing.getAsBoolean()) {
            return null;
        }
        // The index has vectors from an earlier session but the builder may still be loading the model:
        // wait for it (about a second, once) rather than answer the first question with keywords alone.
        EmbeddingModel model = vectors.model().orElseGet(SharedModel::get);
        if (model == null || !readsTheLanguageOf(model, question, language)) {
            return null;
        }
        return CompletableFuture.supplyAsync(() -> {
            try {
                return model.embedQuery(question, codeOf(question, language));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, meaningSearches);
    }

    /**
     * Whether the model was trained on the question's language. A question in another one (Japanese or German
     * to an English model) lands near passages by accident, and those would outrank a good keyword match; the
     * pages told to be in its language have no vectors either ({@code PageEmbedder#readsItsLanguage}), so
     * its meaning would only bring pages in other languages. A question whose language cannot be told is
     * searched by meaning too.
     */
    static boolean readsTheLanguageOf(EmbeddingModel model, String question, QuestionLanguage asked) {
        String language = codeOf(question, asked);
        return language.isEmpty() || model.languages().contains(language);
    }

    /** The question's language: as told, else by its script; empty when neither tells. */
    static String codeOf(String question, QuestionLanguage asked) {
        if (!asked.code().isEmpty()) {
            return asked.code();
        }
        String language = ephemeris.wiki.Languages.byScript(question);
        return language == null ? "" : language;
    }

    /** Rarity of a word: BM25's idf over passages, from the exact or stemmed form, whichever is commoner. */
    double idf(String word) {
        int df = 0;
        List<String> exact = Analyzers.terms(index.analyzer(), Fields.BODY_EXACT, word);
        if (!exact.isEmpty()) {
            df = index.searcher().docFreq(Fields.BODY_EXACT, exact.getFirst());
        }
        List<String> stem = Analyzers.terms(index.analyzer(), Fields.BODY, word);
        if (!stem.isEmpty()) {
            df = Math.max(df, index.searcher().docFreq(Fields.BODY, stem.getFirst()));
        }
        return index.searcher().idf(df);
    }
}
