package ephemeris.answer;

import ephemeris.index.PassageHit;
import ephemeris.wiki.Block;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Cuts a passage into the units its structure gives: the sentences of its prose, each list as a
 * procedure (lead-in and steps in order), each table row with its header, each callout, code blocks
 * with their lead-in when the question asks for code or a sentence announces them, and the shapes of
 * {@link ShapeUnits}: commands with their comments, named facts, outline bullets with their children. Lines
 * of nothing but links (See also, contents, navigation) give no unit.
 */
final class UnitExtractor {
    /** A list longer than this is a reference list, not a procedure: its items answer one by one. */
    static final int MAX_STEPS = 12;
    /** A procedure, callout or code block longer than this is too long to quote whole. */
    static final int MAX_UNIT_CHARS = 900;

    /** DocFX directives (":::image type="content" … :::", ":::moniker …:::") are markup, not text to quote. */
    private static final java.util.regex.Pattern DIRECTIVE = java.util.regex.Pattern.compile(":::\\s*[a-z-]+\\b[^\\n]*?:::");

    private UnitExtractor() {
    }

    /** The text as an answer quotes it: directives out, spaces they leave collapsed. */
    static String quoted(String text) {
        if (text.indexOf(":::") < 0) {
            return text;
        }
        return DIRECTIVE.matcher(text).replaceAll("").replaceAll("[ \\t]{2,}", " ").strip();
    }

    /**
     * @param wantsCode the question asks for code: every code block is a unit
     * @param how       the question asks how to do something: a code block that opens its section is one
     */
    static List<Unit> units(PassageHit hit, int pageRank, int passage, boolean wantsCode, boolean how) {
        List<Unit> out = new ArrayList<>();
        List<PassageHit.BlockText> blocks = hit.blocks();
        for (int i = 0; i < blocks.size(); i++) {
            PassageHit.BlockText b = blocks.get(i);
            Block.Shape shape = b.shape();
            switch (b.kind()) {
                case HEADING -> {
                }
                case CODE -> {
                    // Code answers a question that asks for it, or when a sentence announces it ("To embed an image:").
                    // Its commands first: on equal scores the one line that says what it does is the sharper answer.
                    ShapeUnits.commands(out, hit, pageRank, passage, b);
                    String lead = leadIn(blocks, i);
                    if ((wantsCode || !lead.isEmpty() || illustrates(blocks, i, how)) && b.text().length() <= MAX_UNIT_CHARS) {
                        out.add(code(hit, pageRank, passage, blocks, i, lead));
                    }
                }
                case TABLE -> {
                    if (shape.position() > 0) {
                        out.add(tableRow(hit, pageRank, passage, b));
                    }
                }
                case LIST_ITEM -> {
                    if (firstOfGroup(blocks, i)) {
                        steps(hit, pageRank, passage, blocks, i).ifPresent(out::add);
                    }
                    if (!shape.continues()) {
                        ShapeUnits.outline(hit, pageRank, passage, blocks, i).ifPresent(out::add);
                    }
                    if (!shape.linksOnly()) {
                        prose(out, hit, pageRank, passage, b);
                    }
                }
                case PARAGRAPH, QUOTE -> {
                    if (b.kind() == Block.Kind.QUOTE && shape.group() > 0 && firstOfGroup(blocks, i)) {
                        callout(hit, pageRank, passage, blocks, i).ifPresent(out::add);
                    }
                    boolean quotedAsCode = false;
                    if (shape.codeLine() && b.text().length() <= MAX_UNIT_CHARS) {
                        // A command on a line of its own is code, quoted with the line that says what it does
                        // ("- Extract an archive:" then `tar xvf source.tar`), as a code block is.
                        String lead = leadIn(blocks, i);
                        if (wantsCode || !lead.isEmpty() || illustrates(blocks, i, how)) {
                            out.add(code(hit, pageRank, passage, blocks, i, lead));
                            quotedAsCode = true;
                        }
                    }
                    if (!shape.linksOnly() && !quotedAsCode) {
                        InterruptedSentence.around(hit, pageRank, passage, blocks, i).ifPresent(out::add);
                        prose(out, hit, pageRank, passage, b);
                    }
                }
            }
        }
        return out;
    }

    private static boolean firstOfGroup(List<PassageHit.BlockText> blocks, int i) {
        int group = blocks.get(i).shape().group();
        return group > 0 && (i == 0 || blocks.get(i - 1).shape().group() != group);
    }

    private static int groupEnd(List<PassageHit.BlockText> blocks, int from) {
        int group = blocks.get(from).shape().group();
        int end = from;
        while (end + 1 < blocks.size() && blocks.get(end + 1).shape().group() == group) {
            end++;
        }
        return end;
    }

    /** A block's prose as sentences; an outliner's properties in it as named facts. */
    private static void prose(List<Unit> out, PassageHit hit, int pageRank, int passage, PassageHit.BlockText b) {
        String text = ShapeUnits.hasProperties(b.text()) ? ShapeUnits.facts(out, hit, pageRank, passage, b) : b.text();
        sentences(out, hit, pageRank, passage, b, text);
    }

    private static void sentences(List<Unit> out, PassageHit hit, int pageRank, int passage, PassageHit.BlockText b,
                                  String blockText) {
        String previous = null;
        String asked = "";
        for (String s : Sentences.split(blockText)) {
            String q = quoted(s);
            if (q.isEmpty()) {
                continue;
            }
            // A sentence that leans on the one before is quoted with it: alone it names nothing, or gives the
            // exception without the rule.
            boolean refers = previous != null && SentenceOpeners.leansBack(q);
            String text = refers ? previous + " " + q : q;
            // The sentences after a question in its paragraph answer it (a FAQ's "Will I be logged out? No.
            // Enabling 2FA does not log you out."): they count its words as their own, as a table row counts
            // its header's.
            boolean question = Sentences.asks(q);
            String words = question || asked.isEmpty() ? text : asked + " " + text;
            out.add(new Unit(UnitKind.SENTENCE, text, refers ? List.of(previous, s) : List.of(s), words, hit, pageRank, passage,
                    b.startLine(), b.endLine(), b.heading(), b.anchor()));
            if (question) {
                asked = q;
            }
            previous = q;
        }
    }

    /** The last sentence of the block before {@code i} when it announces what follows ("To do X:"), or empty. */
    private static String leadIn(List<PassageHit.BlockText> blocks, int i) {
        if (i == 0) {
            return "";
        }
        PassageHit.BlockText before = blocks.get(i - 1);
        // A bullet that ends in a colon introduces what is nested under it ("An example code block looks like:"), or,
        // when its list ends there, the block straight after the list ("- Extract an archive:" then the command).
        boolean bullet = before.kind() == Block.Kind.LIST_ITEM && before.shape().group() > 0
                && blocks.get(i).kind() != Block.Kind.LIST_ITEM
                && (before.shape().group() == blocks.get(i).shape().group() || blocks.get(i).shape().group() == 0);
        if (!bullet && (before.kind() != Block.Kind.PARAGRAPH || before.shape().group() > 0) || before.shape().linksOnly()) {
            return "";
        }
        List<String> sentences = Sentences.split(before.text());
        String last = sentences.isEmpty() ? "" : sentences.getLast();
        return last.endsWith(":") ? last : "";
    }

    /** A snippet this short, straight after a paragraph, is that paragraph's example. */
    static final int EXAMPLE_LINES = 6;
    /**
     * A code block this short that opens a section is quoted whole, under its heading; and, after a sentence that
     * answers a how-question, as what it shows ({@code AnswerComposer}).
     */
    static final int SECTION_CODE_LINES = 12;

    /**
     * Whether the code block at {@code i} shows what the heading above it names, for a how-question, or what the
     * paragraph just before it says: a short snippet straight
     * after prose ("First, you can specify the port from the command line." then {@code PORT=4444 npm run dev}),
     * as notebooks and how-to pages write, whether or not the sentence ends in a colon.
     */
    private static boolean illustrates(List<PassageHit.BlockText> blocks, int i, boolean how) {
        if (i == 0) {
            // A passage can start in the middle of a section: whether the block opens it does not show.
            return false;
        }
        if (blocks.get(i - 1).kind() == Block.Kind.HEADING) {
            // A block that opens its section is what its heading names (a cheat sheet's "Sessions" and its commands):
            // it answers how to do that, not what something is.
            return how && !blocks.get(i).heading().isEmpty() && lines(blocks.get(i).text()) <= SECTION_CODE_LINES;
        }
        PassageHit.BlockText before = blocks.get(i - 1);
        return before.kind() == Block.Kind.PARAGRAPH && before.shape().group() == 0 && !before.shape().linksOnly()
                && lines(blocks.get(i).text()) <= EXAMPLE_LINES;
    }

    /** The lines of a block's text (stored stripped), counted without splitting it: this runs for every code block. */
    static int lines(String text) {
        int n = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            n++;
        }
        return n;
    }

    /** One step of a procedure: its text (later paragraphs and nested items joined on), pieces and last line. */
    private record Step(StringBuilder text, List<String> parts, int endLine) {
    }

    private static Optional<Unit> steps(PassageHit hit, int pageRank, int passage, List<PassageHit.BlockText> blocks,
                                        int first) {
        int last = groupEnd(blocks, first);
        List<PassageHit.BlockText> items = blocks.subList(first, last + 1);
        String lead = leadIn(blocks, first);
        // A list of nothing but links is navigation (See also, contents), unless a lead-in that states a
        // fact of its own names what the links are ("… full refunds for the following services:").
        if (items.stream().allMatch(b -> b.shape().linksOnly() || b.kind() != Block.Kind.LIST_ITEM)
                && (lead.isEmpty() || Sentences.announces(lead))) {
            return Optional.empty();
        }
        // Each top-level item is a step; its later paragraphs and nested items belong to it.
        List<Step> steps = new ArrayList<>();
        int position = -1;
        for (PassageHit.BlockText b : items) {
            if (b.kind() != Block.Kind.LIST_ITEM) {
                continue;
            }
            if (b.shape().position() != position) {
                steps.add(new Step(new StringBuilder(b.text()), new ArrayList<>(List.of(b.text())), b.endLine()));
                position = b.shape().position();
            } else {
                Step s = steps.removeLast();
                s.parts().add(b.text());
                steps.add(new Step(s.text().append(' ').append(b.text()), s.parts(), b.endLine()));
            }
        }
        boolean ordered = items.getFirst().shape().ordered();
        if (steps.size() < 2 || steps.size() > MAX_STEPS && lead.isEmpty() && !ordered) {
            // A long bulleted list nothing announces is a reference list: its items answer one by one.
            return Optional.empty();
        }
        StringBuilder text = new StringBuilder(lead);
        List<String> parts = new ArrayList<>();
        if (!lead.isEmpty()) {
            parts.add(lead);
        }
        int endLine = items.getFirst().endLine();
        for (int s = 0; s < steps.size(); s++) {
            String line = (ordered ? (s + 1) + ". " : "• ") + quoted(steps.get(s).text().toString());
            if (text.length() + line.length() + 1 > MAX_UNIT_CHARS) {
                if (s < 2) {
                    return Optional.empty();
                }
                // A long procedure is quoted from its start, as far as it fits, and says that it goes on.
                text.append("\n…");
                break;
            }
            if (!text.isEmpty()) {
                text.append('\n');
            }
            text.append(line);
            parts.addAll(steps.get(s).parts());
            endLine = steps.get(s).endLine();
        }
        int start = lead.isEmpty() ? items.getFirst().startLine() : blocks.get(first - 1).startLine();
        PassageHit.BlockText head = items.getFirst();
        return Optional.of(new Unit(UnitKind.STEPS, text.toString(), parts, text.toString(), hit, pageRank, passage,
                start, endLine, head.heading(), head.anchor()));
    }

    private static Unit tableRow(PassageHit hit, int pageRank, int passage, PassageHit.BlockText b) {
        List<String> cells = List.of(b.text().split(" — ", -1));
        List<String> header = b.shape().header();
        String text = b.text();
        String words = b.text();
        if (header.size() == cells.size() && header.stream().anyMatch(h -> !h.isBlank())) {
            List<String> pairs = new ArrayList<>();
            for (int c = 0; c < cells.size(); c++) {
                pairs.add(header.get(c).isBlank() ? cells.get(c) : header.get(c) + ": " + cells.get(c));
            }
            text = String.join("; ", pairs);
            words = text;
        }
        return new Unit(UnitKind.TABLE_ROW, text, cells, words, hit, pageRank, passage, b.startLine(), b.endLine(),
                b.heading(), b.anchor());
    }

    /** @param leadIn the bullet or sentence ending in a colon that announces the block ({@link #leadIn}), or empty */
    private static Unit code(PassageHit hit, int pageRank, int passage, List<PassageHit.BlockText> blocks, int i,
                             String leadIn) {
        PassageHit.BlockText b = blocks.get(i);
        String lead = leadIn;
        int start = b.startLine();
        if (i > 0 && blocks.get(i - 1).kind() == Block.Kind.PARAGRAPH && !blocks.get(i - 1).shape().linksOnly()) {
            List<String> s = Sentences.split(blocks.get(i - 1).text());
            lead = s.isEmpty() ? "" : s.getLast();
        }
        if (!lead.isEmpty()) {
            start = blocks.get(i - 1).startLine();
        }
        String text = lead.isEmpty() ? b.text() : lead + "\n" + b.text();
        List<String> parts = lead.isEmpty() ? List.of(b.text()) : List.of(lead, b.text());
        return new Unit(UnitKind.CODE, text, parts, text, hit, pageRank, passage, start, b.endLine(), b.heading(), b.anchor());
    }

    private static Optional<Unit> callout(PassageHit hit, int pageRank, int passage,
                                                    List<PassageHit.BlockText> blocks, int first) {
        int last = groupEnd(blocks, first);
        List<PassageHit.BlockText> body = blocks.subList(first, last + 1);
        // A title and one sentence is better quoted as that sentence.
        if (body.size() < 3) {
            return Optional.empty();
        }
        List<String> parts = body.stream().map(PassageHit.BlockText::text).toList();
        String text = String.join("\n", parts);
        if (text.length() > MAX_UNIT_CHARS) {
            return Optional.empty();
        }
        PassageHit.BlockText head = body.getFirst();
        return Optional.of(new Unit(UnitKind.CALLOUT, text, parts, text, hit, pageRank, passage, head.startLine(),
                body.getLast().endLine(), head.heading(), head.anchor()));
    }
}
