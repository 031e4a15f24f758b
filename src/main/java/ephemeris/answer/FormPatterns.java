package ephemeris.answer;

import java.util.Map;
import java.util.regex.Pattern;

/**
 * The sentence shapes of a how- or what-question in one language, which {@link QuestionForm} reads a question and
 * its candidate sentences by; {@code purpose} opens a sentence.
 */
record FormPatterns(Pattern how, Pattern what, Pattern instruction, Pattern purpose, Pattern definition) {
    static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.UNICODE_CHARACTER_CLASS;

    /** The forms read when the question's language is unknown: the four languages Ephemeris began with. */
    private static final FormPatterns UNKNOWN = new FormPatterns(
            Pattern.compile("(?i)^\\s*(how|wie|comment|cómo|como)\\b|\\bhow (do|can|to)\\b"),
            Pattern.compile("(?is)^\\s*(what|was ist|qu'est|qué es|que es)"),
            Pattern.compile("(?i)^(to |select |click |press |open |use |go to |type |drag |right-click |enable |choose |run |add |in the )|\\byou can\\b"),
            Pattern.compile("(?i)(to|um|pour|para) "),
            Pattern.compile("(?i)\\b(is|are|lets you|allows you|means|refers to)\\b"));

    private static final Map<String, FormPatterns> BY_LANGUAGE = Map.ofEntries(
            Map.entry("en", new FormPatterns(
                    Pattern.compile("(?i)^\\s*how\\b|\\bhow (do|can|to)\\b"),
                    Pattern.compile("(?is)^\\s*what"),
                    UNKNOWN.instruction(),
                    Pattern.compile("(?i)to "),
                    UNKNOWN.definition())),
            forms("de", "^\\W*(und |aber )?wie\\b", "^\\W*(was ist|was sind|was bedeutet|was macht)",
                    "^(um |wähle |klicke |drücke |öffne |gehe |tippe |gib |ziehe |aktiviere |nutze |verwende |füge |wählen sie |klicken sie |öffnen sie )|\\b(du kannst|kannst du|sie können|können sie)\\b",
                    "um ", "\\b(ist|sind|bezeichnet|ermöglicht|bedeutet)\\b"),
            forms("fr", "^\\W*(et )?comment\\b", "^\\W*(qu'est|qu’est|que sont|que signifie|que fait)",
                    "^(pour |sélectionnez |cliquez |appuyez |ouvrez |utilisez |allez |tapez |faites |activez |choisissez |ajoutez |dans )|\\b(vous pouvez|tu peux)\\b",
                    "pour ", "\\b(est|sont|permet|désigne|signifie)\\b"),
            forms("es", "^\\W*(y )?cómo\\b|^\\W*como\\b", "^\\W*(qué es|que es|qué son|qué significa|qué hace)",
                    "^(para |selecciona |haz clic |pulsa |presiona |abre |usa |ve a |escribe |arrastra |activa |elige |añade |agrega |en )|\\b(puedes|puede)\\b",
                    "para ", "\\b(es|son|permite|significa)\\b"),
            forms("it", "^\\W*(e )?come\\b", "^\\W*(cos'è|cos’è|che cos|cosa è|cosa sono|che cosa|cosa significa)",
                    "^(per |seleziona |selezionare |fai clic |fare clic |clicca |premi |premere |apri |aprire |usa |utilizza |vai |digita |trascina |attiva |scegli |aggiungi |in )|\\b(puoi|è possibile|si può)\\b",
                    "per ", "\\b(è|sono|permette|consente|significa)\\b"),
            forms("pt", "^\\W*(e )?como\\b", "^\\W*(o que é|o que são|que é|o que significa)",
                    "^(para |selecione |clique |pressione |abra |use |vá |digite |arraste |ative |escolha |adicione |em |no |na )|\\b(você pode|pode)\\b",
                    "para ", "\\b(é|são|permite|significa)\\b"),
            forms("nl", "^\\W*hoe\\b", "^\\W*(wat is|wat zijn|wat betekent)",
                    "^(om |selecteer |klik |druk |open |gebruik |ga naar |typ |sleep |schakel |kies |voeg |in )|\\b(je kunt|kun je|u kunt)\\b",
                    "om ", "\\b(is|zijn|betekent)\\b|maakt het mogelijk"),
            forms("sv", "^\\W*hur\\b", "^\\W*(vad är|vad betyder)",
                    "^(för att |välj |klicka |tryck |öppna |använd |gå till |skriv |dra |aktivera |lägg till |i )|\\b(du kan|kan du)\\b",
                    "för att ", "\\b(är|betyder)\\b|låter dig"),
            forms("da", "^\\W*hvordan\\b", "^\\W*(hvad er|hvad betyder)",
                    "^(for at |vælg |klik |tryk |åbn |brug |gå til |skriv |træk |aktivér |tilføj |i )|\\bdu kan\\b",
                    "for at ", "\\b(er|betyder)\\b|lader dig"),
            forms("no", "^\\W*hvordan\\b", "^\\W*(hva er|hva betyr)",
                    "^(for å |velg |klikk |trykk |åpne |bruk |gå til |skriv |dra |aktiver |legg til |i )|\\bdu kan\\b",
                    "for å ", "\\b(er|betyr)\\b|lar deg"),
            forms("fi", "^\\W*(miten|kuinka)\\b", "^\\W*(mikä on|mitä on|mitä ovat|mitä tarkoittaa)",
                    "^(valitse |napsauta |paina |avaa |käytä |siirry |kirjoita |vedä |ota |lisää )|\\bvoit\\b",
                    "jos haluat ", "\\b(on|ovat|tarkoittaa)\\b"),
            forms("cs", "^\\W*jak\\b", "^\\W*(co je|co jsou|co to je|co znamená)",
                    "^(chcete-li |vyberte |klikněte |stiskněte |otevřete |použijte |přejděte |napište |přetáhněte |zapněte |přidejte |v )|\\b(můžete|lze)\\b",
                    "(chcete-li|pro) ", "\\b(je|jsou|umožňuje|znamená)\\b"),
            forms("sk", "^\\W*ako\\b", "^\\W*(čo je|čo sú|čo znamená)",
                    "^(ak chcete |vyberte |kliknite |stlačte |otvorte |použite |prejdite |napíšte |pridajte |v )|\\b(môžete|možno)\\b",
                    "ak chcete ", "\\b(je|sú|umožňuje|znamená)\\b"),
            forms("pl", "^\\W*jak\\b", "^\\W*(co to|czym jest|czym są|co oznacza)",
                    "^(aby |wybierz |kliknij |naciśnij |otwórz |użyj |przejdź |wpisz |przeciągnij |włącz |dodaj |w )|\\b(możesz|można)\\b",
                    "(aby|żeby|w celu) ", "\\b(jest|są|to|pozwala|oznacza)\\b"),
            forms("hu", "^\\W*(hogyan|miként|hogy lehet)\\b", "^\\W*(mi az|mi a|mik a|mit jelent)\\b",
                    "^(válaszd |válassza |kattints |kattintson |nyomd |nyomja |nyisd |nyissa |használd |használja |írd |írja |add |adja )|\\b(lehet|tudod|tudja)\\b",
                    "ha \\S+ szeretn", "\\b(egy|jelenti)\\b|lehetővé teszi"),
            forms("ro", "^\\W*cum\\b", "^\\W*(ce este|ce sunt|ce înseamnă)",
                    "^(pentru a |selectați |faceți clic |apăsați |deschideți |utilizați |folosiți |mergeți |tastați |trageți |activați |adăugați |în )|\\b(puteți|poți)\\b",
                    "pentru ", "\\b(este|sunt|permite|înseamnă)\\b"),
            forms("ca", "^\\W*com\\b", "^\\W*(què és|què són|què significa)",
                    "^(per |seleccioneu |feu clic |premeu |obriu |utilitzeu |aneu |escriviu |activeu |afegiu )|\\b(podeu|pots)\\b",
                    "per ", "\\b(és|són|permet|significa)\\b"),
            // Turkish puts the question word and the verb late: "Etiket nasıl eklenir?", "Ayarları açın."
            forms("tr", "\\bnasıl\\b", "\\b(nedir|ne demek|ne işe yarar)\\b",
                    "(y?[ıiuü]n|ebilirsiniz|abilirsiniz)[.!:]?\\s*$", "(\\S+\\s+){0,4}\\S+\\s+için\\b",
                    "(dır|dir|dur|dür|tır|tir|tur|tür)\\b|\\bsağlar\\b"),
            forms("id", "^\\W*(bagaimana|gimana|cara)\\b", "^\\W*(apa itu|apa yang dimaksud|apa arti)",
                    "^(untuk |pilih |klik |tekan |buka |gunakan |pergi ke |ketik |seret |aktifkan |tambahkan |di )|\\b(anda dapat|anda bisa)\\b",
                    "untuk ", "\\b(adalah|merupakan|memungkinkan)\\b"),
            forms("vi", "^\\W*(làm sao|làm thế nào|cách)\\b|\\b(như thế nào|thế nào|ra sao)\\b", "\\blà gì\\b",
                    "^(để |chọn |nhấp |nhấn |bấm |mở |sử dụng |dùng |đi tới |đi đến |nhập |kéo |bật |thêm |trong )|\\bcó thể\\b",
                    "để ", "\\b(là|cho phép)\\b"),
            forms("ru", "^\\W*(а )?как\\b", "^\\W*(что такое|что это|что значит)",
                    "^(чтобы |выберите |нажмите |откройте |используйте |перейдите |введите |перетащите |включите |добавьте |в )|\\b(можно|можете)\\b",
                    "чтобы ", "\\b(является|это|позволяет|означает)\\b"),
            forms("uk", "^\\W*(а )?як\\b", "^\\W*(що таке|що це|що означає)",
                    "^(щоб |виберіть |оберіть |натисніть |відкрийте |використовуйте |перейдіть |введіть |перетягніть |увімкніть |додайте |у |в )|\\b(можна|можете)\\b",
                    "щоб ", "\\b(є|це|дозволяє|означає)\\b"),
            forms("el", "^\\W*(πώς|πως)\\b", "^\\W*(τι είναι|τι σημαίνει)",
                    "^(για να |επιλέξτε |κάντε κλικ |πατήστε |ανοίξτε |χρησιμοποιήστε |μεταβείτε |πληκτρολογήστε |σύρετε |ενεργοποιήστε |προσθέστε )|\\b(μπορείτε|μπορείς)\\b",
                    "για να ", "\\b(είναι|επιτρέπει|σημαίνει)\\b"),
            forms("ar", "\\bكيف\\b", "^\\W*(ما هو|ما هي|ما المقصود|ماذا يعني)",
                    "^(اختر |انقر |اضغط |افتح |استخدم |انتقل |اكتب |اسحب |فعّل |أضف )|\\b(يمكنك|يمكن)\\b",
                    "(لكي |ل(?!ا))", "\\b(هو|هي|يتيح|تتيح|يسمح)\\b"),
            forms("he", "\\b(איך|כיצד)\\b", "^\\W*(מה זה|מהו|מהי|מה הם|מה הן)",
                    "^(בחרו |בחר |לחצו |לחץ |פתחו |פתח |השתמשו |עברו |הקלידו |גררו |הפעילו |הוסיפו )|\\b(ניתן|אפשר|תוכלו|תוכל)\\b",
                    "(כדי|על מנת) ", "\\b(הוא|היא|הם|מאפשר|מאפשרת)\\b"),
            // Persian puts the verb last: "… را انتخاب کنید."
            forms("fa", "\\b(چگونه|چطور|چطوری|چه طور)\\b", "(چیست|یعنی چه)",
                    "(کنید|بزنید|بروید|بنویسید|بکشید)[.!:]?\\s*$|(می‌توانید|میتوانید)",
                    "برای ", "\\b(است|هستند)\\b"),
            // Japanese, Chinese, Korean and Thai write no spaces: their words are matched anywhere.
            forms("ja", "(どうやって|どうすれば|どのように|どうしたら|方法|には[?？]|には$)", "(とは|って何|は何)",
                    "(ください|できます|選択します|クリックします|開きます|押します|入力します)[。.]?$",
                    ".{0,40}には[、,]", "(とは|のことです|です[。.]?$)"),
            forms("zh", "(如何|怎么|怎样|怎麼|怎樣|方法)", "(是什么|什么是|是甚麼|是啥)",
                    "^(要|若要|选择|点击|单击|按|打开|使用|转到|输入|拖动|启用|添加|在)|可以",
                    "(要|若要|如需|如要|为了)", "(是|指|允许|可让)"),
            forms("ko", "(어떻게|방법|려면[?？]?$)", "(무엇인가요|무엇입니까|뭐예요|뭔가요|이란|란[?？])",
                    "(세요|클릭해요|선택해요|눌러요|열어요|입력해요|이동해요|추가해요|수 있어요|수 있습니다)[.!]?$",
                    ".{0,40}려면", "(입니다|이에요|예요|이다)"),
            forms("th", "(อย่างไร|ยังไง|วิธี)", "(คืออะไร|คือ อะไร)",
                    "^(เลือก|คลิก|กด|เปิด|ใช้|ไปที่|พิมพ์|ลาก|เพิ่ม)|สามารถ",
                    "(เพื่อ|หากต้องการ|ถ้าต้องการ)", "(คือ|เป็น|ช่วยให้)"),
            forms("hi", "(कैसे|किस तरह)", "(क्या है|क्या होता है|क्या हैं)",
                    "(करें|चुनें|दबाएँ|खोलें)[।.]?$|सकते",
                    ".{0,40}के लिए", "(है|हैं)"),
            // Bengali puts the verb last, the polite imperative in "-ুন": "… নির্বাচন করুন।"
            forms("bn", "\\b(কীভাবে|কিভাবে|কেমন করে|কী করে)\\b", "\\b(কী|কি)\\s*[?？]?$|\\bমানে কী\\b",
                    "\\b(করুন|চাপুন|খুলুন|যান|লিখুন|টানুন|বেছে নিন)[।.!]?$|\\bপারেন\\b",
                    ".{0,40}\\b(করতে|জন্য)[,،]", "\\b(হলো|হল|হয়)\\b"),
            // Khmer writes no spaces between words: its words are matched anywhere, as for Thai.
            // Khmer writes the subscript "t" of "ម្តេច" (how) with either of two letters: "ម្ដេច" is the same word.
            forms("km", "(យ៉ាងដូចម្[តដ]េច|ដោយរបៀបណា|ធ្វើដូចម្[តដ]េច|យ៉ាងម៉េច|របៀប)", "(ជាអ្វី|អ្វីទៅ)",
                    "^(ជ្រើសរើស|ចុច|បើក|ប្រើ|វាយ|អូស|បន្ថែម)|អាច",
                    "ដើម្បី", "(គឺជា|គឺ)"));

    /** The forms of {@code language} (a code), or of the four first languages together when it has none or is unknown. */
    static FormPatterns of(String language) {
        return BY_LANGUAGE.getOrDefault(language, UNKNOWN);
    }

    private static Map.Entry<String, FormPatterns> forms(String code, String how, String what, String instruction, String purpose,
                                                         String definition) {
        return Map.entry(code, new FormPatterns(Pattern.compile(how, FLAGS), Pattern.compile(what, FLAGS),
                Pattern.compile(instruction, FLAGS), Pattern.compile(purpose, FLAGS), Pattern.compile(definition, FLAGS)));
    }
}
