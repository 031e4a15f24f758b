package ephemeris.ui.model;

import ephemeris.query.SearchFilters;

import java.util.ArrayList;
import java.util.List;

/**
 * One filter shown as a removable chip under the question bar.
 *
 * @param label    what the chip reads ("tag: recipes", "not: draft")
 * @param operator the operator it stands for, as it is typed ("tag:recipes", "-draft", "path:\"Daily notes/\"")
 */
public record FilterChip(String label, String operator) {

    /** The chips of the filters a question's operators set, in the order the kinds are listed. */
    public static List<FilterChip> of(SearchFilters f) {
        List<FilterChip> out = new ArrayList<>();
        f.phrases().forEach(p -> out.add(new FilterChip("phrase: " + p, "\"" + p + "\"")));
        f.excluded().forEach(w -> out.add(new FilterChip("not: " + w, "-" + w)));
        f.tags().forEach(t -> out.add(new FilterChip("tag: " + t, "tag:" + t)));
        f.paths().forEach(p -> out.add(new FilterChip("in: " + p, "path:" + quoted(p))));
        f.types().forEach(t -> out.add(new FilterChip("type: " + t.operator(), "type:" + t.operator())));
        f.notTypes().forEach(t -> out.add(new FilterChip("not type: " + t.operator(), "-type:" + t.operator())));
        f.after().ifPresent(d -> out.add(new FilterChip("from: " + d, "after:" + d)));
        f.before().ifPresent(d -> out.add(new FilterChip("before: " + d, "before:" + d)));
        return out;
    }

    /** Whether this chip sets a date bound a new one of the same kind replaces. */
    boolean sameBound(FilterChip other) {
        return bound() != null && bound().equals(other.bound());
    }

    private String bound() {
        return operator.startsWith("after:") ? "after" : operator.startsWith("before:") ? "before" : null;
    }

    static String quoted(String value) {
        return value.chars().anyMatch(Character::isWhitespace) ? "\"" + value + "\"" : value;
    }
}
