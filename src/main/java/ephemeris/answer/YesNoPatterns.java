package ephemeris.answer;

import java.util.Map;
import java.util.regex.Pattern;

import static ephemeris.answer.FormPatterns.FLAGS;

/**
 * A question asked to be answered yes or no, and the sentence that answers one by saying what is not so ("Themes
 * don't update automatically" for "Do themes update by themselves?"), in one language.
 */
record YesNoPatterns(Pattern asks, Pattern negates) {
    private static final YesNoPatterns UNKNOWN = yesNo(
            "^\\W*(do|does|did|can|could|is|are|will|would|should|kann|können|ist|sind|gibt|wird|werden|est-ce|puis-je|peut-on|se puede|puedo|hay)\\b",
            "\\b(not|never|cannot|nicht|kein\\p{L}*|nie|niemals|ne|n'|pas|jamais|aucune?|nunca|ningun[oa]?|ningún)\\b|n['’]t\\b");

    /**
     * By language: most ask by the verb or a particle first ("Can …", "Czy …", "Чи …", "آیا …"), some by a particle
     * or an ending after it (Finnish "-ko", Turkish "mi", Chinese "吗", Thai "ไหม"); Japanese and Korean ask by the
     * ending of a question that has no question word. Negation is a word in most, a verb ending in Turkish, a prefix
     * of the verb in Persian.
     */
    private static final Map<String, YesNoPatterns> BY_LANGUAGE = Map.ofEntries(
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

    /** The patterns of {@code language} (a code), or of the four first languages together when it has none or is unknown. */
    static YesNoPatterns of(String language) {
        return BY_LANGUAGE.getOrDefault(language, UNKNOWN);
    }

    private static YesNoPatterns yesNo(String asks, String negates) {
        return new YesNoPatterns(Pattern.compile(asks, FLAGS), Pattern.compile(negates, FLAGS));
    }
}
