package ephemeris.wiki;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites Obsidian's own syntax, line by line and outside code fences, into plain CommonMark so the
 * parser sees text: wikilinks become their labels, page embeds are recorded and removed, comments and
 * callout markers go. Line count never changes, so source line numbers stay true.
 */
final class ObsidianSyntax {
    private static final Pattern EMBED = Pattern.compile("!\\[\\[([^\\]\\n]+?)\\]\\]");
    private static final Pattern WIKILINK = Pattern.compile("\\[\\[([^\\]\\n]+?)\\]\\]");
    /** [label](destination "title"), not an image: the destination, with or without angle brackets. */
    private static final Pattern MARKDOWN_LINK = Pattern.compile("(?<!!)\\[[^\\]\\n]*\\]\\(\\s*<?([^)>\\s]+|[^)>]+(?=>))>?(?:\\s+[\"'(][^)]*)?\\)");
    private static final Pattern CALLOUT = Pattern.compile("^(\\s*(?:>\\s*)+)\\[!([A-Za-z-]+)\\][+-]?\\s*(.*)$");
    private static final Pattern HIGHLIGHT = Pattern.compile("==([^=\\n]+)==");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(?!`).*?(?<!`)\\1(?!`)");
    private static final Pattern FENCE = Pattern.compile("^\\s{0,3}(```|~~~)");

    private ObsidianSyntax() {
    }

    /** Rewrites the lines in place; collects links and embeds. Lines are 0-based here. */
    static void rewrite(List<String> lines, int firstLine, List<Page.Link> links, List<Page.Embed> embeds) {
        boolean inFence = false;
        boolean inComment = false;
        String fence = "";
        for (int i = firstLine; i < lines.size(); i++) {
            String line = lines.get(i);
            if (inComment) {
                // Inside a %% comment that spans lines: nothing is page text until the closing %%.
                int close = line.indexOf("%%");
                if (close < 0) {
                    lines.set(i, "");
                    continue;
                }
                line = line.substring(close + 2);
                inComment = false;
                lines.set(i, line);
            }
            Matcher f = FENCE.matcher(line);
            if (mayOpenFence(line) && f.find()) {
                if (!inFence) {
                    inFence = true;
                    fence = f.group(1);
                } else if (f.group(1).equals(fence)) {
                    inFence = false;
                }
                continue;
            }
            if (inFence) {
                continue;
            }
            if (line.contains("%%")) {
                Stripped stripped = stripComments(line);
                line = stripped.text();
                inComment = stripped.open();
                lines.set(i, line);
            }
            if (line.indexOf('[') < 0 && line.indexOf('=') < 0) {
                continue;
            }
            lines.set(i, rewriteLine(line, i + 1, links, embeds));
        }
    }

    /** Cheap test before {@link #FENCE}: a fence needs three backticks or tildes on the line. */
    private static boolean mayOpenFence(String line) {
        return line.contains("```") || line.contains("~~~");
    }

    /** A line without its %% comments, and whether a comment opened on it and runs on to later lines. */
    record Stripped(String text, boolean open) {
    }

    /**
     * Removes %% comments, but not inside `code spans`: "`%%`" in a sentence about the syntax is text,
     * and must not open a comment that swallows the rest of the page.
     */
    static Stripped stripComments(String line) {
        List<int[]> code = new java.util.ArrayList<>();
        Matcher m = CODE_SPAN.matcher(line);
        while (line.indexOf('`') >= 0 && m.find()) {
            code.add(new int[]{m.start(), m.end()});
        }
        StringBuilder out = new StringBuilder(line.length());
        boolean inComment = false;
        int span = 0;
        int i = 0;
        while (i < line.length()) {
            while (span < code.size() && code.get(span)[1] <= i) {
                span++;
            }
            if (!inComment && span < code.size() && code.get(span)[0] == i) {
                out.append(line, i, code.get(span)[1]);
                i = code.get(span)[1];
                continue;
            }
            if (line.startsWith("%%", i)) {
                inComment = !inComment;
                i += 2;
                continue;
            }
            if (!inComment) {
                out.append(line.charAt(i));
            }
            i++;
        }
        return new Stripped(out.toString(), inComment);
    }

    static String rewriteLine(String line, int lineNumber, List<Page.Link> links, List<Page.Embed> embeds) {
        String out = line;
        if (out.contains("%%")) {
            out = stripComments(out).text();
        }
        Matcher callout = CALLOUT.matcher(out);
        if (out.contains("[!") && callout.matches()) {
            String title = callout.group(3).strip();
            String type = callout.group(2);
            String shown = title.isEmpty() ? Character.toUpperCase(type.charAt(0)) + type.substring(1).toLowerCase(Locale.ROOT) : title;
            // A heading line inside the quote: the title stays a block of its own instead of running
            // into the callout's first sentence (the parser keeps it out of the page's heading path).
            out = callout.group(1) + "###### " + shown;
        }
        if (!out.contains("[[") && !out.contains("==") && !out.contains("](")) {
            // No link, embed or highlight: rewriteText would change nothing, in or out of code spans.
            return out;
        }
        // Inside `code spans` Obsidian syntax is shown as written: rewrite only the text between them.
        Matcher code = CODE_SPAN.matcher(out);
        if (out.indexOf('`') < 0 || !code.find()) {
            return rewriteText(out, lineNumber, links, embeds);
        }
        StringBuilder result = new StringBuilder();
        int last = 0;
        do {
            result.append(rewriteText(out.substring(last, code.start()), lineNumber, links, embeds)).append(code.group());
            last = code.end();
        } while (code.find());
        return result.append(rewriteText(out.substring(last), lineNumber, links, embeds)).toString();
    }

    private static String rewriteText(String text, int lineNumber, List<Page.Link> links, List<Page.Embed> embeds) {
        String out = text;
        if (out.contains("![[")) {
            Matcher m = EMBED.matcher(out);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                WikiLink t = WikiLink.parse(m.group(1));
                if (t.isPage() && !t.page().isEmpty()) {
                    embeds.add(new Page.Embed(t.page(), t.heading(), t.blockId(), lineNumber));
                }
                m.appendReplacement(sb, "");
            }
            m.appendTail(sb);
            out = sb.toString();
        }
        if (out.contains("[[")) {
            Matcher m = WIKILINK.matcher(out);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                WikiLink t = WikiLink.parse(m.group(1));
                if (!t.page().isEmpty() && !attachment(t.page())) {
                    links.add(new Page.Link(t.page(), lineNumber));
                }
                m.appendReplacement(sb, Matcher.quoteReplacement(t.displayText()));
            }
            m.appendTail(sb);
            out = sb.toString();
        }
        if (out.contains("](")) {
            // Markdown links stay as written (CommonMark reads them); only their targets are noted.
            Matcher m = MARKDOWN_LINK.matcher(out);
            while (m.find()) {
                String target = markdownTarget(m.group(1));
                if (!target.isEmpty() && !attachment(target)) {
                    links.add(new Page.Link(target, lineNumber));
                }
            }
        }
        if (out.contains("==")) {
            out = HIGHLIGHT.matcher(out).replaceAll("$1");
        }
        return out;
    }

    /**
     * A markdown link's destination as a page target: empty for a web address, another scheme or an anchor
     * on the same page; else without its #fragment, with %-escapes decoded ("My%20Page.md").
     */
    static String markdownTarget(String destination) {
        String d = destination.strip();
        if (d.isEmpty() || d.startsWith("#") || d.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*")) {
            return "";
        }
        int hash = d.indexOf('#');
        if (hash >= 0) {
            d = d.substring(0, hash);
        }
        try {
            d = java.net.URLDecoder.decode(d.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            // A stray % that starts no escape: the target as written.
        }
        return d.strip();
    }

    /** The extensions of the files a wiki links to besides its pages: images, audio, video, documents, canvases. */
    private static final java.util.Set<String> ATTACHMENTS = java.util.Set.of("png", "jpg", "jpeg", "gif", "bmp", "svg", "webp",
            "avif", "ico", "tif", "tiff", "heic", "pdf", "mp3", "wav", "m4a", "ogg", "flac", "3gp", "webm", "mp4", "mov", "mkv", "ogv",
            "canvas", "base", "excalidraw", "zip", "docx", "xlsx", "pptx", "csv", "txt", "json", "html", "htm");

    /** Whether a link target names an attachment rather than a page ("diagram.png"; "Node.js" is a page). */
    static boolean attachment(String target) {
        String name = target.substring(target.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 && ATTACHMENTS.contains(name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT));
    }
}
