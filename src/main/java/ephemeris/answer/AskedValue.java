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
    NAME("(?i)\\b(called|named|name of|what name)\\b",
            "(?i)\\b(?:called|named) (\"[^\"]+\"|“[^”]+”|[\\p{L}\\p{N}._/-]+)", 1);

    /** Punctuation that ends the sentence around a phrase rather than the phrase. */
    private static final Pattern TRAILING = Pattern.compile("[.,;:!?]+$");

    private final Pattern asks;
    private final Pattern phrase;
    /** The phrase's group, or -1 for whichever of its alternatives matched. */
    private final int group;

    AskedValue(String asks, String phrase, int group) {
        this.asks = Pattern.compile(asks);
        this.phrase = Pattern.compile(phrase);
        this.group = group;
    }

    /** Languages whose "min" is "my" ("i min anteckning", in my note), not "minimum". */
    private static final Set<String> MIN_IS_MY = Set.of("sv", "da", "no");
    private static final Pattern MIN = Pattern.compile("(?i)\\bmin\\b");

    /** The kinds of value the question asks for, in the order short answers look for them. */
    static Set<AskedValue> askedBy(String question, String language) {
        String q = MIN_IS_MY.contains(language) ? MIN.matcher(question).replaceAll(" ") : question;
        Set<AskedValue> out = EnumSet.noneOf(AskedValue.class);
        for (AskedValue v : values()) {
            if (v.asks.matcher(q).find()) {
                out.add(v);
            }
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
            String found = TRAILING.matcher(m.group(g).strip()).replaceFirst("");
            if (found.isEmpty() || found.chars().noneMatch(Character::isLetterOrDigit)) {
                continue;
            }
            int start = m.start(g) + m.group(g).indexOf(found);
            return Optional.of(new Found(start, start + found.length(), found));
        }
        return Optional.empty();
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
