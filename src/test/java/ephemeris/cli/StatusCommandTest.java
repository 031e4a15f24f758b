package ephemeris.cli;

import com.fasterxml.jackson.databind.JsonNode;
import ephemeris.TestWiki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatusCommandTest {
    private static final String NL = System.lineSeparator();

    @TempDir
    Path root;

    private void wikiWithLeftOvers() {
        TestWiki.seed004(root)
                .page("notes.txt", "plain text")
                .page(".obsidian/app.md", "hidden")
                .bytes("blob.md", new byte[]{0, 1, 2});
    }

    @Test
    void reportCountsAndListsWhatWasLeftOutWithReasons() {
        wikiWithLeftOvers();
        CliTest.Run r = CliTest.run("status", "--wiki", root.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = List.of(r.out().split(NL));
        assertEquals("Wiki: " + root, lines.get(0));
        assertTrue(lines.get(1).startsWith("Index: "), lines.get(1));
        assertEquals("5 indexed, 3 skipped, 0 failed", lines.get(2));
        assertEquals("Languages: en 5", lines.get(3), "every page is English; the index page too, told by its stop words");
        assertEquals("Meaning search: 0 of 5 pages done (ephemeris index adds the rest)",
                lines.get(4));
        assertEquals(List.of(
                "skipped  .obsidian/ — hidden folder",
                "skipped  blob.md — binary content, not text",
                "skipped  notes.txt — not a markdown page"), lines.subList(5, lines.size()));
    }

    @Test
    void allListsIndexedPagesToo() {
        wikiWithLeftOvers();
        CliTest.Run r = CliTest.run("status", "--all", "--wiki", root.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("indexed  ccw.md" + NL), r.out());
        assertTrue(r.out().contains("indexed  index.md" + NL), r.out());
    }

    @Test
    void jsonHasCountsAndTheFilesLeftOut() throws Exception {
        wikiWithLeftOvers();
        CliTest.Run r = CliTest.run("status", "--json", "--wiki", root.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals(root.toString(), j.get("wiki").asText());
        assertEquals("ready", j.get("state").asText());
        assertEquals(5, j.get("counts").get("indexed").asInt());
        assertEquals(3, j.get("counts").get("skipped").asInt());
        assertEquals(0, j.get("counts").get("failed").asInt());
        assertEquals(5, j.get("languages").get("en").asInt());
        assertEquals(List.of(".obsidian/ skipped", "blob.md skipped", "notes.txt skipped"), listed(j));
        assertTrue(j.get("index").get("up_to_date").asBoolean());
        assertEquals("off", j.get("meaning").get("state").asText(), j.get("meaning").toString());
    }

    @Test
    void jsonWithAllListsEveryFile() throws Exception {
        wikiWithLeftOvers();
        CliTest.Run r = CliTest.run("status", "--json", "--all", "--wiki", root.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of(".obsidian/ skipped", "acme.md indexed", "blob.md skipped", "ccw.md indexed",
                "index.md indexed", "notes.txt skipped", "oncall.md indexed", "pricing.md indexed"), listed(r.json()));
    }

    private static List<String> listed(JsonNode status) {
        List<String> files = new ArrayList<>();
        status.get("files").forEach(f -> files.add(f.get("path").asText() + " " + f.get("state").asText()));
        return files;
    }

    @Test
    void theLanguagesLineNamesTheSixMostUsedAndCountsTheRest() {
        java.util.Map<String, Integer> many = new java.util.LinkedHashMap<>();
        for (String code : List.of("en", "ja", "de", "fr", "es", "it", "pt", "nl")) {
            many.put(code, 10);
        }
        assertEquals("Languages: en 10, ja 10, de 10, fr 10, es 10, it 10 and 2 more", StatusCommand.languagesLine(many));
        assertEquals("Languages: not told (pages too short, or in languages Ephemeris does not recognise)",
                StatusCommand.languagesLine(java.util.Map.of()));
    }

    @Test
    void missingAndEmptyWikisUseTheSeedMessagesAndExitCodes() {
        Path missing = root.resolve("missing");
        CliTest.Run notFound = CliTest.run("status", "--wiki", missing.toString());
        assertEquals(3, notFound.code());
        assertEquals("Wiki not found at " + missing + ". Run /ephemeris:ingest first." + NL, notFound.err());
        TestWiki.at(root).page("readme.txt", "x");
        CliTest.Run empty = CliTest.run("status", "--wiki", root.toString());
        assertEquals(4, empty.code());
        assertEquals("Wiki is empty — no pages have been built yet." + NL, empty.err());
        assertFalse(empty.out().contains("indexed"));
    }

    @Test
    void statusIsACommandLineCommand() {
        assertTrue(Cli.handles(new String[]{"status"}));
    }
}
