package ephemeris.answer;

import ephemeris.index.PassageHit;
import ephemeris.wiki.Block;

import java.util.List;
import java.util.Optional;

/**
 * A sentence a displayed example interrupts: "The function sink," then the example {@code sink("record.lis")} on
 * lines of its own, then "will divert all subsequent output to a file." Manuals write this way, and the PDFs they
 * come as read so. Each part alone says half: the sentence's end does not name what it is about, its start does not
 * say what it does. The whole, example included, is one unit.
 */
final class InterruptedSentence {
    /** An example longer than this is a listing, not part of a sentence. */
    static final int MAX_EXAMPLE_LINES = 2;

    private InterruptedSentence() {
    }

    /**
     * The sentence that the example before block {@code i} interrupts, when block {@code i} is a paragraph that opens
     * in lower case and the paragraph before the example ends without closing its sentence; else empty.
     */
    static Optional<Unit> around(PassageHit hit, int pageRank, int passage, List<PassageHit.BlockText> blocks, int i) {
        if (i < 2) {
            return Optional.empty();
        }
        PassageHit.BlockText after = blocks.get(i);
        PassageHit.BlockText example = blocks.get(i - 1);
        PassageHit.BlockText before = blocks.get(i - 2);
        boolean code = example.kind() == Block.Kind.CODE || example.kind() == Block.Kind.PARAGRAPH && example.shape().codeLine();
        if (!code || before.kind() != Block.Kind.PARAGRAPH || before.shape().codeLine() || after.kind() != Block.Kind.PARAGRAPH
                || example.text().strip().lines().count() > MAX_EXAMPLE_LINES) {
            return Optional.empty();
        }
        List<String> opening = Sentences.split(UnitExtractor.quoted(before.text()));
        List<String> closing = Sentences.split(UnitExtractor.quoted(after.text()));
        if (opening.isEmpty() || closing.isEmpty()) {
            return Optional.empty();
        }
        String start = opening.getLast().strip();
        String end = closing.getFirst().strip();
        if (start.isEmpty() || end.isEmpty() || !Character.isLowerCase(end.codePointAt(0)) || closes(start)) {
            return Optional.empty();
        }
        String shown = example.text().strip().replaceAll("\\s*\\n\\s*", " ");
        String text = start + " " + shown + " " + end;
        if (text.length() > UnitExtractor.MAX_UNIT_CHARS) {
            return Optional.empty();
        }
        return Optional.of(new Unit(UnitKind.SENTENCE, text, List.of(start, example.text().strip(), end), text, hit, pageRank, passage,
                before.startLine(), after.endLine(), before.heading(), before.anchor()));
    }

    /** Whether a sentence ends as a sentence does, or announces what follows (a lead-in, which is quoted with its code). */
    private static boolean closes(String sentence) {
        int last = sentence.codePointBefore(sentence.length());
        return ".!?:;。！？：；".indexOf(last) >= 0;
    }
}
