package ephemeris.cli;

import com.fasterxml.jackson.databind.JsonNode;
import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.answer.Confidence;
import ephemeris.engine.Engine;
import ephemeris.engine.Question;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Seed 004's "Verification" block, as the seed states it, through the API and through the CLI's JSON. */
class Seed004VerificationTest {
    @TempDir
    Path root;

    @Test
    void ccwFirstResponseSlaIsAnsweredFromCcwPageThroughTheApi() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer r = engine.ask(new Question("What is CCW's first-response SLA?", false, Question.DEFAULT_TOP));
            assertTrue(Set.of(Confidence.HIGH, Confidence.MEDIUM).contains(r.confidence()), r.confidence().toString());
            assertTrue(r.text().contains("15 min") || r.text().contains("15"), r.text());
            assertTrue(r.pagesConsulted().contains("ccw.md"), r.pagesConsulted().toString());
            assertEquals("ccw.md", r.sources().getFirst());
        }
    }

    @Test
    void anthropicAnnouncementThisWeekGoesExternalThroughTheApi() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer r2 = engine.ask(new Question("What did Anthropic announce this week?", true, Question.DEFAULT_TOP));
            assertTrue(r2.goExternal());
        }
    }

    @Test
    void ccwFirstResponseSlaIsAnsweredFromCcwPageThroughCliJson() throws Exception {
        TestWiki.seed004(root);
        CliTest.Run run = CliTest.run("query", "--json", "--wiki", root.toString(), "What is CCW's first-response SLA?");
        assertEquals(0, run.code(), run.err());
        JsonNode r = run.json();
        assertTrue(Set.of("high", "medium").contains(r.get("confidence").asText()), r.toString());
        String answer = r.get("answer").asText();
        assertTrue(answer.contains("15 min") || answer.contains("15"), answer);
        List<String> consulted = new ArrayList<>();
        r.get("pages_consulted").forEach(n -> consulted.add(n.asText()));
        assertTrue(consulted.contains("ccw.md"), consulted.toString());
        assertTrue(r.get("error").isNull());
        assertTrue(r.get("go_external").isBoolean());
        assertTrue(r.get("stale").isBoolean());
    }

    @Test
    void anthropicAnnouncementThisWeekGoesExternalThroughCliJson() throws Exception {
        TestWiki.seed004(root);
        CliTest.Run run = CliTest.run("query", "--json", "--time-sensitive", "--wiki", root.toString(),
                "What did Anthropic announce this week?");
        assertEquals(0, run.code(), run.err());
        JsonNode r2 = run.json();
        assertTrue(r2.get("go_external").isBoolean());
        assertTrue(r2.get("go_external").asBoolean());
        assertTrue(r2.get("time_sensitive").asBoolean());
    }
}
