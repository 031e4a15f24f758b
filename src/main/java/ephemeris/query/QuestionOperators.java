package ephemeris.query;

import ephemeris.wiki.Languages;
import ephemeris.wiki.WikiException;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The operators typed into a question, taken out of its words: {@code "exact phrase"}, {@code -word},
 * {@code tag:NAME}, {@code path:PREFIX}, {@code after:YYYY-MM-DD}, {@code before:YYYY-MM-DD},
 * {@code type:pdf} (or {@code -type:pdf}, leaving PDFs out; also {@code md} and {@code canvas}) and {@code lang:xx}. The same in the window, the CLI and MCP, since all three hand the typed text here.
 * An operator stands alone: at the start or after a space, up to the next space (a quoted value may hold
 * spaces: {@code path:"Daily notes/"}). A quoted phrase's words stay in the question too: they are what
 * the user is looking for, so they rank the pages that hold them.
 *
 * @param words     the question without its operators (a quoted phrase's words kept)
 * @param language  the language an operator pinned, as a code; empty when none did
 * @param filters   what the other operators keep the answer to
 * @param bareWords the question without its operators and without its quoted phrases: what the window's
 *                  bar keeps when the operators become chips
 */
public record QuestionOperators(String words, String language, SearchFilters filters, String bareWords) {

    public QuestionOperators(String words, String language, SearchFilters filters) {
        this(words, language, filters, words);
    }

    /**
     * Splits a question into its words and its operators.
     *
     * @throws WikiException of kind USAGE naming the operator and the form it expects, for one written wrong
     */
    public static QuestionOperators parse(String question) throws WikiException {
        Parser p = new Parser(question);
        p.run();
        if (p.after != null && p.before != null && !p.after.isBefore(p.before)) {
            throw usage("after:" + p.after + " is not before before:" + p.before + ": no date is in both.");
        }
        List<String> excluded = p.excluded;
        if (!excluded.isEmpty() && p.phrases.isEmpty() && p.tags.isEmpty() && p.paths.isEmpty() && p.after == null && p.before == null
                && p.types.isEmpty() && p.notTypes.isEmpty() && KeyTerms.contentWords(String.join(" ", p.words), p.language).isEmpty()) {
            // "What does -O2 do?": with nothing else to ask about, a word after a minus sign is what is asked
            // about (a command-line option), not a word to leave out.
            p.bare.addAll(p.minusTokens);
            p.words.addAll(p.minusTokens);
            excluded = List.of();
        }
        List<FileType> both = p.types.stream().filter(p.notTypes::contains).toList();
        if (!both.isEmpty()) {
            throw usage("type:" + both.getFirst().operator() + " and -type:" + both.getFirst().operator()
                    + " ask for a page that both is and is not of that type: no page is.");
        }
        SearchFilters filters = new SearchFilters(p.phrases, excluded, p.tags, p.paths, Optional.ofNullable(p.after),
                Optional.ofNullable(p.before), p.types, p.notTypes);
        return new QuestionOperators(String.join(" ", p.words).replaceAll("\\s+", " ").strip(), p.language, filters,
                String.join(" ", p.bare).replaceAll("\\s+", " ").strip());
    }

    private static WikiException usage(String message) {
        return new WikiException(WikiException.Kind.USAGE, message);
    }

    /** Reads the question left to right, a token at a time. */
    private static final class Parser {
        private final String text;
        private int at;
        final List<String> words = new ArrayList<>();
        /** The words outside quoted phrases. */
        final List<String> bare = new ArrayList<>();
        /** The -word tokens as typed, in case they turn out to be what is asked about. */
        final List<String> minusTokens = new ArrayList<>();
        final List<String> phrases = new ArrayList<>();
        final List<String> excluded = new ArrayList<>();
        final List<String> tags = new ArrayList<>();
        final List<String> paths = new ArrayList<>();
        final List<FileType> types = new ArrayList<>();
        final List<FileType> notTypes = new ArrayList<>();
        String language = "";
        LocalDate after;
        LocalDate before;

        Parser(String text) {
            this.text = text;
        }

        void run() throws WikiException {
            while (true) {
                while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                    at++;
                }
                if (at >= text.length()) {
                    return;
                }
                if (isQuote(text.charAt(at))) {
                    int open = at;
                    String phrase = quoted("A quoted phrase");
                    if (phrase.isBlank()) {
                        words.add(text.substring(open, at)); // "" quotes nothing: taken as typed, a word like any punctuation
                        bare.add(text.substring(open, at));
                    } else {
                        phrases.add(phrase.strip());
                        words.add(phrase);
                    }
                    continue;
                }
                int start = at;
                String name = operatorName();
                if (name == null) {
                    String token = token();
                    // "-draft" leaves pages out; "-s" (as in "ln -s") is a one-letter command-line flag, a word.
                    if (token.length() > 2 && token.charAt(0) == '-' && Character.isLetterOrDigit(token.codePointAt(1))
                            && trimPunctuation(token).length() > 2) {
                        excluded.add(trimPunctuation(token.substring(1)));
                        minusTokens.add(token);
                    } else {
                        words.add(token);
                        bare.add(token);
                    }
                    continue;
                }
                String value = at < text.length() && isQuote(text.charAt(at)) ? quoted(name + ":") : trimPunctuation(token());
                if (name.endsWith("type") && FileType.named(value.strip()).isEmpty()) {
                    // "type: module", "# type: ignore", "type:doc": words about a type, not a kind of file.
                    words.add(text.substring(start, at));
                    bare.add(text.substring(start, at));
                    continue;
                }
                operator(name, value.strip());
            }
        }

        /** The operator name at the cursor, moving past its colon, or null when the token is no operator. */
        private String operatorName() {
            for (String name : List.of("lang", "tag", "path", "after", "before", "type", "-type")) {
                int end = at + name.length() + 1;
                if (text.regionMatches(true, at, name + ":", 0, name.length() + 1)) {
                    at = end;
                    return name;
                }
            }
            return null;
        }

        private void operator(String name, String value) throws WikiException {
            switch (name) {
                case "lang" -> {
                    String code = Languages.code(value);
                    if (code.isEmpty()) {
                        throw usage("lang: expects a two-letter language code, as in lang:ja or lang:pt-BR"
                                + (value.isEmpty() ? "." : "; \"" + value + "\" is not one."));
                    }
                    if (!language.isEmpty() && !language.equals(code)) {
                        throw usage("lang: can be given once; the question asks for both " + language + " and " + code + ".");
                    }
                    language = code;
                }
                case "tag" -> {
                    String tag = value.startsWith("#") ? value.substring(1) : value;
                    if (tag.isEmpty() || tag.chars().anyMatch(Character::isWhitespace)) {
                        throw usage("tag: expects a tag name without spaces, as in tag:recipes or tag:food/italian"
                                + (tag.isEmpty() ? "." : "; \"" + tag + "\" is not one."));
                    }
                    tags.add(tag.toLowerCase(Locale.ROOT));
                }
                case "path" -> {
                    String prefix = value.replace('\\', '/');
                    while (prefix.startsWith("./") || prefix.startsWith("/")) {
                        prefix = prefix.substring(prefix.indexOf('/') + 1);
                    }
                    if (prefix.isEmpty()) {
                        throw usage("path: expects the start of a page's path in the wiki, as in path:Projects/ or path:\"Daily notes/\".");
                    }
                    paths.add(prefix);
                }
                case "type", "-type" -> {
                    FileType type = FileType.named(value).orElseThrow();
                    List<FileType> list = name.equals("type") ? types : notTypes;
                    if (!list.contains(type)) {
                        list.add(type);
                    }
                }
                case "after" -> after = date(name, value, after);
                case "before" -> before = date(name, value, before);
                default -> throw new IllegalStateException(name);
            }
        }

        private static LocalDate date(String name, String value, LocalDate earlier) throws WikiException {
            LocalDate d;
            try {
                d = value.matches("\\d{4}-\\d{2}-\\d{2}") ? LocalDate.parse(value) : null;
            } catch (DateTimeParseException e) {
                d = null;
            }
            if (d == null) {
                throw usage(name + ": expects a date written YYYY-MM-DD, as in " + name + ":2024-01-31"
                        + (value.isEmpty() ? "." : "; \"" + value + "\" is not one."));
            }
            if (earlier != null && !earlier.equals(d)) {
                throw usage(name + ": can be given once; the question gives both " + earlier + " and " + d + ".");
            }
            return d;
        }

        /** The text up to the next space. */
        private String token() {
            int start = at;
            while (at < text.length() && !Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            return text.substring(start, at);
        }

        /** The text between the quote at the cursor and its closing quote. */
        private String quoted(String what) throws WikiException {
            char open = text.charAt(at);
            char close = open == '“' ? '”' : open == '„' ? '“' : open;
            int end = text.indexOf(close, at + 1);
            if (end < 0 && open == '“') {
                end = text.indexOf('"', at + 1);
            }
            if (end < 0) {
                throw usage(what + " needs its closing quote, as in \"exact phrase\"; nothing closes the quote before: "
                        + abbreviate(text.substring(at + 1)));
            }
            String inside = text.substring(at + 1, end);
            at = end + 1;
            return inside;
        }

        private static boolean isQuote(char c) {
            return c == '"' || c == '“' || c == '„';
        }

        private static String abbreviate(String s) {
            return s.length() <= 30 ? s : s.substring(0, 30) + "…";
        }

        /** Punctuation typed after a value ("lang:ja," or "-draft?") is not part of it; '-', '_' and '/' are. */
        private static String trimPunctuation(String value) {
            return value.replaceAll("[\\p{Punct}。？！、，&&[^-_/]]+$", "");
        }
    }
}
