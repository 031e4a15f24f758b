package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.cli.Cli;
import ephemeris.wiki.Messages;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Questions nobody should type, typed: each is answered, or refused with the cannot-answer sentence,
 * never an exception, never a pipeline error, in bounded time. Blank questions are the one usage error.
 */
class QuestionEdgeCasesTest {
    @TempDir
    static Path dir;
    static Path wiki;
    static Engine engine;

    @BeforeAll
    static void open() throws Exception {
        wiki = Files.createDirectory(dir.resolve("wiki"));
        Files.writeString(wiki.resolve("control.md"), "# Control\n\nThe zephyr calibration code is 4417.\n");
        Files.writeString(wiki.resolve("syntax.md"), "# Query syntax\n\nUse AND, OR and NOT between words; a * matches anything.\n");
        Files.writeString(wiki.resolve("arabic.md"), "# المعايرة\n\nرمز المعايرة هو ٤٤١٧ في المختبر.\n");
        Files.writeString(wiki.resolve("emoji.md"), "# Emoji\n\nThe 🦜 parrot mascot is called Kiwi.\n");
        engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")), ProgressListener.NONE, () -> false);
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    static Stream<String> hostileQuestions() {
        Random random = new Random(20261130);
        StringBuilder words = new StringBuilder();
        while (words.length() < 10_000) {
            words.append("w").append(random.nextInt(1_000_000)).append(' ');
        }
        return Stream.of(
                // length
                "zephyr ".repeat(1_430).substring(0, 10_000),
                words.substring(0, 10_000),
                "a".repeat(10_000),
                // many words that each split into many tokens, against Lucene's clause limit
                "a-b-c-d-e-f-g-h-i-j-k-l ".repeat(100),
                "zephyr " + "alpha.beta.gamma.delta.epsilon.zeta.eta.theta ".repeat(30),
                "x".repeat(100_000),
                // stop words and punctuation
                "what is the of and to a in that it",
                "the the the the",
                "?",
                "?!.,;:()[]{}<>…—–-_'\"`",
                ".".repeat(10_000),
                // query syntax
                "zephyr AND calibration", "AND", "OR NOT AND", "*", "calib*", "\"zephyr calibration\"", "\"", "\"\"\"",
                "title:zephyr", ":", "zephyr~2", "~", "\\", "zephyr\\ code", "/", "/zephyr/", "+zephyr -code",
                "(zephyr OR code)", "((((((", "zephyr^10", "[* TO *]", "{!lucene}", "a:b:c:d", "&& || !",
                // regex-like
                ".*", "(a+)+$", "[a-z]{1,1000000}", "^$", "\\d+\\b", "(?i)zephyr", "\\Q\\E", "[", "(?<x>", "$1 $0",
                // SQL-like
                "'; DROP TABLE pages; --", "\" OR 1=1 --", "1' OR '1'='1", "SELECT * FROM pages WHERE 1=1",
                "zephyr'); DELETE FROM index; --",
                // HTML and script
                "<script>alert(1)</script> zephyr", "<img src=x onerror=alert(1)>", "&lt;b&gt;&amp;", "<!-- -->",
                "javascript:alert(1)",
                // right to left
                "ما هو رمز المعايرة؟", "מהו קוד הכיול?", "\u202Ezephyr calibration\u202C", "\u200F\u200E",
                // emoji and other Unicode
                "🦜", "🦄🦄🦄", "zephyr 🔧 code?", "👩‍👩‍👧‍👦", "🇯🇵 flag", "What is the 🦜 parrot called?",
                "\uD800", "\uDC00 zephyr", "\uFEFFzephyr", "e\u0301\u0301\u0301\u0301", "Ｚｅｐｈｙｒ", "ǅ ǈ ǋ",
                // control characters
                "\u0000", "zephyr\u0000code", "\u0007\u001B[31mred", "line\nbreak\rzephyr\tcode",
                // paths and URLs
                "../../etc/passwd", "file:///etc/passwd", "http://127.0.0.1:1/", "C:\\Windows\\system32", "%00%2e%2e",
                "${jndi:ldap://127.0.0.1/a}", "%s%s%s%n");
    }

    @ParameterizedTest
    @MethodSource("hostileQuestions")
    void hostileQuestionIsAnsweredOrRefusedNeverThrown(String question) {
        Answer a = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            try {
                return engine.ask(new Question(question, false, 5));
            } catch (WikiException e) {
                // Refused as malformed (a quote opening a phrase that never closes): one plain line naming the form.
                assertEquals(WikiException.Kind.USAGE, e.kind(), printable(question));
                assertTrue(e.getMessage().startsWith("A quoted phrase needs its closing quote"), e.getMessage());
                assertFalse(e.getMessage().contains("\n"), e.getMessage());
                return null;
            }
        });
        if (a == null) {
            return;
        }
        assertNotNull(a);
        assertNull(a.error(), "pipeline error for " + printable(question));
        if (a.answered()) {
            assertFalse(a.sources().isEmpty(), printable(question));
            assertFalse(a.text().equals(Messages.CANNOT_ANSWER));
        } else {
            assertEquals(Messages.CANNOT_ANSWER, a.text());
            assertTrue(a.sources().isEmpty());
        }
        assertTrue(a.keyTerms().size() <= 6, a.keyTerms().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"zephyr AND calibration", "\"zephyr calibration\"", "title:zephyr calibration", "(zephyr OR code)",
            "zephyr calibration'); --", "<script>alert(1)</script> zephyr calibration", "zephyr 🔧 calibration?",
            "\uFEFFzephyr calibration", "line\nbreak\rzephyr\tcalibration"})
    void syntaxAroundRealWordsIsTakenLiterallyAndStillFindsThePage(String question) throws Exception {
        Answer a = engine.ask(question);
        assertTrue(a.answered(), a.text());
        assertEquals("control.md", a.sources().getFirst());
        assertTrue(a.text().contains("4417"), a.text());
    }

    @ParameterizedTest
    @ValueSource(strings = {"what is the of and to a in that it", "?!.,;:()[]{}<>", "*", "\"\"", "AND", "\\", "/"})
    void questionWithNoContentWordIsRefusedWithTheCannotAnswerSentence(String question) throws Exception {
        Answer a = engine.ask(question);
        assertFalse(a.answered());
        assertEquals(Messages.CANNOT_ANSWER, a.text());
        assertEquals(List.of(), a.keyTerms());
        assertTrue(a.goExternal());
    }

    @Test
    void rightToLeftAndEmojiQuestionsFindTheirPages() throws Exception {
        assertEquals("arabic.md", engine.ask("ما هو رمز المعايرة؟").sources().getFirst());
        assertEquals("emoji.md", engine.ask("What is the 🦜 parrot called?").sources().getFirst());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "\t\n\r ", "\u2003\u3000"})
    void blankQuestionIsTheOneUsageError(String question) {
        WikiException e = assertThrows(WikiException.class, () -> engine.ask(new Question(question, false, 5)));
        assertEquals(WikiException.Kind.USAGE, e.kind());
        assertEquals(Messages.USAGE, e.getMessage());
    }

    /**
     * Regression: a pasted paragraph (a hundred distinct words) built a query over Lucene's 1024-clause
     * limit and the answer came back as a pipeline error. Words that split into many tokens can still
     * overflow after the cap, so the search trims to the rarer half until the query fits: shown here with
     * the limit lowered, so that even a dozen words overflow it.
     */
    @Test
    void questionOverLucenesClauseLimitIsTrimmedNotFailed() throws Exception {
        int limit = org.apache.lucene.search.IndexSearcher.getMaxClauseCount();
        org.apache.lucene.search.IndexSearcher.setMaxClauseCount(60);
        try {
            Answer a = engine.ask("zephyr calibration code query syntax words matches anything parrot mascot called Kiwi");
            assertNull(a.error(), a.error());
            assertTrue(a.answered(), a.text());
        } finally {
            org.apache.lucene.search.IndexSearcher.setMaxClauseCount(limit);
        }
    }

    @Test
    void nullQuestionTextIsTreatedAsBlank() {
        WikiException e = assertThrows(WikiException.class, () -> engine.ask(new Question(null, false, 5)));
        assertEquals(WikiException.Kind.USAGE, e.kind());
    }

    @Test
    void commandLineRefusesABlankQuestionWithUsageAndExitCodeTwo() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new String[]{"query", "--wiki", wiki.toString(), "   "}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(2, code);
        assertEquals(Messages.USAGE, err.toString().strip());
    }

    @ParameterizedTest
    @ValueSource(strings = {"'; DROP TABLE pages; --", "*", "🦄🦄🦄", "\u0000", "ما هو رمز المعايرة؟"})
    void commandLineAnswersHostileQuestionsAsJsonWithExitCodeZero(String question) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new String[]{"query", "--wiki", wiki.toString(), "--json", question}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, code, err.toString());
        ephemeris.testing.PlainStderr.check(err.toString());
        assertTrue(out.toString().strip().startsWith("{"), out.toString());
        assertTrue(out.toString().contains("\"error\" : null") || out.toString().contains("\"error\":null"), out.toString());
    }

    private static String printable(String q) {
        String s = q.length() > 60 ? q.substring(0, 60) + "…(" + q.length() + ")" : q;
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(c -> sb.append(c < 0x20 ? String.format("\\u%04x", c) : Character.toString(c)));
        return sb.toString();
    }
}
