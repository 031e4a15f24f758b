package ephemeris.render;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites Obsidian's own syntax into CommonMark the parser understands, outside code: wikilinks become
 * links with an {@code ephemeris-wiki:} destination, embeds become images with an {@code ephemeris-embed:}
 * destination (resolved later, against the vault), {@code %%comments%%} vanish and {@code ==text==}
 * becomes a highlight.
 */
final class ObsidianMarkdown {
    static final String WIKI_SCHEME = "ephemeris-wiki:";
    static final String EMBED_SCHEME = "ephemeris-embed:";

    private static final Pattern EMBED = Pattern.compile("!\\[\\[([^\\]\\n]+?)\\]\\]");
    private static final Pattern WIKILINK = Pattern.compile("\\[\\[([^\\]\\n]+?)\\]\\]");
    private static final Pattern HIGHLIGHT = Pattern.compile("==(?=\\S)([^=\\n]+?)(?<=\\S)==");
    private static final Pattern FENCE = Pattern.compile("^\\s{0,3}(?:>\\s*)*(```+|~~~+)");
    private static final Pattern BLOCK_ID = Pattern.compile("\\s\\^[A-Za-z0-9-]+\\s*$");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(.+?)\\1");

    private ObsidianMarkdown() {
    }

    static String rewrite(String markdown) {
        // An outliner's page reads as the lists the engine quotes from it, not as code (decision 0026).
        String[] lines = ephemeris.wiki.OutlineIndent.unindented(markdown.split("\r\n|\r|\n", -1));
        StringBuilder out = new StringBuilder(markdown.length() + 64);
        String fence = null;
        boolean inComment = false;
        for (String line : lines) {
            Matcher f = FENCE.matcher(line);
            if (!inComment && f.find()) {
                String marker = f.group(1);
                if (fence == null) {
                    fence = marker;
                } else if (marker.startsWith(fence)) {
                    fence = null;
                }
                out.append(line).append('\n');
                continue;
            }
            if (fence != null) {
                out.append(line).append('\n');
                continue;
            }
            StringBuilder kept = new StringBuilder();
            inComment = stripComments(line, inComment, kept);
            String text = BLOCK_ID.matcher(kept.toString()).replaceAll("");
            out.append(rewriteOutsideCode(text)).append('\n');
        }
        return out.toString();
    }

    /** Removes %%…%% (which may span lines); returns whether a comment is still open at the line's end. */
    private static boolean stripComments(String line, boolean inComment, StringBuilder kept) {
        int i = 0;
        while (i <= line.length()) {
            int mark = line.indexOf("%%", i);
            if (inComment) {
                if (mark < 0) {
                    return true;
                }
                inComment = false;
                i = mark + 2;
            } else {
                if (mark < 0) {
                    kept.append(line, i, line.length());
                    return false;
                }
                kept.append(line, i, mark);
                inComment = true;
                i = mark + 2;
            }
        }
        return inComment;
    }

    /** Rewrites the text between inline code spans, leaving the spans as written. */
    private static String rewriteOutsideCode(String line) {
        if (line.indexOf('[') < 0 && line.indexOf('=') < 0) {
            return line;
        }
        StringBuilder sb = new StringBuilder();
        Matcher code = CODE_SPAN.matcher(line);
        int last = 0;
        while (code.find()) {
            sb.append(rewriteText(line.substring(last, code.start()))).append(code.group());
            last = code.end();
        }
        return sb.append(rewriteText(line.substring(last))).toString();
    }

    private static String rewriteText(String text) {
        String out = replace(EMBED, text, inner -> "![" + escape(WikiTarget.parse(inner).displayText()) + "]("
                + EMBED_SCHEME + LinkTarget.encode(inner) + ")");
        out = replace(WIKILINK, out, inner -> "[" + escape(WikiTarget.parse(inner).displayText()) + "]("
                + WIKI_SCHEME + LinkTarget.encode(inner) + ")");
        return HIGHLIGHT.matcher(out).replaceAll("<mark class=\"hl\">$1</mark>");
    }

    private static String replace(Pattern p, String text, java.util.function.Function<String, String> f) {
        Matcher m = p.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(f.apply(m.group(1))));
        }
        return m.appendTail(sb).toString();
    }

    /** Backslash-escapes markdown punctuation so a label stays literal text. */
    static String escape(String label) {
        StringBuilder sb = new StringBuilder(label.length());
        for (char c : label.toCharArray()) {
            if ("\\`*_[]<>!#&|~=".indexOf(c) >= 0) {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
