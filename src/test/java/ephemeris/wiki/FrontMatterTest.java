package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class FrontMatterTest {
    private static List<String> lines(String text) {
        return List.of(text.split("\n", -1));
    }

    @Test
    void keysAreCaseInsensitiveAndValuesUnquoted() {
        FrontMatter f = FrontMatter.parse(lines("---\nTitle: \"A: B\"\nUpdated: '2025-01-01'\n---\nbody"));
        assertEquals("A: B", f.first("title"));
        assertEquals("2025-01-01", f.first("updated"));
        assertEquals(4, f.lineCount());
    }

    @Test
    void indentedLinesContinueAValueAndBlockScalarsAreReadAsOneLine() {
        FrontMatter f = FrontMatter.parse(lines("---\ndescription: A long\n  sentence over lines.\nsummary: >\n  Folded\n  text.\n"
                + "note: |-\n  Kept\n  lines\nempty: >\ntitle: T\naliases:\n  - One\n---"));
        assertEquals("A long sentence over lines.", f.first("description"));
        assertEquals("Folded text.", f.first("summary"));
        assertEquals("Kept lines", f.first("note"));
        assertEquals("", f.first("empty"));
        assertEquals("T", f.first("title"));
        assertEquals(List.of("One"), f.list("aliases"));
    }

    @Test
    void firstTakesTheFirstNonBlankKey() {
        FrontMatter f = FrontMatter.parse(lines("---\nupdated:\nmodified: 2024-02-02\ndate: 2020-01-01\n---"));
        assertEquals("2024-02-02", f.first("updated", "modified", "date"));
    }

    @Test
    void tagsSplitOnSpacesAndCommasAndLoseHash() {
        FrontMatter f = FrontMatter.parse(lines("---\ntags: one two, #three\naliases: Single Alias, Other\n---"));
        assertEquals(List.of("one", "two", "three"), f.list("tags"));
        assertEquals(List.of("Single Alias", "Other"), f.list("aliases"));
    }

    @Test
    void blockListsAndInlineListsAreRead() {
        FrontMatter f = FrontMatter.parse(lines("---\naliases:\n  - One\n  - 'Two'\ntags: [a, \"b\"]\n---"));
        assertEquals(List.of("One", "Two"), f.list("aliases"));
        assertEquals(List.of("a", "b"), f.list("tags"));
    }

    @Test
    void noOpeningOrNoClosingMeansNoFrontMatter() {
        assertSame(FrontMatter.NONE, FrontMatter.parse(lines("title: x\n---")));
        assertSame(FrontMatter.NONE, FrontMatter.parse(lines("---\ntitle: x\nbody")));
        assertSame(FrontMatter.NONE, FrontMatter.parse(List.of()));
    }

    @Test
    void nestedKeysAreIgnored() {
        FrontMatter f = FrontMatter.parse(lines("---\nauthor:\n  name: Ann\ntitle: T\n---"));
        assertEquals("T", f.first("title"));
        assertEquals("", f.first("name"));
    }
}
