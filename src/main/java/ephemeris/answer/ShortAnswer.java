package ephemeris.answer;

import java.util.List;
import java.util.Optional;

/**
 * Finds the phrase within the quoted units that answers a question asking for a value: a key
 * combination, a quantity, a default, a format, a version, a setting path or a name ({@link AskedValue}); a place is
 * pointed at by a side ("right"), which is not itself the answer.
 * A question that asks for none of them has no short answer.
 */
final class ShortAnswer {
    private ShortAnswer() {
    }

    /** The answering phrase in the first citation that holds one, or empty. */
    static Optional<AnswerSpan> find(String question, String language, List<Citation> citations) {
        for (AskedValue kind : AskedValue.askedBy(question, language)) {
            if (!kind.isShortAnswer()) {
                continue;
            }
            for (int i = 0; i < citations.size(); i++) {
                Optional<AskedValue.Found> found = kind.in(citations.get(i).text());
                if (found.isPresent()) {
                    AskedValue.Found f = found.get();
                    return Optional.of(new AnswerSpan(i + 1, f.start(), f.end(), f.text()));
                }
            }
        }
        return Optional.empty();
    }
}
