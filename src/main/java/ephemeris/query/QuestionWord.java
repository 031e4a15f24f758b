package ephemeris.query;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import org.apache.lucene.analysis.Analyzer;

import java.util.List;
import java.util.Set;

/**
 * A question word as search meets it: by all of its stems in the index's body field, or by one of the other forms
 * its language reads it in ({@link QuestionLanguage#forms(String, List, Analyzer)}). Worked out once a word, so
 * that the answer's units and the list of why each page matched test a text's terms the way search did.
 *
 * @param stems the word's terms as the index stems them; empty when it has none
 * @param forms the other forms it also meets
 */
public record QuestionWord(List<String> stems, List<WordForms> forms) {
    public QuestionWord {
        stems = List.copyOf(stems);
        forms = List.copyOf(forms);
    }

    /** The word read by {@code analyzer} as the index reads page bodies, in the question's language. */
    public static QuestionWord of(String word, Analyzer analyzer, QuestionLanguage language) {
        List<String> stems = Analyzers.terms(analyzer, Fields.BODY, word);
        return new QuestionWord(stems, stems.isEmpty() ? List.of() : language.forms(word, stems, analyzer));
    }

    /** Whether a text with these terms holds the word: all of its stems, or one of its other forms. */
    public boolean in(Set<String> terms) {
        if (stems.isEmpty()) {
            return false;
        }
        if (terms.containsAll(stems)) {
            return true;
        }
        for (String t : terms) {
            for (WordForms f : forms) {
                if (f.meets(t)) {
                    return true;
                }
            }
        }
        return false;
    }
}
