package ephemeris.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ephemeris.TestWiki;
import ephemeris.wiki.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CliTest {
    private static final String NL = System.lineSeparator();

    @TempDir
    Path root;

    /** The outcome of one command line run. */
    record Run(int code, String out, String err) {
        JsonNode json() throws Exception {
            return new ObjectMapper().readTree(out);
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), ephemeris.testing.PlainStderr.check(err.toString()));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void emptyQuestionExitsTwoWithTheUsageLine() {
        TestWiki.seed004(root);
        for (String[] args : List.of(new String[]{"query", "--wiki", root.toString(), ""},
                new String[]{"query", "--wiki", root.toString(), "   "},
                new String[]{"query", "--wiki", root.toString()})) {
            Run r = run(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals("Usage: ephemeris query \"<question>\"" + NL, r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    void missingRootExitsThreeWithTheNotFoundMessage() {
        Path missing = root.resolve("no-such-wiki");
        Run r = run("query", "--wiki", missing.toString(), "What is CCW's SLA?");
        assertEquals(3, r.code());
        assertEquals("Wiki not found at " + missing + ". Run /ephemeris:ingest first." + NL, r.err());
        assertEquals("", r.out());
    }

    @Test
    void folderWithoutMarkdownExitsFourWithTheEmptyMessage() {
        TestWiki.at(root).page("notes.txt", "not markdown").page(".obsidian/hidden.md", "hidden");
        Run r = run("query", "--wiki", root.toString(), "anything at all");
        assertEquals(4, r.code());
        assertEquals("Wiki is empty — no pages have been built yet." + NL, r.err());
        assertEquals("", r.out());
    }

    @Test
    void missingRootInJsonModeStillPrintsTheSeedSchema() throws Exception {
        Path missing = root.resolve("gone");
        Run r = run("query", "--json", "--wiki", missing.toString(), "What is CCW's SLA?");
        assertEquals(3, r.code());
        JsonNode j = r.json();
        String message = Messages.wikiNotFound(missing);
        assertEquals(message, j.get("error").asText());
        assertTrue(j.get("go_external").asBoolean());
        assertEquals("low", j.get("confidence").asText());
        assertEquals(0, j.get("pages_consulted").size());
    }

    @Test
    void textOutputEndsWithSourcesBlockOfPathLines() {
        TestWiki.seed004(root);
        Run r = run("query", "--wiki", root.toString(), "What is CCW's first-response SLA?");
        assertEquals(0, r.code(), r.err());
        assertEquals("CCW's first-response SLA is 15 min during business hours. [1]\n\n## Sources\n- ccw.md\n", r.out());
        assertEquals("", r.err());
    }

    @Test
    void questionGivenAsSeveralWordsIsJoined() {
        TestWiki.seed004(root);
        Run r = run("query", "--wiki", root.toString(), "What", "is", "CCW's", "first-response", "SLA?");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().endsWith("\n## Sources\n- ccw.md\n"), r.out());
    }

    @Test
    void sentinelCasePrintsSentinelThenEmptySourcesBlock() {
        TestWiki.seed004(root);
        Run r = run("query", "--wiki", root.toString(), "zebra xylophone quasar");
        assertEquals(0, r.code(), r.err());
        assertEquals("Cannot answer this from the wiki — no relevant pages found.\n\n## Sources\n", r.out());
    }

    @Test
    void sentinelCaseInJsonHasEmptySources() throws Exception {
        TestWiki.seed004(root);
        Run r = run("query", "--json", "--wiki", root.toString(), "zebra xylophone quasar");
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals(Messages.CANNOT_ANSWER, j.get("answer").asText());
        assertEquals(List.of(), strings(j.get("sources")));
        assertEquals("low", j.get("confidence").asText());
        assertTrue(j.get("go_external").asBoolean());
        assertFalse(j.get("answered").asBoolean());
    }

    @Test
    void jsonStartsWithTheSeedSchemaFields() throws Exception {
        TestWiki.seed004(root);
        Run r = run("query", "--json", "--wiki", root.toString(), "Who is the billing contact for CCW?");
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        List<String> names = new ArrayList<>();
        j.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("answer", "pages_consulted", "confidence", "go_external", "stale", "error"), names.subList(0, 6));
        assertTrue(j.get("error").isNull());
        assertEquals(List.of("billing", "contact", "CCW"), strings(j.get("key_terms")));
        JsonNode c = j.get("citations").get(0);
        assertEquals("ccw.md", c.get("path").asText());
        assertEquals(18, c.get("start_line").asInt());
        assertEquals("contacts", c.get("anchor").asText());
    }

    @Test
    void jsonMarksTheShortAnswerWithinItsCitation() throws Exception {
        TestWiki.seed004(root);
        Run r = run("query", "--json", "--wiki", root.toString(), "How long is CCW's first-response SLA?");
        assertEquals(0, r.code(), r.err());
        JsonNode span = r.json().get("answer_span");
        assertEquals("15 min", span.get("text").asText(), r.out());
        String cited = r.json().get("citations").get(span.get("n").asInt() - 1).get("text").asText();
        assertEquals("15 min", cited.substring(span.get("start").asInt(), span.get("end").asInt()));
        assertTrue(run("query", "--json", "--wiki", root.toString(), "Who is the billing contact for CCW?").json()
                .get("answer_span").isNull());
    }

    @Test
    void versionAndHelpExitZero() {
        Run version = run("--version");
        assertEquals(0, version.code());
        assertEquals("Ephemeris " + Version.current() + NL, version.out());
        Run help = run("--help");
        assertEquals(0, help.code());
        assertTrue(help.out().startsWith("Usage: ephemeris"), help.out());
        assertTrue(help.out().contains("query"), help.out());
        Run queryHelp = run("query", "--help");
        assertEquals(0, queryHelp.code());
        assertTrue(queryHelp.out().contains("--time-sensitive"), queryHelp.out());
    }

    @Test
    void unknownOptionIsAUsageError() {
        Run r = run("query", "--no-such-option", "x");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--no-such-option"), r.err());
    }

    @Test
    void handlesOnlyCommandLineArguments() {
        assertTrue(Cli.handles(new String[]{"query", "x"}));
        assertTrue(Cli.handles(new String[]{"--version"}));
        assertFalse(Cli.handles(new String[]{}));
        assertFalse(Cli.handles(new String[]{"--some-window-flag"}));
    }

    @Test
    void queryDoesNotChangeTheWikiFolder() {
        TestWiki.seed004(root);
        var before = TestWiki.snapshot(root);
        assertEquals(0, run("query", "--json", "--wiki", root.toString(), "What is CCW's first-response SLA?").code());
        assertEquals(before, TestWiki.snapshot(root));
    }

    @Test
    void topOutOfRangeIsAUsageError() {
        TestWiki.seed004(root);
        for (String top : List.of("0", "101")) {
            Run r = run("query", "--top", top, "--wiki", root.toString(), "CCW SLA");
            assertEquals(2, r.code(), top);
            assertEquals("--top must be between 1 and 100." + NL, r.err());
        }
    }

    @Test
    void aMalformedLanguageExitsTwoWithOneLineNamingWhatItExpects() {
        TestWiki.seed004(root);
        Run option = run("query", "--lang", "klingon", "--wiki", root.toString(), "CCW SLA");
        assertEquals(2, option.code());
        assertEquals("--lang expects a two-letter language code, as in --lang ja or --lang pt-BR; \"klingon\" is not one." + NL, option.err());
        assertEquals("", option.out());
        // The operator is checked before the wiki is opened: a missing wiki does not hide the mistake.
        Run operator = run("query", "--wiki", root.resolve("no-such-wiki").toString(), "lang:zz CCW SLA");
        assertEquals(2, operator.code());
        assertEquals("lang: expects a two-letter language code, as in lang:ja or lang:pt-BR; \"zz\" is not one." + NL, operator.err());
    }

    @Test
    void aMalformedOperatorExitsTwoWithOneLineOnStderr() {
        TestWiki.seed004(root);
        for (var c : java.util.Map.of(
                "CCW SLA after:someday", "after: expects a date written YYYY-MM-DD, as in after:2024-01-31; \"someday\" is not one.",
                "\"CCW SLA", "A quoted phrase needs its closing quote, as in \"exact phrase\"; nothing closes the quote before: CCW SLA").entrySet()) {
            Run r = run("query", "--json", "--wiki", root.toString(), c.getKey());
            assertEquals(2, r.code(), c.getKey());
            assertEquals(c.getValue() + NL, r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    void filtersAloneListTheirPagesInTextAndJson() throws Exception {
        TestWiki.at(root).page("Recipes/Pasta.md", "---\ntags: [weeknight]\ndate: 2024-03-10\n---\n# Pasta\n\nBoil it.\n")
                .page("Recipes/Curry.md", "---\ndate: 2024-05-01\n---\n# Curry\n\n#weeknight curry.\n")
                .page("Notes.md", "# Notes\n\nNothing tagged.\n");
        Run text = run("query", "--wiki", root.toString(), "tag:weeknight");
        assertEquals(0, text.code(), text.err());
        assertEquals(String.join(NL, "2 pages match the filters, newest first.", "", "- Recipes/Curry.md (2024-05-01)",
                "- Recipes/Pasta.md (2024-03-10)", "", "## Sources", ""), text.out().replace("\n", NL));
        JsonNode json = run("query", "--json", "--wiki", root.toString(), "tag:weeknight").json();
        assertEquals("[\"Recipes/Curry.md\",\"Recipes/Pasta.md\"]", json.get("pages_consulted").toString());
        assertEquals("[\"weeknight\"]", json.get("filters").get("tags").toString());
        assertFalse(json.get("go_external").asBoolean());
    }

    @Test
    void relatedPrintsBacklinksAndLinksAndSaysWhenAPageIsMissing() throws Exception {
        TestWiki.at(root).page("Tags.md", "# Tags\n\nSee [[Properties]] and [[Nowhere]].\n")
                .page("Properties.md", "# Properties\n\nThe tags property lists [[Tags|tags]].\n");
        Run text = run("related", "--meaning", "off", "--wiki", root.toString(), "Tags.md");
        assertEquals(0, text.code(), text.err());
        assertEquals(String.join("\n", "Tags (Tags.md)", "", "Linked from:", "  Properties.md:3  The tags property lists [[Tags|tags]].",
                "", "Links to:", "  Properties.md", "  Nowhere  (no such page)", "", "Nearest in meaning:",
                "  (meaning search has not read this page yet (run with --meaning wait))", ""), text.out().replace(NL, "\n"));
        JsonNode json = run("related", "--json", "--meaning", "off", "--wiki", root.toString(), "Tags.md").json();
        assertEquals("[{\"path\":\"Properties.md\",\"title\":\"Properties\",\"line\":3,\"text\":\"The tags property lists [[Tags|tags]].\"}]",
                json.get("backlinks").toString());
        assertEquals("[{\"path\":\"Properties.md\",\"title\":\"Properties\",\"resolved\":true},"
                + "{\"path\":\"Nowhere\",\"title\":\"Nowhere\",\"resolved\":false}]", json.get("links").toString());
        Run missing = run("related", "--meaning", "off", "--wiki", root.toString(), "Nope.md");
        assertEquals(3, missing.code());
        assertTrue(missing.err().startsWith("Nope.md is not an indexed page of the wiki at "), missing.err());
        assertEquals("", missing.out());
    }

    @Test
    void aPinnedLanguageIsEchoedInTheJson() throws Exception {
        TestWiki.seed004(root);
        JsonNode pinned = run("query", "--json", "--lang", "en-GB", "--wiki", root.toString(), "CCW SLA").json();
        assertEquals("en", pinned.get("language").get("code").asText());
        assertTrue(pinned.get("language").get("pinned").asBoolean());
        JsonNode typed = run("query", "--json", "--wiki", root.toString(), "lang:en CCW SLA").json();
        assertEquals("CCW SLA", typed.get("question").asText());
        assertTrue(typed.get("language").get("pinned").asBoolean());
    }

    @Test
    void staleDaysOptionReachesTheAnswer() throws Exception {
        TestWiki.seed004(root);
        // ccw.md says updated: 2026-10-01; with a threshold of 0 days any cited page is stale.
        Run stale = run("query", "--json", "--stale-days", "0", "--wiki", root.toString(), "What is CCW's first-response SLA?");
        assertEquals(0, stale.code(), stale.err());
        assertTrue(stale.json().get("stale").asBoolean());
        Run fresh = run("query", "--json", "--stale-days", "100000", "--wiki", root.toString(), "What is CCW's first-response SLA?");
        assertFalse(fresh.json().get("stale").asBoolean());
    }

    @Test
    void textOutputListsEverySourceOnItsOwnLine() {
        TestWiki.at(root)
                .page("a.md", "# Aardvarks\n\nThe aardvark enclosure opens at nine.\n")
                .page("b.md", "# Aardvark feeding\n\nThe aardvark enclosure feeding happens at noon.\n");
        Run r = run("query", "--top", "5", "--wiki", root.toString(), "aardvark enclosure");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        int sources = out.lastIndexOf("\n## Sources\n");
        assertTrue(sources > 0, out);
        List<String> lines = List.of(out.substring(sources + "\n## Sources\n".length()).split("\n"));
        assertFalse(lines.isEmpty());
        for (String line : lines) {
            assertTrue(line.matches("- [ab]\\.md"), line);
        }
        assertTrue(out.endsWith("\n"));
    }

    @Test
    void sourcesAreRelativePathsWithForwardSlashes() {
        TestWiki.at(root).page("topics/authentication.md", "# Authentication\n\nTokens expire after 12 hours.\n")
                .page("DECISIONS.md", "# Decisions\n\nWe chose Postgres.\n");
        Run r = run("query", "--wiki", root.toString(), "When do authentication tokens expire?");
        assertEquals(0, r.code(), r.err());
        assertEquals("Tokens expire after 12 hours. [1]\n\n## Sources\n- topics/authentication.md\n", r.out());
    }

    @Test
    void jsonMarksPassagesShownThroughAnEmbed() throws Exception {
        TestWiki.at(root)
                .page("onboarding.md", "# Onboarding\n\nNew starters read this first.\n\n![[b]]\n")
                .page("b.md", "The laptop budget is 1800 euros.\n");
        Run r = run("query", "--json", "--wiki", root.toString(), "What is the onboarding laptop budget?");
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals(List.of("b.md"), strings(j.get("sources")));
        assertEquals("b.md", j.get("citations").get(0).get("path").asText());
        assertEquals(1, j.get("citations").get(0).get("start_line").asInt());
        boolean marked = false;
        for (JsonNode page : j.get("pages")) {
            for (JsonNode passage : page.get("passages")) {
                if (page.get("path").asText().equals("onboarding.md") && !passage.get("embedded_from").isNull()) {
                    assertEquals("b.md", passage.get("embedded_from").asText());
                    marked = true;
                }
            }
        }
        assertTrue(marked, j.toString());
    }
}
