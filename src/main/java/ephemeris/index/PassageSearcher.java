package ephemeris.index;

import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryRescorer;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopScoreDocCollectorManager;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The read side of a wiki's index, as Lucene's demo keeps searching apart from indexing: passages by a
 * query, the pages that match a filter, how rare a term is, the wiki's own spelling of a word, the
 * languages of the pages. {@link WikiIndex} keeps the index in step with the folder; this reads what it wrote.
 */
public final class PassageSearcher {
    private final IndexStore store;
    private final PassageVectors vectors;
    private final WikiLanguages languages;

    PassageSearcher(IndexStore store, PassageVectors vectors) {
        this.store = store;
        this.vectors = vectors;
        this.languages = new WikiLanguages(store);
    }

    /** The wiki's languages: how many pages each has, and whether a word or a question's language is the wiki's only. */
    public WikiLanguages languages() {
        return languages;
    }

    /**
     * The pages (by path) with a passage, own or borrowed through an embed, that matches the query: what a
     * quoted phrase or an excluded word is checked against. Read from doc values, without scoring.
     */
    public java.util.Set<String> pagesMatching(Query query) {
        return pagesMatching(query, page -> true, null);
    }

    /**
     * As {@link #pagesMatching(Query)}, among the pages that pass {@code page}, keeping only passages whose
     * stored text passes {@code text}: the index's terms find the candidates, the text decides (an exact
     * phrase, where the terms are stemmed).
     */
    public java.util.Set<String> pagesMatching(Query query, java.util.function.Predicate<String> page,
                                              java.util.function.Predicate<String> text) {
        return store.withSearcher(searcher -> {
            StoredFields stored = searcher.storedFields();
            java.util.Set<String> bodyOnly = java.util.Set.of(Fields.BODY);
            java.util.Set<String> out = new java.util.HashSet<>();
            org.apache.lucene.search.Weight weight = searcher.createWeight(searcher.rewrite(query),
                    org.apache.lucene.search.ScoreMode.COMPLETE_NO_SCORES, 1f);
            for (org.apache.lucene.index.LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
                org.apache.lucene.search.Scorer scorer = weight.scorer(leaf);
                org.apache.lucene.index.SortedDocValues pages = leaf.reader().getSortedDocValues(Fields.PAGE_DV);
                if (scorer == null || pages == null) {
                    continue;
                }
                org.apache.lucene.util.Bits live = leaf.reader().getLiveDocs();
                // A page is decided once a segment: found, or not let through. Its other passages are then
                // skipped without reading its path; a passage whose text fails leaves it to the next one.
                org.apache.lucene.util.FixedBitSet decided = new org.apache.lucene.util.FixedBitSet(Math.max(1, pages.getValueCount()));
                String[] paths = SegmentPages.of(leaf);
                org.apache.lucene.search.DocIdSetIterator docs = scorer.iterator();
                for (int doc = docs.nextDoc(); doc != org.apache.lucene.search.DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                    if ((live == null || live.get(doc)) && pages.advanceExact(doc) && !decided.get(pages.ordValue())) {
                        int ord = pages.ordValue();
                        String path = paths[ord];
                        if (out.contains(path) || !page.test(path)) {
                            decided.set(ord);
                        } else if (text == null
                                || text.test(java.util.Objects.requireNonNullElse(stored.document(leaf.docBase + doc, bodyOnly).get(Fields.BODY), ""))) {
                            out.add(path);
                            decided.set(ord);
                        }
                    }
                }
            }
            return out;
        });
    }

    /** How many passages hold the term in the field: the basis of a term's rarity. */
    public int docFreq(String field, String term) {
        return store.withSearcher(s -> s.getIndexReader().docFreq(new Term(field, term)));
    }

    /**
     * The fewest passages a language's pages need for a word's rarity to be counted among them: in a few pages
     * every word is common or rare by chance.
     */
    static final int LANGUAGE_PASSAGES_FOR_RARITY = 30;

    /**
     * The language a question's words are weighed in ({@link LanguageStatistics}): {@code language} in a wiki of
     * several languages ({@link WikiLanguages#holdsOtherLanguages(String)}) whose pages in it make at least {@value
     * #LANGUAGE_PASSAGES_FOR_RARITY} passages; empty, for the whole wiki, otherwise or when the language is not
     * known.
     */
    public String rarityLanguage(String language) {
        if (language.isEmpty() || !languages.holdsOtherLanguages(language)) {
            return "";
        }
        return store.withSearcher(s -> SegmentLanguages.passages(s.getIndexReader()).getOrDefault(language, 0L))
                >= LANGUAGE_PASSAGES_FOR_RARITY ? language : "";
    }

    /**
     * How rare the term is in the field: BM25's idf over the passages of pages in {@code rarityLanguage}
     * ({@link LanguageStatistics}), or over all passages when it is empty.
     *
     * @param rarityLanguage a language {@link #rarityLanguage(String)} gave, decided once a question
     */
    public double idf(String field, String term, String rarityLanguage) {
        if (rarityLanguage.isEmpty()) {
            return idf(docFreq(field, term));
        }
        return store.withSearcher(s -> {
            LanguageStatistics inLanguage = new LanguageStatistics(s, rarityLanguage);
            org.apache.lucene.search.CollectionStatistics passages = inLanguage.collectionStatistics(field);
            Term t = new Term(field, term);
            int docFreq = s.getIndexReader().docFreq(t);
            if (passages == null || docFreq == 0) {
                return idf(0, passages == null ? 1 : passages.docCount());
            }
            return idf(inLanguage.termStatistics(t, docFreq, s.getIndexReader().totalTermFreq(t)).docFreq(), passages.docCount());
        });
    }

    /** The number of passages a word's rarity is measured against (see {@link #idf(String, String, String)}). */
    public int passageCount(String rarityLanguage) {
        if (rarityLanguage.isEmpty()) {
            return passageCount();
        }
        return store.withSearcher(s -> {
            org.apache.lucene.search.CollectionStatistics passages = new LanguageStatistics(s, rarityLanguage).collectionStatistics(Fields.BODY);
            return passages == null ? 0 : (int) passages.docCount();
        });
    }

    /**
     * The field's most frequent term one edit away from {@code term} (a letter changed, added, dropped, or two
     * side by side swapped) that starts with the same {@code sharedLetters} letters; ties go to the first in
     * the terms' order. Empty when the field has none.
     */
    public java.util.Optional<String> nearestSpelling(String field, String term, int sharedLetters) {
        return store.withSearcher(s -> {
            org.apache.lucene.index.Terms terms = org.apache.lucene.index.MultiTerms.getTerms(s.getIndexReader(), field);
            if (terms == null) {
                return java.util.Optional.<String>empty();
            }
            org.apache.lucene.search.FuzzyTermsEnum near = new org.apache.lucene.search.FuzzyTermsEnum(terms, new Term(field, term), 1, sharedLetters, true);
            String best = null;
            int bestFrequency = 0;
            for (org.apache.lucene.util.BytesRef t = near.next(); t != null; t = near.next()) {
                // Terms come in index order, so the first of equally frequent ones stays.
                if (near.docFreq() > bestFrequency) {
                    best = t.utf8ToString();
                    bestFrequency = near.docFreq();
                }
            }
            return java.util.Optional.ofNullable(best);
        });
    }

    /** The number of passages (documents with a body). */
    public int passageCount() {
        return store.withSearcher(s -> s.getIndexReader().getDocCount(Fields.BODY));
    }

    /**
     * How rare a term is that {@code docFreq} passages hold: BM25's idf over the wiki's passages, the answer's
     * measure of a word's weight; retrieval's counts it in the question's language ({@link #idf(String, String, String)}).
     */
    public double idf(int docFreq) {
        return idf(docFreq, Math.max(1, passageCount()));
    }

    private static double idf(long docFreq, long passages) {
        return Math.log(1 + (passages - docFreq + 0.5) / (docFreq + 0.5));
    }

    /**
     * A hit known only by its doc values: enough to group and rank pages without reading stored fields.
     *
     * @param doc   the document (valid only inside one {@link #search(Query, Query, int, java.util.function.UnaryOperator)} call)
     * @param map   whether it is the page map's description rather than a passage
     */
    public record LightHit(int doc, float score, String page, String lang, boolean map) {
    }

    /**
     * Searches, lets {@code select} choose among the light hits (grouping and ranking by page), and loads
     * the stored fields of the chosen ones only. The result is aligned with what {@code select} returned.
     * With {@code rescore}, its score is added to the {@code max} hits of {@code query} that it matches.
     */
    public List<PassageHit> search(Query query, Query rescore, int max, java.util.function.UnaryOperator<List<LightHit>> select) {
        return search(query, rescore, max, "", select);
    }

    /**
     * Hits scored the same as the last one kept, kept with it, up to this many more: which of them a cut would keep
     * goes by document order, the order the indexing threads happened to finish in.
     */
    static final int TIES_KEPT = 40;

    /** The first {@code max} hits and those that tie the last of them (as many as {@code top} holds). */
    static TopDocs tiesKept(TopDocs top, int max) {
        if (top.scoreDocs.length <= max) {
            return top;
        }
        float last = top.scoreDocs[max - 1].score;
        int end = max;
        while (end < top.scoreDocs.length && top.scoreDocs[end].score == last) {
            end++;
        }
        return new TopDocs(top.totalHits, java.util.Arrays.copyOf(top.scoreDocs, end));
    }

    /**
     * As {@link #search(Query, Query, int, java.util.function.UnaryOperator)}, with each term's rarity counted
     * among the passages of pages in {@code rarityLanguage} ({@link LanguageStatistics}) unless it is empty.
     */
    public List<PassageHit> search(Query query, Query rescore, int max, String rarityLanguage,
                                   java.util.function.UnaryOperator<List<LightHit>> select) {
        return store.withSearcher(whole -> {
            org.apache.lucene.search.IndexSearcher searcher = rarityLanguage.isEmpty() ? whole : new LanguageStatistics(whole, rarityLanguage);
            // Hits are not counted beyond the ones kept, so Lucene may skip passages that cannot make the list.
            TopDocs first = tiesKept(searcher.search(query, new TopScoreDocCollectorManager(max + TIES_KEPT, null, max + TIES_KEPT)), max);
            // Adds the second query's score to the hits it matches and re-sorts: the same scores a
            // query with both as SHOULD clauses gives these hits, computed for them only.
            TopDocs top = rescore == null ? first : QueryRescorer.rescore(searcher, first, rescore, 1.0, first.scoreDocs.length);
            // Doc values are forward-only iterators: read them in doc order, one iterator per leaf and field.
            ScoreDoc[] byDoc = top.scoreDocs.clone();
            java.util.Arrays.sort(byDoc, java.util.Comparator.comparingInt(sd -> sd.doc));
            Map<Integer, LightHit> lightByDoc = new HashMap<>();
            List<org.apache.lucene.index.LeafReaderContext> leaves = searcher.getIndexReader().leaves();
            int leafIndex = -1;
            org.apache.lucene.index.LeafReaderContext leaf = null;
            org.apache.lucene.index.SortedDocValues pages = null;
            String[] paths = null;
            org.apache.lucene.index.SortedDocValues kinds = null;
            org.apache.lucene.index.SortedDocValues langs = null;
            for (ScoreDoc sd : byDoc) {
                int li = org.apache.lucene.index.ReaderUtil.subIndex(sd.doc, leaves);
                if (li != leafIndex) {
                    leafIndex = li;
                    leaf = leaves.get(li);
                    pages = leaf.reader().getSortedDocValues(Fields.PAGE_DV);
                    paths = SegmentPages.of(leaf);
                    kinds = leaf.reader().getSortedDocValues(Fields.KIND_DV);
                    langs = leaf.reader().getSortedDocValues(Fields.LANG_DV);
                }
                int local = sd.doc - leaf.docBase;
                String page = pages != null && pages.advanceExact(local) ? paths[pages.ordValue()] : "";
                lightByDoc.put(sd.doc, new LightHit(sd.doc, sd.score, page, value(langs, local),
                        Fields.KIND_MAP.equals(value(kinds, local))));
            }
            List<LightHit> light = new ArrayList<>(top.scoreDocs.length);
            for (ScoreDoc sd : top.scoreDocs) {
                light.add(lightByDoc.get(sd.doc));
            }
            // Equal scores go by page path: the document order Lucene falls back on is the order the
            // indexing threads happened to finish in. A page's own passages keep their order.
            light.sort(Comparator.comparingDouble((LightHit h) -> -h.score()).thenComparing(LightHit::page)
                    .thenComparingInt(LightHit::doc));
            List<LightHit> chosen = select.apply(light);
            int[] docs = new int[chosen.size()];
            float[] scores = new float[chosen.size()];
            for (int i = 0; i < docs.length; i++) {
                docs[i] = chosen.get(i).doc();
                scores[i] = chosen.get(i).score();
            }
            return StoredPassage.read(searcher, docs, scores);
        });
    }

    private static String value(org.apache.lucene.index.SortedDocValues values, int doc) throws IOException {
        if (values == null || !values.advanceExact(doc)) {
            return "";
        }
        return values.lookupOrd(values.ordValue()).utf8ToString();
    }

    /** Each page's first own passage, by page path; a page without passages is missing. */
    public Map<String, PassageHit> openings(java.util.Collection<String> pages) {
        Map<String, String> ids = new java.util.LinkedHashMap<>();
        pages.forEach(p -> ids.put(Documents.passageId(p, 0), p));
        Map<String, PassageHit> out = new HashMap<>();
        vectors.passages(ids.keySet()).forEach((id, hit) -> out.put(ids.get(id), hit));
        return out;
    }

    public List<PassageHit> search(Query query, int max) throws IOException {
        return store.withSearcher(searcher -> {
            TopDocs top = searcher.search(query, max);
            int[] docs = new int[top.scoreDocs.length];
            float[] scores = new float[docs.length];
            for (int i = 0; i < docs.length; i++) {
                docs[i] = top.scoreDocs[i].doc;
                scores[i] = top.scoreDocs[i].score;
            }
            return StoredPassage.read(searcher, docs, scores);
        });
    }
}
