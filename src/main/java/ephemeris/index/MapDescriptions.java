package ephemeris.index;

import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** What the wiki's page map ({@code index.md}) says of some pages: its description documents, looked up by page. */
final class MapDescriptions {
    private static final Set<String> READ = Set.of(Fields.PAGE, Fields.MAP);

    private MapDescriptions() {
    }

    /** The page map's description of each of these pages that it describes, by page path. */
    static Map<String, String> of(IndexSearcher searcher, Collection<String> pages) throws IOException {
        if (pages.isEmpty()) {
            return Map.of();
        }
        BooleanQuery described = new BooleanQuery.Builder()
                .add(new TermQuery(new Term(Fields.KIND, Fields.KIND_MAP)), BooleanClause.Occur.FILTER)
                .add(SortedDocValuesField.newSlowSetQuery(Fields.PAGE_DV, pages.stream().map(BytesRef::new).toList()),
                        BooleanClause.Occur.FILTER)
                .build();
        TopDocs top = searcher.search(described, pages.size());
        StoredFields stored = searcher.storedFields();
        Map<String, String> out = new HashMap<>();
        for (ScoreDoc sd : top.scoreDocs) {
            org.apache.lucene.document.Document d = stored.document(sd.doc, READ);
            out.put(d.get(Fields.PAGE), d.get(Fields.MAP));
        }
        return out;
    }
}
