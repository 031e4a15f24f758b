package ephemeris.query;

import java.util.List;

/** "Why it matched": one key term and the fields of the page where it was found. */
public record TermMatch(String term, List<String> fields) {
}
