package ephemeris.query;

import ephemeris.index.Fields;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** The filter clause keeps a search to the pages a question's filters admit, over several segments. */
class AdmittedPagesTest {

    /** The pages of the documents holding "word" that the clause admits. */
    private static Set<String> found(IndexSearcher searcher, Set<String> allowed, Set<String> denied) throws Exception {
        BooleanQuery q = new BooleanQuery.Builder()
                .add(new TermQuery(new Term("w", "word")), BooleanClause.Occur.MUST)
                .add(new AdmittedPages(allowed, denied), BooleanClause.Occur.FILTER).build();
        Set<String> out = new TreeSet<>();
        for (ScoreDoc sd : searcher.search(q, 100).scoreDocs) {
            out.add(searcher.storedFields().document(sd.doc).get("p"));
        }
        return out;
    }

    @Test
    void allowedPagesLessThoseLeftOut() throws Exception {
        try (Directory dir = new ByteBuffersDirectory(); IndexWriter w = new IndexWriter(dir, new IndexWriterConfig())) {
            for (String page : new String[]{"a.md", "b.md", "c.md", "d/e.md"}) {
                for (int passage = 0; passage < 2; passage++) {
                    Document d = new Document();
                    d.add(new StringField("w", "word", Field.Store.NO));
                    d.add(new StringField("p", page, Field.Store.YES));
                    d.add(new SortedDocValuesField(Fields.PAGE_DV, new BytesRef(page)));
                    w.addDocument(d);
                }
                w.commit(); // a segment a page: each page's decision is made in its own segment
            }
            try (DirectoryReader r = DirectoryReader.open(w)) {
                IndexSearcher s = new IndexSearcher(r);
                assertEquals(Set.of("a.md", "c.md", "d/e.md"), found(s, null, Set.of("b.md")));
                assertEquals(Set.of("a.md", "d/e.md"), found(s, Set.of("a.md", "b.md", "d/e.md"), Set.of("b.md")));
                assertEquals(Set.of("c.md"), found(s, Set.of("c.md", "gone.md"), Set.of()));
                assertEquals(Set.of(), found(s, Set.of("a.md"), Set.of("a.md")));
            }
        }
    }

    @Test
    void equalFiltersMakeEqualClauses() {
        assertEquals(new AdmittedPages(null, Set.of("a", "b")), new AdmittedPages(null, Set.of("b", "a")));
        assertEquals(new AdmittedPages(null, Set.of("a")).hashCode(), new AdmittedPages(null, Set.of("a")).hashCode());
        assertNotEquals(new AdmittedPages(Set.of("a"), Set.of()), new AdmittedPages(null, Set.of()));
        assertNotEquals(new AdmittedPages(null, Set.of("a")), new AdmittedPages(null, Set.of("b")));
    }
}
