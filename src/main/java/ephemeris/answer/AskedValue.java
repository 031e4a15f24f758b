package ephemeris.answer;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kinds of value a question can ask for, each with the words that ask for it and the shape such a
 * value has in text: the one matcher behind both the scorer's preference for units that hold what is
 * asked and the short answer marked within the quoted unit.
 */
enum AskedValue {
    KEYS("(?i)\\b(shortcuts?|hotkeys?|keyboard|keys?|keystrokes?|press|tastenkürzel|raccourcis?|atajos?)\\b",
            "\\b(?:Ctrl|Cmd|Command|Alt|Option|Opt|Shift|Meta|Win|Strg|Fn)(?:\\s*\\+\\s*(?:Ctrl|Cmd|Command|Alt|Option|Opt|Shift|Meta|Win|Fn|[A-Z0-9]\\b|F\\d{1,2}\\b|Enter|Tab|Space|Esc|Delete|Backspace|Up|Down|Left|Right|Home|End|[\\[\\]\\\\/,.;'`=-]))+|[⌘⌥⇧⌃]\\S*",
            0),
    DEFAULT("(?i)\\bdefaults?\\b",
            "(?i)(\\S+) \\(default\\)|\\bdefaults? (?:is|to|value is) ([^,;.]{1,40})|\\bby default,? ([^,;.]{1,40})", -1),
    FORMAT("(?i)\\bformats?\\b|\\bformatted\\b",
            "\\b(?:[YMDHhmsSA]{1,4}[-:./ ]){1,4}[YMDHhmsSA]{1,4}\\b", 0),
    QUANTITY("(?iU)\\b(how (much|many|long|big|large|often|old)|maximum|minimum|max|min|limits?|size|percent|discount|price|cost|largest|smallest|highest|lowest|biggest|longest|shortest"
            + "|wie (viel|viele|lange|groß)|combien|cuánto|cuántos|cuánta"
            // "how much", "how many", "how long" in the other languages the wiki may be written in
            + "|quant[oiae](?!\\s+riguard)|hoeveel|hoe (lang|groot)|hur (mycket|många|länge|stor)|hvor (mye|meget|mange|lenge|længe|stor)"
            + "|kuinka (paljon|monta|kauan|suuri)|jak (długo|dlouho)|kolik|koľko|mennyi|hány|meddig|mekkora|cât|câte|câți"
            + "|ne kadar|kaç|berapa|bao (nhiêu|lâu)|сколько|скільки|как долго|як довго|πόσ[οαεηι]\\p{L}*|كم|چقدر"
            + "|कितन[\\p{L}\\p{M}]*|কত[\\p{L}\\p{M}]*)\\b"
            // Hebrew "כמה" opening the question (within one it is also "several"); written without spaces between
            // words, so without word boundaries ("몇" but not "몇몇", some)
            + "|^\\s*כמה|多少|多久|多长|どのくらい|どれくらい|何日|얼마나|(?<!몇)몇(?!몇)|เท่าไร|เท่าไหร่|นานแค่ไหน|ប៉ុន្មាន",
            "(?i)\\b\\d[\\d,.]*\\s?(?:%|percent|[KMGT]i?B\\b|bytes?\\b|days?\\b|hours?\\b|minutes?\\b|min\\b|hrs?\\b|seconds?\\b|weeks?\\b"
                    + "|months?\\b|years?\\b|people\\b|users?\\b|items?\\b|characters?\\b|files?\\b|devices?\\b|vaults?\\b|times\\b)?",
            0),
    VERSION("(?i)\\bversions?\\b|\\bstandard\\b",
            "(?i)\\b(?:v?\\d+\\.\\d+(?:\\.\\d+)*|C\\+\\+\\s?\\d{2}|/std:c(?:\\+\\+)?\\w+)", 0),
    SETTING_PATH("(?i)\\b(where|which|what) (setting|option|page|menu|property)\\b|\\bsettings?\\b.*\\bwhere\\b|\\bwhere\\b.*\\bsettings?\\b",
            "[\\p{L}\\p{N}/+#.-]+(?: [\\p{L}\\p{N}/+#.-]+){0,4}(?: ?(?:>|→|›) ?[\\p{L}\\p{N}/+#.-]+(?: [\\p{L}\\p{N}/+#.-]+){0,4})+", 0),
    /**
     * A place on the screen, asked by "where": a unit that says where ("in the right sidebar", "at the top")
     * answers it. The question word opens the question or a clause of it (in English and the languages like it,
     * "where" inside a sentence is as often a relative: "a board where I can draw"); a side that names a mouse
     * button ("right-click", "clic dreapta") is not a place.
     */
    PLACE("(?iU)^[\\W&&[^,;:]]*+(?:where|wo|wohin|où|dónde|donde|dove|onde|waar|kde|gdzie|hol|hová|hova|unde|где|куда|де|куди|πού|أين|איפה|היכן)(?!\\p{L})"
            // an English question may open with a clause before "where" ("On my phone, where …"); German, Dutch and
            // Spanish write a comma before a relative "wo", "waar", "donde" too, so only English reads past one
            + "|,\\s*where\\b"
            + "|(?<!\\p{L})(?:missä|nerede|nereden|nereye|di mana|dimana|ở đâu|chỗ nào|কোথায়|कहाँ|कहां)(?![\\p{L}\\p{M}])"
            + "|(?<!\\p{L})کجا(?:ست|ی)?(?![\\p{L}\\p{M}])"
            // written without spaces between words
            + "|どこ|哪里|哪裡|哪儿|哪兒|在哪|어디|ที่ไหน|ตรงไหน|ឯណា|កន្លែងណា",
            "(?iU)(?<!(?:click|clic|klik|chuột|الماوس|کلیک)[\\s\u200C])(?<![\\p{L}\\p{M}])(?:top|bottom|left|right|upper|lower|corner"
                    + "|oben|unten|rechts|obere[nmrs]?|untere[nmrs]?|linke[nmrs]?|rechte[nmrs]?|ecke"
                    + "|en haut|en bas|gauche|droite|supérieure?|inférieure?|coin"
                    + "|arriba|abajo|izquierda|derecha|superior|inferior|esquina|in alto|in basso|sinistra|destra|angolo|superiore|inferiore"
                    + "|esquerda|direita|canto|bovenaan|onderaan|linkerkant|rechterkant|rechtsboven|linksboven|rechtsonder|linksonder|rechter"
                    + "|överst|nederst|vänstra|högra|vänster|höger|hörnet|øverst|venstre|højre|høyre|hjørnet"
                    + "|yläosa\\p{L}*|alaosa\\p{L}*|yläreuna\\p{L}*|alareuna\\p{L}*|yläkulma\\p{L}*|vasemma\\p{L}*|oikeal\\p{L}*|oikeassa|oikean"
                    + "|nahoře|dole|vlevo|vpravo|horní\\p{L}*|dolní\\p{L}*|levé\\p{L}*|pravé\\p{L}*|levý|pravý|hore|vľavo|ľavej|pravej|ľavom|pravom|hornej|dolnej"
                    + "|lewej|prawej|lewym|prawym|górnej|górnym|dolnym|u góry|na dole|w rogu"
                    + "|felső|alsó|bal oldal\\p{L}*|jobb oldal\\p{L}*|felül|alul|sarkában"
                    + "|stânga|dreapta|partea de sus|partea de jos|colțul|a dalt|a baix|esquerra|dreta|cantonada"
                    + "|üstte|altta|solda|sağda|sağdaki|soldaki|üstteki|alttaki|sağ üst|sol üst|sağ alt|sol alt|köşe\\p{L}*"
                    + "|kiri|kanan|pojok|bagian atas|bagian bawah|bên trái|bên phải|phía trên|phía dưới|trên cùng|dưới cùng"
                    + "|сверху|снизу|слева|справа|верхн\\p{L}*|нижн\\p{L}*|левой|правой|левом|правом|углу"
                    + "|зверху|знизу|ліворуч|праворуч|зліва|лівій|правій|лівої|правої|лівому|правому|куті"
                    + "|πάνω|κάτω|αριστερ\\p{L}*|δεξι\\p{L}*|δεξί\\p{L}*"
                    + "|أعلى|أسفل|اليسرى|اليمنى|الأيسر|الأيمن|למעלה|למטה|השמאלי\\p{L}*|הימני\\p{L}*|بالا|بالای|پایین|چپ|راست"
                    + "|উপরে|নিচে|বাম[\\p{L}\\p{M}]*|ডান[\\p{L}\\p{M}]*|ऊपर|नीचे|बाएँ|दाएँ|बाईं|दाईं)(?![\\p{L}\\p{M}])"
                    + "(?![\\s\u200C-]*(?:click|klick|clic|klik|кнопк|tık|کلیک|ক্লিক|क्लिक|버튼|클릭|tlačít|przycisk|painik|egérgomb|κλικ|maus|mouse|muis|souris))"
                    // written without spaces between words
                    + "|上部|下部|左側|右側|左上|右上|左下|右下|上端|下端|顶部|底部|左侧|右侧|頂部|右边|左边|右邊|左邊"
                    + "|위쪽|아래쪽|왼쪽|오른쪽(?!\\s*(?:버튼|클릭))|상단|하단|ด้านบน|ด้านล่าง|ด้านซ้าย|ด้านขวา|ខាងលើ|ខាងក្រោម|ខាងឆ្វេង|ខាងស្[តដ]ាំ",
            0, false),
    NAME("(?i)\\b(called|named|name of|what name)\\b",
            "(?i)\\b(?:called|named) (\"[^\"]+\"|“[^”]+”|[\\p{L}\\p{N}._/-]+)", 1);

    /** Punctuation that ends the sentence around a phrase rather than the phrase. */
    private static final Pattern TRAILING = Pattern.compile("[.,;:!?]+$");

    private final Pattern asks;
    private final Pattern phrase;
    /** The phrase's group, or -1 for whichever of its alternatives matched. */
    private final int group;

    /** Whether the phrase found is the short answer: a side ("right") only points at the place around it. */
    private final boolean shortAnswer;

    AskedValue(String asks, String phrase, int group) {
        this(asks, phrase, group, true);
    }

    AskedValue(String asks, String phrase, int group, boolean shortAnswer) {
        this.asks = Pattern.compile(asks);
        this.phrase = Pattern.compile(phrase);
        this.group = group;
        this.shortAnswer = shortAnswer;
    }

    /** Whether the phrase {@link #in} finds answers the question by itself, as a short answer to mark. */
    boolean isShortAnswer() {
        return shortAnswer;
    }

    /** Languages whose "min" is "my" ("i min anteckning", in my note), not "minimum". */
    private static final Set<String> MIN_IS_MY = Set.of("sv", "da", "no");
    private static final Pattern MIN = Pattern.compile("(?i)\\bmin\\b");

    /**
     * "Where" in the languages whose word for it is another word as well, read only in a question in them and only as
     * its first word: Catalan "on" (English "on"), Swedish "var" (also "was", and Danish and Norwegian "was"), Danish
     * and Norwegian "hvor" before a verb (before an adjective or adverb it asks how: "hvor mange", "hvor hurtigt").
     */
    private static final java.util.Map<String, Pattern> WHERE_IN = java.util.Map.of(
            "ca", Pattern.compile("(?iU)^[\\W&&[^,;:]]*+on(?!\\p{L})"),
            "sv", Pattern.compile("(?iU)^[\\W&&[^,;:]]*+(?:var|vart)(?!\\p{L})"),
            "da", Pattern.compile("(?iU)^[\\W&&[^,;:]]*+hvor(?=\\s+(?:er|kan|finder|ligger|gemmes|vises|skal|får|ser|findes|bliver|gør|står)\\b)"),
            "no", Pattern.compile("(?iU)^[\\W&&[^,;:]]*+hvor(?=\\s+(?:er|kan|finner|ligger|lagres|vises|skal|får|ser|finnes|blir|gjør|står)\\b)"));

    /** The kinds of value the question asks for, in the order short answers look for them. */
    static Set<AskedValue> askedBy(String question, String language) {
        String bounded = ephemeris.query.KeyTerms.bounded(question);
        String q = MIN_IS_MY.contains(language) ? MIN.matcher(bounded).replaceAll(" ") : bounded;
        Set<AskedValue> out = EnumSet.noneOf(AskedValue.class);
        for (AskedValue v : values()) {
            if (v.asks.matcher(q).find()) {
                out.add(v);
            }
        }
        Pattern where = WHERE_IN.get(language);
        if (where != null && where.matcher(q).find()) {
            out.add(PLACE);
        }
        return out;
    }

    /** A place in a text where a value of this kind is written. */
    record Found(int start, int end, String text) {
    }

    /** The first value of this kind in the text, or empty. */
    Optional<Found> in(String text) {
        Matcher m = phrase.matcher(text);
        while (m.find()) {
            int g = group >= 0 ? group : firstGroup(m);
            if (numbersAListItem(text, m.start(g), m.end(g))) {
                continue;
            }
            String found = TRAILING.matcher(m.group(g).strip()).replaceFirst("");
            if (found.isEmpty() || found.chars().noneMatch(Character::isLetterOrDigit)) {
                continue;
            }
            int start = m.start(g) + m.group(g).indexOf(found);
            return Optional.of(new Found(start, start + found.length(), found));
        }
        return Optional.empty();
    }

    /** A number that opens a line, followed by "." or ")", numbers a step or an item of a list. */
    private static final Pattern LIST_MARKER = Pattern.compile("\\s*\\d{1,3}[.)](?:\\s|$)");

    /** Whether the value found at {@code start} is a list's numbering, which is no value. */
    private static boolean numbersAListItem(String text, int start, int end) {
        int lineStart = text.lastIndexOf('\n', start - 1) + 1;
        return text.substring(lineStart, start).isBlank() && LIST_MARKER.matcher(text).region(lineStart, text.length()).lookingAt();
    }

    private static int firstGroup(Matcher m) {
        for (int g = 1; g <= m.groupCount(); g++) {
            if (m.group(g) != null) {
                return g;
            }
        }
        return 0;
    }
}
