package ephemeris.answer;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.index.PassageHit;
import ephemeris.query.RankedPage;
import ephemeris.query.Retrieval;
import ephemeris.wiki.Block;
import ephemeris.wiki.Messages;
import org.apache.lucene.analysis.Analyzer;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import java.util.regex.Pattern;

/**
 * Builds the answer from the retrieved pages' own sentences (the seed's grounding rule holds by
 * construction: nothing is written, only quoted) and judges how far that evidence answers the question.
 */
public final class AnswerComposer {
    /** Below this share of the question's weight, the best sentence does not answer it: abstain. */
    static final double ABSTAIN_BELOW = 0.34;
    /** A further sentence is quoted only if it scores at least this share of the best one. */
    static final double FOLLOW_UP_SHARE = 0.75;
    static final int MAX_SENTENCES = 3;
    static final int MAX_ANSWER_CHARS = 700;
    private static final Pattern HOW = Pattern.compile("(?i)^\\s*(how|wie|comment|cómo|como)\\b|\\bhow (do|can|to)\\b");
    private static final Pattern INSTRUCTION = Pattern.compile(
            "(?i)^(to |select |click |press |open |use |go to |type |drag |right-click |enable |choose |run |add |in the )|\\byou can\\b");
    /** Questions that ask for a quantity, and sentences that state one. */
    private static final Pattern ASKS_NUMBER = Pattern.compile(
            "(?i)\\b(how (much|many|long|big|large|often|old)|maximum|minimum|max|min|limit|limits|size|price|cost|percent|discount|wie (viel|viele|lange|groß)|combien|cuánto|cuántos|cuánta)\\b");
    private static final Pattern STATES_NUMBER = Pattern.compile("\\d");
    /** Questions that ask for a key combination, and sentences that give one. */
    private static final Pattern ASKS_KEYS = Pattern.compile("(?i)\\b(shortcuts?|hotkeys?|keyboard|keys?|keystrokes?|tastenkürzel|raccourci|atajo)\\b");
    private static final Pattern STATES_KEYS = Pattern.compile("\\b(Ctrl|Cmd|Command|Alt|Option|Opt|Shift|Meta|Win|Strg)\\s*\\+\\s*\\S|[⌘⌥⇧⌃]");
    private static final Pattern PURPOSE = Pattern.compile("(?i)(to|um|pour|para) ");
    private static final Pattern DEFINITION = Pattern.compile("(?i)\\b(is|are|lets you|allows you|means|refers to)\\b");

    /** Settings of the rules; {@code now} is injectable so staleness can be tested. */
    public record Rules(int staleDays, Instant now) {
    }

    private final Analyzer analyzer;
    private final ToDoubleFunction<String> idf;

    /**
     * @param analyzer the index's analyzer, so sentence words are stemmed as the index stems them
     * @param idf      how rare a content word is in the wiki (higher is rarer)
     */
    public AnswerComposer(Analyzer analyzer, ToDoubleFunction<String> idf) {
        this.analyzer = analyzer;
        this.idf = idf;
    }

    /** A sentence that could be quoted, with its score and what it covers. */
    private record Candidate(String text, PassageHit hit, PassageHit.BlockText block, double score,
                             double ownCoverage, Set<String> covered, int pageRank, Set<String> tokens) {
        /** Whether the two say nearly the same words (a table row repeating a sentence, say). */
        boolean repeats(Candidate other) {
            Set<String> both = new HashSet<>(tokens);
            both.retainAll(other.tokens);
            int smaller = Math.min(tokens.size(), other.tokens.size());
            return smaller >= 4 && both.size() >= 0.85 * smaller;
        }
    }

    public Answer compose(String question, Retrieval retrieval, boolean timeSensitiveFlag, Rules rules) {
        boolean timeSensitive = timeSensitiveFlag || TimeSensitivity.detect(question);
        List<String> consulted = retrieval.pages().stream().map(RankedPage::path).toList();
        Map<String, List<String>> stems = new LinkedHashMap<>();
        Map<String, Double> weights = new LinkedHashMap<>();
        for (String w : retrieval.contentWords()) {
            List<String> s = Analyzers.terms(analyzer, Fields.BODY, w);
            if (!s.isEmpty()) {
                stems.put(w, s);
                weights.put(w, Math.max(0.1, idf.applyAsDouble(w)));
            }
        }
        double total = weights.values().stream().mapToDouble(Double::doubleValue).sum();
        if (retrieval.pages().isEmpty() || total == 0) {
            return cannotAnswer(question, retrieval, consulted, timeSensitive,
                    retrieval.pages().isEmpty() ? "No page matched any key term." : "The question has no searchable words.");
        }
        List<Candidate> candidates = candidates(question, retrieval, stems, weights, total);
        if (candidates.isEmpty() || candidates.getFirst().ownCoverage() < ABSTAIN_BELOW) {
            return cannotAnswer(question, retrieval, consulted, timeSensitive,
                    "No sentence in the pages read covers enough of the question's key terms.");
        }
        List<Candidate> chosen = choose(candidates);
        return answered(question, retrieval, consulted, chosen, stems, weights, total, timeSensitive, rules);
    }

    private List<Candidate> candidates(String question, Retrieval retrieval, Map<String, List<String>> stems,
                                       Map<String, Double> weights, double total) {
        boolean how = HOW.matcher(question).find();
        boolean asksNumber = ASKS_NUMBER.matcher(question).find();
        boolean asksKeys = ASKS_KEYS.matcher(question).find();
        boolean what = question.toLowerCase(Locale.ROOT).matches("(?s)^\\s*(what|was ist|qu'est|qué es|que es).*");
        List<Candidate> out = new ArrayList<>();
        List<RankedPage> pages = retrieval.pages();
        // Headings and titles repeat across blocks and passages: each is analysed once a question.
        Map<String, List<String>> analysed = new HashMap<>();
        Map<String, Set<String>> contexts = new HashMap<>();
        for (int r = 0; r < pages.size(); r++) {
            RankedPage page = pages.get(r);
            double pageFactor = (0.55 + 0.45 * page.relative()) / (1 + 0.1 * r);
            List<PassageHit> passages = page.passages();
            for (int j = 0; j < passages.size(); j++) {
                PassageHit hit = passages.get(j);
                Set<String> context = contexts.computeIfAbsent(hit.title() + " " + hit.heading(),
                        t -> new HashSet<>(Analyzers.terms(analyzer, Fields.BODY, t)));
                double passageFactor = 1.0 / (1 + 0.08 * j);
                for (PassageHit.BlockText block : hit.blocks()) {
                    if (block.kind() == Block.Kind.CODE || block.kind() == Block.Kind.HEADING) {
                        continue;
                    }
                    // The analyser's filters map one token to at most one term, so a block's terms are
                    // its sentences' terms together: a block without any key term has no sentence to quote.
                    // A block that has some is analysed again sentence by sentence; skipping the others
                    // still pays, a little (cpp-docs, interleaved in one process: p50 5.05 ms with this test,
                    // 5.2 ms analysing every sentence alone).
                    Set<String> blockTerms = new HashSet<>(Analyzers.terms(analyzer, Fields.BODY, block.text()));
                    if (stems.values().stream().noneMatch(blockTerms::containsAll)) {
                        continue;
                    }
                    List<String> blockHeading = analysed.computeIfAbsent(block.heading(), t -> Analyzers.terms(analyzer, Fields.BODY, t));
                    List<String> sentences = Sentences.split(block.text());
                    for (String sentence : sentences) {
                        Set<String> tokens = sentences.size() == 1 ? blockTerms
                                : new HashSet<>(Analyzers.terms(analyzer, Fields.BODY, sentence));
                        Set<String> covered = new HashSet<>();
                        double own = 0;
                        double ctx = 0;
                        for (Map.Entry<String, List<String>> e : stems.entrySet()) {
                            if (tokens.containsAll(e.getValue())) {
                                own += weights.get(e.getKey());
                                covered.add(e.getKey());
                            } else if (inEither(e.getValue(), context, blockHeading)) {
                                ctx += weights.get(e.getKey());
                            }
                        }
                        if (own == 0) {
                            continue;
                        }
                        double coverage = (own + 0.5 * ctx) / total;
                        double score = coverage * pageFactor * passageFactor * shapeFactor(sentence, block.kind());
                        if (how && INSTRUCTION.matcher(sentence).find() || what && DEFINITION.matcher(sentence).find()) {
                            score += 0.04;
                        }
                        if (asksNumber && STATES_NUMBER.matcher(sentence).find()
                                || asksKeys && STATES_KEYS.matcher(sentence).find()) {
                            // The sentence holds the kind of thing asked for: a quantity, a key combination.
                            score += 0.12;
                        }
                        if (how && startsWithPurpose(sentence, stems)) {
                            // "To link to a heading, add …" answers "How do I link to a heading?" directly.
                            score += 0.15;
                        }
                        out.add(new Candidate(sentence, hit, block, score, (own + 0.5 * ctx) / total, covered, r, tokens));
                    }
                }
            }
        }
        out.sort(Comparator.comparingDouble(Candidate::score).reversed());
        return out;
    }

    /** Whether every term is in one set or the other (their union, without building it). */
    private static boolean inEither(List<String> terms, Set<String> a, List<String> b) {
        for (String t : terms) {
            if (!a.contains(t) && !b.contains(t)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the quoted passage is about the question: one of the question's weightier words is in
     * its page title, path, aliases, tags or headings. A sentence that merely mentions the words on a
     * page about something else ("exported as PDFs" on an import page) is weak evidence.
     */
    private boolean onTopic(PassageHit hit, Map<String, List<String>> stems, Map<String, Double> weights) {
        double max = weights.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        Set<String> topic = new HashSet<>();
        for (String field : List.of(Fields.TITLE, Fields.PATH, Fields.ALIASES, Fields.TAGS, Fields.HEADINGS, Fields.MAP)) {
            topic.addAll(Analyzers.terms(analyzer, Fields.BODY, hit.fields().getOrDefault(field, "")));
        }
        // The question's two weightiest words, and any nearly as weighty: rarity is noisy in small wikis.
        List<String> weighty = stems.keySet().stream()
                .sorted(Comparator.comparingDouble((String w) -> weights.get(w)).reversed()).toList();
        for (int i = 0; i < weighty.size(); i++) {
            String w = weighty.get(i);
            if ((i < 2 || weights.get(w) >= 0.5 * max) && topic.containsAll(stems.get(w))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the sentence opens with "To <…>" naming one of the question's words within its first words. */
    private boolean startsWithPurpose(String sentence, Map<String, List<String>> stems) {
        if (!PURPOSE.matcher(sentence).lookingAt()) {
            return false;
        }
        String[] head = sentence.split("\\s+", 6);
        String opening = String.join(" ", java.util.Arrays.asList(head).subList(0, Math.min(5, head.length)));
        Set<String> tokens = new HashSet<>(Analyzers.terms(analyzer, Fields.BODY, opening));
        return stems.values().stream().anyMatch(tokens::containsAll);
    }

    /** Prose sentences of a readable length answer best; fragments and walls of text less so. */
    private static double shapeFactor(String sentence, Block.Kind kind) {
        int words = sentence.split("\\s+").length;
        double f = 1.0;
        if (words < 4) {
            f *= 0.55;
        } else if (words < 7) {
            f *= 0.85;
        } else if (words > 70) {
            f *= 0.7;
        }
        if (sentence.endsWith(":")) {
            f *= 0.7;
        }
        if (kind == Block.Kind.TABLE) {
            f *= 0.9;
        }
        return f;
    }

    /** What is quoted for a candidate sentence, and the last line it takes. */
    private record Quote(String text, int endLine) {
    }

    /**
     * The sentence, and when it ends its block with a colon ("To switch to Reading view:"), the steps
     * that follow it: it says nothing without them.
     */
    private static Quote quote(Candidate c) {
        PassageHit.BlockText b = c.block();
        String quote = c.text();
        int endLine = b.endLine();
        if (!quote.endsWith(":") || !b.text().endsWith(quote)) {
            return new Quote(quote, endLine);
        }
        List<PassageHit.BlockText> blocks = c.hit().blocks();
        int at = blocks.indexOf(b);
        for (int i = at + 1; i < blocks.size() && i <= at + 3; i++) {
            PassageHit.BlockText next = blocks.get(i);
            boolean follows = next.kind() == Block.Kind.LIST_ITEM || next.kind() == Block.Kind.PARAGRAPH && i == at + 1
                    || next.kind() == Block.Kind.CODE && i == at + 1 && next.text().length() <= 80;
            if (!follows || quote.length() + next.text().length() > MAX_ANSWER_CHARS) {
                break;
            }
            quote = quote + " " + next.text();
            endLine = next.endLine();
        }
        return new Quote(quote, endLine);
    }

    private static List<Candidate> choose(List<Candidate> candidates) {
        Candidate best = candidates.getFirst();
        List<Candidate> chosen = new ArrayList<>(List.of(best));
        Set<String> covered = new HashSet<>(best.covered());
        int chars = best.text().length();
        for (Candidate c : candidates.subList(1, candidates.size())) {
            if (chosen.size() >= MAX_SENTENCES || c.score() < FOLLOW_UP_SHARE * best.score()) {
                break;
            }
            boolean duplicate = chosen.stream().anyMatch(x -> x.text().equalsIgnoreCase(c.text()) || x.repeats(c));
            if (quote(c).text().endsWith(":")) {
                // A follow-up that only announces what comes next, with nothing quotable after it, says nothing.
                continue;
            }
            boolean addsTerms = !covered.containsAll(c.covered());
            boolean samePage = c.hit().owner().equals(best.hit().owner());
            if (duplicate || chars + c.text().length() > MAX_ANSWER_CHARS || !addsTerms && !samePage) {
                continue;
            }
            chosen.add(c);
            covered.addAll(c.covered());
            chars += c.text().length();
        }
        return chosen;
    }

    private Answer answered(String question, Retrieval retrieval, List<String> consulted, List<Candidate> chosen,
                            Map<String, List<String>> stems, Map<String, Double> weights, double total,
                            boolean timeSensitive, Rules rules) {
        List<String> sources = new ArrayList<>();
        List<Citation> citations = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        Instant oldest = null;
        for (Candidate c : chosen) {
            String owner = c.hit().owner();
            if (!sources.contains(owner)) {
                sources.add(owner);
            }
            int n = sources.indexOf(owner) + 1;
            PassageHit.BlockText b = c.block();
            Quote q = quote(c);
            String quote = q.text();
            int endLine = q.endLine();
            citations.add(new Citation(n, owner, b.heading(), b.anchor(), b.startLine(), endLine, quote));
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(quote).append(" [").append(n).append(']');
            if (oldest == null || c.hit().date().isBefore(oldest)) {
                oldest = c.hit().date();
            }
        }
        // Coverage: how much of the question the quoted sentences (with their headings) answer.
        Set<String> covered = new HashSet<>();
        for (Candidate c : chosen) {
            covered.addAll(c.covered());
        }
        double coverage = covered.stream().mapToDouble(weights::get).sum() / total;
        double contextual = Math.max(coverage, chosen.getFirst().ownCoverage());
        List<RankedPage> pages = retrieval.pages();
        double margin = pages.size() < 2 ? 1.0 : (pages.get(0).score() - pages.get(1).score()) / pages.get(0).score();
        int keyCount = retrieval.keyTerms().size();
        long agreeing = pages.stream().filter(p -> keyCount > 0
                && p.why().stream().filter(t -> !t.fields().isEmpty()).count() * 4 >= 3L * keyCount).count();
        boolean citesTop = chosen.getFirst().pageRank() == 0 || chosen.getFirst().hit().borrowed();

        boolean onTopic = onTopic(chosen.getFirst().hit(), stems, weights);
        boolean stale = oldest != null && oldest.isBefore(rules.now().minus(Duration.ofDays(rules.staleDays())));
        Confidence confidence;
        if (contextual >= 0.8 && (margin >= 0.15 || agreeing >= 2 || citesTop) && onTopic) {
            confidence = Confidence.HIGH;
        } else if (contextual >= 0.5 && (onTopic || contextual >= 0.8)) {
            confidence = Confidence.MEDIUM;
        } else {
            confidence = Confidence.LOW;
        }
        // Seed 004: "medium — partial answer or possibly stale", and external research fires "when the
        // answer exists but the data might be stale". An answer from old pages is therefore never high.
        boolean downgradedAsStale = stale && confidence == Confidence.HIGH;
        if (downgradedAsStale) {
            confidence = Confidence.MEDIUM;
        }
        String confidenceWhy = String.format(Locale.ROOT,
                "The quoted sentences cover %d%% of the question's key terms; the top page leads the next by %d%%; %d of %d pages read match most key terms%s%s.",
                Math.round(contextual * 100), Math.round(margin * 100), agreeing, pages.size(),
                onTopic ? "" : "; the quoted page's title and headings are about something else",
                downgradedAsStale ? "; medium rather than high because a cited page is old, so the answer may be out of date" : "");

        String staleWhy = oldest == null ? "No page is cited."
                : stale ? "The oldest cited page dates from " + oldest.toString().substring(0, 10) + ", more than "
                + rules.staleDays() + " days ago."
                : "Every cited page is newer than " + rules.staleDays() + " days.";
        boolean goExternal = confidence != Confidence.HIGH || timeSensitive;
        String externalWhy = timeSensitive ? "The question is time-sensitive: the wiki is a starting point, check current sources."
                : downgradedAsStale ? "The wiki answers this, but from a page old enough to be out of date: check it against current sources."
                : confidence != Confidence.HIGH ? "The wiki's answer is " + confidence.label() + " confidence: supplement it from outside."
                : "The wiki answers this with high confidence.";
        return new Answer(question, text.toString(), true, List.copyOf(sources), List.copyOf(citations), consulted,
                pages, retrieval.keyTerms(), confidence, goExternal, stale, timeSensitive,
                new Answer.Reasons(confidenceWhy, externalWhy, staleWhy), null);
    }

    private static Answer cannotAnswer(String question, Retrieval retrieval, List<String> consulted,
                                       boolean timeSensitive, String why) {
        return new Answer(question, Messages.CANNOT_ANSWER, false, List.of(), List.of(), consulted, retrieval.pages(),
                retrieval.keyTerms(), Confidence.LOW, true, false, timeSensitive,
                new Answer.Reasons(why, "Nothing in the wiki answers this: look outside it.", "No page is cited."), null);
    }

    /** The answer for a failure inside the pipeline: seed 004 says fall through to outside sources. */
    public static Answer failed(String question, List<String> keyTerms, boolean timeSensitive, String error) {
        return new Answer(question, Messages.CANNOT_ANSWER, false, List.of(), List.of(), List.of(), List.of(), keyTerms,
                Confidence.LOW, true, false, timeSensitive,
                new Answer.Reasons("The search failed: " + error, "The search failed, so look outside the wiki.", "No page is cited."),
                error);
    }

}
