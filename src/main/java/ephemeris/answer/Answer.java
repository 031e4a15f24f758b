package ephemeris.answer;

import ephemeris.query.RankedPage;

import java.util.List;

/**
 * Everything Ephemeris says about one question. Seed 004's fields ({@code answer}, {@code pagesConsulted},
 * {@code confidence}, {@code goExternal}, {@code stale}, {@code error}) plus the evidence behind them.
 *
 * @param question       the question as asked
 * @param text           the answer: quoted sentences with [n] markers, or the cannot-answer sentinel
 * @param answered       false when {@code text} is the sentinel
 * @param sources        the Sources block: cited pages, relative paths; [n] refers to the n-th entry
 * @param citations      the quoted sentences with their places
 * @param pagesConsulted every page read to compose the answer, ranked
 * @param pages          the ranked pages with scores and why they matched
 * @param keyTerms       the key terms searched
 * @param confidence     high / medium / low
 * @param goExternal     whether to look outside the wiki
 * @param stale          whether cited evidence is older than the threshold
 * @param timeSensitive  whether the question was treated as time-sensitive
 * @param reasons        plain-language reasons for the three signals, for tooltips
 * @param error          what failed inside the pipeline, or null
 */
public record Answer(String question, String text, boolean answered, List<String> sources, List<Citation> citations,
                     List<String> pagesConsulted, List<RankedPage> pages, List<String> keyTerms,
                     Confidence confidence, boolean goExternal, boolean stale, boolean timeSensitive,
                     Reasons reasons, String error) {

    /** Why each signal is what it is, in words a user reads in a tooltip. */
    public record Reasons(String confidence, String goExternal, String stale) {
    }

    /** The answer followed by the seed's Sources block, as markdown. */
    public String toMarkdown() {
        StringBuilder sb = new StringBuilder(text).append("\n\n").append(ephemeris.wiki.Messages.SOURCES_HEADING).append('\n');
        for (String s : sources) {
            sb.append("- ").append(s).append('\n');
        }
        return sb.toString();
    }
}
