package ephemeris.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.search.IndexSearcher;

import java.io.IOException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A passage as its stored document holds it: the body's lines paired with their block references (where
 * each block stands on its owner page), and the fields a hit shows and answers read.
 */
final class StoredPassage {
    private StoredPassage() {
    }

    /**
     * The passages of these documents ({@code own}, {@code borrowed} or {@code map}), in their order, each with
     * its search score ({@code scores[i]} for {@code docs[i]}). A page's passages carry the page map's
     * description of the page as the index holds it now, read with them rather than written into them: a
     * passage indexed before the map was read (a first build reads the map last) or before the map changed
     * reads the same description as one indexed after.
     */
    static List<PassageHit> read(IndexSearcher searcher, int[] docs, float[] scores) throws IOException {
        StoredFields stored = searcher.storedFields();
        List<Document> documents = new ArrayList<>(docs.length);
        for (int doc : docs) {
            documents.add(stored.document(doc));
        }
        return read(searcher, documents, scores);
    }

    /** As {@link #read(IndexSearcher, int[], float[])}, for documents already loaded. */
    static List<PassageHit> read(IndexSearcher searcher, List<Document> documents, float[] scores) throws IOException {
        Set<String> pages = new HashSet<>();
        for (Document d : documents) {
            if (d.get(Fields.MAP) == null) {
                pages.add(d.get(Fields.PAGE));
            }
        }
        Map<String, String> described = MapDescriptions.of(searcher, pages);
        List<PassageHit> out = new ArrayList<>(documents.size());
        for (int i = 0; i < documents.size(); i++) {
            out.add(read(documents.get(i), scores[i], described));
        }
        return out;
    }

    /** The passage of a stored document, with its search score and the page map's descriptions by page. */
    private static PassageHit read(Document d, float score, Map<String, String> described) {
        List<PassageHit.BlockText> blocks = blocks(d);
        Map<String, String> fields = new HashMap<>();
        for (String f : new String[]{Fields.TITLE, Fields.ALIASES, Fields.TAGS, Fields.HEADINGS, Fields.PATH, Fields.BODY, Fields.LANG}) {
            String v = d.get(f);
            fields.put(f, v == null ? "" : v);
        }
        String map = d.get(Fields.MAP);
        fields.put(Fields.MAP, map != null ? map : described.getOrDefault(d.get(Fields.PAGE), ""));
        String heading = d.get(Fields.HEADINGS);
        return new PassageHit(d.get(Fields.PAGE), d.get(Fields.OWNER), score, d.get(Fields.TITLE),
                heading == null ? "" : heading, List.copyOf(blocks),
                Instant.ofEpochSecond(d.getField(Fields.DATE).numericValue().longValue()), fields);
    }

    /** The passage's blocks, each with its text; empty for a document stored without block references. */
    static List<PassageHit.BlockText> blocks(Document d) {
        List<PassageHit.BlockText> blocks = new ArrayList<>();
        String body = d.get(Fields.BODY);
        String refsText = d.get(Fields.BLOCKS);
        if (body != null && refsText != null && !refsText.isEmpty()) {
            String[] lines = body.split("\n", -1);
            String[] refs = refsText.split("\n", -1);
            for (int i = 0; i < refs.length && i < lines.length; i++) {
                blocks.add(BlockRefs.read(lines[i], refs[i]));
            }
        }
        return blocks;
    }
}
