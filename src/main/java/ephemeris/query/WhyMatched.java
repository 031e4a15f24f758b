package ephemeris.query;

import ephemeris.index.AnalysedTexts;
import ephemeris.index.Analyzers;
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
    private WhyMatched() {
    }

    /** Which key terms the page matched, and in which of its fields. */
    static List<TermMatch> of(AnalysedTexts texts, List<String> keyTerms, QuestionLanguage language, RankedPage page) {
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
        for (String term : keyTerms) {
            List<String> stems = Analyzers.terms(texts.analyzer(), Fields.BODY, term);
            List<WordForms> forms = stems.isEmpty() ? List.of() : language.forms(term, stems, texts.analyzer());
            List<String> fields = new ArrayList<>();
            for (Map.Entry<String, Set<String>> f : fieldTerms.entrySet()) {
                if (!stems.isEmpty() && (f.getValue().containsAll(stems)
                        || f.getValue().stream().anyMatch(t -> forms.stream().anyMatch(w -> w.meets(t))))) {
                    fields.add(f.getKey());
                }
            }
            out.add(new TermMatch(term, List.copyOf(fields)));
        }
        return out;
    }
}
