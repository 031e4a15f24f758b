package ephemeris.query;

import java.util.ArrayList;
import java.util.List;

/**
 * The forms an Arabic question word takes on the pages where the index's light stemmer leaves them apart.
 * Given a question word as the normaliser leaves it (hamza-alef made a bare alef, the shadda gone, the teh
 * marbuta "ة" made a heh "ه"), these are the words pages use for the same thing, as written: each is still
 * to be analysed as the index analyses page text.
 * <p>
 * <b>Verbs.</b> Arabic builds a verb's persons and its verbal noun from the same root by fixed patterns. A
 * question asks in the first person ("كيف أغيّر", how do I change; "أستعيد", I restore), while a help page
 * names the action by its verbal noun ("تغيير", changing; "استعادة", restoring), by "to" and the verb
 * ("لفصل", to separate), or in the third person ("يغير", it changes). Two shapes of word are read as such a
 * verb: a three-letter stem behind the first-person alef ("اغير"), and the derived stem "است" with three root
 * letters behind it ("استعيد"). A bare three-letter word is not: it is as often a noun ("عدد", number, whose
 * if'āl would be "إعداد", setting). The verbal nouns are those of the derived stems whose pattern is fixed:
 * "تفعيل" (taf'īl), "إفعال" (if'āl) and "استفعال" (istif'āl), with a weak middle root letter ("أضيف",
 * "أستعيد") dropped as those nouns drop it ("إضافة", "استعادة"). Form I's verbal nouns follow no one pattern
 * and are left out, except the stem itself behind "to" ("لفصل").
 * <p>
 * <b>Prepositions.</b> "To" and "with" are written onto a word without the article ("لإنشاء ملاحظة", to create
 * a note), which the light stemmer leaves on: a question's "إنشاء" meets the page's "لإنشاء".
 * <p>
 * <b>Possessed nouns.</b> A question speaks of "my vault" ("خزنتي"), "your notes" ("ملاحظاتك"): a pronoun
 * joined onto the noun, before which the teh marbuta is written as a plain teh. The light stemmer takes off
 * the pronoun but keeps that teh ("خزنت") and the plural ending before it ("ملاحظات"), so the noun does not
 * meet the pages' "الخزنة" ("خزن") or "الملاحظات" ("ملاحظ"). The noun without the pronoun does.
 * <p>
 * Lucene's ArabicStemmer removes prefixes and suffixes only; it does not relate a first-person verb to its verbal noun,
 * which is what this table does.
 */
final class ArabicWordForms {
    private static final char ALEF = '\u0627';
    private static final char TEH = '\u062A';
    private static final char HEH = '\u0647';
    private static final char YEH = '\u064A';
    private static final char WAW = '\u0648';
    private static final char LAM = '\u0644';
    private static final String ISTA = "\u0627\u0633\u062A";
    /** The plural ending "ات". */
    private static final String PLURAL = "\u0627\u062A";
    /** The pronouns joined onto a noun (my, your, his, her, our, their, yours), longest first. */
    private static final List<String> PRONOUNS = List.of("\u0643\u0645", "\u0647\u0645", "\u0647\u0627", "\u0646\u0627",
            "\u064A", "\u0643", "\u0647");
    /** The article "ال". */
    private static final String ARTICLE = "\u0627\u0644";
    /** The prepositions written onto a word without the article: "ل" (to, for) and "ب" (with, by). */
    private static final String PREPOSITIONS = "\u0644\u0628";
    /** The fewest letters a noun keeps once its pronoun and teh are taken off. */
    private static final int NOUN_LETTERS = 3;

    private ArabicWordForms() {
    }

    /** The other forms of the (normalised, unstemmed) word: none when it has neither a verb's shape nor a pronoun. */
    static List<String> of(String word) {
        if (!word.chars().allMatch(c -> c >= 0x0621 && c <= 0x064A)) {
            return List.of();
        }
        List<String> out = new ArrayList<>(verbForms(word));
        unpossessed(word).ifPresent(out::add);
        for (String form : prepositioned(word)) {
            if (!out.contains(form)) {
                out.add(form);
            }
        }
        out.remove(word);
        return out;
    }

    private static List<String> verbForms(String word) {
        List<String> out = new ArrayList<>();
        if (word.length() == 6 && word.startsWith(ISTA)) {
            String root = word.substring(3);
            String noun = weakMiddle(root) ? ISTA + root.charAt(0) + ALEF + root.charAt(2)
                    : ISTA + root.substring(0, 2) + ALEF + root.charAt(2);
            out.add(noun);
            out.add(LAM + noun);
            return out;
        }
        if (word.length() != 4 || word.charAt(0) != ALEF) {
            return out;
        }
        String root = word.substring(1);
        out.add(root);
        out.add(LAM + root);
        out.add(YEH + root);
        String taf = "" + TEH + root.charAt(0) + root.charAt(1) + YEH + root.charAt(2);
        out.add(taf);
        out.add(LAM + taf);
        String ifal = weakMiddle(root) ? "" + ALEF + root.charAt(0) + ALEF + root.charAt(2)
                : "" + ALEF + root.charAt(0) + root.charAt(1) + ALEF + root.charAt(2);
        out.add(ifal);
        out.add(LAM + ifal);
        return out;
    }

    /** The noun without the pronoun joined onto it, when a teh or a plural ending stands before the pronoun. */
    private static java.util.Optional<String> unpossessed(String word) {
        for (String pronoun : PRONOUNS) {
            if (!word.endsWith(pronoun)) {
                continue;
            }
            String noun = word.substring(0, word.length() - pronoun.length());
            if (noun.length() <= NOUN_LETTERS) {
                return java.util.Optional.empty(); // the word is the pronoun itself ("كم", how many) or a short word
            }
            if (noun.endsWith(PLURAL) && noun.length() - PLURAL.length() >= NOUN_LETTERS) {
                return java.util.Optional.of(noun);
            }
            if (noun.charAt(noun.length() - 1) == TEH && noun.length() - 1 >= NOUN_LETTERS) {
                return java.util.Optional.of(noun.substring(0, noun.length() - 1) + HEH);
            }
            return java.util.Optional.empty();
        }
        return java.util.Optional.empty();
    }

    /**
     * The word behind "to" and "with" ("إنشاء", creating: "لإنشاء", to create; "استخدام": "باستخدام", by using).
     * A word with the article is left alone: the light stemmer already takes "لل" and "بال" off. One that
     * begins with either letter is not read as having it written on: the letter is as often the word's own
     * ("بطاقة", card, is not "طاقة", energy).
     */
    private static List<String> prepositioned(String word) {
        if (word.startsWith(ARTICLE) || word.length() < NOUN_LETTERS) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (char p : PREPOSITIONS.toCharArray()) {
            out.add(p + word);
        }
        return out;
    }

    /** Whether the stem's middle root letter is a weak one, which the verbal noun drops for a long vowel. */
    private static boolean weakMiddle(String root) {
        return root.charAt(1) == YEH || root.charAt(1) == WAW;
    }
}
