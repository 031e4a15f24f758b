package ephemeris.quality;

import ephemeris.answer.Answer;
import ephemeris.answer.Confidence;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.wiki.WikiException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Scores the engine on the committed question set over the shared corpora: a right page in the top 5,
 * the answering sentence in the answer, abstention on unanswerable questions, go_external on
 * time-sensitive ones. Run it with the command in docs/quality.md ("How to measure"); its tables go into docs/quality.md.
 */
public final class QualityScorer {
    /** One question's outcome. */
    record Outcome(QuestionSet.Item item, boolean rightPageInTop5, boolean rightPageFirst, boolean answerFound,
                   boolean abstainedProperly, boolean goExternal, Answer answer) {
        /** For an answer found in a PDF: whether every citation that quotes the answer phrase names the PDF page that holds it. */
        boolean citesTheRightPdfPage() {
            List<ephemeris.answer.Citation> quoting = answer.citations().stream()
                    .filter(c -> item.answer().stream().anyMatch(p -> normalize(c.text()).contains(normalize(p)))).toList();
            return answerFound && !quoting.isEmpty()
                    && quoting.stream().allMatch(c -> c.pdfPage() == item.page());
        }
    }

    /**
     * Per-kind figures; {@code high} answers said high confidence, {@code highRight} of them held an answer phrase;
     * {@code own} answers are ones where the wiki answers on its own (seed 004's outcome): the answer holds the fact
     * and is high with go_external false, or, when a cited page is old, says stale and goes external, as seed 004
     * asks of an answer from old evidence.
     */
    record Row(String kind, int n, int top5, int first, int answered, int proper, int high, int highRight, int own) {
    }

    /** The corpora in many languages, searched by keywords (decision 0017): every other corpus is English. */
    static final java.util.Set<String> ALL_LANGUAGES = java.util.Set.of("obsidian-help-all", "mixed-en-ja");

    /** The scale corpus, which has its pages under docs/. */
    static final String CPP_DOCS = "cpp-docs/docs";

    private final Path corpora;
    /** Where the corpora's indexes are kept: the suite's cache, or a fresh folder for a build from nothing. */
    private final Path cacheRoot;

    /** Pages asked for a question: the scorer looks at the top five. */
    private final int top;

    QualityScorer(Path corpora) {
        this(corpora, EngineOptions.defaults().cacheRoot(), 5);
    }

    QualityScorer(Path corpora, Path cacheRoot, int top) {
        this.corpora = corpora;
        this.cacheRoot = cacheRoot;
        this.top = top;
    }

    static Path defaultCorpora() {
        String override = System.getProperty("ephemeris.corpora");
        if (override != null) {
            return Path.of(override);
        }
        for (Path p : List.of(Path.of("../shared/corpora"), Path.of("../../shared/corpora"), Path.of("/work/shared/corpora"))) {
            if (Files.isDirectory(p.resolve("obsidian-help-en"))) {
                return p.toAbsolutePath().normalize();
            }
        }
        return Path.of("../shared/corpora").toAbsolutePath().normalize();
    }

    /**
     * The corpora, which the suite needs: CI has them at {@code ../shared}, so their absence is a failure
     * with a message that says where they were looked for, never a silent skip.
     */
    public static Path requiredCorpora() {
        Path corpora = defaultCorpora();
        if (!Files.isDirectory(corpora.resolve("obsidian-help-en"))) {
            throw new IllegalStateException("The shared corpora are missing: no obsidian-help-en under " + corpora
                    + ". Put the shared folder beside the clone (../shared/corpora) or name it with -Dephemeris.corpora=<dir>.");
        }
        return corpora;
    }

    List<Outcome> run(QuestionSet set) throws WikiException {
        Map<String, Engine> engines = new HashMap<>();
        List<Outcome> out = new ArrayList<>();
        try {
            for (QuestionSet.Item item : set.items()) {
                Engine engine = engines.get(item.corpus());
                if (engine == null) {
                    engine = open(item.corpus());
                    engines.put(item.corpus(), engine);
                }
                Answer a = engine.ask(new Question(item.question(), false, top));
                boolean top5 = a.pagesConsulted().stream().anyMatch(item.gold()::contains);
                boolean first = !a.pagesConsulted().isEmpty() && item.gold().contains(a.pagesConsulted().getFirst());
                String text = normalize(a.text());
                boolean found = a.answered() && item.answer().stream().anyMatch(p -> text.contains(normalize(p)));
                boolean proper = a.confidence() == Confidence.LOW && a.goExternal();
                out.add(new Outcome(item, top5, first, found, proper, a.goExternal(), a));
            }
        } finally {
            engines.values().forEach(Engine::close);
        }
        return out;
    }

    /**
     * Meaning search takes part on every corpus, as in the app: English by the bundled transformer, the other
     * languages by the multilingual student (decision 0028). {@code -Dephemeris.quality.meaning=off} scores
     * keywords alone, for comparison; {@code =english} leaves the corpora of many languages to keywords.
     */
    private Engine open(String corpus) throws WikiException {
        String meaningOn = System.getProperty("ephemeris.quality.meaning", "");
        boolean meaning = !meaningOn.equals("off") && !(meaningOn.equals("english") && ALL_LANGUAGES.contains(corpus));
        Path root = corpus.equals(MixedCorpus.NAME) ? MixedCorpus.build(corpora) : corpora.resolve(corpus);
        Engine engine = Engine.open(root, EngineOptions.defaults().withCacheRoot(cacheRoot).withMeaning(meaning),
                ProgressListener.NONE, () -> false);
        if (meaning) {
            try {
                // The C++ docs take about 20 minutes to embed from nothing on two cores.
                if (!engine.awaitMeaning(Duration.ofMinutes(75))) {
                    throw new IllegalStateException("meaning search did not get ready: " + engine.meaningStatus().describe());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return engine;
    }

    static String normalize(String s) {
        return s.toLowerCase(Locale.ROOT).replace('’', '\'').replace('\u00a0', ' ').replace('\u202f', ' ').replaceAll("\\s+", " ");
    }

    static List<Row> table(List<Outcome> outcomes) {
        return table(outcomes, o -> o.item().kind());
    }

    /** Whether the wiki answers on its own: see {@link Row}. */
    static boolean answersOnItsOwn(Outcome o) {
        if (!o.item().answerable() || !o.answerFound()) {
            return false;
        }
        Answer a = o.answer();
        return a.stale() ? a.goExternal() : a.confidence() == Confidence.HIGH && !a.goExternal();
    }

    /** Everyday and detail questions, a row per corpus, in the order they first appear. */
    static List<Row> corpusTable(List<Outcome> outcomes) {
        return table(outcomes.stream().filter(o -> o.item().kind().equals("everyday") || o.item().kind().equals("detail")).toList(),
                o -> o.item().corpus());
    }

    /** The questions written in other languages than English, a row per language, in the order they first appear. */
    static List<Row> languageTable(List<Outcome> outcomes) {
        return table(outcomes.stream().filter(o -> o.item().kind().equals("multilingual")).toList(), o -> o.item().lang());
    }

    private static List<Row> table(List<Outcome> outcomes, java.util.function.Function<Outcome, String> rowOf) {
        Map<String, int[]> byKind = new LinkedHashMap<>();
        for (Outcome o : outcomes) {
            int[] c = byKind.computeIfAbsent(rowOf.apply(o), k -> new int[8]);
            c[0]++;
            c[1] += o.rightPageInTop5() ? 1 : 0;
            c[2] += o.rightPageFirst() ? 1 : 0;
            c[3] += o.answerFound() ? 1 : 0;
            c[4] += (o.item().kind().equals("time-sensitive") ? o.goExternal() : o.abstainedProperly()) ? 1 : 0;
            boolean high = o.answer().confidence() == Confidence.HIGH;
            c[5] += high ? 1 : 0;
            c[6] += high && o.item().answerable() && o.answerFound() ? 1 : 0;
            c[7] += answersOnItsOwn(o) ? 1 : 0;
        }
        List<Row> rows = new ArrayList<>();
        byKind.forEach((k, c) -> rows.add(new Row(k, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7])));
        return rows;
    }

    /** All rows summed, under {@code kind}. */
    static Row total(List<Row> rows, String kind, List<String> kinds) {
        int[] c = new int[8];
        for (Row r : rows) {
            if (kinds.contains(r.kind())) {
                c[0] += r.n();
                c[1] += r.top5();
                c[2] += r.first();
                c[3] += r.answered();
                c[4] += r.proper();
                c[5] += r.high();
                c[6] += r.highRight();
                c[7] += r.own();
            }
        }
        return new Row(kind, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
    }

    static String markdown(List<Row> rows) {
        return markdown(rows, true);
    }

    /** @param byKind rows are kinds of question (with an "all answerable" total), else languages */
    static String markdown(List<Row> rows, boolean byKind) {
        return markdown(rows, byKind, byKind ? "kind" : "language");
    }

    /** @param name what the rows are: kinds of question, languages, corpora */
    static String markdown(List<Row> rows, boolean byKind, String name) {
        StringBuilder sb = new StringBuilder();
        sb.append("| ").append(name).append(" | questions | right page in top 5 | right page first | answer holds the fact | right when high | the wiki answers on its own | low confidence + go_external (unanswerable) / go_external (time-sensitive) |\n");
        sb.append("|---|---|---|---|---|---|---|---|\n");
        List<Row> all = new ArrayList<>(rows);
        if (byKind) {
            all.add(total(rows, "all answerable", List.of("everyday", "detail", "paraphrase", "multilingual")));
        }
        all.add(total(rows, "all", rows.stream().map(Row::kind).toList()));
        for (Row r : all) {
            boolean noGold = r.kind().equals("unanswerable");
            sb.append("| ").append(r.kind()).append(" | ").append(r.n()).append(" | ")
                    .append(noGold ? "—" : pct(r.top5(), r.n())).append(" | ")
                    .append(noGold ? "—" : pct(r.first(), r.n())).append(" | ")
                    .append(noGold ? "—" : pct(r.answered(), r.n())).append(" | ")
                    .append(pct(r.highRight(), r.high())).append(" | ")
                    .append(noGold ? "—" : pct(r.own(), r.n())).append(" | ")
                    .append(noGold || r.kind().equals("time-sensitive") ? pct(r.proper(), r.n()) : "—").append(" |\n");
        }
        return sb.toString();
    }

    static String pct(int k, int n) {
        return n == 0 ? "—" : String.format(Locale.ROOT, "%d/%d (%d%%)", k, n, Math.round(100.0 * k / n));
    }

    /**
     * Prints the table for {@code tuning}, {@code held-out} or both halves (the default); {@code -v} first
     * prints each question's answer, which is for the tuning half only: reading the held-out answers would
     * make them tuning questions. {@code file=PATH} prints only the table of a batch of questions not yet in
     * either half, never its answers, so that a batch can check a change before it is read.
     */
    public static void main(String[] args) throws Exception {
        List<String> a = List.of(args);
        java.util.Optional<String> file = a.stream().filter(s -> s.startsWith("file=")).findFirst();
        if (file.isPresent()) {
            report("Unread batch " + file.get().substring(5), QuestionSet.load(java.nio.file.Path.of(file.get().substring(5))), false);
            return;
        }
        boolean verbose = a.contains("-v");
        if (!a.contains("held-out")) {
            report("Tuning half", QuestionSet.tuning(), verbose);
        }
        if (!a.contains("tuning")) {
            report("Held-out half", QuestionSet.heldOut(), false);
        }
    }

    private static void report(String title, QuestionSet set, boolean verbose) throws Exception {
        String only = System.getProperty("ephemeris.quality.corpus");
        if (only != null) {
            // -Dephemeris.quality.corpus=<corpus>: the questions over one corpus, for a quicker look.
            set = set.over(only, true);
            title += ", " + only;
        }
        List<Outcome> outcomes = new QualityScorer(defaultCorpora()).run(set);
        System.out.println("### " + title + "\n");
        if (verbose) {
            for (Outcome o : outcomes) {
                System.out.printf(Locale.ROOT, "%s %s %s %-6s %s%n   Q: %s%n   A: %s%n   P: %s%n", o.rightPageInTop5() ? "P" : "-",
                        o.answerFound() ? "A" : "-", o.abstainedProperly() ? "L" : "-", o.answer().confidence().label(),
                        o.item().id(), o.item().question(), o.answer().text(), o.answer().pagesConsulted());
            }
        }
        System.out.print(markdown(table(outcomes)));
        System.out.println();
        List<Outcome> inPdfs = outcomes.stream().filter(o -> o.item().page() > 0).toList();
        if (!inPdfs.isEmpty()) {
            long found = inPdfs.stream().filter(Outcome::answerFound).count();
            System.out.printf(Locale.ROOT, "Questions answered in a PDF: the answer holds the fact for %d/%d; its citation names the right PDF page for %d of those.%n%n",
                    found, inPdfs.size(), inPdfs.stream().filter(Outcome::citesTheRightPdfPage).count());
        }
        System.out.println("Everyday and detail questions, by corpus:\n");
        System.out.print(markdown(corpusTable(outcomes), false, "corpus"));
        System.out.println();
        List<Row> languages = languageTable(outcomes);
        if (!languages.isEmpty()) {
            System.out.println("By language (the multilingual questions):\n");
            System.out.print(markdown(languages, false));
            System.out.println();
        }
    }
}
