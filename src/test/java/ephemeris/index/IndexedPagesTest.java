package ephemeris.index;

import ephemeris.wiki.FileStatus;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The pages under path prefixes, found by a binary search, are those a test of every lower-cased path finds. */
class IndexedPagesTest {
    private static PageMeta page(String path) {
        return new PageMeta(path, path, 1, 0, Instant.EPOCH, FileStatus.State.INDEXED, null,
                List.of(), List.of(), List.of(), List.of());
    }

    private static final IndexedPages PAGES = new IndexedPages(List.of("Recipes/Soup.md", "recipes/bread.md",
            "Recipes2/x.md", "notes/a.md", "Notes/Big/b.md", "Ärger/c.md", "ärger/d.md", "z.md").stream().map(IndexedPagesTest::page).toList());

    private static List<String> under(String... prefixes) {
        return PAGES.under(List.of(prefixes)).stream().map(PageMeta::path).toList();
    }

    @Test
    void prefixesMatchWhateverTheCaseEachPageOnce() {
        assertEquals(List.of("recipes/bread.md", "Recipes/Soup.md"), under("recipes/"));
        assertEquals(List.of("recipes/bread.md", "Recipes/Soup.md", "Recipes2/x.md"), under("recipes"));
        assertEquals(List.of("notes/a.md", "Notes/Big/b.md", "recipes/bread.md", "Recipes/Soup.md", "Recipes2/x.md"),
                under("recipes", "notes/", "recipes/"));
        assertEquals(List.of("Ärger/c.md", "ärger/d.md"), under("ärger/"));
        assertEquals(List.of(), under("none/"));
        assertEquals(8, PAGES.all().size());
    }

    @Test
    void agreesWithATestOfEveryPath() {
        for (String prefix : List.of("", "r", "re", "recipes/s", "n", "notes/big", "ä", "z.md", "zz")) {
            List<String> tested = PAGES.all().stream().map(PageMeta::path)
                    .filter(p -> p.toLowerCase(Locale.ROOT).startsWith(prefix)).toList();
            assertEquals(tested, under(prefix), prefix);
        }
    }
}
