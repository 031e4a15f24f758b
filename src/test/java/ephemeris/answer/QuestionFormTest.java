package ephemeris.answer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A question's form — how-to or what-is — is read in its own language's words, wherever that language puts them. */
class QuestionFormTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | How do I add a tag?                          | true  | false
            en | What is a vault?                             | false | true
            en | Where are my templates?                      | false | false
            de | Wie füge ich ein Tag hinzu?                  | true  | false
            de | Was ist ein Tresor?                          | false | true
            it | Come assegno una scorciatoia a un comando?   | true  | false
            it | Cos'è un vault?                              | false | true
            pt | Como procuro uma frase exata?                | true  | false
            nl | Hoe voeg ik een tag toe?                     | true  | false
            sv | Hur lägger jag till en tagg?                 | true  | false
            sv | Vad är en kluster?                           | false | true
            da | Hvordan tilføjer jeg et tag?                 | true  | false
            fi | Miten lisään tunnisteen?                     | true  | false
            cs | Jak přidám štítek?                           | true  | false
            pl | Jak dodać tag?                               | true  | false
            pl | Czy w tagu można użyć spacji?                | false | false
            hu | Hogyan adhatok hozzá címkét?                 | true  | false
            ro | Cum adaug o etichetă?                        | true  | false
            tr | Grafikte notları nasıl gizlerim?             | true  | false
            tr | Kasa nedir?                                  | false | true
            id | Bagaimana cara menambahkan tag?              | true  | false
            vi | Làm sao chèn mẫu vào ghi chú?                | true  | false
            vi | Kho là gì?                                   | false | true
            ru | Как добавить тег к заметке?                  | true  | false
            ru | Что такое хранилище?                         | false | true
            uk | Як додати тег?                               | true  | false
            el | Πώς προσθέτω μια ετικέτα;                    | true  | false
            el | Τι είναι ένα θησαυροφυλάκιο;                 | false | true
            ar | كيف أغيّر المجلد الذي تُحفظ فيه المرفقات؟    | true  | false
            he | איך מקפלים את כל הכותרות?                    | true  | false
            fa | چگونه یک برچسب اضافه کنم؟                    | true  | false
            ja | コールアウトを折りたたんだ状態にするには？     | true  | false
            ja | ボールトとは何ですか？                       | false | true
            zh | 怎样把一个文件夹加入书签？                   | true  | false
            zh | 什么是仓库？                                 | false | true
            ko | 명령을 팔레트 맨 위에 고정하려면?              | true  | false
            ko | 태그는 어떻게 추가하나요?                     | true  | false
            th | จะตั้งชื่อเรียกอื่นให้โน้ตได้ยังไง?             | true  | false
            hi | टैग कैसे जोड़ें?                               | true  | false
            bn | নোটে কীভাবে ট্যাগ যোগ করব?                   | true  | false
            bn | ভল্ট কী?                                     | false | true
            km | តើខ្ញុំបន្ថែមស្លាកយ៉ាងដូចម្តេច?                  | true  | false
            km | តើឃ្លាំងជាអ្វី?                                | false | true
            '' | Wie füge ich ein Tag hinzu?                  | true  | false
            '' | Hur lägger jag till en tagg?                 | false | false
            """)
    void readsTheFormInTheQuestionsLanguage(String language, String question, boolean how, boolean what) {
        QuestionForm form = QuestionForm.of(question, language);
        assertEquals(how, form.how(), "how");
        assertEquals(what, form.what(), "what");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Select the folder in the sidebar.                 | true
            en | The folder holds your notes.                      | false
            sv | Välj mappen i sidofältet.                         | true
            sv | Mappen innehåller dina anteckningar.              | false
            tr | Ayarları açın.                                    | true
            ja | 設定を開いてください。                             | true
            ko | 사이드바에서 명령어 팔레트를 클릭해요.               | true
            fa | گزینه را انتخاب کنید.                              | true
            bn | সাইডবারে ফোল্ডারটি নির্বাচন করুন।                  | true
            bn | ফোল্ডারে আপনার নোটগুলো থাকে।                       | false
            km | ជ្រើសរើស បន្ថែមទៅ Obsidian ដើម្បីបើកធាតុ។          | true
            """)
    void tellsAnInstructionInTheQuestionsLanguage(String language, String sentence, boolean instructs) {
        assertEquals(instructs, QuestionForm.of("", language).instructs(sentence));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | To add a tag, type a hash.                        | true
            de | Um ein Tag hinzuzufügen, tippe eine Raute.        | true
            sv | För att lägga till en tagg, skriv en hashtagg.    | true
            ru | Чтобы добавить тег, введите решётку.              | true
            ja | タグを追加するには、ハッシュを入力します。          | true
            ko | 태그를 추가하려면 해시를 입력해요.                  | true
            tr | Etiket eklemek için bir kare işareti yazın.       | true
            sv | Taggar hjälper dig att hitta anteckningar.        | false
            """)
    void tellsAPurposeClauseInTheQuestionsLanguage(String language, String sentence, boolean purpose) {
        assertEquals(purpose, QuestionForm.of("", language).opensWithPurpose(sentence));
    }
}
