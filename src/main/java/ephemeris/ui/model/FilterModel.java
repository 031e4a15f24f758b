package ephemeris.ui.model;

import ephemeris.query.QuestionOperators;
import ephemeris.query.SearchFilters;
import ephemeris.wiki.WikiException;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.collections.FXCollections;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The filters under the question bar: chips that apply to every question until removed, remembered per
 * wiki. Operators typed into a question become chips when it is asked; the filter popup adds them too.
 */
public final class FilterModel {
    /** Suggestions offered while a tag: or path: operator is typed. */
    static final int MAX_SUGGESTIONS = 12;

    private final Settings settings;
    private final ReadOnlyListWrapper<FilterChip> chips = new ReadOnlyListWrapper<>(this, "chips", FXCollections.observableArrayList());
    private Path wiki;

    FilterModel(Settings settings) {
        this.settings = settings;
    }

    public ReadOnlyListProperty<FilterChip> chipsProperty() {
        return chips.getReadOnlyProperty();
    }

    /** The chips remembered for a wiki that was just opened. */
    void load(Path root) {
        wiki = root;
        chips.clear();
        String remembered = settings.filters(root);
        try {
            chips.setAll(FilterChip.of(QuestionOperators.parse(remembered).filters()));
        } catch (WikiException e) {
            // Remembered in a form this version reads differently: keep each chip that still reads, with the others.
            for (String operator : remembered.split(" (?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
                try {
                    add(QuestionOperators.parse(operator).filters());
                } catch (WikiException skipped) {
                    // left out: it cannot be read, or it contradicts a chip kept before it
                }
            }
        }
    }

    /**
     * Adds the chips a question's operators set (a new date bound replaces the old one); kept for the wiki.
     *
     * @throws WikiException of kind USAGE, changing nothing, when the chips would contradict each other
     *                       (after: a day not before the before: chip's)
     */
    void add(SearchFilters filters) throws WikiException {
        List<FilterChip> next = new ArrayList<>(chips);
        for (FilterChip c : FilterChip.of(filters)) {
            next.removeIf(old -> old.equals(c) || old.sameBound(c));
            next.add(c);
        }
        QuestionOperators.parse(String.join(" ", next.stream().map(FilterChip::operator).toList()));
        chips.setAll(next);
        save();
    }

    /** Adds chips chosen in the filter popup, as operator text ("tag:recipes after:2024-01-01"). */
    public void add(String operators) throws WikiException {
        add(QuestionOperators.parse(operators).filters());
    }

    public void remove(FilterChip chip) {
        chips.remove(chip);
        save();
    }

    public void clear() {
        chips.clear();
        save();
    }

    /** The chips as operator text, appended to every question asked. */
    String operators() {
        return String.join(" ", chips.stream().map(FilterChip::operator).toList());
    }

    private void save() {
        if (wiki != null) {
            settings.filters(wiki, operators());
        }
    }

    /** The operators for what the filter popup chose: folders and tags (either of each), and a date range. */
    public static String operators(List<String> folders, List<String> tags, java.time.LocalDate after, java.time.LocalDate before) {
        List<String> out = new ArrayList<>();
        folders.forEach(f -> out.add("path:" + FilterChip.quoted(f)));
        tags.forEach(t -> out.add("tag:" + t));
        if (after != null) {
            out.add("after:" + after);
        }
        if (before != null) {
            out.add("before:" + before);
        }
        return String.join(" ", out);
    }

    /**
     * Completions for the operator being typed at the caret: tags for {@code tag:}, folders for
     * {@code path:}, each with how many pages it has, best first (the typed start, then by name).
     *
     * @return the whole operator each would write, and its page count; empty when no operator is being typed
     */
    static List<Suggestion> suggest(String text, int caret, Supplier<Map<String, Integer>> tags, Supplier<Map<String, Integer>> folders) {
        int end = Math.max(0, Math.min(caret, text.length()));
        int start = end;
        while (start > 0 && !Character.isWhitespace(text.charAt(start - 1))) {
            start--;
        }
        String token = text.substring(start, end);
        String lower = token.toLowerCase(Locale.ROOT);
        Map<String, Integer> source;
        String prefix;
        if (lower.startsWith("tag:")) {
            source = tags.get();
            prefix = "tag:";
        } else if (lower.startsWith("path:")) {
            source = folders.get();
            prefix = "path:";
        } else {
            return List.of();
        }
        String typed = token.substring(prefix.length()).replace("\"", "").replaceFirst("^#", "").toLowerCase(Locale.ROOT);
        List<Suggestion> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : source.entrySet()) {
            if (e.getKey().toLowerCase(Locale.ROOT).startsWith(typed)) {
                out.add(new Suggestion(start, end, prefix + FilterChip.quoted(e.getKey()), e.getValue()));
            }
        }
        if (out.size() == 1 && out.getFirst().operator().equalsIgnoreCase(token)) {
            return List.of(); // already written in full
        }
        return out.subList(0, Math.min(MAX_SUGGESTIONS, out.size()));
    }

    /**
     * A completion: the text from {@code start} to {@code end} becomes {@code operator}.
     *
     * @param pages how many pages it would keep
     */
    public record Suggestion(int start, int end, String operator, int pages) {
        /** The question with this completion written in, and a space after it. */
        public String applyTo(String text) {
            String rest = text.substring(Math.min(end, text.length()));
            return text.substring(0, start) + operator + (rest.startsWith(" ") ? rest : " " + rest.stripLeading());
        }
    }
}
