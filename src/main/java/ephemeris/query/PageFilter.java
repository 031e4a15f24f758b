package ephemeris.query;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.index.WikiIndex;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.Term;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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
        // Hash sets, not Set.copyOf's: a page is tested against them for every document a question's words
        // match, and paths that share a long folder prefix are compared by hash before their text.
        this.allowed = allowed == null ? null : java.util.Collections.unmodifiableSet(new java.util.HashSet<>(allowed));
        this.denied = java.util.Collections.unmodifiableSet(new java.util.HashSet<>(denied));
    }

    /**
     * The pages a question's filters let through: tags, paths and dates read from the catalog, quoted
     * phrases and excluded words from the index (a phrase's terms find the candidate passages, their text
     * decides; an excluded word is matched in titles and bodies as a key term is).
     */
    static PageFilter of(SearchFilters filters, WikiIndex index, KeywordQueries queries) {
        Analyzer analyzer = index.analyzer();
        if (filters.isEmpty()) {
            return PageFilter.ALL;
        }
        java.util.Set<String> allowed = null;
        java.util.Set<String> denied = new java.util.HashSet<>();
        if (filters.byPage()) {
            java.util.function.Predicate<ephemeris.index.PageMeta> test = filters.pageTest();
            ephemeris.index.IndexedPages pages = index.catalog().indexed();
            // With path: the pages under its folders are the only candidates, found without reading the others.
            List<ephemeris.index.PageMeta> candidates = filters.paths().isEmpty() ? pages.all() : pages.under(filters.lowerPaths());
            List<String> passing = new ArrayList<>();
            List<String> left = new ArrayList<>();
            for (ephemeris.index.PageMeta m : candidates) {
                (test.test(m) ? passing : left).add(m.path());
            }
            if (pages.size() - passing.size() < passing.size()) {
                // Most pages pass (after:2000-01-01, a big folder): the few left out make the smaller clause.
                if (candidates.size() == pages.size()) {
                    denied.addAll(left);
                } else {
                    java.util.Set<String> pass = new java.util.HashSet<>(passing);
                    for (ephemeris.index.PageMeta m : pages.all()) {
                        if (!pass.contains(m.path())) {
                            denied.add(m.path());
                        }
                    }
                }
            } else {
                allowed = new java.util.HashSet<>(passing);
            }
        }
        org.apache.lucene.util.QueryBuilder phrases = new org.apache.lucene.util.QueryBuilder(analyzer);
        for (String phrase : filters.phrases()) {
            Query q = phrases.createPhraseQuery(Fields.BODY, phrase);
            if (q == null) {
                // A phrase of stop words only ("to be or not to be"): its exact forms find the candidates.
                BooleanQuery.Builder all = new BooleanQuery.Builder();
                Analyzers.terms(analyzer, Fields.BODY_EXACT, phrase).forEach(t -> all.add(new TermQuery(new Term(Fields.BODY_EXACT, t)),
                        BooleanClause.Occur.MUST));
                BooleanQuery built = all.build();
                q = built.clauses().isEmpty() ? null : built;
            }
            // Only the pages still let through are worth reading: their passages' text is loaded to be checked.
            java.util.Set<String> through = allowed;
            java.util.Set<String> holding = q == null ? java.util.Set.of()
                    : index.searcher().pagesMatching(q, page -> (through == null || through.contains(page)) && !denied.contains(page),
                    text -> SearchFilters.holdsPhrase(text, phrase));
            if (allowed == null) {
                allowed = new java.util.HashSet<>(holding);
            } else {
                allowed.retainAll(holding);
            }
        }
        for (String word : filters.excluded()) {
            BooleanQuery.Builder either = new BooleanQuery.Builder();
            for (String field : java.util.List.of(Fields.TITLE, Fields.BODY)) {
                Query q = queries.field(field, word);
                if (q != null) {
                    either.add(q, BooleanClause.Occur.SHOULD);
                }
            }
            BooleanQuery q = either.build();
            if (!q.clauses().isEmpty()) {
                denied.addAll(index.searcher().pagesMatching(q));
            }
        }
        return new PageFilter(allowed, denied);
    }

    public boolean admits(String page) {
        return (allowed == null || allowed.contains(page)) && !denied.contains(page);
    }

    /**
     * The pages with only the passages written in a page the filter lets through: a note that embeds a PDF holds
     * the PDF's text, which {@code -type:pdf} (or {@code -draft}, {@code path:}) must keep out of the answer as it
     * keeps the PDF itself out.
     */
    List<RankedPage> quotingOnlyAdmitted(List<RankedPage> pages) {
        if (all()) {
            return pages;
        }
        List<RankedPage> out = new ArrayList<>(pages.size());
        for (RankedPage p : pages) {
            List<ephemeris.index.PassageHit> own = p.passages().stream().filter(h -> admits(h.owner())).toList();
            out.add(own.size() == p.passages().size() ? p : new RankedPage(p.path(), p.title(), p.score(), p.relative(), p.why(),
                    own, p.date(), p.foundBy(), p.closeness()));
        }
        return out;
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
            // The terms query sorts its values itself: the query is the same whatever order the set iterates in.
            List<String> keep = new ArrayList<>(allowed.size());
            for (String page : allowed) {
                if (!denied.contains(page)) {
                    keep.add(page);
                }
            }
            b.add(pages(keep), BooleanClause.Occur.FILTER);
        } else {
            b.add(new PagesLeftOut(denied), BooleanClause.Occur.FILTER);
        }
        return b.build();
    }

    /**
     * The documents of these pages, by the page doc values every passage and page-map document has: checked
     * only on the documents the question's words already matched.
     */
    private static Query pages(java.util.Collection<String> paths) {
        return SortedDocValuesField.newSlowSetQuery(Fields.PAGE_DV, paths.stream().map(BytesRef::new).toList());
    }
}
