package ephemeris.answer;

import ephemeris.index.PassageHit;

import java.util.List;

/**
 * A candidate answer unit taken from one passage of a ranked page.
 *
 * @param kind      what sort of unit it is
 * @param text      the unit as an answer quotes it
 * @param parts     the verbatim pieces it is made of, as they read on the page
 * @param words     the text its key terms are counted in (a table row's header cells count too)
 * @param hit       the passage it comes from
 * @param pageRank  the rank of the passage's page, 0 first
 * @param passage   the passage's rank on its page, 0 first
 * @param startLine first source line
 * @param endLine   last source line
 * @param heading   the nearest heading above it, or empty
 * @param anchor    that heading's anchor, or empty
 */
record Unit(UnitKind kind, String text, List<String> parts, String words, PassageHit hit, int pageRank, int passage,
            int startLine, int endLine, String heading, String anchor) {
}
