package ephemeris.answer;

import ephemeris.index.PassageHit;
import ephemeris.query.Retrieval;

import java.util.ArrayList;
import java.util.List;

/**
 * The code snippet or procedure that follows the sentence answering a how-question: the sentence says what to use,
 * what follows it shows how, so {@link AnswerComposer} quotes it too when the answer has room.
 */
final class FollowingSteps {
    private FollowingSteps() {
    }

    /**
     * For a how-question answered by a sentence, the short code block straight after its block, or else the first
     * procedure after it in its passage, under the same heading, when the answer has room: the sentence says what to
     * use ("you can use a template to add the same content to every daily note"), the steps after it say how. They are quoted whether or not they repeat the
     * question's words, which a procedure seldom does.
     */
    static List<UnitScorer.Scored> withStepsThatFollow(List<UnitScorer.Scored> chosen, UnitScorer scorer, Retrieval retrieval) {
        Unit first = chosen.getFirst().unit();
        // A question for a value ("how many", "how long") is answered by the value, not by a procedure.
        if (!scorer.how || !scorer.asked.isEmpty() || first.kind() != UnitKind.SENTENCE
                || chosen.stream().anyMatch(c -> c.unit().kind() == UnitKind.STEPS)) {
            return chosen;
        }
        Unit snippet = snippetAfter(first);
        if (snippet != null && chosen.stream().noneMatch(c -> AnswerComposer.overlaps(c.unit(), snippet) || c.unit().kind() == UnitKind.CODE
                && c.unit().endLine() == snippet.endLine())) {
            // The sentence says what to do; the snippet straight after it shows it ("… by specifying a range of 2-z."
            // then "qpdf in.pdf --pages . 2-z -- out.pdf"). It takes the place of the last follow-up when the answer
            // is full: what the first sentence shows says more than a third sentence.
            List<UnitScorer.Scored> out = new ArrayList<>(chosen.subList(0, Math.min(chosen.size(), AnswerComposer.MAX_UNITS - 1)));
            int held = out.stream().mapToInt(c -> c.unit().text().length()).sum();
            while (out.size() > 1 && held + snippet.text().length() > AnswerComposer.MAX_ANSWER_CHARS) {
                held -= out.removeLast().unit().text().length();
            }
            if (held + snippet.text().length() <= AnswerComposer.MAX_ANSWER_CHARS) {
                UnitScorer.Scored code = scorer.score(snippet, retrieval.pages().get(first.pageRank()).relative());
                out.add(1, code != null ? code : UnitScorer.Scored.unscored(snippet));
                return out;
            }
        }
        if (chosen.size() >= AnswerComposer.MAX_UNITS) {
            return chosen;
        }
        int chars = chosen.stream().mapToInt(c -> c.unit().text().length()).sum();
        for (Unit u : UnitExtractor.units(first.hit(), first.pageRank(), first.passage(), scorer.asksCode, scorer.how)) {
            if (u.kind() != UnitKind.STEPS || u.endLine() <= first.endLine() || !u.heading().equals(first.heading())) {
                continue;
            }
            // Only the first procedure after the sentence: one that begins at or before it holds the sentence
            // (its lead-in, or one of its steps), and the procedure after that one says something else.
            if (u.startLine() <= first.endLine() || chars + u.text().length() > AnswerComposer.MAX_ANSWER_CHARS
                    || chosen.stream().anyMatch(c -> AnswerComposer.overlaps(c.unit(), u))) {
                return chosen;
            }
            UnitScorer.Scored steps = scorer.score(u, retrieval.pages().get(first.pageRank()).relative());
            List<UnitScorer.Scored> out = new ArrayList<>(chosen);
            out.add(1, steps != null ? steps : UnitScorer.Scored.unscored(u));
            return out;
        }
        return chosen;
    }

    /**
     * The code block straight after the block that holds the sentence, under the same heading, when it is short: the
     * example of what the sentence says, as a unit of its own; or null.
     */
    private static Unit snippetAfter(Unit sentence) {
        List<PassageHit.BlockText> blocks = sentence.hit().blocks();
        for (int i = 0; i + 1 < blocks.size(); i++) {
            PassageHit.BlockText b = blocks.get(i);
            if (b.startLine() > sentence.startLine() || b.endLine() < sentence.endLine()) {
                continue;
            }
            PassageHit.BlockText next = blocks.get(i + 1);
            if (next.kind() != ephemeris.wiki.Block.Kind.CODE || !next.heading().equals(sentence.heading())
                    || next.text().isBlank() || UnitExtractor.lines(next.text()) > UnitExtractor.SECTION_CODE_LINES) {
                return null;
            }
            String code = next.text();
            return new Unit(UnitKind.CODE, code, List.of(code), code, sentence.hit(), sentence.pageRank(), sentence.passage(),
                    next.startLine(), next.endLine(), next.heading(), next.anchor());
        }
        return null;
    }
}
