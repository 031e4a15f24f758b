package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Page;
import org.apache.lucene.document.Document;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the catalog entries of an index of the previous format, where each sat in its meta document's stored
 * fields, and rewrites them once when such an index is opened ({@link IndexStore}), so an upgrade keeps the
 * index and, above all, its meaning vectors, which take minutes to compute again.
 */
final class CatalogFormat15 {
    static final String FORMAT = "ephemeris-index-15";

    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(CatalogFormat15.class.getName());

    private CatalogFormat15() {
    }

    /** Whether the directory holds this wiki's index in the format before this one, whose catalog is rewritten on open. */
    static boolean holds(org.apache.lucene.store.Directory dir, java.nio.file.Path realRoot) throws java.io.IOException {
        try {
            java.util.Map<String, String> data = org.apache.lucene.index.SegmentInfos.readLatestCommit(dir).getUserData();
            return FORMAT.equals(data.get(IndexStore.KEY_FORMAT)) && realRoot.toString().equals(data.get(IndexStore.KEY_ROOT));
        } catch (org.apache.lucene.index.IndexNotFoundException | org.apache.lucene.index.IndexFormatTooOldException
                 | org.apache.lucene.index.IndexFormatTooNewException | org.apache.lucene.index.CorruptIndexException e) {
            return false; // isCurrent tells what to do with it
        }
    }

    /** Moves every catalog entry of a format-15 index from stored fields to the doc-values column, and commits. */
    static void rewrite(IndexStore store) throws java.io.IOException {
        List<PageMeta> metas = store.withSearcher(s -> {
            List<PageMeta> out = new ArrayList<>();
            org.apache.lucene.search.TopDocs docs = s.search(new org.apache.lucene.search.TermQuery(
                    new org.apache.lucene.index.Term(Fields.KIND, Fields.KIND_META)), Math.max(1, s.getIndexReader().maxDoc()));
            org.apache.lucene.index.StoredFields stored = s.storedFields();
            for (org.apache.lucene.search.ScoreDoc sd : docs.scoreDocs) {
                out.add(read(stored.document(sd.doc)));
            }
            return out;
        });
        for (PageMeta m : metas) {
            store.writer().deleteDocuments(new org.apache.lucene.search.BooleanQuery.Builder()
                    .add(new org.apache.lucene.search.TermQuery(new org.apache.lucene.index.Term(Fields.KEY, m.path())),
                            org.apache.lucene.search.BooleanClause.Occur.FILTER)
                    .add(new org.apache.lucene.search.TermQuery(new org.apache.lucene.index.Term(Fields.KIND, Fields.KIND_META)),
                            org.apache.lucene.search.BooleanClause.Occur.FILTER)
                    .build());
            store.writer().addDocument(Documents.meta(m));
        }
        store.commit();
        store.refresh();
        LOG.info("Rewrote the catalog of " + metas.size() + " pages into the current index format");
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
