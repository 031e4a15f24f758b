package ephemeris.ui;

import ephemeris.index.PassageHit;
import ephemeris.query.RankedPage;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A short excerpt of a ranked page around its first matched term, split into plain and matched runs. */
final class Snippets {
    static final int LENGTH = 200;

    /** One run of snippet text; {@code match} when it is a key term. */
    record Run(String text, boolean match) {
    }

    private Snippets() {
    }

    static List<Run> of(RankedPage page, List<String> terms) {
        String text = page.passages().isEmpty() ? "" : page.passages().getFirst().blocks().stream()
                .filter(b -> b.kind() != ephemeris.wiki.Block.Kind.HEADING) // the title row already says it
                .map(PassageHit.BlockText::text).limit(3).reduce((a, b) -> a + " " + b).orElse("");
        text = text.replaceAll("\\s+", " ").strip();
        Pattern p = pattern(terms);
        int start = 0;
        if (p != null) {
            Matcher m = p.matcher(text);
            if (m.find() && m.start() > LENGTH / 3) {
                start = text.lastIndexOf(' ', m.start() - LENGTH / 4) + 1;
            }
        }
        int end = Math.min(text.length(), start + LENGTH);
        if (end < text.length()) {
            int space = text.lastIndexOf(' ', end);
            end = space > start ? space : end;
        }
        String cut = (start > 0 ? "…" : "") + text.substring(start, end) + (end < text.length() ? "…" : "");
        return runs(cut, p);
    }

    static List<Run> runs(String text, Pattern p) {
        List<Run> out = new java.util.ArrayList<>();
        if (p == null) {
            return List.of(new Run(text, false));
        }
        Matcher m = p.matcher(text);
        int last = 0;
        while (m.find()) {
            if (m.start() > last) {
                out.add(new Run(text.substring(last, m.start()), false));
            }
            out.add(new Run(m.group(), true));
            last = m.end();
        }
        if (last < text.length()) {
            out.add(new Run(text.substring(last), false));
        }
        return out;
    }

    private static Pattern pattern(List<String> terms) {
        return ephemeris.query.TermPattern.of(terms);
    }
}
