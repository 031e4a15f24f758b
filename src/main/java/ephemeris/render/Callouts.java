package ephemeris.render;

import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns block quotes that open with {@code [!type]} into callout boxes, innermost last. */
final class Callouts {
    private static final Pattern MARKER = Pattern.compile("^\\[!([A-Za-z][\\w-]*)\\]([+-]?)\\s*");

    private Callouts() {
    }

    static void apply(Node document) {
        List<BlockQuote> quotes = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(BlockQuote q) {
                quotes.add(q);
                visitChildren(q);
            }
        });
        quotes.forEach(Callouts::convert);
    }

    private static void convert(BlockQuote quote) {
        if (!(quote.getFirstChild() instanceof Paragraph first) || !(first.getFirstChild() instanceof Text text)) {
            return;
        }
        Matcher m = MARKER.matcher(text.getLiteral());
        if (!m.find()) {
            return;
        }
        String type = m.group(1).toLowerCase(Locale.ROOT);
        Nodes.Callout.Fold fold = switch (m.group(2)) {
            case "+" -> Nodes.Callout.Fold.OPEN;
            case "-" -> Nodes.Callout.Fold.FOLDED;
            default -> Nodes.Callout.Fold.NONE;
        };
        Nodes.Callout callout = new Nodes.Callout(type, fold);
        Nodes.CalloutTitle title = new Nodes.CalloutTitle();
        String rest = text.getLiteral().substring(m.end());
        text.setLiteral(rest);
        Node n = first.getFirstChild();
        while (n != null && !(n instanceof SoftLineBreak) && !(n instanceof HardLineBreak)) {
            Node next = n.getNext();
            title.appendChild(n);
            n = next;
        }
        if (n != null) {
            n.unlink();
        }
        if (title.getFirstChild() instanceof Text t && t.getLiteral().isBlank() && t.getNext() == null) {
            t.unlink();
        }
        if (title.getFirstChild() == null) {
            title.appendChild(new Text(Character.toUpperCase(type.charAt(0)) + type.substring(1)));
        }
        if (first.getFirstChild() == null) {
            first.unlink();
        }
        callout.appendChild(title);
        Node child = quote.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            callout.appendChild(child);
            child = next;
        }
        quote.insertBefore(callout);
        quote.unlink();
    }
}
