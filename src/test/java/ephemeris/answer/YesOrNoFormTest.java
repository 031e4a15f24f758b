package ephemeris.answer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A question asked to be answered yes or no is read in its language's way of asking one (the verb or a particle
 * first, a particle or an ending after it), and a sentence that says something is not so in its way of negating.
 */
class YesOrNoFormTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Do themes update automatically?                              | true
            en | How do I update a theme?                                     | false
            en | Where are my themes stored?                                  | false
            de | Werden Themes automatisch aktualisiert?                      | true
            pl | Czy da się ustawić dwa skróty dla jednej komendy?            | true
            pl | Jak ustawić skrót?                                           | false
            fi | Näkyvätkö korostukset vielä, kun palaan sivulle?             | true
            fi | Miten lisään tunnisteen?                                     | false
            tr | Etiket adında boşluk kullanabilir miyim?                     | true
            id | Bisa nggak buka vault sandbox di HP?                         | true
            fa | آیا خزانه‌ی سندباکس را روی گوشی هم می‌شود باز کرد؟          | true
            fa | چرا پوسته خودش به‌روز نمی‌شود؟                               | false
            zh | 手机上的 Obsidian 会自己自动更新吗？                          | true
            zh | 如何使用日记插件？                                            | false
            ja | 同期は自動で行われますか？                                    | true
            ja | ハイライトはどこで見られますか？                              | false
            ko | 테마는 자동으로 업데이트되나요?                                | true
            ko | 태그는 어떻게 추가하나요?                                      | false
            en | Doesn't Sync keep old versions?                              | true
            fr | Que se passe-t-il si je modifie mes notes sans internet ?    | false
            ko | 스냅샷은 얼마나 오래 보관되나요?                               | false
            ja | どちらのプランが安いですか？                                  | false
            cs | Co mám udělat, chcete-li synchronizovat trezor?              | false
            hu | Hol található a jegyzet URL-e?                               | false
            hu | Frissülnek-e a témák maguktól?                               | true
            """)
    void aYesOrNoQuestionIsReadInItsLanguage(String language, String question, boolean yesOrNo) {
        assertEquals(yesOrNo, QuestionForm.of(question, language).asksYesOrNo());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Why can't I find the upgrade button?                         | true
            en | How do I upgrade?                                            | false
            fr | Pourquoi je ne trouve pas le bouton ?                        | true
            vi | Sao ảnh bìa không hiện khi chia sẻ link?                     | true
            vi | Làm sao chèn mẫu vào ghi chú?                                | false
            zh | 笔记里的 HTML 表格为什么显示不正常？                          | true
            fa | چرا پوسته خودش به‌روز نمی‌شود؟                               | true
            ro | De ce rămâne săgeata afișată?                                | true
            """)
    void aWhyQuestionIsReadInItsLanguage(String language, String question, boolean why) {
        assertEquals(why, QuestionForm.of(question, language).asksWhy());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Themes don't update automatically.                    | true
            en | Themes update when you select Update all.             | false
            pt | O cofre de testes não está disponível no celular.      | true
            pt | No celular, abra o cofre de testes.                   | false
            nl | De teruglinks worden nu onderaan getoond.             | false
            nl | Thema's worden niet automatisch bijgewerkt.           | true
            tr | Etiketler boşluk içeremez.                            | true
            fa | پوسته‌ها به‌طور خودکار به‌روزرسانی نمی‌شوند.          | true
            zh | Obsidian 不支援自動更新。                              | true
            id | Vault sandbox tidak tersedia di perangkat seluler.    | true
            en | Themes don’t update automatically.                    | true
            fr | Les thèmes sont plus rapides.                         | false
            zh | 你可以在不同设备之间同步笔记。                          | false
            vi | Ghi chú chiếm không gian lưu trữ.                     | false
            ca | Arrossega la nota cap a la carpeta.                   | false
            fa | نام یادداشت را تغییر دهید.                            | false
            fa | نرم‌افزار را نصب کنید.                                | false
            fa | این گزینه نمیشه فعال کرد.                            | true
            """)
    void aSentenceThatSaysSomethingIsNotSoIsReadInItsLanguage(String language, String sentence, boolean negates) {
        assertEquals(negates, QuestionForm.of("", language).negates(sentence));
    }
}
