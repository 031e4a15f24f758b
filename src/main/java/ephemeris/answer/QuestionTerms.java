package ephemeris.answer;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.query.QuestionLanguage;
import ephemeris.query.QuestionWord;
import org.apache.lucene.analysis.Analyzer;

import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The question's content words as the index stems them, each weighed by how rare it is in the wiki: the
 * measure of how much of a question a unit of text covers.
 */
final class QuestionTerms {
    /** The least a common word weighs, so a question of common words still has weight. */
    private static final double MIN_WEIGHT = 0.1;

    private final Analyzer analyzer;
    /** Each content word as search meets it: its stems, or for a language that has them, its other forms. */
    private final Map<String, QuestionWord> read = new LinkedHashMap<>();
    private final Map<String, Double> weights = new LinkedHashMap<>();
    private final double total;

    QuestionTerms(Analyzer analyzer, Collection<String> contentWords, ToDoubleFunction<String> idf) {
        this(analyzer, contentWords, idf, new QuestionLanguage("en", false));
    }

    QuestionTerms(Analyzer analyzer, Collection<String> contentWords, ToDoubleFunction<String> idf, QuestionLanguage language) {
        this.analyzer = analyzer;
        for (String w : contentWords) {
            QuestionWord q = QuestionWord.of(w, analyzer, language);
            if (!q.stems().isEmpty()) {
                read.put(w, q);
                weights.put(w, Math.max(MIN_WEIGHT, idf.applyAsDouble(w)));
            }
        }
        total = weights.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    boolean isEmpty() {
        return total == 0;
    }

    Set<String> words() {
        return read.keySet();
    }

    /** Every stem of every content word: the question's own terms. */
    Set<String> allStems() {
        Set<String> out = new java.util.HashSet<>();
        read.values().forEach(q -> out.addAll(q.stems()));
        return out;
    }

    double weight(String word) {
        return weights.get(word);
    }

    double total() {
        return total;
    }

    /** The text's terms, analysed as the index analyses body text. */
    Set<String> terms(String text) {
        return new HashSet<>(Analyzers.terms(analyzer, Fields.BODY, text));
    }

    /** Whether every stem of {@code word} is among {@code terms}, or one of its other forms is. */
    boolean in(String word, Set<String> terms) {
        return read.get(word).in(terms);
    }

    /** Whether any question word is among the terms. */
    boolean anyIn(Set<String> terms) {
        return read.values().stream().anyMatch(q -> q.in(terms));
    }

    /** The share of the question's weight that the given words carry. */
    double share(Collection<String> words) {
        return words.stream().mapToDouble(weights::get).sum() / total;
    }

    /**
     * The question's two weightiest words, and any nearly as weighty: the words a page must be about
     * for its text to be about the question (rarity is noisy in small wikis).
     */
    List<String> weighty() {
        double max = weights.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        List<String> sorted = read.keySet().stream()
                .sorted(Comparator.comparingDouble((String w) -> weights.get(w)).reversed()).toList();
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            if (i < 2 || weights.get(sorted.get(i)) >= 0.5 * max) {
                out.add(sorted.get(i));
            }
        }
        return out;
    }
}
