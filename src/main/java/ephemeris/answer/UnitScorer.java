package ephemeris.answer;

import ephemeris.index.AnalysedTexts;
import ephemeris.index.Fields;
import ephemeris.index.PassageHit;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Scores answer units against one question: how much of the question's weight a unit's own words
 * cover (its heading and page title count half), times how high its page and passage rank and how well
 * its shape reads, plus a bonus when the unit is the kind of thing the question asks for.
 */
final class UnitScorer {
    /** Key terms found only in the unit's heading or page title count this much of their weight. */
    static final double CONTEXT_SHARE = 0.5;
    /** The lowest factor a page's relative score gives; the rest is shared by how close it is to the best page. */
    static final double PAGE_FLOOR = 0.55;
    /** Each page further down the ranking weighs this much less. */
    static final double PAGE_RANK_DECAY = 0.1;
    /** Each passage further down its page's passages weighs this much less. */
    static final double PASSAGE_RANK_DECAY = 0.08;
    /** An instruction for a how-question, a definition for a what-question. */
    static final double FITS_QUESTION_FORM = 0.04;
    /** The unit holds the kind of thing asked for: a quantity, a key combination. */
    static final double HOLDS_WHAT_IS_ASKED = 0.12;
    /** "To link to a heading, add …" answers "How do I link to a heading?" directly. */
    static final double STATES_PURPOSE = 0.15;
    /** A procedure's steps answer a how-question better than any one sentence of them. */
    static final double STEPS_FOR_HOW = 0.12;
    /** A code block answers a question that asks for syntax or an example. */
    static final double CODE_FOR_SYNTAX = 0.12;
    /**
     * A sentence that says something is not so answers a yes-or-no question directly ("Themes don't update
     * automatically" for "Do themes update by themselves?"), where a sentence that only shares its words may not; and
     * a why-question often ("The option only shows when an upgrade is available" for "Why can't I find the upgrade
     * button?"). A factor, not a bonus: when the best units all say no, how far the first leads the next (which
     * confidence weighs) stays what their words make it.
     */
    static final double SAYS_NO = 1.5;
    /**
     * A sentence whose content words are nearly all the question's own says back what was asked ("The
     * maximum file size depends on your plan." for "What is the maximum file size?"): it reads less well.
     */
    static final double RESTATES_QUESTION = 0.75;
    /**
     * Below this share of content words the question lacks, a sentence restates it. A yes-or-no question is
     * answered by saying it back, so no sentence restates one.
     */
    static final double RESTATING_NOVELTY = 0.4;

    private static final Pattern ASKS_CODE = Pattern.compile("(?i)\\b(syntax|example|examples|code|snippet|declare|write)\\b");

    /**
     * A scored unit, with the question words its own text covers, what its kind and content add to its score
     * (the bonuses for the kind of thing the question asks for), and the share of the question's weight its own
     * words, heading and page title hold together.
     */
    record Scored(Unit unit, double score, double coverage, Set<String> covered, Set<String> terms, double bonus,
                  double withContext) {
        /** A unit chosen by meaning whose own words hold no key term. */
        static Scored unscored(Unit unit) {
            return new Scored(unit, 0, 0, Set.of(), Set.of(), 0, 0);
        }

        /** Whether the two say nearly the same words (a table row repeating a sentence, say). */
        boolean repeats(Scored other) {
            Set<String> both = new HashSet<>(terms);
            both.retainAll(other.terms);
            int smaller = Math.min(terms.size(), other.terms.size());
            return smaller >= 4 && both.size() >= 0.85 * smaller;
        }
    }

    private final QuestionTerms question;
    private final AnalysedTexts texts;
    private final QuestionForm form;
    final boolean how;
    /** The kinds of value the question asks for: a unit that holds one answers it. */
    final java.util.Set<AskedValue> asked;
    final boolean asksCode;
    final boolean what;
    /** The stems of the question's content words. */
    private final Set<String> questionStems;
    /** {@link #namedByAlias} of each page met, by its path, worked out once a question. */
    private final java.util.Map<String, Set<String>> namedByAlias = new java.util.HashMap<>();

    /** @param texts the question's analysed texts: titles, headings and passages repeat across units and pages */
    UnitScorer(String questionText, String language, QuestionTerms question, AnalysedTexts texts) {
        this.question = question;
        this.texts = texts;
        this.form = QuestionForm.of(questionText, language);
        this.how = form.how();
        this.asked = AskedValue.askedBy(questionText, language);
        this.asksCode = ASKS_CODE.matcher(questionText).find();
        this.what = form.what();
        this.questionStems = question.allStems();
    }

    /**
     * Whether the passage holds any key term at all, or names its page's title where the question names the
     * page by an alias; one that does neither has no unit worth scoring.
     */
    boolean touches(PassageHit hit) {
        Set<String> body = analysed(hit.fields().getOrDefault(Fields.BODY, ""));
        return question.anyIn(body) || !namedByAlias(hit).isEmpty() && namesTitle(body, hit);
    }

    /** Whether the terms hold every term of the hit's page title. */
    private boolean namesTitle(Set<String> terms, PassageHit hit) {
        Set<String> title = analysed(hit.title());
        return !title.isEmpty() && terms.containsAll(title);
    }

    /**
     * The question words that name the hit's page by one of its aliases that is another name for what the
     * title names: an alias that shares no word with the title ("K8s" for "Kubernetes", "Callouts" for
     * "Hinweisblöcke"), named whole by the question. One that shares words with it names a part or a variant
     * ("Stacked tabs" for "Tabs"), or an old place of the page ("User interface/Use tabs").
     */
    private Set<String> namedByAlias(PassageHit hit) {
        String aliases = hit.fields().getOrDefault(Fields.ALIASES, "");
        if (aliases.isEmpty()) {
            return Set.of();
        }
        // A passage's title and aliases are its listed page's, so the page's path keys them.
        return namedByAlias.computeIfAbsent(hit.page(), k -> {
            Set<String> title = analysed(hit.title());
            Set<String> out = new HashSet<>();
            for (String alias : aliases.split(" ; ")) {
                Set<String> name = analysed(alias);
                if (name.isEmpty() || name.stream().anyMatch(title::contains)) {
                    continue;
                }
                List<String> naming = question.words().stream().filter(w -> question.in(w, name)).toList();
                if (name.stream().allMatch(t -> naming.stream().anyMatch(w -> question.in(w, Set.of(t))))) {
                    out.addAll(naming);
                }
            }
            return Set.copyOf(out);
        });
    }

    /**
     * A unit's score before the check that a sentence only restates the question, which can only lower it:
     * the bound {@link RankedUnits} orders by until it settles the score.
     *
     * @param base  the score's product before that check's factor
     * @param bonus what the unit's kind and content add
     */
    record Bound(Scored scored, double base, double bonus) {
    }

    /** The unit's score, or null when its own words hold no key term. */
    Scored score(Unit u, double pageRelative) {
        Bound b = bound(u, pageRelative);
        return b == null ? null : settle(b);
    }

    /** The unit's score settled: lowered when a sentence only says back what was asked. */
    Scored settle(Bound b) {
        Scored s = b.scored();
        if (s.unit().kind() != UnitKind.SENTENCE || form.asksYesOrNo() || !restates(s.unit().text())) {
            return s;
        }
        return new Scored(s.unit(), b.base() * RESTATES_QUESTION + b.bonus(), s.coverage(), s.covered(), s.terms(), s.bonus(), s.withContext());
    }

    /** The unit's score as if it did not restate the question, or null when its own words hold no key term. */
    Bound bound(Unit u, double pageRelative) {
        Set<String> terms = question.terms(u.words());
        Set<String> context = analysed(u.hit().title() + " " + u.hit().heading());
        Set<String> heading = analysed(u.heading());
        if (u.kind() == UnitKind.STEPS || u.kind() == UnitKind.CODE || u.kind() == UnitKind.COMMAND) {
            // The heading introduces a procedure or an example ("Move vault to a different folder"): its words are the unit's.
            terms.addAll(heading);
        }
        // A unit that names its page's title in its own words ("Um einen Hinweisblock zu erstellen" on the page
        // "Hinweisblöcke") speaks of what the question names by the page's alias ("Callout"): those question
        // words weigh as its own, though it does not hold them (they are not among the words it covers).
        Set<String> byAlias = namedByAlias(u.hit());
        if (!byAlias.isEmpty() && !namesTitle(analysed(u.text()), u.hit())) {
            byAlias = Set.of();
        }
        Set<String> covered = new HashSet<>();
        double own = 0;
        double ctx = 0;
        for (String w : question.words()) {
            if (question.in(w, terms)) {
                own += question.weight(w);
                covered.add(w);
            } else if (byAlias.contains(w)) {
                own += question.weight(w);
            } else if (question.in(w, context) || question.in(w, heading)) {
                ctx += question.weight(w);
            }
        }
        // A page's opening speaks of what its title names without naming it ("'declaration': attempting to
        // reference a deleted function" under "Compiler Error C2280"): for a what-question, the title counts fully there.
        boolean opening = what && !u.hit().borrowed() && (u.heading().isEmpty() || u.heading().equals(u.hit().title()));
        if (own == 0 && !(opening && ctx > 0)) {
            return null;
        }
        double coverage = (own + (opening ? 1.0 : CONTEXT_SHARE) * ctx) / question.total();
        double pageFactor = (PAGE_FLOOR + (1 - PAGE_FLOOR) * pageRelative) / (1 + PAGE_RANK_DECAY * u.pageRank());
        double passageFactor = 1.0 / (1 + PASSAGE_RANK_DECAY * u.passage());
        // A unit's own words: whether two units repeat each other is read from them (two sentences that answer one
        // question in the text share its words without saying the same), and whether a sentence says no about what
        // was asked.
        Set<String> said = u.kind() == UnitKind.SENTENCE && !u.words().equals(u.text()) ? question.terms(u.text()) : terms;
        double saysNo = saysNo(u, said) ? SAYS_NO : 1;
        // A page's opening says what its title is in as few words as it takes ("Archiving utility." under "tar"): for a
        // what-question it is no fragment, however short.
        double shape = UnitShape.factor(u, how, asksCode, opening && u.kind() == UnitKind.SENTENCE && opensPage(u));
        double base = coverage * pageFactor * passageFactor * shape * saysNo;
        double bonus = bonus(u);
        return new Bound(new Scored(u, base + bonus, coverage, covered, said, bonus, (own + ctx) / question.total()), base, bonus);
    }

    /** Whether the unit is in the first block of a passage that starts its page: the page's opening. */
    private static boolean opensPage(Unit u) {
        List<PassageHit.BlockText> blocks = u.hit().blocks();
        if (blocks.isEmpty()) {
            return false;
        }
        int firstText = 0;
        while (firstText < blocks.size() - 1 && blocks.get(firstText).kind() == ephemeris.wiki.Block.Kind.HEADING) {
            firstText++;
        }
        PassageHit.BlockText first = blocks.get(firstText);
        String top = blocks.getFirst().heading();
        return (top.isEmpty() || top.equals(u.hit().title())) && u.startLine() >= first.startLine()
                && u.endLine() <= first.endLine();
    }

    /**
     * Whether the unit is a sentence that says no to a yes-or-no question or a why-question: it negates, and its own
     * words (not those it borrows from a question before it in its paragraph) name something the question asks about.
     * The "No." that answers another question of a FAQ does not say no to this one.
     *
     * @param said the question's terms among the unit's own words
     */
    private boolean saysNo(Unit u, Set<String> said) {
        return (form.asksYesOrNo() || form.asksWhy()) && u.kind() == UnitKind.SENTENCE && question.anyIn(said)
                && form.negates(u.text());
    }

    /** Whether the sentence's content words are nearly all the question's (see {@link #RESTATES_QUESTION}). */
    private boolean restates(String sentence) {
        Set<String> own = question.terms(String.join(" ", ephemeris.query.KeyTerms.contentWords(sentence)));
        if (own.size() < 3) {
            return false;
        }
        long novel = own.stream().filter(t -> !questionStems.contains(t)).count();
        return novel < RESTATING_NOVELTY * own.size();
    }

    private double bonus(Unit u) {
        String text = u.text();
        double bonus = 0;
        // A code block's lead-in is a sentence of the unit: it instructs or states a purpose for the code as it would alone.
        boolean led = u.kind() == UnitKind.CODE && u.parts().size() == 2;
        String sentence = u.kind() == UnitKind.SENTENCE ? text : led ? u.parts().getFirst() : null;
        if (sentence != null && (how && form.instructs(sentence) || what && form.defines(sentence))) {
            bonus += FITS_QUESTION_FORM;
        }
        if (asked.stream().anyMatch(v -> v.in(text).isPresent())) {
            bonus += HOLDS_WHAT_IS_ASKED;
        }
        if (how && sentence != null && startsWithPurpose(sentence)) {
            bonus += STATES_PURPOSE;
        }
        if (how && u.kind() == UnitKind.STEPS) {
            bonus += STEPS_FOR_HOW;
        }
        if (asksCode && u.kind() == UnitKind.CODE) {
            bonus += CODE_FOR_SYNTAX;
        }
        return bonus;
    }

    /** Whether the sentence opens with "To <…>" naming one of the question's words within its first words. */
    private boolean startsWithPurpose(String sentence) {
        if (!form.opensWithPurpose(sentence)) {
            return false;
        }
        String[] head = sentence.split("\\s+", 6);
        String opening = String.join(" ", java.util.Arrays.asList(head).subList(0, Math.min(5, head.length)));
        return question.anyIn(question.terms(opening));
    }

    private Set<String> analysed(String text) {
        return texts.terms(Fields.BODY, text);
    }

    /**
     * Whether the passage is about the question: one of the question's weightier words is in its page
     * title, path, aliases, tags or headings. A sentence that merely mentions the words on a page about
     * something else ("exported as PDFs" on an import page) is weak evidence.
     */
    boolean onTopic(PassageHit hit) {
        Set<String> topic = new HashSet<>();
        for (String field : List.of(Fields.TITLE, Fields.PATH, Fields.ALIASES, Fields.TAGS, Fields.HEADINGS, Fields.MAP)) {
            topic.addAll(analysed(hit.fields().getOrDefault(field, "")));
        }
        return question.weighty().stream().anyMatch(w -> question.in(w, topic));
    }
}
