package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Top-level folders named by language codes make a wiki organised by language, from two of them on. */
class LanguageFoldersTest {
    @Test
    void twoLanguageFoldersTellTheirPagesLanguages() {
        LanguageFolders f = LanguageFolders.of(List.of("ja/プラグイン/タグ.md", "pt-br/Notas.md", "en/Tags.md", "Release notes/v1.md", "Home.md"));
        assertEquals(Set.of("en", "ja", "pt-br"), f.folders());
        assertEquals("ja", f.languageOf("ja/プラグイン/タグ.md"));
        assertEquals("pt", f.languageOf("pt-br/Notas.md"));
        assertEquals("", f.languageOf("Release notes/v1.md"));
        assertEquals("", f.languageOf("Home.md"));
        assertEquals("", f.languageOf("Plugins/ja/x.md"), "only top-level folders");
    }

    @Test
    void oneFolderNamedLikeALanguageIsNotALanguageFolder() {
        LanguageFolders f = LanguageFolders.of(List.of("it/Laptops.md", "no/Reasons.md".replace("no/", "Notes/"), "Home.md"));
        assertEquals(LanguageFolders.NONE, f);
        assertEquals("", f.languageOf("it/Laptops.md"));
    }
}
