package ephemeris.query;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where key terms stand in displayed text: the one matcher the preview's marks and the ranked list's
 * snippets share. Text is read by the analyzer the index reads page bodies with, so a word is marked
 * exactly when search would match it: its other forms by the same stem ("callouts", "callout"), the
 * two-letter pieces of Chinese, Japanese and Korean, Thai cut into words, and, for a question in a language
 * matched by its words' first letters ({@link QuestionLanguage#prefix}), the words that start with them.
 */
public final class TermMatcher {
    /** Matches nothing. */
    public static final TermMatcher NONE = new TermMatcher(Set.of(), Set.of());

    /** Where a match stands in the text: from {@code start} (inclusive) to {@code end} (exclusive). */
    public record Span(int start, int end) {
    }

    /** Read once a thread, as the analyzer keeps its token streams per thread. */
    private static final Analyzer ANALYZER = Analyzers.stemmed();

    private final Set<String> stems;
    private final Set<WordForms> forms;

    private TermMatcher(Set<String> stems, Set<WordForms> forms) {
        this.stems = Set.copyOf(stems);
        this.forms = Set.copyOf(forms);
    }

    /** The matcher of these key terms, for a question whose language is not known. */
    public static TermMatcher of(List<String> terms) {
        return of(terms, new QuestionLanguage("", false));
    }

    /** The matcher of these key terms, as a question in {@code language} searched them. */
    public static TermMatcher of(List<String> terms, QuestionLanguage language) {
        Set<String> stems = new HashSet<>();
        Set<WordForms> forms = new HashSet<>();
        for (String term : terms) {
            List<String> analysed = Analyzers.terms(ANALYZER, Fields.BODY, term);
            stems.addAll(analysed);
            forms.addAll(language.forms(term, analysed, ANALYZER));
        }
        return stems.isEmpty() ? NONE : new TermMatcher(stems, forms);
    }

    public boolean isEmpty() {
        return stems.isEmpty();
    }

    /** Where the key terms stand in the text, in order; overlapping pieces (Chinese letter pairs) make one span. */
    public List<Span> find(String text) {
        List<Span> out = new ArrayList<>();
        if (isEmpty() || text.isEmpty()) {
            return out;
        }
        try (TokenStream ts = ANALYZER.tokenStream(Fields.BODY, new StringReader(text))) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                if (matches(term.toString())) {
                    add(out, offset.startOffset(), offset.endOffset());
                }
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private boolean matches(String term) {
        if (stems.contains(term)) {
            return true;
        }
        for (WordForms f : forms) {
            if (f.meets(term)) {
                return true;
            }
        }
        return false;
    }

    private static void add(List<Span> spans, int start, int end) {
        if (!spans.isEmpty()) {
            Span last = spans.getLast();
            if (start < last.end()) {
                spans.set(spans.size() - 1, new Span(last.start(), Math.max(last.end(), end)));
                return;
            }
        }
        spans.add(new Span(start, end));
    }
}
