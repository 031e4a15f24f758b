package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.answer.Citation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Groups an answer's citations under its Sources entries: card n holds every sentence marked [n]. */
final class SourceCards {
    private SourceCards() {
    }

    static List<SourceCard> of(Answer answer, Function<String, String> titleOf) {
        Map<Integer, List<Citation>> byNumber = new LinkedHashMap<>();
        for (Citation c : answer.citations()) {
            byNumber.computeIfAbsent(c.number(), k -> new ArrayList<>()).add(c);
        }
        List<SourceCard> out = new ArrayList<>();
        for (int i = 0; i < answer.sources().size(); i++) {
            String path = answer.sources().get(i);
            out.add(new SourceCard(i + 1, path, titleOf.apply(path), byNumber.getOrDefault(i + 1, List.of())));
        }
        return out;
    }

    /** The pieces (sentences, steps, cells) cited from one page, each once, in answer order; a piece's index is its mark's data-cite. */
    static List<String> citedOn(Answer answer, String path) {
        if (answer == null) {
            return List.of();
        }
        return answer.citations().stream().filter(c -> c.path().equals(path)).flatMap(c -> c.parts().stream()).distinct().toList();
    }
}
