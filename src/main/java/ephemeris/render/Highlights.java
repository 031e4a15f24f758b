package ephemeris.render;

import ephemeris.query.TermMatcher;

import java.util.List;

/**
 * What to mark on a rendered page.
 *
 * @param terms where the key terms searched stand, marked with {@code <mark class="term">}
 * @param cited the cited sentences on this page, marked with {@code <mark class="cite" data-cite="i">}
 *              where i is the sentence's index in this list
 */
public record Highlights(TermMatcher terms, List<String> cited) {
    public static final Highlights NONE = new Highlights(TermMatcher.NONE, List.of());

    public Highlights {
        terms = terms == null ? TermMatcher.NONE : terms;
        cited = List.copyOf(cited);
    }
}
