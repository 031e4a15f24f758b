package ephemeris.query;

import ephemeris.index.PassageHit;
import ephemeris.index.WikiIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the first pages of a ranking get after it is made: a page the question names (its title or an alias) goes
 * first, and the first pages carry their opening passage for the answer to read.
 */
final class FirstPages {
    /** Pages whose opening passage is read for answers even when it did not match best. */
    static final int OPENING_PAGES = 3;

    private final WikiIndex index;

    FirstPages(WikiIndex index) {
        this.index = index;
    }

    /**
     * A question that is a page's title or one of its aliases (case, surrounding punctuation and spacing
     * aside) names that page: it goes first, whatever pages use the words more often. Pages that share the
     * title keep their order among themselves.
     */
    List<RankedPage> titledFirst(String question, List<RankedPage> pages) {
        String asked = asked(question);
        if (asked.isEmpty() || pages.size() < 2) {
            return pages;
        }
        List<RankedPage> named = new ArrayList<>();
        List<RankedPage> rest = new ArrayList<>();
        for (RankedPage p : pages) {
            (names(asked, p) ? named : rest).add(p);
        }
        if (named.isEmpty() || pages.getFirst() == named.getFirst()) {
            return pages;
        }
        named.addAll(rest);
        return List.copyOf(named);
    }

    /** The question as a title is compared: case, surrounding punctuation and runs of spaces aside. */
    private static String asked(String question) {
        return SearchFilters.normalize(question.replaceAll("^[\\p{Punct}\\s]+|[\\p{Punct}\\s]+$", ""));
    }

    /** Whether the question is the first page's title or alias. */
    boolean names(String question, List<RankedPage> pages) {
        return !pages.isEmpty() && names(asked(question), pages.getFirst());
    }

    private boolean names(String asked, RankedPage page) {
        if (asked.isEmpty()) {
            return false;
        }
        ephemeris.index.PageMeta meta = index.catalog().get(page.path()).orElse(null);
        return meta != null && (SearchFilters.normalize(meta.title()).equals(asked)
                || meta.aliases().stream().anyMatch(a -> SearchFilters.normalize(a).equals(asked)));
    }

    /**
     * The first pages with their opening passage added when their best passages do not include it: a
     * page's opening states what it is about and its main facts ("They both give you 40% off …"), in
     * words a question may not share with the sections that matched it best.
     */
    List<RankedPage> withOpenings(List<RankedPage> pages) {
        List<String> wanted = pages.subList(0, Math.min(OPENING_PAGES, pages.size())).stream().map(RankedPage::path).toList();
        Map<String, PassageHit> openings = index.searcher().openings(wanted);
        List<RankedPage> out = new ArrayList<>(pages);
        for (int i = 0; i < Math.min(OPENING_PAGES, pages.size()); i++) {
            RankedPage p = pages.get(i);
            PassageHit opening = openings.get(wanted.get(i));
            if (opening == null || opening.blocks().isEmpty() || p.passages().stream().anyMatch(h -> same(h, opening))) {
                continue;
            }
            List<PassageHit> passages = new ArrayList<>(p.passages());
            passages.add(opening);
            out.set(i, new RankedPage(p.path(), p.title(), p.score(), p.relative(), p.why(), List.copyOf(passages), p.date(),
                    p.foundBy(), p.closeness()));
        }
        return List.copyOf(out);
    }

    /** Whether two hits are the same passage: one owner, one first line. */
    static boolean same(PassageHit a, PassageHit b) {
        return a.owner().equals(b.owner()) && !a.blocks().isEmpty()
                && a.blocks().getFirst().startLine() == b.blocks().getFirst().startLine();
    }
}
