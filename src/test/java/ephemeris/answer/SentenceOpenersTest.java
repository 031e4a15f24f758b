package ephemeris.answer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A sentence that opens with a demonstrative or a connective leans on the one before; others, and look-alikes, do not. */
class SentenceOpenersTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            However, iCloud Drive on Windows can corrupt files.          | true
            Both give you 40% off Sync.                                   | true
            To create a note, press Ctrl+N.                               | false
            Thereafter the file is synced.                                | false
            Tuy nhiên, iCloud Drive trên Windows có thể dẫn đến hỏng tệp. | true
            Jedoch werden Anhänge nicht synchronisiert.                   | true
            De bijlagen worden niet gesynchroniseerd.                     | false
            Однако вложения не синхронизируются.                          | true
            Ancak ekler eşitlenmez.                                       | true
            ومع ذلك، لا تتم مزامنة المرفقات.                              | true
            但是附件不会同步。                                              | true
            ただし、添付ファイルは同期されません。                           | true
            Obsidian stores notes as plain text.                          | false
            Items in the list are sorted by name.                         | false
            Totuşi, fișierele mari nu se sincronizează.                   | true
            Te rugăm să închizi aplicația.                                | false
            Mais informações estão nas definições.                        | false
            Men kan de bijlagen ook verplaatsen.                          | false
            แต่ละหน้ามีชื่อของตัวเอง                                          | false
            """)
    void aSentenceLeansBackWhenItOpensWithADemonstrativeOrAConnective(String sentence, boolean leans) {
        assertEquals(leans, SentenceOpeners.leansBack(sentence.strip()), sentence);
    }
}
