package ephemeris.query;

import java.util.ArrayList;
import java.util.List;

/**
 * The forms an Arabic verb takes on the pages when a question asks with it. Arabic builds a verb's persons and
 * its verbal noun from the same root by fixed patterns, which a light stemmer cannot undo: a question asks in
 * the first person ("كيف أغيّر", how do I change; "أستعيد", I restore) or names a past edit ("عدّل", he
 * edited), while a help page names the action by its verbal noun ("تغيير", changing; "استعادة",
 * restoring; "تعديل", editing), or by "to" and the verb ("لفصل", to separate), or in the third person
 * ("يغير", it changes). Given a question word as the normaliser leaves it (hamza-alef made a bare alef,
 * the shadda and the teh marbuta's dots gone), these are the words of the same root and stem that pages
 * use for the same action, as written: each is still to be analysed as the index analyses page text.
 * <p>
 * Three shapes of question word have them: a three-letter stem (a past verb or a bare root, "عدل"); the
 * same stem behind the first-person alef ("اغير"); and the derived stem "است" with three root letters
 * behind it ("استعيد"). The verbal nouns are those of the derived stems whose pattern is fixed: "تفعيل"
 * (taf'īl), "إفعال" (if'āl) and "استفعال" (istif'āl), with a weak middle root letter ("أضيف", "أستعيد")
 * dropped as those nouns drop it ("إضافة", "استعادة"). Form I's verbal nouns follow no one pattern and
 * are left out, except the stem itself behind "to" ("لفصل").
 */
final class ArabicVerbForms {
    private static final char ALEF = '\u0627';
    private static final char TEH = '\u062A';
    private static final char YEH = '\u064A';
    private static final char WAW = '\u0648';
    private static final char LAM = '\u0644';
    private static final String ISTA = "\u0627\u0633\u062A";

    private ArabicVerbForms() {
    }

    /** The other forms of the (normalised, unstemmed) word, or none when it has not one of the three shapes. */
    static List<String> of(String word) {
        if (!word.chars().allMatch(c -> c >= 0x0621 && c <= 0x064A)) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        if (word.length() == 6 && word.startsWith(ISTA)) {
            String root = word.substring(3);
            String noun = weakMiddle(root) ? ISTA + root.charAt(0) + ALEF + root.charAt(2)
                    : ISTA + root.substring(0, 2) + ALEF + root.charAt(2);
            out.add(noun);
            out.add(LAM + noun);
            return out;
        }
        String root = word.length() == 4 && word.charAt(0) == ALEF ? word.substring(1)
                : word.length() == 3 ? word : null;
        if (root == null) {
            return List.of();
        }
        if (!root.equals(word)) {
            out.add(root);
        }
        out.add(LAM + root);
        out.add(YEH + root);
        String taf = "" + TEH + root.charAt(0) + root.charAt(1) + YEH + root.charAt(2);
        out.add(taf);
        out.add(LAM + taf);
        String ifal = weakMiddle(root) ? "" + ALEF + root.charAt(0) + ALEF + root.charAt(2)
                : "" + ALEF + root.charAt(0) + root.charAt(1) + ALEF + root.charAt(2);
        out.add(ifal);
        out.add(LAM + ifal);
        out.remove(word);
        return out;
    }

    /** Whether the stem's middle root letter is a weak one, which the verbal noun drops for a long vowel. */
    private static boolean weakMiddle(String root) {
        return root.charAt(1) == YEH || root.charAt(1) == WAW;
    }
}
