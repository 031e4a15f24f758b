package ephemeris.query;

import ephemeris.index.AnalysedTexts;
import ephemeris.index.Fields;
import ephemeris.index.PassageHit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Why a page matched: which of the question's key terms it holds, and in which of its fields. A term is held
 * as search meets it: by its stems, or by one of the other forms its language reads it in
 * ({@link QuestionLanguage#forms(String, List, org.apache.lucene.analysis.Analyzer)}).
 */
final class WhyMatched {
    private final AnalysedTexts texts;
    private final List<String> keyTerms;
    private final List<QuestionWord> words;

    /** The key terms read once, for every page of the question's ranked list. */
    WhyMatched(AnalysedTexts texts, List<String> keyTerms, QuestionLanguage language) {
        this.texts = texts;
        this.keyTerms = List.copyOf(keyTerms);
        this.words = keyTerms.stream().map(t -> QuestionWord.of(t, texts.analyzer(), language)).toList();
    }

    /** Which key terms the page matched, and in which of its fields. */
    List<TermMatch> of(RankedPage page) {
        Map<String, Set<String>> fieldTerms = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (PassageHit h : page.passages()) {
            for (Map.Entry<String, String> f : h.fields().entrySet()) {
                // The page's title, path, aliases and tags repeat in each of its passages: analysed once.
                if (f.getKey().equals(Fields.LANG) || !seen.add(f.getKey() + '\u0000' + f.getValue())) {
                    continue;
                }
                Set<String> set = fieldTerms.computeIfAbsent(f.getKey(), k -> new HashSet<>());
                set.addAll(texts.terms(f.getKey(), f.getValue()));
            }
        }
        List<TermMatch> out = new ArrayList<>();
        for (int i = 0; i < keyTerms.size(); i++) {
            List<String> fields = new ArrayList<>();
            for (Map.Entry<String, Set<String>> f : fieldTerms.entrySet()) {
                if (words.get(i).in(f.getValue())) {
                    fields.add(f.getKey());
                }
            }
            out.add(new TermMatch(keyTerms.get(i), List.copyOf(fields)));
        }
        return out;
    }
}
