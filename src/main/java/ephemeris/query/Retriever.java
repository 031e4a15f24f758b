package ephemeris.query;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.index.AnalysedTexts;
import ephemeris.index.PassageHit;
import ephemeris.index.PassageSearcher;
import ephemeris.index.PassageVectors;
import ephemeris.index.WikiIndex;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MultiTermQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * Ranks pages for a question: its words searched as {@link KeywordQueries} builds them, within the pages
 * its filters let through, fused with meaning search when the question has a vector; passages are grouped
 * so each page appears once with its best passages, and each page says which key terms it matched where.
 */
public final class Retriever {
    /**
     * Passages a question reads before grouping them by page: enough for the top pages' best three
     * each (more ranked the question set's pages the same, and searched slower at 10k pages).
     */
    static final int PASSAGES_SEARCHED = 120;
    /** The shortest question word read as the wiki's spelling of it when the wiki lacks it. */
    static final int RESPELLED_LETTERS = 8;
    /** The first letters a respelled word keeps. */
    static final int RESPELLING_KEEPS_LETTERS = 3;
    static final int PASSAGES_PER_PAGE = 3;
    /** The share of key terms a first keyword page must match to keep first place against meaning search. */
    static final double CONVINCING_SHARE = 0.6;
    /** Pages of each ranking that take part in fusion. */
    static final int FUSION_DEPTH = 20;
    /** Passages fetched from the vector graph per question. */
    static final int NEAREST_PASSAGES = 60;
    /** Below this cosine a passage is not about the question, however near it is among the rest. */
    static final double MIN_CLOSENESS = 0.30;
    /** Fused scores are small fractions; scaled so score bars and logs read like the keyword scores. */
    static final double SCORE_SCALE = 100;

    private final WikiIndex index;
    private final Analyzer analyzer;
    private final KeywordQueries queries;
    private final FirstPages firstPages;

    public Retriever(WikiIndex index) {
        this.index = index;
        this.analyzer = index.analyzer();
        this.queries = new KeywordQueries(analyzer, index.searcher());
        this.firstPages = new FirstPages(index);
    }

    /** Keyword search alone. */
    public Retrieval retrieve(String question, int top) throws IOException {
        return keywords(question, languageOf(question, QuestionLanguage.of(question)), top, PageFilter.ALL, new AnalysedTexts(analyzer));
    }

    /**
     * Keyword search fused with meaning search: the passages nearest to {@code questionVector} (the
     * question embedded by the same model as the passages) rank pages too, so a page that says
     * "callout" is found for "a coloured box that stands out". With a null vector, keywords alone.
     */
    public Retrieval retrieve(String question, int top, float[] questionVector) throws IOException {
        return retrieve(question, languageOf(question, QuestionLanguage.of(question)), top, questionVector == null ? null
                : CompletableFuture.completedFuture(nearest(questionVector)), PageFilter.ALL, new AnalysedTexts(analyzer));
    }

    /**
     * As {@link #retrieve(String, int, float[])}, reading the question in {@code language} and finding only
     * pages the filter lets through, with the passages nearest in meaning arriving from {@code meaning} (see
     * {@link #nearest}), which another thread may be working out while this one searches the keywords: the
     * two searches need nothing from each other.
     *
     * @param meaning the passages nearest to the question's vector, or null for keywords alone
     * @param texts   the question's analysed texts, which the answer then reads too
     */
    public Retrieval retrieve(String question, QuestionLanguage language, int top, Future<List<PassageVectors.Near>> meaning,
                              PageFilter filter, AnalysedTexts texts) throws IOException {
        Retrieval found = fused(question, language, top, meaning, filter, texts);
        List<RankedPage> titled = firstPages.titledFirst(question, found.pages());
        return found.withPages(filter.quotingOnlyAdmitted(firstPages.withOpenings(titled)), found.meaning())
                .named(titled != found.pages() || firstPages.names(question, titled));
    }

    /**
     * The language to read the question in: a pinned one, or one its script tells, as given, and so is a question
     * with no letters ("502") or with any letter of another script than Latin; otherwise, in a wiki of two or more
     * languages written in Latin letters, the
     * one of them whose pages hold the question's words most alike
     * ({@link ephemeris.index.WikiLanguages#ofWords}), which tells short questions the function-word
     * guess cannot ("Voinko siirtää tiedostoja kansiosta toiseen?") and languages that share their function
     * words (Danish and Norwegian) among the languages the wiki is written in. The wiki's words overrule the
     * guess from function words, which a few shared short words mislead (decision 0024).
     */
    public QuestionLanguage languageOf(String question, QuestionLanguage guessed) {
        String q = KeyTerms.bounded(question);
        if (guessed.pinned() || !ephemeris.wiki.Languages.allLatin(q)) {
            return guessed;
        }
        List<String> terms = Analyzers.terms(analyzer, Fields.BODY_EXACT, q);
        String byWiki = index.searcher().languages().ofWords(terms, guessed.code(), ephemeris.wiki.Languages::writtenInLatin);
        return byWiki.isEmpty() ? guessed : new QuestionLanguage(byWiki, false);
    }

    /** The pages a question's filters let through ({@link PageFilter#of}). */
    public PageFilter filter(SearchFilters filters) {
        return PageFilter.of(filters, index, queries);
    }

    /** The passages nearest to the question's vector, as meaning search reads them. */
    public List<PassageVectors.Near> nearest(float[] questionVector) {
        return index.vectors().nearest(questionVector, NEAREST_PASSAGES);
    }

    /**
     * The passages nearest to the question's vector, those of pages in the question's language among them however
     * many translations of nearer pages the wiki holds ({@link PassageVectors#nearest(float[], int, String)}).
     */
    public List<PassageVectors.Near> nearest(float[] questionVector, QuestionLanguage language) {
        String own = !language.code().isEmpty() && index.searcher().languages().holdsOtherLanguages(language.code()) ? language.code() : "";
        return index.vectors().nearest(questionVector, NEAREST_PASSAGES, own);
    }

    private Retrieval fused(String question, QuestionLanguage language, int top, Future<List<PassageVectors.Near>> meaning,
                            PageFilter filter, AnalysedTexts texts) throws IOException {
        Retrieval byWords = keywords(question, language, meaning == null ? top : Math.max(top, FUSION_DEPTH), filter, texts);
        if (meaning == null || byWords.contentWords().isEmpty()) {
            return meaning == null ? byWords : byWords.withPages(byWords.pages().subList(0, Math.min(top, byWords.pages().size())), false);
        }
        // Several passages of one page may be near: the page ranks by its nearest, and keeps up to three.
        Map<String, List<PassageVectors.Near>> byPage = new LinkedHashMap<>();
        for (PassageVectors.Near n : PassageVectors.ownLanguageFirst(await(meaning), language.code())) {
            if (n.similarity() >= MIN_CLOSENESS && filter.admits(n.page())) {
                List<PassageVectors.Near> list = byPage.computeIfAbsent(n.page(), k -> new ArrayList<>());
                // A page's title line leads to its first passage, which may also be near by its own vector.
                if (list.size() < PASSAGES_PER_PAGE && list.stream().noneMatch(m -> m.passageId().equals(n.passageId()))) {
                    list.add(n);
                }
            }
        }
        Map<String, RankedPage> keywordPages = new LinkedHashMap<>();
        byWords.pages().forEach(p -> keywordPages.put(p.path(), p));
        // While vectors are still being built, a keyword page not embedded yet has no place in the meaning
        // ranking, which covers an arbitrary part of the wiki: it keeps its keyword rank there too.
        boolean wordsConvincing = convincing(byWords);
        List<Fusion.Fused> fused = Fusion.fuse(List.copyOf(keywordPages.keySet()),
                List.copyOf(byPage.keySet()).subList(0, Math.min(FUSION_DEPTH, byPage.size())), top,
                wordsConvincing, index.vectors()::has, Fusion.meaningWeight(language.code()));
        List<String> toLoad = new ArrayList<>();
        for (Fusion.Fused f : fused) {
            if (f.keywordRank() == 0) {
                byPage.get(f.page()).forEach(n -> toLoad.add(n.passageId()));
            } else if (f.meaningRank() > 0) {
                toLoad.add(byPage.get(f.page()).getFirst().passageId());
            }
        }
        Map<String, PassageHit> loaded = index.vectors().passages(toLoad);
        WhyMatched why = new WhyMatched(texts, byWords.keyTerms(), byWords.language());
        List<RankedPage> out = new ArrayList<>();
        double best = fused.isEmpty() ? 1 : fused.getFirst().score();
        for (Fusion.Fused f : fused) {
            double closeness = f.meaningRank() > 0 ? byPage.get(f.page()).getFirst().similarity() : 0;
            double score = f.score() * SCORE_SCALE;
            RankedPage kw = keywordPages.get(f.page());
            if (kw != null) {
                List<PassageHit> passages = kw.passages();
                PassageHit nearest = f.meaningRank() > 0 ? loaded.get(byPage.get(f.page()).getFirst().passageId()) : null;
                if (nearest != null && passages.stream().noneMatch(h -> FirstPages.same(h, nearest))) {
                    // The passage nearest in meaning is read too: when the words met by chance (a paraphrased
                    // question), it is the one about the question, and it is read first.
                    List<PassageHit> with = new ArrayList<>(passages);
                    with.add(wordsConvincing ? with.size() : 0, nearest);
                    passages = List.copyOf(with);
                }
                out.add(new RankedPage(kw.path(), kw.title(), score, f.score() / best, kw.why(), passages, kw.date(),
                        f.foundBy(), closeness));
                continue;
            }
            List<PassageHit> passages = new ArrayList<>();
            for (PassageVectors.Near n : byPage.get(f.page())) {
                PassageHit h = loaded.get(n.passageId());
                if (h != null) {
                    passages.add(h);
                }
            }
            if (passages.isEmpty()) {
                continue; // replaced since the vector search: the next question will see its new passages
            }
            PassageHit first = passages.getFirst();
            RankedPage page = new RankedPage(f.page(), first.title(), score, f.score() / best, List.of(), List.copyOf(passages),
                    first.date(), FoundBy.MEANING, closeness);
            out.add(new RankedPage(page.path(), page.title(), score, page.relative(), why.of(page),
                    page.passages(), page.date(), FoundBy.MEANING, closeness));
        }
        return byWords.withPages(List.copyOf(out), true);
    }

    private static List<PassageVectors.Near> await(Future<List<PassageVectors.Near>> meaning) throws IOException {
        try {
            return meaning.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("Interrupted while searching by meaning");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof java.io.UncheckedIOException u ? u.getCause() : e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw new IOException(cause);
        }
    }

    /**
     * Whether the first keyword page matched at least {@link #CONVINCING_SHARE} of the key terms in some
     * field. On the question set every everyday and detail question's first page does, and nearly every
     * paraphrased question's first page does not: their words met by chance.
     */
    static boolean convincing(Retrieval byWords) {
        if (byWords.pages().isEmpty() || byWords.keyTerms().isEmpty()) {
            return false;
        }
        long matched = byWords.pages().getFirst().why().stream().filter(t -> !t.fields().isEmpty()).count();
        return matched >= CONVINCING_SHARE * byWords.keyTerms().size();
    }

    private Retrieval keywords(String question, QuestionLanguage asked, int top, PageFilter filter, AnalysedTexts texts)
            throws IOException {
        List<String> typed = KeyTerms.contentWords(question, asked.code());
        List<String> words = KeyTerms.select(spelledAsTheWiki(typed), this::rarity, KeyTerms.MAX_SEARCHED_WORDS);
        if (words.isEmpty()) {
            return new Retrieval(List.of(), words, List.of(), false, asked);
        }
        String language = asked.code();
        // Decided once a question: in a wiki of one language no word can be another language's alone.
        boolean severalLanguages = !language.isEmpty() && index.searcher().languages().holdsOtherLanguages(language);
        String rarityLanguage = index.searcher().rarityLanguage(language);
        // Pages are grouped and ranked from doc values alone; stored text is read only for the passages
        // of the pages that make the list (reading all 300 hits' text was most of a query's time).
        List<PageRanking.PageScore> ranking = new ArrayList<>();
        List<PassageHit> loaded;
        while (true) {
            // A word respelled as the wiki's (a typing slip read as another word) does not speak for a language.
            boolean ownLanguageFirst = !severalLanguages
                    || words.stream().filter(typed::contains).noneMatch(w -> onlyInOtherLanguages(w, asked));
            try {
                loaded = index.searcher().search(filter.restrict(queries.words(words, asked, rarityLanguage)), queries.proximity(words), PASSAGES_SEARCHED,
                        rarityLanguage, light -> {
                    ranking.clear();
                    ranking.addAll(PageRanking.rank(light, ownLanguageFirst ? language : "", top));
                    List<PassageSearcher.LightHit> chosen = new ArrayList<>();
                    ranking.forEach(p -> chosen.addAll(p.load()));
                    return chosen;
                });
                break;
            } catch (IndexSearcher.TooManyClauses e) {
                // Words that each split into many tokens can still overflow Lucene's clause limit: keep the rarer half.
                if (words.size() == 1) {
                    throw e;
                }
                words = KeyTerms.select(words, this::rarity, words.size() / 2);
            }
        }
        List<String> keyTerms = KeyTerms.select(words, this::rarity);
        WhyMatched why = new WhyMatched(texts, keyTerms, asked);
        List<RankedPage> out = new ArrayList<>();
        double best = ranking.isEmpty() ? 1 : ranking.getFirst().score();
        int at = 0;
        for (PageRanking.PageScore p : ranking) {
            List<PassageHit> hits = loaded.subList(at, at + p.load().size());
            at += p.load().size();
            PassageHit first = hits.getFirst();
            List<PassageHit> passages = p.passages().isEmpty() ? List.of() : List.copyOf(hits);
            RankedPage page = new RankedPage(p.page(), first.title(), p.score(), p.score() / best, List.of(), passages, first.date());
            out.add(new RankedPage(page.path(), page.title(), page.score(), page.relative(), why.of(page), passages, page.date()));
        }
        return new Retrieval(keyTerms, words, out, false, asked);
    }

    /**
     * The words with each long word the wiki never uses read as the wiki's word one letter away, when it has
     * one: a typing slip ("recurence") or a compound the wiki spells another way ("Dateiwiederherstellung",
     * "Datenwiederherstellung"). Only words of {@value #RESPELLED_LETTERS} letters or more, all letters: a
     * short word one letter from a wiki word is as often another word. The first letters are kept.
     */
    private List<String> spelledAsTheWiki(List<String> words) {
        List<String> out = new ArrayList<>(words.size());
        for (String word : words) {
            List<String> exact = word.length() >= RESPELLED_LETTERS && word.chars().allMatch(Character::isLetter)
                    ? Analyzers.terms(analyzer, Fields.BODY_EXACT, word) : List.of();
            String respelled = exact.size() == 1 && index.searcher().docFreq(Fields.BODY_EXACT, exact.getFirst()) == 0
                    ? index.searcher().nearestSpelling(Fields.BODY_EXACT, exact.getFirst(), RESPELLING_KEEPS_LETTERS).orElse(null) : null;
            out.add(respelled == null || out.stream().anyMatch(respelled::equalsIgnoreCase) ? word : respelled);
        }
        return out;
    }

    /**
     * Whether the wiki has the word only in pages of other languages than the question's (".nomedia" asked in
     * Japanese where only the English pages explain it): then the question's own language answers it less
     * well than those pages, and they are not ranked below its own. Each term of the word is judged (".nomedia-Datei"
     * is two) but those the index cuts into pairs of letters (Chinese, Japanese, Korean), which turn up in any
     * page of those scripts, and Thai's.
     */
    private boolean onlyInOtherLanguages(String word, QuestionLanguage asked) {
        List<String> stems = Analyzers.terms(analyzer, Fields.BODY, word);
        // A word one of whose other forms the question's language uses ("mobilen" where Norwegian pages say
        // "mobilenheten") is that language's word too, as the search meets it.
        Query forms = WordForms.query(asked.forms(word, stems, analyzer), Fields.BODY, MultiTermQuery.CONSTANT_SCORE_REWRITE);
        for (String term : stems) {
            if (term.codePoints().anyMatch(c -> ephemeris.wiki.Languages.unspaced(c)
                    || Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL)) {
                continue;
            }
            Query exact = new TermQuery(new Term(Fields.BODY, term));
            Query inLanguage = forms == null ? exact : new BooleanQuery.Builder()
                    .add(exact, BooleanClause.Occur.SHOULD).add(forms, BooleanClause.Occur.SHOULD).build();
            if (index.searcher().languages().onlyInOtherLanguages(inLanguage, exact, asked.code())) {
                return true;
            }
        }
        return false;
    }

    private int rarity(String word) {
        List<String> t = Analyzers.terms(analyzer, Fields.BODY_EXACT, word);
        return t.isEmpty() ? Integer.MAX_VALUE : index.searcher().docFreq(Fields.BODY_EXACT, t.getFirst());
    }
}
