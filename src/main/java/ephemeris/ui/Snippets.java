package ephemeris.ui;

import ephemeris.query.RankedPage;
import ephemeris.query.TermMatcher;

import java.util.List;

/** A short excerpt of a ranked page around its first matched term, split into plain and matched runs. */
final class Snippets {
    static final int LENGTH = 200;

    /** One run of snippet text; {@code match} when it is a key term. */
    record Run(String text, boolean match) {
    }

    private Snippets() {
    }

    static List<Run> of(RankedPage page, TermMatcher terms) {
        String text = page.leadText().replaceAll("\\s+", " ").strip();
        int start = 0;
        List<TermMatcher.Span> found = terms.find(text);
        if (!found.isEmpty() && found.getFirst().start() > LENGTH / 3) {
            start = text.lastIndexOf(' ', found.getFirst().start() - LENGTH / 4) + 1;
        }
        int end = Math.min(text.length(), start + LENGTH);
        if (end < text.length()) {
            int space = text.lastIndexOf(' ', end);
            end = space > start ? space : end;
        }
        String cut = (start > 0 ? "…" : "") + text.substring(start, end) + (end < text.length() ? "…" : "");
        return runs(cut, terms);
    }

    static List<Run> runs(String text, TermMatcher terms) {
        List<Run> out = new java.util.ArrayList<>();
        int last = 0;
        for (TermMatcher.Span m : terms.find(text)) {
            if (m.start() > last) {
                out.add(new Run(text.substring(last, m.start()), false));
            }
            out.add(new Run(text.substring(m.start(), m.end()), true));
            last = m.end();
        }
        if (last < text.length() || out.isEmpty()) {
            out.add(new Run(text.substring(last), false));
        }
        return out;
    }
}
