package ephemeris.render;

import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.node.Code;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Marks cited sentences and key terms in the syntax tree. A sentence may cross emphasis, links and
 * code, so each paragraph's text is joined first, the sentence found in it (whitespace-insensitive),
 * and the text nodes it covers are split and wrapped.
 */
final class Marks {
    /** A sentence is still found when only its first words match (the engine trims some punctuation). */
    private static final int MIN_PREFIX_WORDS = 6;

    private Marks() {
    }

    static void apply(Node document, Highlights highlights) {
        if (!highlights.cited().isEmpty()) {
            markCode(document, highlights.cited());
        }
        List<Node> containers = new ArrayList<>();
        collect(document, containers);
        for (Node container : containers) {
            for (int i = 0; i < highlights.cited().size(); i++) {
                markSentence(container, highlights.cited().get(i), i);
            }
            if (!highlights.terms().isEmpty()) {
                markTerms(container, highlights.terms());
            }
        }
    }

    /**
     * Marks cited passages inside code blocks (a command line, a snippet with its lead-in's code): each code block
     * that holds one, as written, becomes a {@link Nodes.MarkedCode} with its cited ranges.
     */
    private static void markCode(Node node, List<String> cited) {
        for (Node c = node.getFirstChild(); c != null; ) {
            Node next = c.getNext();
            String literal = c instanceof org.commonmark.node.FencedCodeBlock f ? f.getLiteral()
                    : c instanceof org.commonmark.node.IndentedCodeBlock i ? i.getLiteral() : null;
            if (literal != null) {
                List<int[]> ranges = new ArrayList<>();
                for (int k = 0; k < cited.size(); k++) {
                    String part = cited.get(k).strip();
                    int at = part.isEmpty() ? -1 : wholeLines(literal, part);
                    if (at >= 0 && ranges.stream().noneMatch(r -> r[0] < at + part.length() && at < r[1])) {
                        ranges.add(new int[]{at, at + part.length(), k});
                    }
                }
                if (!ranges.isEmpty()) {
                    ranges.sort(java.util.Comparator.comparingInt(r -> r[0]));
                    String info = c instanceof org.commonmark.node.FencedCodeBlock f ? java.util.Objects.requireNonNullElse(f.getInfo(), "") : "";
                    Nodes.MarkedCode marked = new Nodes.MarkedCode(info, literal, ranges);
                    c.insertBefore(marked);
                    c.unlink();
                }
            } else {
                markCode(c, cited);
            }
            c = next;
        }
    }

    /**
     * Where {@code part} stands in the code as whole lines (from a line's first character after its indentation to
     * its end), or -1: a cited table cell "8080" is not the "8080" of {@code docker run -p 8080:8080}.
     */
    static int wholeLines(String literal, String part) {
        for (int at = literal.indexOf(part); at >= 0; at = literal.indexOf(part, at + 1)) {
            int lineStart = literal.lastIndexOf('\n', at - 1) + 1;
            int end = at + part.length();
            int lineEnd = literal.indexOf('\n', end);
            if (literal.substring(lineStart, at).isBlank() && literal.substring(end, lineEnd < 0 ? literal.length() : lineEnd).isBlank()) {
                return at;
            }
        }
        return -1;
    }

    private static void collect(Node node, List<Node> out) {
        for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
            if (c instanceof Paragraph || c instanceof Heading || c instanceof TableCell || c instanceof Nodes.CalloutTitle) {
                out.add(c);
            } else {
                collect(c, out);
            }
        }
    }

    /** A piece of joined text: the node it came from (null for a line break) and where it starts. */
    private record Segment(Node node, int start, int end) {
    }

    private static void markSentence(Node container, String sentence, int index) {
        List<Segment> segments = new ArrayList<>();
        StringBuilder joined = new StringBuilder();
        join(container, segments, joined);
        Normalized text = Normalized.of(joined.toString());
        String wanted = Normalized.collapse(sentence);
        if (wanted.isEmpty()) {
            return;
        }
        int at = text.value.indexOf(wanted);
        int length = wanted.length();
        if (at < 0) {
            at = text.value.toLowerCase(Locale.ROOT).indexOf(wanted.toLowerCase(Locale.ROOT));
        }
        if (at < 0) {
            String[] words = wanted.split(" ");
            if (words.length < MIN_PREFIX_WORDS) {
                return;
            }
            String prefix = String.join(" ", java.util.Arrays.copyOf(words, MIN_PREFIX_WORDS));
            at = text.value.indexOf(prefix);
            length = prefix.length();
            if (at < 0) {
                return;
            }
        }
        int from = text.original(at);
        int to = text.original(at + length - 1) + 1;
        for (Segment s : segments) {
            if (s.node == null || s.end <= from || s.start >= to) {
                continue;
            }
            if (s.node instanceof Code code) {
                wrap(code, new Nodes.Mark("cite", index));
            } else if (s.node instanceof Text t) {
                split(t, Math.max(0, from - s.start), Math.min(s.end, to) - s.start, new Nodes.Mark("cite", index));
            }
        }
    }

    private static void join(Node node, List<Segment> segments, StringBuilder joined) {
        for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
            String literal = switch (c) {
                case Text t -> t.getLiteral();
                case Code code -> code.getLiteral();
                case SoftLineBreak b -> " ";
                case HardLineBreak b -> " ";
                default -> null;
            };
            if (literal == null) {
                join(c, segments, joined);
                continue;
            }
            boolean isBreak = c instanceof SoftLineBreak || c instanceof HardLineBreak;
            segments.add(new Segment(isBreak ? null : c, joined.length(), joined.length() + literal.length()));
            joined.append(literal);
        }
    }

    /** Wraps characters [from, to) of a text node in a mark, splitting the node as needed. */
    private static void split(Text text, int from, int to, Nodes.Mark mark) {
        String literal = text.getLiteral();
        if (from >= to) {
            return;
        }
        if (from > 0) {
            text.insertBefore(new Text(literal.substring(0, from)));
        }
        if (to < literal.length()) {
            text.insertAfter(new Text(literal.substring(to)));
        }
        text.setLiteral(literal.substring(from, to));
        wrap(text, mark);
    }

    private static void wrap(Node node, Nodes.Mark mark) {
        node.insertBefore(mark);
        mark.appendChild(node);
    }


    private static void markTerms(Node node, ephemeris.query.TermMatcher terms) {
        Node c = node.getFirstChild();
        while (c != null) {
            Node next = c.getNext();
            if (c instanceof Text t) {
                markTermsIn(t, terms);
            } else if (!(c instanceof Code) && !(c instanceof Nodes.Mark m && m.kind.equals("term"))) {
                markTerms(c, terms);
            }
            c = next;
        }
    }

    private static void markTermsIn(Text text, ephemeris.query.TermMatcher terms) {
        List<int[]> hits = new ArrayList<>();
        for (ephemeris.query.TermMatcher.Span span : terms.find(text.getLiteral())) {
            hits.add(new int[] {span.start(), span.end()});
        }
        Text current = text;
        int offset = 0;
        for (int[] hit : hits) {
            String rest = current.getLiteral();
            int from = hit[0] - offset;
            int to = hit[1] - offset;
            Text after = to < rest.length() ? new Text(rest.substring(to)) : null;
            split(current, from, to, new Nodes.Mark("term", -1));
            if (after == null) {
                break;
            }
            // split() inserted the remainder after the marked node; continue in it.
            current = (Text) current.getParent().getNext();
            offset = hit[1];
        }
    }

    /** Text with whitespace runs collapsed to one space, remembering where each character came from. */
    private record Normalized(String value, int[] positions) {
        static Normalized of(String s) {
            StringBuilder sb = new StringBuilder(s.length());
            int[] pos = new int[s.length()];
            boolean space = false;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (Character.isWhitespace(c) || c == '\u00a0') {
                    if (!space && !sb.isEmpty()) {
                        pos[sb.length()] = i;
                        sb.append(' ');
                    }
                    space = true;
                } else {
                    pos[sb.length()] = i;
                    sb.append(c);
                    space = false;
                }
            }
            return new Normalized(sb.toString(), pos);
        }

        int original(int index) {
            return positions[index];
        }

        static String collapse(String s) {
            return s.strip().replaceAll("[\\s\\u00a0]+", " ");
        }
    }
}
