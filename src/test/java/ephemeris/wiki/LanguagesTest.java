package ephemeris.wiki;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A text's language from its script, else from its function words; short questions are the hard case. */
class LanguagesTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            グラフビューでノートのつながりを見るには？ | ja
            日記プラグインの使い方                     | ja
            如何使用日记插件？                         | zh
            태그는 어떻게 추가하나요?                  | ko
            ฉันจะเพิ่มแท็กได้อย่างไร                      | th
            Как добавить тег к заметке?                | ru
            Які плагіни є в Obsidian?                  | uk
            كيف أضيف وسمًا إلى ملاحظة؟                 | ar
            چگونه یک برچسب اضافه کنم؟                  | fa
            איך מוסיפים תגית לפתק?                     | he
            Πώς προσθέτω μια ετικέτα;                  | el
            How do I add a tag to a note?              | en
            Wie füge ich einer Notiz ein Tag hinzu?    | de
            Come posso aggiungere un tag alla nota?    | it
            Jak dodać tag do notatki?                  | pl
            Notuma nasıl bir etiket eklerim?           | tr
            Làm thế nào để thêm thẻ vào ghi chú?       | vi
            Hur lägger jag till en tagg i min anteckning? | sv
            Jak můžu přidat štítek k poznámce?         | cs
            Hogyan tudok címkét adni egy jegyzethez?   | hu
            Miten voin lisätä tunnisteen muistiinpanoon? | fi
            Cum pot adăuga o etichetă la o notă?        | ro
            តើខ្ញុំបន្ថែមស្លាកយ៉ាងដូចម្តេច?                | km
            ຂ້ອຍຈະເພີ່ມແທັກແນວໃດ                      | lo
            ကျွန်ုပ်တဂ်ထည့်နည်း                          | my
            নোটে কীভাবে ট্যাগ যোগ করব?                  | bn
            """)
    void guessesTheLanguage(String text, String language) {
        assertEquals(language, Languages.guess(text));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ¿Cómo hago una copia de seguridad de mi bóveda? | es | ''
            O que acontece se eu criar duas notas no mesmo minuto? | pt | es
            Se tolgo una registrazione dalla nota, il file viene cancellato? | it | ''
            Чи можна вставити базу прямо в текст нотатки? | uk | ru
            """)
    void aShortQuestionsLanguageIsToldByMoreThanAPagesIs(String question, String language, String asAPage) {
        assertEquals(language, Languages.guessQuestion(question));
        // A page's language is read as before, so an index keeps the languages it gave its pages.
        assertEquals(asAPage, Languages.guess(question));
    }

    /** Function words longer than six letters count too: they were once cut off before being looked up. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Comment ajouter une note ?        | fr
            Bagaimana menambah tag di catatan? | id
            """)
    void longFunctionWordsCount(String text, String language) {
        assertEquals(language, Languages.guess(text));
    }

    /**
     * A question with too few of the short function words is told by Lucene's stop words of each
     * language, a word's vote shared among the languages that list it.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Varför blir vissa cirklar större än andra?         | sv
            Was passiert, wenn mein Speicher voll ist?         | de
            Kenapa halaman saya malah kena redirect terus?     | id
            """)
    void stopWordsTellWhatFunctionWordsCannot(String text, String language) {
        assertEquals(language, Languages.guess(text));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Why no OS icons?
            Export as PDF?
            Sort A to Z
            """)
    void oneFunctionWordOfAnotherLanguageInAShortEnglishQuestionTellsNothing(String text) {
        assertEquals(Languages.UNKNOWN, Languages.guess(text));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ja      | ja
            pt-BR   | pt
            zh_TW   | zh
            EN      | en
            iw      | he
            ' sv '  | sv
            english | ''
            xx      | ''
            pt-     | pt
            ''      | ''
            """)
    void aLanguageTagIsReadAsItsLanguagesCode(String tag, String code) {
        assertEquals(code, Languages.code(tag));
    }

    @org.junit.jupiter.api.Test
    void aKatakanaBrandNameDoesNotMakeAChinesePageJapanese() {
        assertEquals("zh", Languages.guess("在设置中打开同步功能，然后选择要同步的文件夹和设备。所有笔记都会保存在本地。オブシディアン"));
        assertEquals("ja", Languages.guess("設定で同期をオンにします"));
    }
}
