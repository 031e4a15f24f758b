package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One question's texts, each analysed once: why a page matched and how its passages score read the same
 * passages, titles and headings, and their words recur from unit to unit. Lives as long as one question, on
 * the thread that answers it.
 *
 * <p>A text's words are cut by the index's tokenizer, and each distinct word is sent through the rest of
 * the index's analysis once: every filter after the tokenizer reads a word of a spaced script (Latin,
 * Cyrillic, Greek, Arabic, Hebrew, Indic …) on its own, so the word alone gives the terms it gives in its
 * text. A text with words of scripts whose terms depend on their neighbours (Chinese, Japanese and Korean
 * pairs, Thai and other Southeast Asian words, emoji sequences) is analysed whole.
 */
public final class AnalysedTexts {
    private static final Set<String> WORDS_ALONE = Set.of(
            StandardTokenizer.TOKEN_TYPES[StandardTokenizer.ALPHANUM], StandardTokenizer.TOKEN_TYPES[StandardTokenizer.NUM]);

    private final Analyzer analyzer;
    /** Analysis, then text: the exact-form field reads a text differently from the others. */
    private final Map<String, Map<String, Set<String>>> byField = new HashMap<>();
    /** Analysis, then word: the terms each word of a spaced script gives. */
    private final Map<String, Map<String, List<String>>> byWord = new HashMap<>();
    private final StandardTokenizer tokenizer = new StandardTokenizer();
    private final CharTermAttribute word = tokenizer.addAttribute(CharTermAttribute.class);
    private final TypeAttribute type = tokenizer.addAttribute(TypeAttribute.class);

    public AnalysedTexts(Analyzer analyzer) {
        this.analyzer = analyzer;
    }

    /** The text's terms as the index analyses {@code field} (unmodifiable). */
    public Set<String> terms(String field, String text) {
        // The index reads every field but the exact-form one alike (Analyzers.perField): a page's title is
        // analysed once whether it is read as a title or as text.
        String analysis = field.equals(Fields.BODY_EXACT) ? Fields.BODY_EXACT : Fields.BODY;
        return byField.computeIfAbsent(analysis, f -> new HashMap<>())
                .computeIfAbsent(text, t -> Collections.unmodifiableSet(analyse(analysis, t)));
    }

    private Set<String> analyse(String analysis, String text) {
        Map<String, List<String>> words = byWord.computeIfAbsent(analysis, a -> new HashMap<>());
        Set<String> out = new HashSet<>();
        try {
            tokenizer.setReader(Analyzers.reader(new StringReader(text)));
            tokenizer.reset();
            try {
                while (tokenizer.incrementToken()) {
                    if (!WORDS_ALONE.contains(type.type())) {
                        return new HashSet<>(Analyzers.terms(analyzer, analysis, text));
                    }
                    out.addAll(words.computeIfAbsent(word.toString(), w -> Analyzers.terms(analyzer, analysis, w)));
                }
                tokenizer.end();
            } finally {
                tokenizer.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string reader does not fail
        }
        return out;
    }

    /** The analyzer the texts are read with. */
    public Analyzer analyzer() {
        return analyzer;
    }
}
