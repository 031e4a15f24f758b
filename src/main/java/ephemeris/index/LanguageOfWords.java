package ephemeris.index;

import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;

import java.io.IOException;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which of the wiki's languages a few words are written in, told by the wiki's own pages: each language's
 * passages are a sample of how it is written, and the words' language is the one whose passages hold them
 * most often (naive Bayes over the share of a language's passages that hold each word). A short question
 * has too few function words for a list to tell its language ("Hvor stor kan hver fil være?" is Danish or
 * Norwegian; "Voinko siirtää tiedostoja?" holds no Finnish function word at all), but its every word,
 * function word or not, is more common in its own language's pages than in any other's.
 */
final class LanguageOfWords {
    /**
     * How many passages' worth of the whole wiki's rate of a word each language's count of it is smoothed with: a
     * word no passage of a language holds makes that language unlikely, not impossible (the question may inflect it
     * as no page does), and no likelier in a language of few pages than in a large one.
     */
    static final double PRIOR_PASSAGES = 1;
    /** The most distinct words counted: a question's first words tell its language; a pasted page's rest adds nothing. */
    static final int MAX_TERMS = 24;

    /**
     * How much likelier the language guessed from the question's function words is before its words are
     * counted: as much as one word that many times more common in its pages. The guess then decides between
     * languages the words leave nearly even (a question of words the wiki's languages share).
     */
    static final double GUESS_ODDS = 20;

    private LanguageOfWords() {
    }

    /**
     * The language among {@code candidates} with at least {@code minPassages} passages, and at least {@code minShare}
     * of the passages of known languages, whose passages hold the terms most
     * alike, or empty when fewer than two languages have that many or no term is in the wiki. Ties go to the
     * first code in alphabetical order. A guess of a language the wiki is not written in stands: its pages
     * cannot tell it, and would name a language the question is not in.
     *
     * @param terms      terms of {@link Fields#BODY_EXACT}; the first {@value #MAX_TERMS} distinct ones are counted
     * @param guess      the language guessed otherwise (a code, empty for none)
     * @param candidates which languages may be told (those of the question's script)
     */
    static String of(IndexSearcher searcher, Collection<String> terms, String guess, int minPassages, double minShare,
                     java.util.function.Predicate<String> candidates) throws IOException {
        Map<String, Long> passages = new TreeMap<>(SegmentLanguages.passages(searcher.getIndexReader()));
        passages.remove(""); // pages whose language could not be told
        // A language of a few pages (code read as French in an English wiki) is not one the wiki is written in.
        long known = passages.values().stream().mapToLong(Long::longValue).sum();
        passages.entrySet().removeIf(e -> e.getValue() < minPassages || e.getValue() < minShare * known || !candidates.test(e.getKey()));
        if (passages.size() < 2) {
            return "";
        }
        if (!guess.isEmpty() && !passages.containsKey(guess)) {
            return guess;
        }
        Map<String, Double> likelihood = new TreeMap<>();
        passages.keySet().forEach(language -> likelihood.put(language, 0.0));
        long all = passages.values().stream().mapToLong(Long::longValue).sum();
        boolean anyHeld = false;
        for (String term : new LinkedHashSet<>(terms).stream().limit(MAX_TERMS).toList()) {
            Map<String, Long> holding = SegmentLanguages.holding(searcher.getIndexReader(), new Term(Fields.BODY_EXACT, term), passages.keySet());
            long held = holding.values().stream().mapToLong(Long::longValue).sum();
            if (held == 0) {
                continue; // a word the wiki does not use says nothing of a language
            }
            anyHeld = true;
            double wikiRate = (held + 0.5) / (all + 1.0);
            for (Map.Entry<String, Long> e : passages.entrySet()) {
                double share = (holding.getOrDefault(e.getKey(), 0L) + PRIOR_PASSAGES * wikiRate) / (e.getValue() + PRIOR_PASSAGES);
                likelihood.merge(e.getKey(), Math.log(share), Double::sum);
            }
        }
        if (!anyHeld) {
            return "";
        }
        if (likelihood.containsKey(guess)) {
            likelihood.merge(guess, Math.log(GUESS_ODDS), Double::sum);
        }
        String best = "";
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Map.Entry<String, Double> e : likelihood.entrySet()) {
            if (e.getValue() > bestScore) {
                best = e.getKey();
                bestScore = e.getValue();
            }
        }
        return best;
    }
}
