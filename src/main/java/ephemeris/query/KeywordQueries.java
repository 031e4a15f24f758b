package ephemeris.query;

import ephemeris.index.Analyzers;
import ephemeris.index.Fields;
import ephemeris.index.PassageSearcher;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DisjunctionMaxQuery;
import org.apache.lucene.search.MultiTermQuery;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Lucene queries a question's words make: each word in every searched field (title and aliases
 * weigh most, then headings, tags, path and the page map, then the body), its other forms where its
 * language is matched by first letters, its weight by rarity, and the words' nearness to each other.
 */
final class KeywordQueries {
    /** Field weights: a word in a title says more about a page than the same word in its body. */
    static final Map<String, Float> BOOSTS = Map.of(
            Fields.TITLE, 3.0f, Fields.ALIASES, 3.0f, Fields.HEADINGS, 2.0f, Fields.TAGS, 1.5f,
            Fields.PATH, 1.5f, Fields.MAP, 1.5f, Fields.BODY, 1.0f, Fields.BODY_EXACT, 0.6f);
    /** How much a word's other forms count against the form itself, in each field. */
    static final float OTHER_FORMS_BOOST = 0.7f;
    /** The most forms of one word searched: enough for a word's inflections, few enough to stay quick. */
    static final int OTHER_FORMS = 32;

    private final Analyzer analyzer;
    private final PassageSearcher searcher;

    KeywordQueries(Analyzer analyzer, PassageSearcher searcher) {
        this.analyzer = analyzer;
        this.searcher = searcher;
    }

    /**
     * A word common across the wiki's bodies ("page", "note" in a notes app's docs) says little even
     * when it appears in a title, where its title-field rarity would otherwise make it decisive.
     * Returns a factor in [0.25, 1]: 1 for rare words, less for common ones; {@code stems} are the word's body terms.
     */
    private float commonness(List<String> stems, String rarityLanguage) {
        if (stems.isEmpty()) {
            return 1f;
        }
        // Measured among the pages of the question's language, in a wiki of several.
        double idf = searcher.idf(Fields.BODY, stems.getFirst(), rarityLanguage);
        // Against half the idf of a word in one passage of all: a wiki of one passage has no common words.
        int n = searcher.passageCount(rarityLanguage);
        return n < 2 ? 1f : (float) Math.max(0.25, Math.min(1.0, idf / (0.5 * Math.log(n))));
    }

    /**
     * The question's words looked up in every searched field, each weighted by how rare it is among the pages of
     * {@code rarityLanguage} ({@link ephemeris.index.PassageSearcher#rarityLanguage}), or of the whole wiki.
     */
    Query words(List<String> words, QuestionLanguage language, String rarityLanguage) {
        BooleanQuery.Builder q = new BooleanQuery.Builder();
        for (String word : words) {
            // Every searched field but the exact-form one reads a word alike (Analyzers.perField): two analyses a word.
            List<String> stemmed = Analyzers.terms(analyzer, Fields.BODY, word);
            List<String> exact = Analyzers.terms(analyzer, Fields.BODY_EXACT, word);
            // The word's other forms, as its language reads them, score as one term of their blended frequencies.
            List<WordForms> forms = language.forms(word, stemmed, analyzer);
            float weight = commonness(stemmed, rarityLanguage);
            List<Query> perField = new ArrayList<>();
            for (String field : Fields.SEARCHED) {
                List<String> terms = field.equals(Fields.BODY_EXACT) ? exact : stemmed;
                Query fq = field(field, terms);
                if (fq != null) {
                    perField.add(new BoostQuery(fq, BOOSTS.get(field)));
                }
                Query other = field.equals(Fields.BODY_EXACT) ? null : WordForms.query(forms, field,
                        new MultiTermQuery.TopTermsBlendedFreqScoringRewrite(OTHER_FORMS));
                if (other != null) {
                    perField.add(new BoostQuery(other, OTHER_FORMS_BOOST * BOOSTS.get(field)));
                }
            }
            if (!perField.isEmpty()) {
                q.add(new BoostQuery(new DisjunctionMaxQuery(perField, 0.3f), weight), BooleanClause.Occur.SHOULD);
            }
        }
        return q.build();
    }

    /**
     * Proximity: the question's words near each other in a passage, and pairs side by side. Scored only
     * for the passages the words found (a rescoring pass adds it to their scores, as one query summing
     * both would), since positions are the dearest part of a search; null for a one-stem question.
     */
    Query proximity(List<String> words) {
        BooleanQuery.Builder q = new BooleanQuery.Builder();
        List<String> stems = new ArrayList<>();
        for (String word : words) {
            stems.addAll(Analyzers.terms(analyzer, Fields.BODY, word));
        }
        if (stems.size() >= 2) {
            q.add(new BoostQuery(phrase(Fields.BODY, stems, 4 * stems.size()), 1.0f), BooleanClause.Occur.SHOULD);
            for (int i = 0; i + 1 < stems.size(); i++) {
                q.add(new BoostQuery(phrase(Fields.BODY, stems.subList(i, i + 2), 1), 0.5f), BooleanClause.Occur.SHOULD);
                q.add(new BoostQuery(phrase(Fields.TITLE, stems.subList(i, i + 2), 0), 1.0f), BooleanClause.Occur.SHOULD);
            }
        }
        return stems.size() >= 2 ? q.build() : null;
    }

    /** The word in one field: a term, or a phrase when the word analyses into several terms. */
    Query field(String field, String word) {
        return field(field, Analyzers.terms(analyzer, field, word));
    }

    /** The word in one field, by its terms there. */
    private static Query field(String field, List<String> terms) {
        if (terms.isEmpty()) {
            return null;
        }
        if (terms.size() == 1) {
            return new TermQuery(new Term(field, terms.getFirst()));
        }
        if (field.equals(Fields.BODY_EXACT)) {
            // Exact forms are indexed without positions: all parts of the word, anywhere in the passage.
            BooleanQuery.Builder all = new BooleanQuery.Builder();
            terms.forEach(t -> all.add(new TermQuery(new Term(field, t)), BooleanClause.Occur.MUST));
            return all.build();
        }
        return phrase(field, terms, 0);
    }

    private static Query phrase(String field, List<String> terms, int slop) {
        PhraseQuery.Builder b = new PhraseQuery.Builder();
        for (String t : terms) {
            b.add(new Term(field, t));
        }
        b.setSlop(slop);
        return b.build();
    }
}
