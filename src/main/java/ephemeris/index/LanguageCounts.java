package ephemeris.index;

import java.util.HashMap;
import java.util.Map;

/**
 * How many pages the index holds in each language, for the status report and the window's language menu:
 * read from the passages' doc values, so no stored text is loaded.
 */
final class LanguageCounts {
    private LanguageCounts() {
    }

    /**
     * How many pages are in each language, most first (ties by code); pages whose language could not be
     * told are left out. A page counts once, in its first own passage's language.
     */
    static Map<String, Integer> read(IndexStore store) {
        Map<String, String> byPage = store.withSearcher(searcher -> {
            Map<String, String> out = new HashMap<>();
            for (org.apache.lucene.index.LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
                org.apache.lucene.index.LeafReader r = leaf.reader();
                org.apache.lucene.index.SortedDocValues kinds = r.getSortedDocValues(Fields.KIND_DV);
                org.apache.lucene.index.SortedDocValues pages = r.getSortedDocValues(Fields.PAGE_DV);
                org.apache.lucene.index.SortedDocValues langs = r.getSortedDocValues(Fields.LANG_DV);
                if (kinds == null || pages == null || langs == null) {
                    continue;
                }
                org.apache.lucene.util.Bits live = r.getLiveDocs();
                for (int doc = langs.nextDoc(); doc != org.apache.lucene.search.DocIdSetIterator.NO_MORE_DOCS; doc = langs.nextDoc()) {
                    if (live != null && !live.get(doc) || !kinds.advanceExact(doc) || !pages.advanceExact(doc)
                            || !kinds.lookupOrd(kinds.ordValue()).utf8ToString().equals(Fields.KIND_OWN)) {
                        continue;
                    }
                    out.putIfAbsent(pages.lookupOrd(pages.ordValue()).utf8ToString(), langs.lookupOrd(langs.ordValue()).utf8ToString());
                }
            }
            return out;
        });
        Map<String, Integer> counts = new java.util.TreeMap<>();
        byPage.values().stream().filter(l -> !l.isEmpty()).forEach(l -> counts.merge(l, 1, Integer::sum));
        Map<String, Integer> sorted = new java.util.LinkedHashMap<>();
        counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }
}
