package ephemeris.quality;

import ephemeris.index.Analyzers;
import ephemeris.query.KeyTerms;
import ephemeris.wiki.Page;
import ephemeris.wiki.PageParser;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pins what makes a question a paraphrase: it is asked in the user's words, not the page's. No content
 * word of a paraphrase question may share a stem (the index's stemming: "linking" ~ "link") with a word
 * of its gold page's file name, title, headings or aliases; otherwise keyword search finds the page by
 * its name and the question measures nothing a plain "everyday" question does not.
 */
class ParaphraseQuestionsAvoidPageWordsTest {
    private static final int MIN_PARAPHRASES = 30;

    private static List<QuestionSet.Item> paraphrases() {
        return QuestionSet.all().items().stream().filter(i -> i.kind().equals("paraphrase")).toList();
    }

    private static Path corpora() {
        return QualityScorer.requiredCorpora();
    }

    private static Page page(Path corpora, QuestionSet.Item item, String gold) throws IOException {
        Path file = corpora.resolve(item.corpus()).resolve(gold);
        assertTrue(Files.isRegularFile(file), item.id() + ": gold page missing: " + file);
        // Read as the index reads it: a PDF's text layer, a section per PDF page (decision 0029).
        ephemeris.wiki.PageReader.Result text = new ephemeris.wiki.PageReader(ephemeris.wiki.PageReader.DEFAULT_MAX_BYTES).read(file);
        assertTrue(text.text() != null, item.id() + ": gold page unreadable: " + text.skipReason());
        return new PageParser().parse(gold, text.text(), Instant.EPOCH);
    }

    /** Stem → the name, title, heading or alias it comes from. */
    private static Map<String, String> pageStems(Analyzer stemmed, Page page) {
        List<String> names = new ArrayList<>();
        names.add(PageParser.fileStem(page.path()));
        names.add(page.title());
        names.addAll(page.headings());
        names.addAll(page.aliases());
        Map<String, String> stems = new LinkedHashMap<>();
        for (String name : names) {
            for (String stem : Analyzers.terms(stemmed, "body", name)) {
                stems.putIfAbsent(stem, name);
            }
        }
        return stems;
    }

    @Test
    void thereAreEnoughParaphraseQuestions() {
        int n = paraphrases().size();
        assertTrue(n >= MIN_PARAPHRASES, "paraphrase questions: " + n + ", want at least " + MIN_PARAPHRASES);
    }

    @Test
    void noParaphraseQuestionUsesAWordOfItsGoldPagesNameOrHeadings() throws IOException {
        Path corpora = corpora();
        List<String> violations = new ArrayList<>();
        try (Analyzer stemmed = Analyzers.stemmed()) {
            for (QuestionSet.Item item : paraphrases()) {
                assertTrue(!item.gold().isEmpty(), item.id() + ": a paraphrase question needs a gold page");
                for (String gold : item.gold()) {
                    Map<String, String> stems = pageStems(stemmed, page(corpora, item, gold));
                    for (String word : KeyTerms.contentWords(item.question())) {
                        for (String stem : Analyzers.terms(stemmed, "body", word)) {
                            if (stems.containsKey(stem)) {
                                violations.add(item.id() + ": \"" + word + "\" ~ \"" + stems.get(stem) + "\" of " + gold);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(violations.isEmpty(), "paraphrase questions using their gold page's own words:\n  "
                + String.join("\n  ", violations));
    }

    @Test
    void everyParaphraseAnswerPhraseIsInABlockOfAGoldPage() throws IOException {
        Path corpora = corpora();
        List<String> missing = new ArrayList<>();
        for (QuestionSet.Item item : paraphrases()) {
            assertTrue(!item.answer().isEmpty(), item.id() + ": a paraphrase question needs answer phrases");
            // The page's plain text (markdown stripped), which is what answers quote.
            List<String> texts = new ArrayList<>();
            for (String gold : item.gold()) {
                page(corpora, item, gold).blocks().forEach(b -> texts.add(QualityScorer.normalize(b.text())));
            }
            for (String phrase : item.answer()) {
                String p = QualityScorer.normalize(phrase);
                if (texts.stream().noneMatch(t -> t.contains(p))) {
                    missing.add(item.id() + ": \"" + phrase + "\"");
                }
            }
        }
        assertTrue(missing.isEmpty(), "answer phrases found on no gold page:\n  " + String.join("\n  ", missing));
    }
}
