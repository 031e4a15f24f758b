package ephemeris.answer;

import ephemeris.query.RankedPage;
import ephemeris.query.Retrieval;

import java.util.ArrayList;
import java.util.List;

/** Writes the chosen units out as the answer: their text with numbered citations, and the pages it quotes first. */
final class QuotedAnswer {
    private QuotedAnswer() {
    }

    /** @param leads whether the page the answer quotes is listed first */
    static Answer answered(String question, Retrieval retrieval, List<UnitScorer.Scored> chosen,
                          Answer.Judgement judgement, boolean leads) {
        List<String> sources = new ArrayList<>();
        List<Citation> citations = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (UnitScorer.Scored c : chosen) {
            Unit u = c.unit();
            String owner = u.hit().owner();
            if (!sources.contains(owner)) {
                sources.add(owner);
            }
            int n = sources.indexOf(owner) + 1;
            citations.add(new Citation(n, owner, u.heading(), u.anchor(), u.startLine(), u.endLine(), u.kind(), u.text(),
                    u.parts(), ephemeris.wiki.PdfText.pageOf(owner, u.hit().heading())));
            if (!text.isEmpty()) {
                // A unit laid out in lines (steps, code) stands in its own paragraph.
                boolean lines = u.text().indexOf('\n') >= 0 || text.indexOf("\n") >= 0;
                text.append(lines ? "\n\n" : " ");
            }
            text.append(u.text()).append(" [").append(n).append(']');
        }
        Answer.Reply reply = new Answer.Reply(text.toString(), true, sources, citations, ShortAnswer.find(question, retrieval.language().code(), citations));
        String cited = chosen.getFirst().unit().hit().page();
        List<RankedPage> pages = leads ? citedFirst(retrieval.pages(), cited) : retrieval.pages();
        return new Answer(question, reply, new Answer.Evidence(pages.stream().map(RankedPage::path).toList(), pages,
                retrieval.keyTerms(), retrieval.language()), judgement, null);
    }

    /**
     * The ranked pages with the page the answer quotes first moved to the top: the unit that answers the
     * question is better evidence of what the page is about than how well its words matched, and the list
     * then opens on the page the answer cites. The others keep their order.
     */
    private static List<RankedPage> citedFirst(List<RankedPage> pages, String cited) {
        List<RankedPage> out = new ArrayList<>(pages);
        for (int i = 1; i < out.size(); i++) {
            if (out.get(i).path().equals(cited)) {
                out.add(0, out.remove(i));
                break;
            }
        }
        return List.copyOf(out);
    }
}
