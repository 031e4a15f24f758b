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
    /** Analysis, then text: the exact-form field reads a text differently from the others. */
    private final Map<String, Map<String, Set<String>>> byField = new HashMap<>();

    public AnalysedTexts(Analyzer analyzer) {
        this.analyzer = analyzer;
    }

    /** The text's terms as the index analyses {@code field} (unmodifiable). */
    public Set<String> terms(String field, String text) {
        // The index reads every field but the exact-form one alike (Analyzers.perField): a page's title is
        // analysed once whether it is read as a title or as text.
        String analysis = field.equals(Fields.BODY_EXACT) ? Fields.BODY_EXACT : Fields.BODY;
        return byField.computeIfAbsent(analysis, f -> new HashMap<>())
                .computeIfAbsent(text, t -> Collections.unmodifiableSet(new HashSet<>(Analyzers.terms(analyzer, analysis, t))));
    }

    /** The analyzer the texts are read with. */
    public Analyzer analyzer() {
        return analyzer;
    }
}
