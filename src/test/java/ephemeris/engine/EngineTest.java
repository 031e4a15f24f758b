package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.answer.Citation;
import ephemeris.answer.Confidence;
import ephemeris.query.RankedPage;
import ephemeris.wiki.Messages;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EngineTest {
    @TempDir
    Path root;

    private static EngineOptions at(String instant) {
        return EngineOptions.defaults().withClock(Clock.fixed(Instant.parse(instant), ZoneOffset.UTC));
    }

    private Engine open(EngineOptions options) throws Exception {
        return Engine.open(root, options, ProgressListener.NONE, () -> false);
    }

    private static List<String> paths(Answer a) {
        return a.pages().stream().map(RankedPage::path).toList();
    }

    @Test
    void titleMatchOutranksBodyOnlyMatch() throws Exception {
        TestWiki.at(root)
                .page("aa-meeting-notes.md", """
                        # Meeting notes

                        We talked about the Kubernetes upgrade and about Kubernetes costs.
                        Lunch was late. The printer is broken again.
                        """)
                .page("platform/kubernetes.md", """
                        # Kubernetes

                        Our clusters run in two regions and are upgraded every quarter.
                        """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("kubernetes");
            assertEquals(List.of("platform/kubernetes.md", "aa-meeting-notes.md"), paths(a));
            assertTrue(a.pages().get(0).score() > a.pages().get(1).score());
            assertEquals(1.0, a.pages().get(0).relative(), 1e-9);
        }
    }

    @Test
    void noPageAppearsTwice() throws Exception {
        StringBuilder big = new StringBuilder("# Glacier\n\n");
        for (int i = 1; i <= 12; i++) {
            big.append("## Section ").append(i).append("\n\nThe glacier retreat measured in section ")
                    .append(i).append(" was notable. ").append("Filler words about ice. ".repeat(80)).append("\n\n");
        }
        big.append("![[glacier-facts]]\n");
        TestWiki.at(root)
                .page("glacier.md", big.toString())
                .page("glacier-facts.md", "# Glacier facts\n\nThe glacier retreat was 30 metres in 2024.\n")
                .page("other.md", "# Other\n\nA glacier is mentioned once here.\n");
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask(new Question("How far did the glacier retreat?", false, 10));
            List<String> ranked = paths(a);
            assertEquals(new HashSet<>(ranked).size(), ranked.size(), ranked.toString());
            assertEquals(new HashSet<>(a.pagesConsulted()).size(), a.pagesConsulted().size());
            assertEquals(new HashSet<>(a.sources()).size(), a.sources().size());
            assertEquals(new HashSet<>(ranked), new HashSet<>(List.of("glacier.md", "glacier-facts.md", "other.md")));
        }
    }

    @Test
    void keyTermsAreTheContentWordsWithoutStopWords() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            assertEquals(List.of("billing", "contact", "CCW"), engine.ask("Who is the billing contact for CCW?").keyTerms());
            assertEquals(List.of("deployment", "schedule", "billing", "service", "production"),
                    engine.ask("What is the deployment schedule for the billing service in production?").keyTerms());
        }
    }

    @Test
    void keyTermsAreAtMostSixAndKeepQuestionOrder() throws Exception {
        TestWiki.seed004(root);
        String question = "Which contract, SLA, contact, pilot, plan, seat, rota and escalation details does CCW have?";
        try (Engine engine = Engine.open(root)) {
            List<String> terms = engine.ask(question).keyTerms();
            assertEquals(6, terms.size(), terms.toString());
            List<String> all = List.of("contract", "SLA", "contact", "pilot", "plan", "seat", "rota", "escalation", "details", "CCW");
            assertTrue(all.containsAll(terms), terms.toString());
            List<String> inOrder = all.stream().filter(terms::contains).toList();
            assertEquals(inOrder, terms);
            // "details" appears on no page at all: the rarest word must be kept.
            assertTrue(terms.contains("details"), terms.toString());
        }
    }

    @Test
    void factShownThroughAnEmbedIsCitedToThePageThatHoldsIt() throws Exception {
        TestWiki.at(root)
                .page("release-checklist.md", """
                        # Release checklist

                        Before every release, read the freeze rules below.

                        ![[freeze-rules#Code freeze]]
                        """)
                .page("policies/freeze-rules.md", """
                        # Freeze rules

                        ## Code freeze

                        The code freeze starts 48 hours before the release window.

                        ## Exceptions

                        Hotfixes need two approvals.
                        """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("When does the code freeze start?");
            assertTrue(a.answered(), a.text());
            assertTrue(a.text().contains("48 hours"), a.text());
            assertEquals(List.of("policies/freeze-rules.md"), a.sources());
            Citation c = a.citations().getFirst();
            assertEquals("policies/freeze-rules.md", c.path());
            assertEquals(5, c.startLine());
            assertEquals("Code freeze", c.heading());
            assertEquals("code-freeze", c.anchor());
        }
    }

    @Test
    void factOnlyReachableThroughTheEmbeddingPageIsCitedToItsOwner() throws Exception {
        // The question names the embedding page's title, not the owner's: the owner's text is found
        // because the embedding page shows it, and the citation still names the owner.
        TestWiki.at(root)
                .page("onboarding.md", """
                        # Onboarding

                        New starters read this first.

                        ![[b]]
                        """)
                .page("b.md", """
                        The laptop budget is 1800 euros.
                        """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("What is the onboarding laptop budget?");
            assertTrue(a.text().contains("1800 euros"), a.text());
            assertEquals(List.of("b.md"), a.sources());
            assertTrue(a.citations().stream().allMatch(c -> c.path().equals("b.md")), a.citations().toString());
            assertEquals(1, a.citations().getFirst().startLine());
        }
    }

    @Test
    void nothingMatchingGivesTheCannotAnswerSentinelWithEmptySources() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("zebra xylophone quasar");
            assertEquals(Messages.CANNOT_ANSWER, a.text());
            assertFalse(a.answered());
            assertEquals(List.of(), a.sources());
            assertEquals(List.of(), a.citations());
            assertEquals(Confidence.LOW, a.confidence());
            assertTrue(a.goExternal());
            assertFalse(a.stale());
            assertEquals(Messages.CANNOT_ANSWER + "\n\n## Sources\n", a.toMarkdown());
        }
    }

    @Test
    void emptyQuestionIsAUsageError() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            ephemeris.wiki.WikiException e = assertThrows(ephemeris.wiki.WikiException.class, () -> engine.ask("   "));
            assertEquals(ephemeris.wiki.WikiException.Kind.USAGE, e.kind());
            assertEquals(Messages.USAGE, e.getMessage());
        }
    }

    @Test
    void timeSensitiveWordingSetsGoExternal() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("What is the latest price this week?");
            assertTrue(a.timeSensitive());
            assertTrue(a.goExternal());
        }
    }

    @Test
    void timeSensitiveFlagForcesGoExternalOnAHighConfidenceAnswer() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer plain = engine.ask(new Question("What is CCW's first-response SLA?", false, 5));
            assertEquals(Confidence.HIGH, plain.confidence());
            assertFalse(plain.timeSensitive());
            assertFalse(plain.goExternal());
            Answer forced = engine.ask(new Question("What is CCW's first-response SLA?", true, 5));
            assertEquals(Confidence.HIGH, forced.confidence());
            assertTrue(forced.timeSensitive());
            assertTrue(forced.goExternal());
            assertEquals(plain.text(), forced.text());
        }
    }

    @Test
    void answerIsStaleWhenTheCitedPageIsOlderThan180Days() throws Exception {
        TestWiki.at(root).page("vpn.md", """
                ---
                updated: 2025-01-01
                ---
                # VPN

                The VPN gateway address is vpn.example.org on port 1194.
                """);
        // 181 days after 2025-01-01.
        try (Engine engine = open(at("2025-07-01T00:00:00Z"))) {
            Answer a = engine.ask("What is the VPN gateway address?");
            assertEquals(List.of("vpn.md"), a.sources());
            assertTrue(a.stale());
            // Seed 004: a possibly stale answer is medium and looks outside too.
            assertEquals(ephemeris.answer.Confidence.MEDIUM, a.confidence());
            assertTrue(a.goExternal());
            assertEquals("The wiki answers this, but from a page old enough to be out of date: check it against current sources.",
                    a.reasons().goExternal());
        }
        try (Engine engine = open(at("2026-06-01T00:00:00Z"))) {
            assertTrue(engine.ask("What is the VPN gateway address?").stale());
        }
    }

    @Test
    void answerIsNotStaleWhenTheCitedPageIsRecent() throws Exception {
        TestWiki.at(root).page("vpn.md", """
                ---
                updated: 2025-01-01
                ---
                # VPN

                The VPN gateway address is vpn.example.org on port 1194.
                """);
        // 179 days after 2025-01-01.
        try (Engine engine = open(at("2025-06-29T00:00:00Z"))) {
            Answer a = engine.ask("What is the VPN gateway address?");
            assertEquals(List.of("vpn.md"), a.sources());
            assertFalse(a.stale());
            assertEquals(ephemeris.answer.Confidence.HIGH, a.confidence());
            assertFalse(a.goExternal());
        }
        try (Engine engine = open(at("2025-01-02T00:00:00Z"))) {
            assertFalse(engine.ask("What is the VPN gateway address?").stale());
        }
    }

    @Test
    void staleDaysOptionChangesTheThreshold() throws Exception {
        TestWiki.at(root).page("vpn.md", """
                ---
                updated: 2025-01-01
                ---
                The VPN gateway address is vpn.example.org on port 1194.
                """);
        try (Engine engine = open(at("2025-02-01T00:00:00Z").withStaleDays(30))) {
            assertTrue(engine.ask("What is the VPN gateway address?").stale());
        }
    }

    @Test
    void confidenceDependsOnTheQuestion() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer high = engine.ask("What is CCW's first-response SLA?");
            Answer low = engine.ask("What penguin migration routes does the onboarding wizard escalate?");
            assertEquals(Confidence.HIGH, high.confidence());
            assertEquals(Confidence.LOW, low.confidence());
            assertNotEquals(high.confidence(), low.confidence());
            assertTrue(low.goExternal());
        }
    }

    @Test
    void pageMapDescriptionLiftsThePageItDescribes() throws Exception {
        String body = "# %s\n\nThis service writes entries to the ledger.\n";
        TestWiki.at(root)
                .page("alpha.md", body.formatted("Alpha"))
                .page("beta.md", body.formatted("Beta"))
                .page("index.md", "# Index\n\n- [[alpha]] — ledger reconciliation owner\n- [[beta]] — email sender\n");
        try (Engine engine = Engine.open(root)) {
            List<String> ranked = paths(engine.ask("Who owns ledger reconciliation?"));
            assertTrue(ranked.indexOf("alpha.md") >= 0 && ranked.indexOf("alpha.md") < ranked.indexOf("beta.md"), ranked.toString());
        }
        // The same wiki with the descriptions swapped ranks the other way round: the map decides.
        TestWiki.at(root).page("index.md", "# Index\n\n- [[beta]] — ledger reconciliation owner\n- [[alpha]] — email sender\n");
        try (Engine engine = Engine.open(root)) {
            List<String> ranked = paths(engine.ask("Who owns ledger reconciliation?"));
            assertTrue(ranked.indexOf("beta.md") >= 0 && ranked.indexOf("beta.md") < ranked.indexOf("alpha.md"), ranked.toString());
        }
    }

    @Test
    void aPagesPassagesCarryThePageMapsDescriptionOfItOnAFirstBuildAndAfterTheMapChanges() throws Exception {
        TestWiki.at(root)
                .page("alpha.md", "# Alpha\n\nThis service writes entries to the ledger.\n")
                .page("index.md", "# Index\n\n- [[alpha]] — ledger reconciliation owner\n");
        try (Engine engine = Engine.open(root)) {
            assertEquals(List.of("ledger reconciliation owner"), mapDescriptions(engine.ask("Who writes entries to the ledger?"), "alpha.md"));
        }
        // The map is edited, the page is not: its passages read the map as it is now.
        TestWiki.at(root).page("index.md", "# Index\n\n- [[alpha]] — ledger writer and auditor\n");
        try (Engine engine = Engine.open(root)) {
            assertEquals(List.of("ledger writer and auditor"), mapDescriptions(engine.ask("Who writes entries to the ledger?"), "alpha.md"));
        }
    }

    /** The page map's descriptions the page's passages in the answer's ranked list carry, each once. */
    private static List<String> mapDescriptions(Answer a, String page) {
        return a.pages().stream().filter(p -> p.path().equals(page)).flatMap(p -> p.passages().stream())
                .map(h -> h.fields().get(ephemeris.index.Fields.MAP)).distinct().toList();
    }

    @Test
    void answeredQuestionHasNoErrorAndCitesConsultedPages() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("Who is the billing contact for CCW?");
            assertNull(a.error());
            assertTrue(a.answered());
            assertTrue(a.pagesConsulted().containsAll(a.sources()), a.pagesConsulted() + " vs " + a.sources());
            for (Citation c : a.citations()) {
                assertEquals(a.sources().get(c.number() - 1), c.path());
                assertTrue(a.text().contains(c.text() + " [" + c.number() + "]"), a.text());
            }
            assertTrue(a.toMarkdown().endsWith("\n\n## Sources\n- ccw.md\n"), a.toMarkdown());
        }
    }

    @Test
    void topLimitsThePagesRead() throws Exception {
        TestWiki at = TestWiki.at(root);
        for (int i = 0; i < 8; i++) {
            at.page("p" + i + ".md", "# Page " + i + "\n\nThe walrus count on day " + i + " was " + (i * 3) + ".\n");
        }
        try (Engine engine = Engine.open(root)) {
            assertEquals(5, engine.ask("walrus count").pagesConsulted().size());
            assertEquals(2, engine.ask(new Question("walrus count", false, 2)).pagesConsulted().size());
        }
    }

    @Test
    void openReportsProgressEndingReady() throws Exception {
        TestWiki.seed004(root);
        List<Progress> seen = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        try (Engine engine = Engine.open(root, EngineOptions.defaults(), seen::add, () -> false)) {
            assertEquals(5, engine.pageCount());
        }
        assertEquals(new Progress(Progress.Phase.SCANNING, 0, 0), seen.getFirst());
        assertEquals(new Progress(Progress.Phase.READY, 5, 5), seen.getLast());
    }

    @Test
    void pageMapDescriptionGoesToTheLinkedPageEvenWhenAnotherPageNameIsPartOfTheLabel() throws Exception {
        TestWiki.at(root)
                .page("index.md", "# Index\n\n- [[ops]] — operations handbook\n- [[devops]] — CI pipelines and deploy scripts\n")
                .page("ops.md", "# Ops\n\nThe office opens at nine.\n")
                .page("devops.md", "# DevOps\n\nThe build server lives in the basement.\n");
        try (Engine engine = Engine.open(root)) {
            List<String> ranked = paths(engine.ask("Which page covers CI pipelines?"));
            assertTrue(ranked.contains("devops.md"), ranked.toString());
            assertFalse(ranked.contains("ops.md"), ranked.toString());
        }
    }

    @Test
    void pageMapInTableFormLiftsThePageItDescribes() throws Exception {
        TestWiki.at(root)
                .page("index.md", "# Index\n\n| Page | About |\n|---|---|\n| [[alpha]] | ledger reconciliation owner |\n| [[beta]] | email sender |\n")
                .page("alpha.md", "# Alpha\n\nThis service writes entries to the ledger.\n")
                .page("beta.md", "# Beta\n\nThis service writes entries to the ledger.\n");
        try (Engine engine = Engine.open(root)) {
            List<String> ranked = paths(engine.ask("Who owns ledger reconciliation?"));
            assertTrue(ranked.indexOf("alpha.md") >= 0 && ranked.indexOf("alpha.md") < ranked.indexOf("beta.md"), ranked.toString());
        }
    }

    @Test
    void staleComesFromTheCitedOwnerPageNotTheEmbeddingPage() throws Exception {
        TestWiki.at(root)
                .page("recent.md", "---\nupdated: 2026-11-01\n---\n# Recent\n\n![[old#^fact]]\n")
                .page("old.md", "---\nupdated: 2024-01-01\n---\n# Old\n\nThe espresso machine descaling interval is 30 days. ^fact\n\nOther text.\n");
        try (Engine engine = open(at("2026-11-30T00:00:00Z"))) {
            Answer a = engine.ask("What is the espresso machine descaling interval?");
            assertEquals(List.of("old.md"), a.sources());
            assertTrue(a.stale());
        }
    }

    @Test
    void embedCyclesDoNotLoopAndEachTextIsCitedToItsOwner() throws Exception {
        TestWiki.at(root)
                .page("cyc-a.md", "# Cyc A\n\nAlpha text about giraffes.\n\n![[cyc-b]]\n")
                .page("cyc-b.md", "# Cyc B\n\nBeta text about giraffes.\n\n![[cyc-a]]\n")
                .page("self.md", "# Self\n\nSelf text about giraffes.\n\n![[self]]\n");
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("giraffes");
            assertEquals(3, a.pages().size());
            for (Citation c : a.citations()) {
                String expectedOwner = c.text().startsWith("Alpha") ? "cyc-a.md" : c.text().startsWith("Beta") ? "cyc-b.md" : "self.md";
                assertEquals(expectedOwner, c.path(), c.toString());
            }
        }
    }

    @Test
    void goExternalFollowsTheSeedConfidenceMapping() throws Exception {
        TestWiki.seed004(root);
        List<String> questions = List.of("What is CCW's first-response SLA?", "Who is the billing contact for CCW?",
                "What is the resolution target for severity-1 incidents?", "What is Acme's first-response SLA?",
                "What is the resolution target for penguins?", "How much does the standard plan cost?",
                "When did CCW sign the contract?", "zebra xylophone quasar", "What did Anthropic announce this week?");
        java.util.Set<Confidence> seen = java.util.EnumSet.noneOf(Confidence.class);
        try (Engine engine = Engine.open(root)) {
            for (String q : questions) {
                Answer a = engine.ask(q);
                seen.add(a.confidence());
                // Seed 004: high -> False, medium -> True (supplement), low -> True; time-sensitive -> always True.
                assertEquals(a.confidence() != Confidence.HIGH || a.timeSensitive(), a.goExternal(), q);
            }
        }
        assertEquals(java.util.EnumSet.allOf(Confidence.class), seen, "every confidence level occurs on this fixture");
    }

    @Test
    void fullCoverageOnAnOffTopicPageIsMediumAndGoesExternal() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("What is the resolution target for severity-1 incidents?");
            assertEquals("Resolution target is 8 hours for severity-1 incidents. [1]", a.text());
            assertEquals(Confidence.MEDIUM, a.confidence());
            assertFalse(a.timeSensitive());
            assertTrue(a.goExternal());
        }
    }

    @Test
    void questionWithOnlyStopWordsCannotBeAnswered() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("What is it?");
            assertEquals(Messages.CANNOT_ANSWER, a.text());
            assertEquals(List.of(), a.keyTerms());
            assertEquals(List.of(), a.sources());
        }
    }

    @Test
    void queryPunctuationIsNotSyntax() throws Exception {
        TestWiki.seed004(root);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("CCW *** ((( unterminated\" AND OR NOT ~ ^ : [");
            assertNull(a.error());
            assertEquals(List.of("CCW", "unterminated"), a.keyTerms());
            // A quote that opens a word starts a phrase (a search operator): left open, it is a usage error.
            WikiException open = assertThrows(WikiException.class, () -> engine.ask("CCW \"unterminated AND OR"));
            assertEquals(WikiException.Kind.USAGE, open.kind());
        }
    }

    @Test
    void wikiOpenedThroughASymlinkedRootIsRead(@TempDir Path elsewhere) throws Exception {
        TestWiki.seed004(root);
        Path link = elsewhere.resolve("wiki-link");
        java.nio.file.Files.createSymbolicLink(link, root);
        try (Engine engine = Engine.open(link)) {
            assertEquals(5, engine.pageCount());
            assertTrue(engine.ask("What is CCW's first-response SLA?").text().contains("15 min"));
        }
    }

    @Test
    void pageSourceServesOnlyIndexedPages() throws Exception {
        TestWiki.seed004(root).page("notes.txt", "not a page");
        try (Engine engine = Engine.open(root)) {
            assertEquals(java.util.Optional.of(java.nio.file.Files.readString(root.resolve("acme.md"))), engine.pageSource("acme.md"));
            assertEquals(java.util.Optional.empty(), engine.pageSource("notes.txt"));
            assertEquals(java.util.Optional.empty(), engine.pageSource("../acme.md"));
        }
    }

    /** The cited lines of the source file, markdown and all, must hold every word of the quoted pieces. */
    private void assertCitationPointsAtSource(Citation c) throws Exception {
        List<String> lines = java.nio.file.Files.readAllLines(root.resolve(c.path()));
        assertTrue(c.startLine() >= 1 && c.endLine() >= c.startLine() && c.endLine() <= lines.size(), c.toString());
        String cited = String.join(" ", lines.subList(c.startLine() - 1, c.endLine())).toLowerCase(java.util.Locale.ROOT);
        for (String word : String.join(" ", c.parts()).toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            assertTrue(cited.contains(word), "'" + word + "' not on lines " + c.startLine() + "-" + c.endLine() + " of " + c.path() + ": " + cited);
        }
    }

    @Test
    void citationLinesPointAtTheQuotedSentenceInTheSource() throws Exception {
        StringBuilder longPage = new StringBuilder("---\ntitle: Handbook\nupdated: 2026-01-01\n---\n# Handbook\n\n");
        for (int i = 0; i < 40; i++) {
            longPage.append("Paragraph ").append(i).append(" talks about nothing in particular, filling the section with words.\n\n");
        }
        longPage.append("The parking garage code is 4417 on weekdays.\n\n");
        for (int i = 40; i < 60; i++) {
            longPage.append("Paragraph ").append(i).append(" is more filler text for the same section.\n\n");
        }
        TestWiki.at(root)
                .page("handbook.md", longPage.toString())
                .page("office.md", """
                        # Office

                        | Room | Purpose |
                        |------|---------|
                        | Lab  | The soldering station lives in the lab. |

                        - Kitchen
                          - The **dishwasher** runs at [[handbook|six]] pm.
                        > [!info] Wifi
                        > The guest wifi password rotates monthly.
                        """);
        try (Engine engine = Engine.open(root)) {
            for (String q : List.of("What is the parking garage code?", "Where is the soldering station?",
                    "When does the dishwasher run?", "How often does the guest wifi password rotate?")) {
                Answer a = engine.ask(q);
                assertTrue(a.answered(), q + " -> " + a.text());
                for (Citation c : a.citations()) {
                    assertCitationPointsAtSource(c);
                }
            }
            Citation parking = engine.ask("What is the parking garage code?").citations().getFirst();
            assertEquals("handbook.md", parking.path());
            assertEquals(7 + 2 * 40, parking.startLine());
        }
    }

    @Test
    void concurrentQuestionsGetTheSameAnswersAsSequentialOnes() throws Exception {
        TestWiki.seed004(root);
        List<String> questions = List.of("What is CCW's first-response SLA?", "Who is the billing contact for CCW?",
                "How long is the Acme pilot?", "zebra xylophone quasar");
        try (Engine engine = Engine.open(root)) {
            java.util.Map<String, String> expected = new java.util.HashMap<>();
            for (String q : questions) {
                expected.put(q, engine.ask(q).toMarkdown());
            }
            var pool = java.util.concurrent.Executors.newFixedThreadPool(8);
            try {
                List<java.util.concurrent.Future<Boolean>> futures = new java.util.ArrayList<>();
                for (int i = 0; i < 80; i++) {
                    String q = questions.get(i % questions.size());
                    futures.add(pool.submit(() -> engine.ask(q).toMarkdown().equals(expected.get(q))));
                }
                for (var f : futures) {
                    assertTrue(f.get());
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void cancelledOpenFailsWithoutAnIndex() {
        TestWiki.seed004(root);
        ephemeris.wiki.WikiException e = assertThrows(ephemeris.wiki.WikiException.class,
                () -> Engine.open(root, EngineOptions.defaults(), ProgressListener.NONE, () -> true));
        assertEquals(ephemeris.wiki.WikiException.Kind.UNREADABLE, e.kind());
    }

    @Test
    void questionNeedsAtLeastOnePage() {
        assertThrows(IllegalArgumentException.class, () -> new Question("x", false, 0));
        assertEquals("", new Question(null, false, 1).text());
        assertEquals(new Question("q", false, Question.DEFAULT_TOP), Question.of("q"));
    }

    @Test
    void calloutTitleIsNotGluedToTheQuotedSentence() throws Exception {
        TestWiki.at(root).page("ops.md", """
                # Operations

                > [!warning] Backups
                > Nightly backups run at 02:00 UTC.
                """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("When do backups run?");
            assertEquals("Nightly backups run at 02:00 UTC. [1]", a.text());
            assertEquals(4, a.citations().getFirst().startLine());
        }
    }

    @Test
    void sentenceEndingInAColonBringsTheStepsAfterIt() throws Exception {
        TestWiki.at(root).page("Callouts.md", """
                # Callouts

                Callouts are coloured boxes.

                ## Create a callout

                To create a callout, do this:

                1. Start a blockquote with `>`.
                2. Add `[!info]` to the first line.

                Other text here about colours.
                """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("How do I create a callout?");
            assertEquals("To create a callout, do this:\n1. Start a blockquote with >.\n2. Add [!info] to the first line. [1]", a.text());
            Citation c = a.citations().getFirst();
            assertEquals(ephemeris.answer.UnitKind.STEPS, c.kind());
            assertEquals(List.of("To create a callout, do this:", "Start a blockquote with >.", "Add [!info] to the first line."), c.parts());
            assertEquals(7, c.startLine());
            assertEquals(10, c.endLine());
            assertEquals("create-a-callout", c.anchor());
        }
    }

    @Test
    void aCodeBlockIsNotQuotedForAWhatQuestion() throws Exception {
        TestWiki.at(root).page("secrets.md", """
                # Notes

                ```
                The backup secret token is hunter2.
                ```
                """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("What is the backup secret token?");
            assertFalse(a.text().contains("hunter2"), a.text());
        }
    }

    @Test
    void tableRowAnswersADetailQuestion() throws Exception {
        TestWiki.at(root).page("Keys.md", """
                # Keyboard shortcuts

                | Action | Keys |
                |---|---|
                | Open search | Ctrl+Shift+F |
                | Toggle sidebar | Ctrl+B |
                """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("What is the shortcut to open search?");
            assertEquals("Action: Open search; Keys: Ctrl+Shift+F [1]", a.text());
            assertEquals(ephemeris.answer.UnitKind.TABLE_ROW, a.citations().getFirst().kind());
            assertEquals(List.of("Open search", "Ctrl+Shift+F"), a.citations().getFirst().parts());
            assertEquals(5, a.citations().getFirst().startLine());
        }
    }

    @Test
    void aComparisonTableWithAnEmptyCornerKeepsEachColumnsHeader() throws Exception {
        TestWiki.at(root).page("Plans.md", """
                # Plans

                |                   | Standard | Plus   |
                |-------------------|----------|--------|
                | Synced vaults     | 1        | 10     |
                | Maximum file size | 5 MB     | 200 MB |
                """);
        try (Engine engine = Engine.open(root)) {
            Answer a = engine.ask("What is the maximum file size of each plan?");
            assertEquals("Maximum file size; Standard: 5 MB; Plus: 200 MB [1]", a.text());
        }
    }

    @Test
    void decomposedAccentsOnAPageMatchAComposedQuestionAndBack() throws Exception {
        // Text typed on macOS or pasted from some PDFs is decomposed (NFD): "o" + U+0308 instead of "ö".
        TestWiki.at(root)
                .page("koeln.md", "# Office\n\nOur office is in Ko\u0308ln near the river.\n")
                .page("cafe.md", "# Food\n\nThe café serves lunch at noon.\n");
        try (Engine engine = Engine.open(root)) {
            Answer koeln = engine.ask("Where is the K\u00f6ln office?");
            assertEquals("koeln.md", koeln.pages().getFirst().path());
            assertEquals(List.of("K\u00f6ln", "office"), koeln.pages().getFirst().matchedTerms());
            Answer cafe = engine.ask("When does the cafe\u0301 serve lunch?");
            assertEquals("cafe.md", cafe.pages().getFirst().path());
            assertEquals(3, cafe.pages().getFirst().matchedTerms().size(), cafe.pages().getFirst().why().toString());
        }
    }

    @Test
    void pageWithoutFrontMatterDateIsStaleByItsModificationTime() throws Exception {
        TestWiki.at(root).page("vpn.md", "# VPN\n\nThe VPN gateway address is vpn.example.org on port 1194.\n")
                .modified("vpn.md", Instant.parse("2025-01-01T00:00:00Z"));
        try (Engine engine = open(at("2025-12-01T00:00:00Z"))) {
            assertTrue(engine.ask("What is the VPN gateway address?").stale());
        }
        TestWiki.at(root).modified("vpn.md", Instant.parse("2025-11-01T00:00:00Z"));
        try (Engine engine = open(at("2025-12-01T00:00:00Z"))) {
            assertFalse(engine.ask("What is the VPN gateway address?").stale());
        }
    }

    @Test
    void staleUsesTheOldestCitedPage() throws Exception {
        TestWiki.at(root)
                .page("fresh.md", "---\nupdated: 2026-11-01\n---\n# Pool notes\n\nThe walrus pool depth is 4 metres.\n")
                .page("old.md", "---\nupdated: 2020-01-01\n---\n# Pool facts\n\nThe walrus pool temperature is 12 degrees.\n");
        try (Engine engine = open(at("2026-11-30T00:00:00Z"))) {
            Answer a = engine.ask("What are the walrus pool depth and temperature?");
            assertEquals(java.util.Set.of("fresh.md", "old.md"), java.util.Set.copyOf(a.sources()), a.text());
            assertTrue(a.stale());
            Answer onlyFresh = engine.ask("How deep is the walrus pool, what depth?");
            assertEquals(List.of("fresh.md"), onlyFresh.sources());
            assertFalse(onlyFresh.stale());
        }
    }

    @Test
    void answerTextStaysBoundedWhenALongListFollowsAColon() throws Exception {
        StringBuilder steps = new StringBuilder("# Install\n\nTo install the agent, do this:\n\n");
        for (int i = 1; i <= 40; i++) {
            steps.append(i).append(". Run the configuration step number ").append(i).append(" carefully and check the output.\n");
        }
        TestWiki.at(root).page("install.md", steps.toString());
        try (Engine engine = open(EngineOptions.defaults())) {
            Answer a = engine.ask("How do I install the agent?");
            assertTrue(a.text().startsWith("To install the agent, do this:\n1. Run the configuration step number 1 carefully"), a.text());
            assertTrue(a.text().endsWith("\n… [1]"), a.text());
            assertTrue(a.text().length() <= 1000, "answer of " + a.text().length() + " characters");
        }
    }
}
