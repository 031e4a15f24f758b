package ephemeris.query;

import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** lang:xx is taken out of the question's words and pins its language; a malformed one is told plainly. */
class QuestionOperatorsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            lang:ja グラフビューの設定        | グラフビューの設定 | ja
            How lang:pt-BR do I sync?         | How do I sync?     | pt
            LANG:sv mallmapp                  | mallmapp           | sv
            lang:ja, タグの付け方               | タグの付け方        | ja
            lang:ja lang:ja タグ              | タグ               | ja
            golang:ja and erlang:x            | golang:ja and erlang:x | ''
            How do I add a tag?               | How do I add a tag? | ''
            """)
    void takesTheLanguageOutOfTheWords(String question, String words, String language) throws Exception {
        assertEquals(new QuestionOperators(words, language), QuestionOperators.parse(question));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            lang: tags          | lang: expects a two-letter language code, as in lang:ja or lang:pt-BR.
            tags lang:klingon   | lang: expects a two-letter language code, as in lang:ja or lang:pt-BR; "klingon" is not one.
            lang:xx tags        | lang: expects a two-letter language code, as in lang:ja or lang:pt-BR; "xx" is not one.
            lang:ja lang:ko x   | lang: can be given once; the question asks for both ja and ko.
            """)
    void aMalformedOperatorNamesItselfAndTheFormItExpects(String question, String message) {
        WikiException e = assertThrows(WikiException.class, () -> QuestionOperators.parse(question));
        assertEquals(WikiException.Kind.USAGE, e.kind());
        assertEquals(message, e.getMessage());
    }

    @Test
    void otherLatinLanguagesMeetWordsByTheirFirstLettersAndEnglishAndUnknownDoNot() {
        assertEquals("mallm", new QuestionLanguage("sv", false).prefix("mallmapp"));
        assertEquals(null, new QuestionLanguage("sv", false).prefix("mapp"));
        assertEquals(null, new QuestionLanguage("en", false).prefix("librarian"));
        assertEquals(null, new QuestionLanguage("", false).prefix("mallmapp"));
        assertEquals(null, new QuestionLanguage("ja", true).prefix("mallmapp"));
        assertEquals(null, new QuestionLanguage("sv", false).prefix("c2280x"));
    }
}
