package ephemeris.wiki;

import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;

import java.util.Locale;

/** The plain text of inline markdown: what a block says, without its markup, whitespace collapsed. */
final class InlineText {
    private InlineText() {
    }

    /** The node's text as a reader sees it: links by their labels, code by its text, breaks as spaces, no images' alt text. */
    static String of(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                sb.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                sb.append(code.getLiteral());
            }

            @Override
            public void visit(SoftLineBreak softLineBreak) {
                sb.append(' ');
            }

            @Override
            public void visit(HardLineBreak hardLineBreak) {
                sb.append(' ');
            }

            @Override
            public void visit(HtmlInline htmlInline) {
                String literal = htmlInline.getLiteral().toLowerCase(Locale.ROOT);
                if (literal.startsWith("<br")) {
                    sb.append(' ');
                }
            }

            @Override
            public void visit(Image image) {
                // Alt text of images is not prose of the page.
            }
        });
        return collapseWhitespace(sb);
    }

    /** Runs of whitespace become one space; a loop, as this runs for every block of every page. */
    static String collapseWhitespace(CharSequence s) {
        if (collapsed(s)) {
            return s.toString();
        }
        StringBuilder out = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                if (!space) {
                    out.append(' ');
                    space = true;
                }
            } else {
                out.append(c);
                space = false;
            }
        }
        return out.toString();
    }

    /** Whether {@code s} has no whitespace but single spaces, so collapsing would leave it as it is. */
    private static boolean collapsed(CharSequence s) {
        boolean space = false;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c > ' ' && c < 128) {
                space = false;
            } else if (c == ' ') {
                if (space) {
                    return false;
                }
                space = true;
            } else if (Character.isWhitespace(c)) {
                return false;
            } else {
                space = false;
            }
        }
        return true;
    }

    static String stripTags(String html) {
        return html.replaceAll("(?s)<(script|style)[^>]*>.*?</\\1>", " ")
                .replaceAll("<[^>]*>", " ")
                .replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
                .replaceAll("\\s+", " ").strip();
    }
}
