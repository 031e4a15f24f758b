package ephemeris.answer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A question asks for a place when it asks "where" in its language, as its question word and not as a relative
 * ("a board where I can draw"); a unit names a place by a side of the screen, which a mouse button's side is not.
 */
class AskedPlaceTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Where can I see the word count?                              | true
            en | Is there a whiteboard where I can drag my files around?      | false
            en | On my phone, where is the word count?                        | true
            uk | Де на телефоні побачити кількість слів у нотатці?            | true
            ja | Web Clipperのハイライトはどこで見られますか？                  | true
            ca | On surt el recompte de paraules al mòbil?                    | true
            en | On mobile, how do I count words?                             | false
            da | Hvor finder jeg ordtælleren?                                 | true
            da | Hvor mange ord har min note?                                 | false
            sv | Var hittar jag ordräknaren?                                  | true
            sv | Jag använde Sync, var det krypterat?                         | false
            da | Hvor hurtigt synkroniseres noterne?                          | false
            de | Gibt es ein Whiteboard, wo ich Dateien ziehen kann?          | false
            es | ¿Hay una pizarra, donde pueda dibujar?                       | false
            fi | Mihin tunnisteita käytetään?                                 | false
            fa | شمارنده کلمات کجاست؟                                         | true
            hu | Hova kerülnek a beillesztett képek?                          | true
            """)
    void whereIsAskedInTheQuestionsLanguage(String language, String question, boolean asks) {
        assertEquals(asks, AskedValue.askedBy(question, language).contains(AskedValue.PLACE));
    }

    @org.junit.jupiter.api.Test
    void onlyAQuestionsFirstThousandCharactersAreRead() {
        String padding = " and tags".repeat(120);
        assertEquals(true, AskedValue.askedBy("How do I sync tags" + padding.substring(0, 900) + ", where is it?", "en")
                .contains(AskedValue.PLACE));
        assertEquals(false, AskedValue.askedBy("How do I sync tags" + padding + ", where is it?", "en")
                .contains(AskedValue.PLACE));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            On mobile, the word count appears at the top of the right sidebar.  | top
            Right-click the note and select Copy.                               | ''
            Faceți clic dreapta pe notă.                                        | ''
            Лічильник слів відображається у верхній частині правої бічної панелі. | верхній
            Klik kanan pada catatan.                                            | ''
            Klicke mit der rechten Maustaste auf die Notiz.                     | ''
            Press the right mouse button on the note.                           | ''
            روی یادداشت کلیک راست کنید.                                          | ''
            روی یادداشت راست‌کلیک کنید.                                          | ''
            ワードカウントは右サイドバーの上部に表示されます。                       | 上部
            Word count shows the number of words in the note.                   | ''
            """)
    void aUnitNamesAPlaceByASideOfTheScreen(String text, String side) {
        assertEquals(side, AskedValue.PLACE.in(text).map(AskedValue.Found::text).orElse(""));
    }
}
