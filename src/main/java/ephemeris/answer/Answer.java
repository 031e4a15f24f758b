package ephemeris.answer;

import ephemeris.query.QuestionLanguage;
import ephemeris.query.RankedPage;
import ephemeris.query.SearchFilters;

import java.util.List;
import java.util.Optional;

/**
 * Everything Ephemeris says about one question: what it replies, the evidence it read, and seed 004's
 * signals about that evidence. The CLI, the MCP server and the window all render this one document.
 *
 * @param question  the question as asked
 * @param reply     the answer text, its sources and citations
 * @param evidence  the pages read and the key terms searched
 * @param judgement confidence, go_external, stale, time-sensitivity, and why
 * @param error     what failed inside the pipeline, or null
 */
public record Answer(String question, Reply reply, Evidence evidence, Judgement judgement, String error) {

    /**
     * What the answer says.
     *
     * @param text      the quoted units with [n] markers, or the cannot-answer sentinel
     * @param answered  false when {@code text} is the sentinel
     * @param sources   the Sources block: cited pages, relative paths; [n] refers to the n-th entry
     * @param citations the quoted units with their places, in answer order
     * @param span      the phrase of the first unit that answers a question asking for a value, if one does
     */
    public record Reply(String text, boolean answered, List<String> sources, List<Citation> citations,
                        Optional<AnswerSpan> span) {
        public Reply {
            sources = List.copyOf(sources);
            citations = List.copyOf(citations);
        }
    }

    /**
     * What was read to answer.
     *
     * @param pagesConsulted every page read to compose the answer, ranked
     * @param pages          the ranked pages with scores and why they matched
     * @param keyTerms       the key terms searched
     * @param language       the language the question was read in
     * @param filters        what the question's operators kept the pages to
     */
    public record Evidence(List<String> pagesConsulted, List<RankedPage> pages, List<String> keyTerms,
                           QuestionLanguage language, SearchFilters filters) {
        public Evidence {
            pagesConsulted = List.copyOf(pagesConsulted);
            pages = List.copyOf(pages);
            keyTerms = List.copyOf(keyTerms);
        }

        /** Evidence of a question without filters. */
        public Evidence(List<String> pagesConsulted, List<RankedPage> pages, List<String> keyTerms, QuestionLanguage language) {
            this(pagesConsulted, pages, keyTerms, language, SearchFilters.NONE);
        }
    }

    /** The reply of an answer that answers nothing. */
    static Reply notAnswered() {
        return new Reply(ephemeris.wiki.Messages.CANNOT_ANSWER, false, List.of(), List.of(), Optional.empty());
    }

    /**
     * Pages listed by filters alone, with no question to answer: the list is the reply. Low confidence,
     * since nothing was answered, but no reason to look outside the wiki: the pages are what was asked for.
     */
    public static Answer listed(List<RankedPage> pages, int matching, QuestionLanguage language, SearchFilters filters) {
        String text = ephemeris.wiki.Messages.filtered(matching, pages.size());
        Reply reply = new Reply(text, false, List.of(), List.of(), Optional.empty());
        return new Answer("", reply, new Evidence(pages.stream().map(RankedPage::path).toList(), pages, List.of(), language, filters),
                new Judgement(Confidence.LOW, false, false, false, new Reasons(
                        "A list of the pages the filters let through, not an answer to a question.",
                        "The pages listed are the ones the filters ask for.", "No page is cited."), ConfidenceFeatures.NONE),
                null);
    }

    /** The answer for a failure inside the pipeline: seed 004 says fall through to outside sources. */
    public static Answer failed(String question, List<String> keyTerms, QuestionLanguage language, boolean timeSensitive,
                                String error) {
        return new Answer(question, notAnswered(), new Evidence(List.of(), List.of(), keyTerms, language),
                new Judgement(Confidence.LOW, true, false, timeSensitive, new Reasons(
                        "The search failed: " + error, "The search failed, so look outside the wiki.", "No page is cited."),
                        ConfidenceFeatures.NONE),
                error);
    }

    /** The same answer, saying which filters its pages were kept to. */
    public Answer withFilters(SearchFilters filters) {
        return new Answer(question, reply, new Evidence(evidence.pagesConsulted(), evidence.pages(), evidence.keyTerms(),
                evidence.language(), filters), judgement, error);
    }

    public SearchFilters filters() {
        return evidence.filters();
    }

    /**
     * Seed 004's signals.
     *
     * @param confidence    high / medium / low
     * @param goExternal    whether to look outside the wiki
     * @param stale         whether cited evidence is older than the threshold
     * @param timeSensitive whether the question was treated as time-sensitive
     * @param reasons       plain-language reasons for the three signals, for tooltips
     * @param features      the evidence the confidence was judged from
     */
    public record Judgement(Confidence confidence, boolean goExternal, boolean stale, boolean timeSensitive,
                            Reasons reasons, ConfidenceFeatures features) {
    }

    /** Why each signal is what it is, in words a user reads in a tooltip. */
    public record Reasons(String confidence, String goExternal, String stale) {
    }

    public String text() {
        return reply.text();
    }

    public boolean answered() {
        return reply.answered();
    }

    public List<String> sources() {
        return reply.sources();
    }

    public List<Citation> citations() {
        return reply.citations();
    }

    public Optional<AnswerSpan> span() {
        return reply.span();
    }

    public List<String> pagesConsulted() {
        return evidence.pagesConsulted();
    }

    public List<RankedPage> pages() {
        return evidence.pages();
    }

    public QuestionLanguage language() {
        return evidence.language();
    }

    public List<String> keyTerms() {
        return evidence.keyTerms();
    }

    /** Where the key terms stand in displayed text, as the question searched them: for marks and snippets. */
    public ephemeris.query.TermMatcher termMatcher() {
        return ephemeris.query.TermMatcher.of(keyTerms(), language());
    }

    public Confidence confidence() {
        return judgement.confidence();
    }

    public boolean goExternal() {
        return judgement.goExternal();
    }

    public boolean stale() {
        return judgement.stale();
    }

    public boolean timeSensitive() {
        return judgement.timeSensitive();
    }

    public Reasons reasons() {
        return judgement.reasons();
    }

    /** The answer followed by the seed's Sources block, as markdown. */
    public String toMarkdown() {
        StringBuilder sb = new StringBuilder(text()).append("\n\n");
        if (question.isEmpty() && !filters().isEmpty()) {
            // Filters without words: the pages they let through are the reply, with the dates they are listed by.
            for (RankedPage p : pages()) {
                sb.append("- ").append(p.path()).append(" (").append(p.date().atOffset(java.time.ZoneOffset.UTC).toLocalDate())
                        .append(")\n");
            }
            if (!pages().isEmpty()) {
                sb.append('\n');
            }
        }
        sb.append(ephemeris.wiki.Messages.SOURCES_HEADING).append('\n');
        for (String s : sources()) {
            sb.append("- ").append(s).append(pdfPages(s)).append('\n');
        }
        return sb.toString();
    }

    /** For a PDF source, the pages cited from it (", p. 37, 38"); empty for a markdown page. */
    public String pdfPages(String source) {
        java.util.SortedSet<Integer> pages = new java.util.TreeSet<>();
        for (Citation c : citations()) {
            if (c.path().equals(source)) {
                int p = c.pdfPage();
                if (p > 0) {
                    pages.add(p);
                }
            }
        }
        return pages.isEmpty() ? "" : ", p. " + String.join(", ", pages.stream().map(String::valueOf).toList());
    }
}
