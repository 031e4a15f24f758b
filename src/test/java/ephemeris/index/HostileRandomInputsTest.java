package ephemeris.index;

import ephemeris.answer.Answer;
import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.query.KeyTerms;
import ephemeris.wiki.Block;
import ephemeris.wiki.Messages;
import ephemeris.wiki.Page;
import ephemeris.wiki.PageParser;
import ephemeris.wiki.PageReader;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fuzz targets' fallback that always runs: Jazzer's agent cannot instrument Java 25 class files
 * (class file version 69), so its fuzzing of this code gets no coverage feedback. These tests feed a
 * fixed number of structured random inputs from a seeded generator (same inputs every run; a failure
 * names its seed and iteration) through the same paths: bytes → page → passages → documents, and
 * questions → content words → a full ask.
 */
class HostileRandomInputsTest {
    private static final long SEED = 20261130L;
    /** Pieces real and broken markdown is made of. */
    private static final String[] PIECES = {
            "# ", "## ", "###### ", "#tag ", "#", "\n", "\n\n", "\r\n", "\r", "---\n", "...\n", "title: ", "tags: [a, b]\n",
            "aliases:\n  - x\n", "date: 2024-13-45\n", "> ", ">>>>> ", "> [!note] ", "- ", "* ", "1. ", "    ", "\t", "```\n", "~~~",
            "`", "**", "*", "_", "~~", "[[", "]]", "![[", "|", "#^", "^block-1 ", "[", "](", ")", "![", "<div>", "</div>",
            "<script>alert(1)</script>", "<!--", "-->", "&amp;", "&#x0;", "| a | b |\n|---|---|\n", "\\", "\u0000", "\uFEFF",
            "\uD800", "\uDFFF", "🦜", "日本語", "مرحبا", "\u202E", "e\u0301", "word ", "The zephyr code is 4417. ", "Ünïcödé ",
            "http://127.0.0.1:1/x.png", "$$", "%%", "=="};

    private static String randomMarkdown(Random r, int pieces) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            sb.append(PIECES[r.nextInt(PIECES.length)]);
            if (r.nextInt(10) == 0) {
                sb.appendCodePoint(r.nextInt(0x3000));
            }
        }
        return sb.toString();
    }

    @Test
    void randomPagesDecodeParseAndCutIntoPassagesKeepingEveryBlock() {
        Random seeds = new Random(SEED);
        PageParser parser = new PageParser();
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (int i = 0; i < 3_000; i++) {
                long seed = seeds.nextLong();
                Random r = new Random(seed);
                String context = "seed " + seed + " (iteration " + i + ")";
                byte[] bytes;
                if (r.nextInt(5) == 0) {
                    bytes = new byte[r.nextInt(2_000)];
                    r.nextBytes(bytes);
                } else {
                    bytes = randomMarkdown(r, r.nextInt(400)).getBytes(r.nextInt(8) == 0 ? StandardCharsets.UTF_16 : StandardCharsets.UTF_8);
                }
                PageReader.Result read = PageReader.decode(bytes);
                if (read.text() == null) {
                    assertFalse(read.skipReason().isBlank(), context);
                    continue;
                }
                Page page = parser.parse("random/page " + i + ".md", read.text(), Instant.EPOCH);
                assertFalse(page.title().isEmpty(), context);
                for (Block b : page.blocks()) {
                    assertTrue(b.startLine() >= 1 && b.startLine() <= b.endLine() && b.endLine() <= page.lineCount(), context);
                }
                List<List<Block>> passages = Documents.passages(page.blocks());
                List<Block> flat = new ArrayList<>();
                passages.forEach(flat::addAll);
                assertEquals(page.blocks(), flat, context);
                assertEquals(passages.size(), Documents.own(page, "").size(), context);
            }
        });
    }

    @Test
    void randomQuestionsAreAnsweredOrRefusedNeverAnError(@TempDir Path dir) throws Exception {
        Path wiki = Files.createDirectory(dir.resolve("wiki"));
        Random seeds = new Random(SEED + 1);
        for (int p = 0; p < 20; p++) {
            // getBytes replaces lone surrogates; writeString would refuse them.
            Files.write(wiki.resolve("page" + p + ".md"), randomMarkdown(new Random(seeds.nextLong()), 200).getBytes(StandardCharsets.UTF_8));
        }
        Files.writeString(wiki.resolve("control.md"), "# Control\n\nThe zephyr calibration code is 4417.\n");
        try (Engine engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(dir.resolve("cache")), ProgressListener.NONE, () -> false)) {
            assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
                for (int i = 0; i < 400; i++) {
                    long seed = seeds.nextLong();
                    Random r = new Random(seed);
                    String question = randomMarkdown(r, r.nextInt(40));
                    String context = "seed " + seed + " (iteration " + i + ")";
                    List<String> words = KeyTerms.contentWords(question);
                    assertTrue(words.stream().noneMatch(String::isBlank), context);
                    Answer a;
                    try {
                        a = engine.ask(new Question(question, false, 5));
                    } catch (WikiException e) {
                        assertEquals(WikiException.Kind.USAGE, e.kind(), context);
                        assertTrue(question.strip().isEmpty(), context);
                        continue;
                    }
                    assertNull(a.error(), context + ": " + a.error());
                    assertEquals(a.answered(), !a.text().equals(Messages.CANNOT_ANSWER), context);
                }
            });
            assertTrue(engine.ask("What is the zephyr calibration code?").text().contains("4417"));
        }
    }
}
