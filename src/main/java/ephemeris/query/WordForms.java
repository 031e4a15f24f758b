package ephemeris.query;

import org.apache.lucene.index.Term;
import org.apache.lucene.search.AutomatonQuery;
import org.apache.lucene.search.MultiTermQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.automaton.Automata;
import org.apache.lucene.util.automaton.Automaton;
import org.apache.lucene.util.automaton.Operations;

import java.util.List;

/**
 * The other forms a question word meets in a language matched by first letters ({@link QuestionLanguage#forms}):
 * the terms that start with {@code prefix} and, for a short word, are at most {@code maxLength} letters long
 * (counted as the index's automaton counts them, by code point).
 *
 * @param prefix    the first letters every form shares
 * @param maxLength the longest a form may be, or 0 for any length
 */
public record WordForms(String prefix, int maxLength) {
    /** Whether the term is one of the forms. */
    public boolean meets(String term) {
        return term.startsWith(prefix) && (maxLength == 0 || term.codePointCount(0, term.length()) <= maxLength);
    }

    /** The forms of all of {@code forms} in an index field, as {@link #meets} reads them, rewritten to the terms by {@code rewrite}, or null for none. */
    static Query query(List<WordForms> forms, String field, MultiTermQuery.RewriteMethod rewrite) {
        if (forms.isEmpty()) {
            return null;
        }
        if (forms.size() == 1 && forms.getFirst().maxLength == 0) {
            return new PrefixQuery(new Term(field, forms.getFirst().prefix), rewrite);
        }
        Automaton any = Operations.determinize(Operations.union(forms.stream().map(WordForms::automaton).toList()),
                Operations.DEFAULT_DETERMINIZE_WORK_LIMIT);
        return new AutomatonQuery(new Term(field, forms.getFirst().prefix), any, false, rewrite);
    }

    /** The terms {@link #meets} accepts. */
    private Automaton automaton() {
        Automaton start = Automata.makeString(prefix);
        if (maxLength == 0) {
            return Operations.concatenate(List.of(start, Automata.makeAnyString()));
        }
        return Operations.concatenate(List.of(start,
                Operations.repeat(Automata.makeAnyChar(), 0, maxLength - prefix.codePointCount(0, prefix.length()))));
    }
}
