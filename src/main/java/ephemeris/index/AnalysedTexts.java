package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * One question's texts, each analysed once: why a page matched and how its passages score read the same
 * passages, titles and headings. Lives as long as one question, on the thread that answers it.
 */
public final class AnalysedTexts {
    private final Analyzer analyzer;
    /** Field, then text: the same text may be analysed differently for another field. */
    private final Map<String, Map<String, Set<String>>> byField = new HashMap<>();

    public AnalysedTexts(Analyzer analyzer) {
        this.analyzer = analyzer;
    }

    /** The text's terms as the index analyses {@code field} (unmodifiable). */
    public Set<String> terms(String field, String text) {
        return byField.computeIfAbsent(field, f -> new HashMap<>())
                .computeIfAbsent(text, t -> Collections.unmodifiableSet(new HashSet<>(Analyzers.terms(analyzer, field, t))));
    }

    /** The analyzer the texts are read with. */
    public Analyzer analyzer() {
        return analyzer;
    }
}
