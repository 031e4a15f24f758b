package ephemeris.mcp;

import ephemeris.engine.Question;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** The tools' arguments checked, with a message for the caller that says what to pass instead. */
final class ToolArguments {
    private ToolArguments() {
    }

    /** Thrown for arguments the caller must fix; the message says how. */
    static final class BadArguments extends Exception {
        BadArguments(String message) {
            super(message);
        }
    }

    static Question parseQuestion(Map<String, Object> arguments) throws BadArguments {
        Map<String, Object> args = arguments == null ? Map.of() : arguments;
        rejectUnknown(WikiTools.QUERY, args, Set.of("question", "time_sensitive", "top", "lang"));
        Object q = args.get("question");
        if (q == null) {
            throw new BadArguments("wiki_query needs a question: pass {\"question\": \"...\"} with the question in plain words.");
        }
        if (!(q instanceof String text)) {
            throw new BadArguments("'question' must be a string, not " + jsonType(q) + ".");
        }
        if (text.isBlank()) {
            throw new BadArguments("'question' is empty: pass the question in plain words.");
        }
        boolean timeSensitive = false;
        Object ts = args.get("time_sensitive");
        if (ts != null) {
            if (!(ts instanceof Boolean b)) {
                throw new BadArguments("'time_sensitive' must be true or false, not " + jsonType(ts) + ".");
            }
            timeSensitive = b;
        }
        int top = Question.DEFAULT_TOP;
        Object t = args.get("top");
        if (t != null) {
            top = wholeNumber(t);
            if (top < 1 || top > WikiTools.MAX_TOP) {
                throw new BadArguments("'top' must be from 1 to " + WikiTools.MAX_TOP + ", not " + t + ".");
            }
        }
        String lang = "";
        Object l = args.get("lang");
        if (l != null) {
            if (!(l instanceof String code) || ephemeris.wiki.Languages.code(code).isEmpty()) {
                throw new BadArguments("'lang' must be a two-letter language code such as \"ja\" or \"pt-BR\", not " + jsonType(l) + ".");
            }
            lang = code;
        }
        try {
            ephemeris.query.QuestionOperators.parse(text);
        } catch (ephemeris.wiki.WikiException e) {
            throw new BadArguments(e.getMessage());
        }
        return new Question(text.strip(), timeSensitive, top, lang);
    }

    private static int wholeNumber(Object v) throws BadArguments {
        if (v instanceof Integer i) {
            return i;
        }
        if (v instanceof Long || v instanceof java.math.BigInteger) {
            throw new BadArguments("'top' must be from 1 to " + WikiTools.MAX_TOP + ", not " + v + ".");
        }
        if (v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue()) && Math.abs(n.doubleValue()) < 1e9) {
            return (int) n.doubleValue();
        }
        throw new BadArguments("'top' must be a whole number from 1 to " + WikiTools.MAX_TOP + ", not " + jsonType(v) + ".");
    }

    static void rejectUnknown(String tool, Map<String, Object> args, Set<String> known) throws BadArguments {
        if (args == null) {
            return;
        }
        for (String key : args.keySet()) {
            if (!known.contains(key)) {
                String takes = known.isEmpty() ? tool + " takes no arguments"
                        : tool + " takes " + String.join(", ", known.stream().sorted().toList());
                throw new BadArguments(takes + "; '" + key + "' is not one of them.");
            }
        }
    }

    /** The JSON name of a value's type, for messages. */
    static String jsonType(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            return "a string (\"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\")";
        }
        if (v instanceof Boolean b) {
            return "a boolean (" + b + ")";
        }
        if (v instanceof Number n) {
            return "a number (" + n + ")";
        }
        if (v instanceof List<?>) {
            return "an array";
        }
        if (v instanceof Map<?, ?>) {
            return "an object";
        }
        return v.getClass().getSimpleName();
    }
}
