package ephemeris.query;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import ephemeris.answer.Answer;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.wiki.Messages;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fuzzes the question path: the content-word parser, and a full ask over a small wiki opened once.
 * Any question is answered or refused with the cannot-answer sentence, without a pipeline error; only a
 * blank one is a usage error. Stored inputs replay in every test run; .ci/fuzz.sh fuzzes for real.
 */
@Tag("fuzz")
class QuestionFuzzTest {
    static Path dir;
    static Engine engine;

    @BeforeAll
    static void openFixtureWiki() throws Exception {
        dir = Files.createTempDirectory("question-fuzz");
        Path wiki = Files.createDirectory(dir.resolve("wiki"));
        Files.writeString(wiki.resolve("control.md"), "# Control\n\nThe zephyr calibration code is 4417.\n");
        Files.writeString(wiki.resolve("syntax.md"), "---\ntags: [query]\naliases: [Search syntax]\n---\n# Query syntax\n\n"
                + "Use AND, OR and NOT between words; a * matches anything. See [[control]].\n\n## Regex\n\n`(a+)+$` is slow.\n");
        Files.writeString(wiki.resolve("unicode.md"), "# Ünïcödé\n\nرمز المعايرة هو ٤٤١٧. The 🦜 mascot is Kiwi. 日本語のページ。\n");
        engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")), ProgressListener.NONE, () -> false);
    }

    @AfterAll
    static void close() throws Exception {
        engine.close();
        try (var files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    @FuzzTest(maxDuration = "60s")
    void contentWordsAreDistinctNonBlankAndFromTheQuestion(FuzzedDataProvider data) {
        String question = data.consumeRemainingAsString();
        List<String> words = KeyTerms.contentWords(question);
        var seen = new HashSet<String>();
        for (String w : words) {
            assertFalse(w.isBlank(), words.toString());
            assertTrue(question.contains(w), w);
            assertTrue(seen.add(w.toLowerCase(Locale.ROOT)), "duplicate " + w);
            assertFalse(Stopwords.contains(w), w);
        }
        assertEquals(words.stream().limit(KeyTerms.MAX_KEY_TERMS).toList(), KeyTerms.select(words, w -> 0));
    }

    @FuzzTest(maxDuration = "60s")
    void anyQuestionIsAnsweredOrRefusedNeverAnError(FuzzedDataProvider data) {
        String question = data.consumeRemainingAsString();
        Answer a;
        try {
            a = engine.ask(new Question(question, false, 5));
        } catch (WikiException e) {
            assertEquals(WikiException.Kind.USAGE, e.kind());
            assertTrue(question.strip().isEmpty() || malformed(question) || onlyOperators(question),
                    "only a blank question, a malformed operator or operators without a filter are usage errors: " + e.getMessage());
            return;
        }
        assertNull(a.error(), a.error());
        if (a.question().isEmpty() && !a.filters().isEmpty()) {
            return; // filters alone: a list of pages, not an answer
        }
        assertEquals(a.answered(), !a.text().equals(Messages.CANNOT_ANSWER));
        assertEquals(a.answered(), !a.sources().isEmpty());
        assertTrue(a.keyTerms().size() <= KeyTerms.MAX_KEY_TERMS);
    }

    private static boolean malformed(String question) {
        try {
            QuestionOperators.parse(question.strip());
            return false;
        } catch (WikiException e) {
            return true;
        }
    }

    private static boolean onlyOperators(String question) {
        try {
            return QuestionOperators.parse(question.strip()).words().isEmpty();
        } catch (WikiException e) {
            return false;
        }
    }
}
