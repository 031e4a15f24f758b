package ephemeris.index;

import java.util.List;

/**
 * A page's own passages as the text the model reads, with the file version they were read from. The
 * last text is the page's title line, with its first passage's id: an id may be in {@code passageIds} twice.
 *
 * @param lang         the page's language, empty when it cannot be told
 * @param languageSure whether the language is told surely: by the wiki's language folders, or by a script
 *                     that only some languages write (kana, Hangul, Arabic, Cyrillic, …); a language read
 *                     from Latin-script prose alone may be a page of code and identifiers misread
 */
public record PageToEmbed(String path, long size, long modified, String lang, boolean languageSure,
                          List<String> passageIds, List<String> texts) {
    /** The same page with nothing for the model to read: it is stored as done, with no vectors. */
    public PageToEmbed withoutTexts() {
        return new PageToEmbed(path, size, modified, lang, languageSure, List.of(), List.of());
    }
}
