package ephemeris.query;

import ephemeris.index.Fields;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.BytesRef;

import java.util.Set;
import java.util.TreeSet;

/**
 * The pages a question's filters let through, in the two forms retrieval needs: a test for a page found
 * by meaning, and a clause that keeps keyword search to those pages.
 */
public final class PageFilter {
    /** Lets every page through. */
    public static final PageFilter ALL = new PageFilter(null, Set.of());

    /** The pages allowed, or null for every page. */
    private final Set<String> allowed;
    private final Set<String> denied;

    /**
     * @param allowed the pages allowed, or null for every page
     * @param denied  pages left out even when allowed
     */
    PageFilter(Set<String> allowed, Set<String> denied) {
        this.allowed = allowed == null ? null : Set.copyOf(allowed);
        this.denied = Set.copyOf(denied);
    }

    public boolean admits(String page) {
        return (allowed == null || allowed.contains(page)) && !denied.contains(page);
    }

    public boolean all() {
        return allowed == null && denied.isEmpty();
    }

    /** The query kept to the allowed pages (its scores unchanged). */
    Query restrict(Query query) {
        if (all()) {
            return query;
        }
        BooleanQuery.Builder b = new BooleanQuery.Builder().add(query, BooleanClause.Occur.MUST);
        if (allowed != null) {
            // Sorted, so the query is the same whatever order the set iterates in.
            TreeSet<String> keep = new TreeSet<>(allowed);
            keep.removeAll(denied);
            b.add(pages(keep), BooleanClause.Occur.FILTER);
        } else {
            b.add(new MatchAllDocsQuery(), BooleanClause.Occur.FILTER);
            b.add(pages(new TreeSet<>(denied)), BooleanClause.Occur.MUST_NOT);
        }
        return b.build();
    }

    /**
     * The documents of these pages, by the page doc values every passage and page-map document has: checked
     * only on the documents the question's words already matched.
     */
    private static Query pages(TreeSet<String> paths) {
        return SortedDocValuesField.newSlowSetQuery(Fields.PAGE_DV, paths.stream().map(BytesRef::new).toList());
    }
}
