package ephemeris.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Questions asked, newest last, walked with Up and Down like a shell's history. */
public final class QuestionHistory {
    private static final int MAX = 100;
    private final List<String> asked = new ArrayList<>();
    private int cursor;

    public QuestionHistory() {
        this(List.of());
    }

    /** Starts from questions asked before, oldest first (the newest {@value #MAX} are kept). */
    public QuestionHistory(List<String> earlier) {
        earlier.forEach(this::add);
    }

    public void add(String question) {
        String q = question.strip();
        if (q.isEmpty()) {
            return;
        }
        asked.remove(q);
        asked.add(q);
        if (asked.size() > MAX) {
            asked.removeFirst();
        }
        cursor = asked.size();
    }

    /** The question before the one shown, or empty at the oldest. */
    public Optional<String> previous() {
        if (cursor == 0) {
            return asked.isEmpty() ? Optional.empty() : Optional.of(asked.getFirst());
        }
        cursor--;
        return Optional.of(asked.get(cursor));
    }

    /** The question after the one shown; an empty string past the newest. */
    public Optional<String> next() {
        if (cursor >= asked.size()) {
            return Optional.empty();
        }
        cursor++;
        return Optional.of(cursor == asked.size() ? "" : asked.get(cursor));
    }

    public List<String> all() {
        return List.copyOf(asked);
    }

    public void clear() {
        asked.clear();
        cursor = 0;
    }
}
