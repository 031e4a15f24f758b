package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Page;
import org.apache.lucene.document.Document;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the catalog entries of an index of format 15, where each sat in its meta document's stored fields, for
 * {@link EarlierFormats} to write them into the doc-values column when such an index is opened.
 */
final class CatalogFormat15 {
    static final String FORMAT = "ephemeris-index-15";

    private CatalogFormat15() {
    }

    /** Every catalog entry of a format-15 index, read from its meta documents' stored fields. */
    static List<PageMeta> read(IndexStore store) {
        return store.withSearcher(s -> {
            List<PageMeta> out = new ArrayList<>();
            org.apache.lucene.search.TopDocs docs = s.search(new org.apache.lucene.search.TermQuery(
                    new org.apache.lucene.index.Term(Fields.KIND, Fields.KIND_META)), Math.max(1, s.getIndexReader().maxDoc()));
            org.apache.lucene.index.StoredFields stored = s.storedFields();
            for (org.apache.lucene.search.ScoreDoc sd : docs.scoreDocs) {
                out.add(read(stored.document(sd.doc)));
            }
            return out;
        });
    }

    static PageMeta read(Document d) {
        List<Page.Embed> embeds = new ArrayList<>();
        for (String[] p : rows(d.get("embeds"), 4)) {
            embeds.add(new Page.Embed(p[0], p[1], p[2], Integer.parseInt(p[3])));
        }
        List<Page.Link> links = new ArrayList<>();
        for (String[] p : rows(d.get("meta_links"), 2)) {
            links.add(new Page.Link(p[0], Integer.parseInt(p[1])));
        }
        return new PageMeta(d.get(Fields.PAGE), d.get("meta_title"), d.getField("size").numericValue().longValue(),
                d.getField("modified").numericValue().longValue(),
                Instant.ofEpochSecond(d.getField(Fields.DATE).numericValue().longValue()),
                FileStatus.State.valueOf(d.get("state")), d.get("reason"), embeds, lines(d.get("meta_tags")),
                links, lines(d.get("meta_aliases")));
    }

    private static List<String[]> rows(String stored, int columns) {
        List<String[]> out = new ArrayList<>();
        if (stored != null) {
            for (String line : stored.split("\n")) {
                String[] p = line.split("\t", -1);
                if (p.length == columns) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    private static List<String> lines(String stored) {
        return stored == null || stored.isEmpty() ? List.of() : List.of(stored.split("\n"));
    }
}
