package ephemeris.answer;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the phrase within the quoted units that answers a question asking for a value: a key
 * combination, a quantity, a default, a format, a version, a setting path or a name. Each kind pairs
 * what the question asks with the shape such a value has in text; a question that asks for none of them
 * has no short answer.
 */
final class ShortAnswer {
    /** What a question can ask for, and the shape the answering phrase has. */
    private record Kind(Pattern asks, Pattern phrase, int group) {
    }

    private static final List<Kind> KINDS = List.of(
            new Kind(Pattern.compile("(?i)\\b(shortcuts?|hotkeys?|keyboard|keys?|keystrokes?|press)\\b"),
                    Pattern.compile("\\b(?:Ctrl|Cmd|Command|Alt|Option|Opt|Shift|Meta|Win|Strg|Fn)(?:\\s*\\+\\s*(?:Ctrl|Cmd|Command|Alt|Option|Opt|Shift|Meta|Win|Fn|[A-Z0-9]\\b|F\\d{1,2}\\b|Enter|Tab|Space|Esc|Delete|Backspace|Up|Down|Left|Right|Home|End|[\\[\\]\\\\/,.;'`=-]))+"), 0),
            new Kind(Pattern.compile("(?i)\\bdefaults?\\b"),
                    Pattern.compile("(?i)(\\S+) \\(default\\)|\\bdefaults? (?:is|to|value is) ([^,;.]{1,40})|\\bby default,? ([^,;.]{1,40})"), -1),
            new Kind(Pattern.compile("(?i)\\bformats?\\b|\\bformatted\\b"),
                    Pattern.compile("\\b(?:[YMDHhmsSA]{1,4}[-:./ ]){1,4}[YMDHhmsSA]{1,4}\\b"), 0),
            new Kind(Pattern.compile("(?i)\\b(how (much|many|long|big|large|often|old)|maximum|minimum|max|min|limits?|size|percent|discount)\\b"),
                    Pattern.compile("(?i)\\b\\d[\\d,.]*\\s?(?:%|percent|[KMGT]i?B\\b|bytes?\\b|days?\\b|hours?\\b|minutes?\\b|min\\b|hrs?\\b|seconds?\\b|weeks?\\b|months?\\b|years?\\b|people\\b|users?\\b|items?\\b|characters?\\b|files?\\b|devices?\\b|vaults?\\b|times\\b)?"), 0),
            new Kind(Pattern.compile("(?i)\\bversions?\\b|\\bstandard\\b"),
                    Pattern.compile("(?i)\\b(?:v?\\d+\\.\\d+(?:\\.\\d+)*|C\\+\\+\\s?\\d{2}|/std:c(?:\\+\\+)?\\w+)"), 0),
            new Kind(Pattern.compile("(?i)\\b(where|which|what) (setting|option|page|menu|property)\\b|\\bsettings?\\b.*\\bwhere\\b|\\bwhere\\b.*\\bsettings?\\b"),
                    Pattern.compile("[\\p{L}\\p{N}/+#.-]+(?: [\\p{L}\\p{N}/+#.-]+){0,4}(?: ?(?:>|→|›) ?[\\p{L}\\p{N}/+#.-]+(?: [\\p{L}\\p{N}/+#.-]+){0,4})+"), 0),
            new Kind(Pattern.compile("(?i)\\b(called|named|name of|what name)\\b"),
                    Pattern.compile("(?i)\\b(?:called|named) (\"[^\"]+\"|“[^”]+”|[\\p{L}\\p{N}._/-]+)"), 1));
    /** Punctuation that ends the sentence around a phrase rather than the phrase. */
    private static final Pattern TRAILING = Pattern.compile("[.,;:!?]+$");

    private ShortAnswer() {
    }

    /** The answering phrase in the first citation that holds one, or empty. */
    static Optional<AnswerSpan> find(String question, List<Citation> citations) {
        for (Kind kind : KINDS) {
            if (!kind.asks().matcher(question).find()) {
                continue;
            }
            for (int i = 0; i < citations.size(); i++) {
                String text = citations.get(i).text();
                Matcher m = kind.phrase().matcher(text);
                while (m.find()) {
                    int g = kind.group() >= 0 ? kind.group() : firstGroup(m);
                    String phrase = TRAILING.matcher(m.group(g).strip()).replaceFirst("");
                    if (phrase.isEmpty() || !phrase.chars().anyMatch(Character::isLetterOrDigit)) {
                        continue;
                    }
                    int start = m.start(g) + m.group(g).indexOf(phrase);
                    return Optional.of(new AnswerSpan(i + 1, start, start + phrase.length(), phrase));
                }
            }
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
