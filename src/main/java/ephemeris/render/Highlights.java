package ephemeris.render;

import java.util.List;

/**
 * What to mark on a rendered page.
 *
 * @param terms the key terms searched, marked with {@code <mark class="term">}
 * @param cited the cited sentences on this page, marked with {@code <mark class="cite" data-cite="i">}
 *              where i is the sentence's index in this list
 */
public record Highlights(List<String> terms, List<String> cited) {
    public static final Highlights NONE = new Highlights(List.of(), List.of());

    public Highlights {
        terms = List.copyOf(terms);
        cited = List.copyOf(cited);
    }
}
