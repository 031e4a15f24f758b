package ephemeris.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which pages {@link PassageVectors} holds complete vectors of, which of those searches see, and which have none:
 * read back from the index's done markers when it opens, then kept as the embedder adds pages.
 */
final class EmbeddedPages {
    /** Pages whose vectors are complete in the index. */
    private final Set<String> done = ConcurrentHashMap.newKeySet();
    /** Of those, the pages whose vectors searches can see (published). */
    private final Set<String> searchable = ConcurrentHashMap.newKeySet();
    /**
     * Of the done pages, those with no vector: nothing of theirs the model reads (a language it was not trained
     * on, only code), or the model refused their text. Meaning search never finds them.
     */
    private final Set<String> withoutVectors = ConcurrentHashMap.newKeySet();
    /** The model the stored vectors are of: "" when there are none, "(mixed)" when of several. */
    private final String storedModel;

    /** Reads the done markers the index holds: the pages they name are done and searchable. */
    EmbeddedPages(IndexStore store) {
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
        String model = models.values().stream().findFirst().orElse("");
        storedModel = models.values().stream().distinct().count() > 1 ? "(mixed)" : model;
    }

    String storedModel() {
        return storedModel;
    }

    boolean isEmpty() {
        return done.isEmpty();
    }

    /** Forgets every page: their vectors were dropped. */
    void clear() {
        done.clear();
        searchable.clear();
        withoutVectors.clear();
    }

    /** Forgets a page whose documents were replaced or deleted (its vectors went with them). */
    void forget(String path) {
        done.remove(path);
        searchable.remove(path);
        withoutVectors.remove(path);
    }

    /** Notes a page whose vectors (none when {@code withoutVectors}) were added: done, not yet searchable. */
    void added(String path, boolean withoutVectors) {
        if (withoutVectors) {
            this.withoutVectors.add(path);
        }
        done.add(path);
    }

    /** The pages done now: the ones a refresh about to happen makes searchable. */
    Set<String> doneNow() {
        return Set.copyOf(done);
    }

    /** Makes the pages done before a refresh searchable, but not one re-indexed meanwhile (it lost its vectors). */
    void published(Set<String> added) {
        searchable.addAll(added);
        searchable.retainAll(done);
    }

    boolean isDone(String path) {
        return done.contains(path);
    }

    /** Whether searches see the page's vectors, and there are some. */
    boolean hasVectors(String path) {
        return searchable.contains(path) && !withoutVectors.contains(path);
    }

    boolean isSearchable(String path) {
        return searchable.contains(path);
    }

    /** Whether any page has vectors yet. */
    boolean any() {
        return done.size() > withoutVectors.size();
    }

    /** How many of the catalog's indexed pages are done. */
    int indexedDone(Catalog catalog) {
        return (int) catalog.all().stream().filter(m -> m.state() == ephemeris.wiki.FileStatus.State.INDEXED
                && done.contains(m.path())).count();
    }

    /** Up to {@code max} of the catalog's indexed pages not done. */
    List<String> indexedNotDone(Catalog catalog, int max) {
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
}
