package ephemeris.answer;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What form a question takes — how to do something, what something is — and the sentence shapes that answer
 * each form, in the question's language: an instruction or a purpose clause ("To …, …") answers a
 * how-question, a definition answers a what-question. Each language has its own words for these; a question
 * whose language cannot be told is read with the English, German, French and Spanish forms together.
 */
final class QuestionForm {
    /** The patterns of one language (see the class comment); {@code purpose} opens a sentence. */
    private record Forms(Pattern how, Pattern what, Pattern instruction, Pattern purpose, Pattern definition) {
    }

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.UNICODE_CHARACTER_CLASS;

    /** The forms read when the question's language is unknown: the four languages Ephemeris began with. */
    private static final Forms UNKNOWN = new Forms(
            Pattern.compile("(?i)^\\s*(how|wie|comment|cómo|como)\\b|\\bhow (do|can|to)\\b"),
            Pattern.compile("(?is)^\\s*(what|was ist|qu'est|qué es|que es)"),
            Pattern.compile("(?i)^(to |select |click |press |open |use |go to |type |drag |right-click |enable |choose |run |add |in the )|\\byou can\\b"),
            Pattern.compile("(?i)(to|um|pour|para) "),
            Pattern.compile("(?i)\\b(is|are|lets you|allows you|means|refers to)\\b"));

    private static final Map<String, Forms> BY_LANGUAGE = Map.ofEntries(
            Map.entry("en", new Forms(
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

    /**
     * A question asked to be answered yes or no, and the sentence that answers one by saying what is not so ("Themes
     * don't update automatically" for "Do themes update by themselves?"), in one language.
     */
    private record YesNo(Pattern asks, Pattern negates) {
    }

    private static final YesNo UNKNOWN_YES_NO = yesNo(
            "^\\W*(do|does|did|can|could|is|are|will|would|should|kann|können|ist|sind|gibt|wird|werden|est-ce|puis-je|peut-on|se puede|puedo|hay)\\b",
            "\\b(not|never|cannot|nicht|kein\\p{L}*|nie|niemals|ne|n'|pas|jamais|aucune?|nunca|ningun[oa]?|ningún)\\b|n['’]t\\b");

    /**
     * By language: most ask by the verb or a particle first ("Can …", "Czy …", "Чи …", "آیا …"), some by a particle
     * or an ending after it (Finnish "-ko", Turkish "mi", Chinese "吗", Thai "ไหม"); Japanese and Korean ask by the
     * ending of a question that has no question word. Negation is a word in most, a verb ending in Turkish, a prefix
     * of the verb in Persian.
     */
    private static final Map<String, YesNo> YES_NO = Map.ofEntries(
            Map.entry("en", yesNo("^\\W*(do|does|did|can|could|is|are|was|were|will|would|should|shall|may|must|has|have)(n['’]t)?\\b",
                    "\\b(not|no|never|cannot|nor)\\b|n['’]t\\b")),
            Map.entry("de", yesNo("^\\W*(kann|können|kannst|ist|sind|gibt|werden|wird|muss|müssen|lässt|lassen|darf|dürfen|habe|hat|haben|soll|sollte|funktioniert|geht|bleibt|bleiben)\\b",
                    "\\b(nicht|kein\\p{L}*|nie|niemals|nichts)\\b")),
            Map.entry("fr", yesNo("^\\W*(est-ce|puis-je|peut-on|peut-il|peut-elle|peuvent-ils|y a-t-il|dois-je|faut-il|existe-t-il|est-il|sont-ils|vais-je)\\b|^\\W*\\p{L}+-t-(il|elle|on)\\b",
                    "\\b(ne|n'|pas|jamais|aucune?|rien)\\b|\\bn[’']")),
            Map.entry("es", yesNo("^\\W*(se puede|se pueden|puedo|puede|pueden|hay|es|está|están|existe|funciona|tiene|debo|se)\\b",
                    "\\b(no|nunca|ningún|ninguna|ninguno|tampoco)\\b")),
            Map.entry("it", yesNo("^\\W*(posso|si può|si possono|è possibile|è|c'è|ci sono|esiste|funziona|devo|può|possono)\\b",
                    "\\b(non|mai|nessun\\p{L}*|né)\\b")),
            Map.entry("pt", yesNo("^\\W*(posso|pode|podem|é possível|dá para|dá pra|existe|há|tem como|consigo|funciona|devo)\\b",
                    "\\b(não|nunca|nenhum\\p{L}*|nem)\\b")),
            Map.entry("nl", yesNo("^\\W*(kan|kun|kunnen|is|zijn|wordt|worden|werkt|werken|heb|moet|mag|bestaat|gaat|blijft|blijven)\\b",
                    "\\b(niet|geen|nooit|niets)\\b")),
            Map.entry("sv", yesNo("^\\W*(kan|är|finns|går|måste|får|fungerar|blir|ska|synkas|uppdateras)\\b",
                    "\\b(inte|ej|ingen|inget|inga|aldrig)\\b")),
            Map.entry("da", yesNo("^\\W*(kan|er|findes|går|skal|må|virker|bliver|vil)\\b",
                    "\\b(ikke|ingen|intet|aldrig)\\b")),
            Map.entry("no", yesNo("^\\W*(kan|er|finnes|går|skal|må|fungerer|blir|vil)\\b",
                    "\\b(ikke|ingen|intet|aldri)\\b")),
            Map.entry("fi", yesNo("^\\W*\\p{L}+(ko|kö)\\b",
                    "\\b(ei|eivät|en|et|emme|ette)\\b")),
            Map.entry("cs", yesNo("^\\W*(lze|dá se|je|jsou|můžu|mohu|může|můžete|existuje|funguje|bude|budou|musím)\\b",
                    "\\b(ne|nelze|není|nejsou|nebude|nebudou|nemůže\\p{L}*|nemá|nemají|neexistuje|nepodporuje|nefunguje|nejde|žádn\\p{L}*)\\b")),
            Map.entry("sk", yesNo("^\\W*(dá sa|je|sú|môžem|môže|môžete|existuje|funguje|bude|budú|musím)\\b",
                    "\\b(nie|nemožno|nie je|nie sú|nebude|nebudú|nemôže\\p{L}*|nemá|nemajú|nepodporuje|nefunguje|žiadn\\p{L}*)\\b")),
            Map.entry("pl", yesNo("^\\W*czy\\b",
                    "\\b(nie|nigdy|żaden|żadna|żadne|żadnych)\\b")),
            Map.entry("hu", yesNo("^(?!.*\\b(hol|hova|hová|honnan|hogyan|mi|mit|miért|mikor|melyik|ki|kit|hány|mennyi)\\b).*\\b\\p{L}{3,}-e\\b",
                    "\\b(nem|nincs|nincsenek|sem|soha)\\b")),
            Map.entry("ro", yesNo("^\\W*(pot|se poate|este|există|poate|funcționează|trebuie)\\b",
                    "\\b(nu|niciodată|niciun|nicio)\\b")),
            Map.entry("ca", yesNo("^\\W*(puc|es pot|es poden|hi ha|és|pot|existeix|funciona|cal)\\b",
                    "\\b(no|mai|tampoc)\\b|\\bcap\\b(?!\\s+a\\b)")),
            Map.entry("tr", yesNo("\\b(mi|mı|mu|mü)(yim|yım|yum|yüm|sin|sın|sun|sün|dir|dır|dur|dür|yiz|yız)?\\b",
                    "\\b(değil|yok|hiçbir)\\b|\\p{L}(maz|mez|mıyor|miyor|muyor|müyor)\\p{L}*")),
            Map.entry("id", yesNo("^\\W*(apakah|bisakah|dapatkah|bolehkah|haruskah|adakah|bisa|boleh)\\b",
                    "\\b(tidak|tak|bukan|belum|jangan)\\b")),
            Map.entry("vi", yesNo("\\b(không|chưa)\\s*[?？]?\\s*$",
                    "\\b(chưa|chẳng)\\b|\\bkhông\\b(?!\\s+gian)")),
            Map.entry("ru", yesNo("^\\W*(можно|могу|может|нужно ли|есть ли)\\b|\\bли\\b",
                    "\\b(не|нет|нельзя|никогда|ни)\\b")),
            Map.entry("uk", yesNo("^\\W*(чи|можна|можу)\\b",
                    "\\b(не|немає|нема|ні|ніколи)\\b")),
            Map.entry("el", yesNo("^\\W*(μπορώ|μπορεί|μπορούμε|υπάρχει|είναι|θα|πρέπει|γίνεται)\\b",
                    "\\b(δεν|μην|μη|ούτε|ποτέ)\\b")),
            Map.entry("ar", yesNo("^\\W*(هل|أيمكن|أيمكنني|ايمكن)",
                    "(?<!\\p{L})(لا|لم|لن|ليس|ليست|غير)(?!\\p{L})")),
            Map.entry("he", yesNo("^\\W*(האם|אפשר|ניתן)(?!\\p{L})",
                    "(?<!\\p{L})(לא|אין|אינו|אינה|אינם|אינן)(?!\\p{L})")),
            Map.entry("fa", yesNo("^\\W*آیا(?!\\p{L})",
                    "(?<![\\p{L}\\p{M}])(نیست|نیستند|ندارد|ندارند|ندارید|نباید|نتوانید|نمی‌توان|نشد|نشود|نشوند|نشده|نکنید|نخواهد|هیچ)(?![\\p{L}\\p{M}])"
                            + "|(?<![\\p{L}\\p{M}])نمی")),
            // A question word makes a Japanese or Korean question another kind, whatever its ending.
            Map.entry("ja", yesNo("^(?!.*(どこ|何|なに|なん|なぜ|どう|いつ|どれ|どちら|誰|だれ|どの|どんな|いくつ|いくら|どのくらい)).*(ますか|ですか|でしょうか|る|い|の|か)\\s*[？?]\\s*$",
                    "(ない|ません|できず|不可)")),
            Map.entry("zh", yesNo("(吗|嗎|是否|能否|可否|会不会|會不會|能不能|可不可以|有没有|有沒有)",
                    "(不(?!同|过|過|仅|僅|断|斷|少|错|錯)|没|沒|无法|無法|未(?!来|來))")),
            Map.entry("ko", yesNo("^(?!.*(뭐|무엇|어디|어떻게|왜|언제|누구|어느|몇|얼마나|어떤|무슨)).*(나요|까요|습니까|인가요|가요|돼요|어요|아요|해요|죠)\\s*[?？]\\s*$",
                    "(않|없|못)")),
            Map.entry("th", yesNo("(ไหม|มั้ย|หรือไม่|หรือเปล่า|ได้ไหม)", "(ไม่|ห้าม)")),
            Map.entry("bn", yesNo("(?<![\\p{L}\\p{M}])কি(?![\\p{L}\\p{M}])(?!\\s*করে)", "(?<![\\p{L}\\p{M}])(না|নেই|নয়)(?![\\p{L}\\p{M}])")),
            Map.entry("hi", yesNo("^\\W*क्या(?![\\p{L}\\p{M}])", "(?<![\\p{L}\\p{M}])(नहीं|न)(?![\\p{L}\\p{M}])")),
            Map.entry("km", yesNo("(ទេ|ឬទេ|បានទេ)\\s*[?？]?\\s*$", "(មិន|គ្មាន|ពុំ)")));

    /**
     * "Why", by language; a question in a language without an entry is read with the English, German, French and
     * Spanish words. Vietnamese "sao" asks why alone, but "làm sao" asks how.
     */
    private static final Pattern UNKNOWN_WHY = Pattern.compile("\\b(why|warum|wieso|weshalb|pourquoi|por ?qu[eé])\\b", FLAGS);
    private static final Map<String, Pattern> WHY = Map.ofEntries(
            why("en", "\\bwhy\\b"), why("de", "\\b(warum|wieso|weshalb)\\b"), why("fr", "\\bpourquoi\\b"),
            why("es", "\\b(por ?qu[eé])\\b"), why("it", "\\b(perché|perchè|come mai)\\b"),
            why("pt", "\\b(por ?qu[eê]|porque)\\b"), why("nl", "\\bwaarom\\b"), why("sv", "\\bvarför\\b"),
            why("da", "\\bhvorfor\\b"), why("no", "\\bhvorfor\\b"), why("fi", "\\b(miksi|miksei)\\b"),
            why("cs", "\\bproč\\b"), why("sk", "\\bprečo\\b"), why("pl", "\\b(dlaczego|czemu)\\b"),
            why("hu", "\\bmiért\\b"), why("ro", "\\bde ce\\b"), why("ca", "\\b(per què|perquè)\\b"),
            why("tr", "\\b(neden|niçin|niye)\\b"), why("id", "\\b(mengapa|kenapa)\\b"),
            why("vi", "\\b(tại sao|vì sao)\\b|(?<!làm )\\bsao\\b"), why("ru", "\\b(почему|зачем|отчего)\\b"),
            why("uk", "\\b(чому|навіщо)\\b"), why("el", "\\bγιατί\\b"), why("ar", "(?<!\\p{L})لماذا(?!\\p{L})"),
            why("he", "(?<!\\p{L})(למה|מדוע)(?!\\p{L})"), why("fa", "(?<!\\p{L})چرا(?!\\p{L})"),
            why("ja", "(なぜ|どうして|なんで)"), why("zh", "(为什么|為什麼|为何|為何|怎么会|怎麼會)"), why("ko", "왜"),
            why("th", "ทำไม"), why("bn", "(?<![\\p{L}\\p{M}])কেন(?![\\p{L}\\p{M}])"),
            why("hi", "(?<![\\p{L}\\p{M}])क्यों(?![\\p{L}\\p{M}])"), why("km", "(ហេតុអ្វី|ម៉េចក៏)"));

    private final Forms forms;
    private final YesNo yesNo;
    private final boolean how;
    private final boolean what;
    private final boolean asksYesOrNo;
    private final boolean asksWhy;

    private QuestionForm(Forms forms, YesNo yesNo, Pattern why, String question) {
        this.forms = forms;
        this.yesNo = yesNo;
        String q = question.toLowerCase(Locale.ROOT);
        this.how = forms.how().matcher(q).find();
        this.what = forms.what().matcher(q).find();
        this.asksYesOrNo = !how && !what && yesNo.asks().matcher(q).find();
        this.asksWhy = why.matcher(q).find();
    }

    /** The question read in its language's forms ({@code language} a code, empty when unknown). */
    static QuestionForm of(String question, String language) {
        return new QuestionForm(BY_LANGUAGE.getOrDefault(language, UNKNOWN), YES_NO.getOrDefault(language, UNKNOWN_YES_NO),
                WHY.getOrDefault(language, UNKNOWN_WHY), ephemeris.query.KeyTerms.bounded(question));
    }

    /** Whether the question asks why ("Why can't I find the button?", "为什么…"). */
    boolean asksWhy() {
        return asksWhy;
    }

    /** Whether the question asks to be answered yes or no ("Can I …?", "Czy …?", "…吗？"), and neither how nor what. */
    boolean asksYesOrNo() {
        return asksYesOrNo;
    }

    /**
     * Whether the sentence says that something is not so: the direct answer to a yes-or-no question when it is no,
     * and often to a why-question ("it is only visible when an upgrade is available").
     */
    boolean negates(String sentence) {
        return yesNo.negates().matcher(sentence).find();
    }

    /** Whether the question asks how to do something. */
    boolean how() {
        return how;
    }

    /** Whether the question asks what something is. */
    boolean what() {
        return what;
    }

    /** Whether the sentence tells the reader what to do ("Select …", "You can …"). */
    boolean instructs(String sentence) {
        return forms.instruction().matcher(sentence).find();
    }

    /** Whether the sentence opens with a purpose clause ("To …", "Um …", "…するには、"). */
    boolean opensWithPurpose(String sentence) {
        return forms.purpose().matcher(sentence).lookingAt();
    }

    /** Whether the sentence says what something is ("… is …", "… ermöglicht …"). */
    boolean defines(String sentence) {
        return forms.definition().matcher(sentence).find();
    }

    private static Map.Entry<String, Pattern> why(String code, String why) {
        return Map.entry(code, Pattern.compile(why, FLAGS));
    }

    private static YesNo yesNo(String asks, String negates) {
        return new YesNo(Pattern.compile(asks, FLAGS), Pattern.compile(negates, FLAGS));
    }

    private static Map.Entry<String, Forms> forms(String code, String how, String what, String instruction, String purpose,
                                                  String definition) {
        return Map.entry(code, new Forms(Pattern.compile(how, FLAGS), Pattern.compile(what, FLAGS),
                Pattern.compile(instruction, FLAGS), Pattern.compile(purpose, FLAGS), Pattern.compile(definition, FLAGS)));
    }
}
