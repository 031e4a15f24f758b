package ephemeris.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Logger;

/**
 * The passages' embedding vectors, kept in the same Lucene index as their passages but
 * written later, page by page, by a background embedder: keyword search works from the first moment
 * and meaning search joins in as vectors arrive. A page's vectors carry its key, so re-indexing or
 * deleting the page drops them too and the page is embedded again.
 */
public final class PassageVectors {
    private static final Logger LOG = Logger.getLogger(PassageVectors.class.getName());

    /** A passage near the question's meaning; similarity is the cosine, -1..1; lang is its page's language ("" unknown). */
    public record Near(String page, String passageId, float similarity, String lang) {
        /** Its similarity as judged for a reader of {@code language}: {@link #OTHER_LANGUAGE_HANDICAP} less in another known one. */
        public double judgedFor(String language) {
            return language.isEmpty() || lang.isEmpty() || lang.equals(language) ? similarity : similarity - OTHER_LANGUAGE_HANDICAP;
        }
    }

    /**
     * How much nearer a passage of a page in another language than the reader's must be to rank with one in the
     * reader's language: a page and its translation sit about equally near a question, and the reader wants the one
     * in their language; a page only another language has is still found (decision 0028).
     */
    public static final double OTHER_LANGUAGE_HANDICAP = 0.3;

    /** The nearest passages in the order a reader of {@code language} judges them ({@link Near#judgedFor}); stable. */
    public static List<Near> ownLanguageFirst(List<Near> near, String language) {
        if (language.isEmpty() || near.stream().allMatch(n -> n.lang().isEmpty() || n.lang().equals(language))) {
            return near;
        }
        List<Near> out = new ArrayList<>(near);
        out.sort(java.util.Comparator.comparingDouble((Near n) -> -n.judgedFor(language)));
        return out;
    }

    /**
     * How passages are turned into vectors (the text the model reads, {@link PageTextReader}, each passage
     * embedded alone, and one more text a page: its title with its own summary); part of the stored model
     * name, so a change re-embeds.
     */
    public static final String TEXT_SCHEME = "sections-6";

    private final IndexStore store;
    private final Catalog catalog;
    private final ReentrantLock writing;
    private final EmbeddedPages pages;
    private volatile String model = "";
    /** The wiki's language folders as of its last walk, which tell the language of the pages in them. */
    private volatile ephemeris.wiki.LanguageFolders languageFolders = ephemeris.wiki.LanguageFolders.NONE;

    private final VectorSearch search;
    private final PageTextReader texts;

    PassageVectors(IndexStore store, Catalog catalog, ReentrantLock writing) throws IOException {
        this.search = new VectorSearch(store);
        this.texts = new PageTextReader(store, catalog);
        this.store = store;
        this.catalog = catalog;
        this.writing = writing;
        this.pages = new EmbeddedPages(store);
        this.model = pages.storedModel();
    }

    /**
     * Declares the model whose vectors this index holds. Vectors of another model mean nothing next to
     * this one's, so they are all dropped and every page is embedded again.
     */
    public void useModel(String name) throws IOException {
        writing.lock();
        try {
            if (name.equals(model)) {
                return;
            }
            if (!pages.isEmpty()) {
                LOG.info("The index holds vectors of model " + model + "; replacing them with " + name);
                IndexWriter writer = store.writer();
                writer.deleteDocuments(new Term(Fields.KIND, Fields.KIND_VECTOR));
                writer.deleteDocuments(new Term(Fields.KIND, Fields.KIND_VECTORS_DONE));
                store.commit();
                store.refresh();
                pages.clear();
            }
            model = name;
        } finally {
            writing.unlock();
        }
    }

    /** Called when a page's documents were replaced or deleted (its vectors went with them). */
    void forget(String path) {
        pages.forget(path);
    }

    /**
     * Whether meaning search has read this page: its vectors are complete, visible to searches, and there are
     * some. A page done without vectors is never near a question, so it keeps its keyword rank on the meaning
     * side as a page not embedded yet does.
     */
    public boolean has(String path) {
        return pages.hasVectors(path);
    }

    /** Whether the embedder is done with this page and searches see it, with vectors or without. */
    public boolean done(String path) {
        return pages.isSearchable(path);
    }

    /** Pages whose vectors are complete. */
    public int pagesDone() {
        return pages.indexedDone(catalog);
    }

    /** Pages that have passages to embed (every indexed page). */
    public int pagesTotal() {
        return catalog.indexedCount();
    }

    /** How many passage vectors the index holds (searchable ones). */
    public int vectorCount() {
        return store.withSearcher(s -> s.count(new TermQuery(new Term(Fields.KIND, Fields.KIND_VECTOR))));
    }

    /** Whether any page has vectors yet: before that, meaning search has nothing to look in. */
    public boolean any() {
        return pages.any();
    }

    /** Up to {@code max} indexed pages still without vectors. */
    public List<String> pagesWithout(int max) {
        return pages.indexedNotDone(catalog, max);
    }

    /** A page's own passages as the texts the model reads ({@link PageTextReader#read}). */
    public Optional<PageToEmbed> read(String path) {
        return texts.read(path, languageFolders);
    }

    /** Takes the wiki's language folders from its latest walk. */
    void languageFolders(ephemeris.wiki.LanguageFolders folders) {
        languageFolders = folders;
    }

    /**
     * Adds a page's vectors, unless the page changed since its text was read (then it is read again
     * later). Not visible to searches until {@link #publish}.
     *
     * @return whether the vectors were kept
     */
    public boolean add(PageToEmbed page, List<float[]> vectors) throws IOException {
        writing.lock();
        try {
            Optional<PageMeta> now = catalog.get(page.path());
            if (store.isClosed() || now.isEmpty() || !now.get().sameFile(page.size(), page.modified()) || pages.isDone(page.path())) {
                return false;
            }
            List<Document> docs = new ArrayList<>();
            for (int i = 0; i < vectors.size(); i++) {
                docs.add(Documents.vector(page.path(), page.passageIds().get(i), page.lang(), vectors.get(i)));
            }
            docs.add(Documents.vectorsDone(page.path(), model, vectors.isEmpty()));
            store.writer().addDocuments(docs);
            pages.added(page.path(), vectors.isEmpty());
            return true;
        } finally {
            writing.unlock();
        }
    }

    /** Makes added vectors searchable, and with {@code durable} also keeps them across restarts. */
    public void publish(boolean durable) throws IOException {
        writing.lock();
        try {
            if (store.isClosed()) {
                return;
            }
            if (durable) {
                store.commit();
            }
            Set<String> added = pages.doneNow();
            store.refresh();
            pages.published(added);
        } finally {
            writing.unlock();
        }
    }

    /** The k passages nearest in meaning to the question's vector ({@link VectorSearch#nearest}). */
    public List<Near> nearest(float[] question, int k) {
        return search.nearest(question, k, "");
    }

    /**
     * The {@code k} passages nearest to a question's vector, and the {@code k} nearest of pages in {@code language}
     * among them or beyond: in a wiki of several languages a page's translations sit next to it in meaning, and the
     * question's own language's pages must not be crowded out of the list by them. Nearest first.
     */
    public List<Near> nearest(float[] question, int k, String language) {
        return search.nearest(question, k, language);
    }

    /** The page's own passage vectors, in passage order ({@link VectorSearch#of}). */
    public List<float[]> of(String page) {
        return search.of(page);
    }

    /** The passages with these ids, by id (missing ones were replaced since). */
    public Map<String, PassageHit> passages(Collection<String> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        return store.withSearcher(s -> {
            List<BytesRef> terms = ids.stream().map(BytesRef::new).toList();
            TopDocs docs = s.search(new TermInSetQuery(Fields.PASSAGE_ID, terms), ids.size());
            StoredFields stored = s.storedFields();
            List<Document> documents = new ArrayList<>(docs.scoreDocs.length);
            for (ScoreDoc sd : docs.scoreDocs) {
                documents.add(stored.document(sd.doc));
            }
            List<PassageHit> hits = StoredPassage.read(s, documents, new float[documents.size()]);
            Map<String, PassageHit> out = new HashMap<>();
            for (int i = 0; i < hits.size(); i++) {
                out.put(documents.get(i).get(Fields.PASSAGE_ID), hits.get(i));
            }
            return out;
        });
    }
}
