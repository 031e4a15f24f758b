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
import java.util.concurrent.ConcurrentHashMap;
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

    /**
     * A page's own passages as the text the model reads, with the file version they were read from. The
     * last text is the page's title line, with its first passage's id: an id may be in {@code passageIds} twice.
     *
     * @param lang         the page's language, empty when it cannot be told
     * @param languageSure whether the language is told surely: by the wiki's language folders, or by a script
     *                     that only some languages write (kana, Hangul, Arabic, Cyrillic, …); a language read
     *                     from Latin-script prose alone may be a page of code and identifiers misread
     */
    public record PageText(String path, long size, long modified, String lang, boolean languageSure,
                           List<String> passageIds, List<String> texts) {
        /** The same page with nothing for the model to read: it is stored as done, with no vectors. */
        public PageText withoutTexts() {
            return new PageText(path, size, modified, lang, languageSure, List.of(), List.of());
        }
    }

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
    /** Pages whose vectors are complete in the index. */
    private final Set<String> done = ConcurrentHashMap.newKeySet();
    /** Of those, the pages whose vectors searches can see (published). */
    private final Set<String> searchable = ConcurrentHashMap.newKeySet();
    /**
     * Of the done pages, those with no vector: nothing of theirs the model reads (a language it was not trained
     * on, only code), or the model refused their text. Meaning search never finds them.
     */
    private final Set<String> withoutVectors = ConcurrentHashMap.newKeySet();
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
        Map<String, String> models = store.withSearcher(s -> {
            Map<String, String> out = new HashMap<>();
            int max = Math.max(1, s.getIndexReader().maxDoc());
            TopDocs docs = s.search(new TermQuery(new Term(Fields.KIND, Fields.KIND_VECTORS_DONE)), max);
            StoredFields stored = s.storedFields();
            for (ScoreDoc sd : docs.scoreDocs) {
                Document d = stored.document(sd.doc);
                out.put(d.get(Fields.PAGE), d.get(Fields.MODEL));
                if (d.get(Fields.NO_VECTORS) != null) {
                    withoutVectors.add(d.get(Fields.PAGE));
                }
            }
            return out;
        });
        done.addAll(models.keySet());
        searchable.addAll(models.keySet());
        models.values().stream().findFirst().ifPresent(m -> model = m);
        if (models.values().stream().distinct().count() > 1) {
            model = "(mixed)";
        }
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
            if (!done.isEmpty()) {
                LOG.info("The index holds vectors of model " + model + "; replacing them with " + name);
                IndexWriter writer = store.writer();
                writer.deleteDocuments(new Term(Fields.KIND, Fields.KIND_VECTOR));
                writer.deleteDocuments(new Term(Fields.KIND, Fields.KIND_VECTORS_DONE));
                store.commit();
                store.refresh();
                done.clear();
                searchable.clear();
                withoutVectors.clear();
            }
            model = name;
        } finally {
            writing.unlock();
        }
    }

    /** Called when a page's documents were replaced or deleted (its vectors went with them). */
    void forget(String path) {
        done.remove(path);
        searchable.remove(path);
        withoutVectors.remove(path);
    }

    /**
     * Whether meaning search has read this page: its vectors are complete, visible to searches, and there are
     * some. A page done without vectors is never near a question, so it keeps its keyword rank on the meaning
     * side as a page not embedded yet does.
     */
    public boolean has(String path) {
        return searchable.contains(path) && !withoutVectors.contains(path);
    }

    /** Whether the embedder is done with this page and searches see it, with vectors or without. */
    public boolean done(String path) {
        return searchable.contains(path);
    }

    /** Pages whose vectors are complete. */
    public int pagesDone() {
        return (int) catalog.all().stream().filter(m -> m.state() == ephemeris.wiki.FileStatus.State.INDEXED
                && done.contains(m.path())).count();
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
        return done.size() > withoutVectors.size();
    }

    /** Up to {@code max} indexed pages still without vectors. */
    public List<String> pagesWithout(int max) {
        List<String> out = new ArrayList<>();
        for (PageMeta m : catalog.all()) {
            if (m.state() == ephemeris.wiki.FileStatus.State.INDEXED && !done.contains(m.path())) {
                out.add(m.path());
                if (out.size() >= max) {
                    break;
                }
            }
        }
        return out;
    }

    /** A page's own passages as the texts the model reads ({@link PageTextReader#read}). */
    public Optional<PageText> read(String path) {
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
    public boolean add(PageText page, List<float[]> vectors) throws IOException {
        writing.lock();
        try {
            Optional<PageMeta> now = catalog.get(page.path());
            if (store.isClosed() || now.isEmpty() || !now.get().sameFile(page.size(), page.modified()) || done.contains(page.path())) {
                return false;
            }
            List<Document> docs = new ArrayList<>();
            for (int i = 0; i < vectors.size(); i++) {
                docs.add(Documents.vector(page.path(), page.passageIds().get(i), page.lang(), vectors.get(i)));
            }
            docs.add(Documents.vectorsDone(page.path(), model, vectors.isEmpty()));
            store.writer().addDocuments(docs);
            if (vectors.isEmpty()) {
                withoutVectors.add(page.path());
            }
            done.add(page.path());
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
            Set<String> added = Set.copyOf(done);
            store.refresh();
            searchable.addAll(added);
            searchable.retainAll(done); // a page re-indexed meanwhile lost its vectors
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
