package ephemeris.ui.model;

import ephemeris.answer.Confidence;
import ephemeris.engine.ProgressListener;
import ephemeris.query.RankedPage;
import ephemeris.wiki.Messages;
import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MainViewModelTest {
    @TempDir
    Path dir;
    Path root;
    MemorySettings settings;
    List<String> browsed;

    @BeforeEach
    void fixture() throws IOException {
        root = FixtureWiki.write(dir);
        settings = new MemorySettings();
        browsed = new ArrayList<>();
    }

    private MainViewModel model(Background background) {
        return new MainViewModel(new EngineWikiService(FixtureWiki.OPTIONS), background, settings, browsed::add);
    }

    private MainViewModel opened() {
        MainViewModel m = model(SameThreadBackground.immediate());
        m.wiki().openWiki(root, false);
        return m;
    }

    @Test
    void statusBarSaysWhenMeaningSearchIsOnAndIsSilentWhenItIsOff() throws Exception {
        MainViewModel off = opened();
        assertEquals("", off.status().meaningTextProperty().get());

        MainViewModel on = new MainViewModel(new EngineWikiService(FixtureWiki.OPTIONS.withMeaning(true)
                .withCacheRoot(dir.resolve("meaning-cache"))), SameThreadBackground.immediate(), settings, browsed::add);
        on.wiki().openWiki(root, false);
        long deadline = System.nanoTime() + java.time.Duration.ofMinutes(2).toNanos();
        while (!on.status().meaningTextProperty().get().equals("Meaning search on") && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertEquals("Meaning search on", on.status().meaningTextProperty().get());
        assertEquals(new ephemeris.engine.MeaningStatus(ephemeris.engine.MeaningStatus.State.READY, 1, 1, "").describe(),
                on.status().meaningDetailProperty().get());
        on.ask(FixtureWiki.QUESTION);
        assertEquals("Guides/Callouts.md", on.answers().pagesProperty().getFirst().path());
        assertEquals(ephemeris.query.FoundBy.BOTH, on.answers().pagesProperty().getFirst().foundBy());
    }

    @Test
    void theLanguageMenuOffersTheWikisLanguagesAndPinsTheQuestionsLanguage() throws Exception {
        MainViewModel single = opened();
        assertEquals(List.of(), single.status().languagesProperty(), "a wiki in one language has nothing to choose");

        Path mixed = dir.resolve("mixed");
        Files.createDirectories(mixed.resolve("en"));
        Files.createDirectories(mixed.resolve("sv"));
        Files.writeString(mixed.resolve("en/Templates.md"), "# Templates\n\nThe template folder is where your templates are kept.\n");
        Files.writeString(mixed.resolve("sv/Mallar.md"), "# Mallar\n\nMallmappen är där dina mallar finns.\n");
        MainViewModel m = model(SameThreadBackground.immediate());
        m.wiki().openWiki(mixed, false);
        assertEquals(List.of(LanguageChoice.ANY, LanguageChoice.of("en", 1), LanguageChoice.of("sv", 1)), m.status().languagesProperty());
        assertEquals("Svenska (sv) · 1 page", LanguageChoice.of("sv", 1).label());
        assertEquals(LanguageChoice.ANY, m.status().languageProperty().get());

        m.status().languageProperty().set(LanguageChoice.of("sv", 1));
        m.ask("mallmapp");
        assertEquals(new ephemeris.query.QuestionLanguage("sv", true), m.answers().answerProperty().get().language());
        assertEquals("sv/Mallar.md", m.answers().pagesProperty().getFirst().path());

        // A wiki without the pinned language unpins it.
        m.wiki().openWiki(root, false);
        assertEquals(LanguageChoice.ANY, m.status().languageProperty().get());
    }

    @Test
    void statusBarSaysTheIndexIsNotKeptWhenTheCacheFolderCannotBeUsed() throws Exception {
        assertEquals("", opened().status().indexNotKeptProperty().get());

        Path file = dir.resolve("cache-file");
        java.nio.file.Files.writeString(file, "in the way\n");
        MainViewModel m = new MainViewModel(new EngineWikiService(FixtureWiki.OPTIONS.withCacheRoot(file)),
                SameThreadBackground.immediate(), settings, browsed::add);
        m.wiki().openWiki(root, false);
        assertEquals(3, m.status().pageCountProperty().get());
        assertEquals("The index is not kept between runs: the cache folder " + file + " cannot be used (Not a directory).",
                m.status().indexNotKeptProperty().get());
        m.ask(FixtureWiki.QUESTION);
        assertEquals("Guides/Callouts.md", m.answers().pagesProperty().getFirst().path());
    }

    @Test
    void openingAWikiShowsItsPathAndPageCountAndRemembersIt() {
        MainViewModel m = opened();
        assertEquals(root, m.wiki().wikiRootProperty().get());
        assertEquals(3, m.status().pageCountProperty().get());
        assertFalse(m.wiki().openingProperty().get());
        assertEquals("", m.lastErrorProperty().get());
        assertEquals(root, settings.lastWiki().orElseThrow());
        assertEquals(List.of(root), settings.recentWikis());
        assertEquals(List.of(root), m.preferences().recentWikisProperty());
    }

    @Test
    void askingShowsRankedPagesAnswerBadgesAndSources() {
        MainViewModel m = opened();
        m.ask(FixtureWiki.QUESTION);

        assertEquals(List.of("create", "callout"), m.answers().keyTermsProperty());
        assertEquals(List.of("Guides/Callouts.md", "Tables.md"), m.answers().pagesProperty().stream().map(RankedPage::path).toList());
        assertEquals(FixtureWiki.CITED + " [1]", m.answers().answerProperty().get().text());
        assertEquals(Confidence.HIGH, m.answers().answerProperty().get().confidence());
        assertFalse(m.answers().answerProperty().get().goExternal());
        assertFalse(m.answers().answerProperty().get().stale());
        assertEquals(1, m.answers().sourcesProperty().size());
        SourceCard card = m.answers().sourcesProperty().getFirst();
        assertEquals(new SourceCard(1, "Guides/Callouts.md", "Callouts", m.answers().answerProperty().get().citations()), card);
        assertEquals(FixtureWiki.CITED, card.citations().getFirst().text());
        assertFalse(m.askingProperty().get());
        assertEquals(List.of(FixtureWiki.QUESTION), m.history());
    }

    @Test
    void theFirstSourceIsPreviewedWithItsSentenceMarked() {
        MainViewModel m = opened();
        m.ask(FixtureWiki.QUESTION);

        Preview p = m.preview().previewProperty().get();
        assertEquals("Guides/Callouts.md", p.path());
        assertEquals("Callouts", p.title());
        assertEquals(0, p.scroll().citeIndex());
        assertTrue(p.html().contains("<mark class=\"cite\" data-cite=\"0\">To <mark class=\"term\">create</mark> a "
                + "<mark class=\"term\">callout</mark>, add the type identifier to the first line of a blockquote.</mark>"), p.html());
    }

    @Test
    void clickingASourceQuoteScrollsToThatSentencesHeading() {
        MainViewModel m = opened();
        m.ask(FixtureWiki.QUESTION);
        m.preview().showPage("Tables.md");
        assertEquals("Tables.md", m.preview().previewProperty().get().path());

        SourceCard card = m.answers().sourcesProperty().getFirst();
        m.preview().showSource(card, card.citations().getFirst());
        Preview p = m.preview().previewProperty().get();
        assertEquals("Guides/Callouts.md", p.path());
        assertEquals(new Preview.ScrollTarget(0, "callouts", false), p.scroll());
    }

    @Test
    void aQuestionTheWikiCannotAnswerShowsTheSeedSentinel() {
        MainViewModel m = opened();
        m.ask("What is the capital of Mongolia?");
        assertEquals(Messages.CANNOT_ANSWER, m.answers().answerProperty().get().text());
        assertFalse(m.answers().answerProperty().get().answered());
        assertTrue(m.answers().answerProperty().get().goExternal());
        assertTrue(m.answers().sourcesProperty().isEmpty());
        assertTrue(m.answers().pagesProperty().isEmpty());
    }

    @Test
    void aNewQuestionCancelsTheOneStillRunning() {
        SameThreadBackground background = SameThreadBackground.holding();
        MainViewModel m = model(background);
        m.wiki().openWiki(root, false);
        background.runHeld();

        m.ask(FixtureWiki.QUESTION);
        assertTrue(m.askingProperty().get());
        m.ask("Do tomatoes need sun?");
        background.runHeld();

        assertEquals("Do tomatoes need sun?", m.answers().answerProperty().get().question());
        assertEquals(List.of("Gardening.md"), m.answers().answerProperty().get().sources());
        assertFalse(m.askingProperty().get());
    }

    @Test
    void escapeCancelsTheRunningQuestionAndNothingArrivesLater() {
        SameThreadBackground background = SameThreadBackground.holding();
        MainViewModel m = model(background);
        m.wiki().openWiki(root, false);
        background.runHeld();

        m.ask(FixtureWiki.QUESTION);
        m.cancel();
        background.runHeld();

        assertNull(m.answers().answerProperty().get());
        assertFalse(m.askingProperty().get());
        assertEquals("Question cancelled.", m.lastErrorProperty().get());
    }

    @Test
    void aQuestionAskedWhileIndexingIsAnsweredWhenReady() {
        SameThreadBackground background = SameThreadBackground.holding();
        MainViewModel m = model(background);
        m.wiki().openWiki(root, false);
        m.ask(FixtureWiki.QUESTION);
        background.runHeld(); // opens, then queues the question
        background.runHeld();
        assertEquals(FixtureWiki.CITED + " [1]", m.answers().answerProperty().get().text());
    }

    @Test
    void aMissingWikiShowsTheSeedMessage() {
        Path missing = dir.resolve("nowhere");
        MainViewModel m = model(SameThreadBackground.immediate());
        m.wiki().openWiki(missing, false);
        assertEquals(Messages.wikiNotFound(missing), m.wiki().wikiProblemProperty().get());
        assertEquals(Messages.wikiNotFound(missing), m.lastErrorProperty().get());
        assertEquals(0, m.status().pageCountProperty().get());
        assertTrue(settings.lastWiki().isEmpty());
    }

    @Test
    void anEmptyWikiShowsTheSeedMessage() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        MainViewModel m = model(SameThreadBackground.immediate());
        m.wiki().openWiki(empty, false);
        assertEquals(Messages.WIKI_EMPTY, m.wiki().wikiProblemProperty().get());
    }

    @Test
    void switchingWikisClearsTheOldAnswer() throws IOException {
        MainViewModel m = opened();
        m.ask(FixtureWiki.QUESTION);
        Path other = FixtureWiki.writeOther(dir);
        m.wiki().openWiki(other, false);
        assertNull(m.answers().answerProperty().get());
        assertTrue(m.answers().pagesProperty().isEmpty());
        assertEquals(1, m.status().pageCountProperty().get());
        m.ask("When do swallows migrate?");
        assertEquals(List.of("Birds.md"), m.answers().answerProperty().get().sources());
        assertEquals(List.of(other, root), m.preferences().recentWikisProperty());
    }

    @Test
    void theSampleWikiShowsABannerAndIsNotRemembered() {
        MainViewModel m = model(SameThreadBackground.immediate());
        m.wiki().openWiki(root, true);
        assertEquals(WikiSessionModel.SAMPLE_BANNER, m.wiki().bannerProperty().get());
        assertEquals(ephemeris.engine.SampleWiki.exampleQuestions(), m.wiki().examplesProperty());
        assertTrue(settings.lastWiki().isEmpty());
        m.wiki().openWiki(root, false);
        assertEquals("", m.wiki().bannerProperty().get());
        assertEquals(List.of(), m.wiki().examplesProperty());
    }

    @Test
    void upAndDownWalkTheQuestionHistory() {
        MainViewModel m = opened();
        m.ask("first question about callouts");
        m.ask("second question about tables");
        m.questionProperty().set("");
        m.historyPrevious();
        assertEquals("second question about tables", m.questionProperty().get());
        m.historyPrevious();
        assertEquals("first question about callouts", m.questionProperty().get());
        m.historyNext();
        assertEquals("second question about tables", m.questionProperty().get());
        m.historyNext();
        assertEquals("", m.questionProperty().get());
    }

    @Test
    void questionHistorySurvivesARestartUntilCleared() {
        MainViewModel first = opened();
        first.ask("first question about callouts");
        first.ask("second question about tables");
        assertEquals(List.of("first question about callouts", "second question about tables"), settings.questions());

        MainViewModel restarted = model(SameThreadBackground.immediate());
        restarted.historyPrevious();
        assertEquals("second question about tables", restarted.questionProperty().get());
        restarted.historyPrevious();
        assertEquals("first question about callouts", restarted.questionProperty().get());

        restarted.forgetQuestions();
        assertEquals(List.of(), settings.questions());
        assertEquals(List.of(), model(SameThreadBackground.immediate()).history());
    }

    @Test
    void aPageOpensOutsideAsItsFileItsFolderOrItsObsidianLink() throws IOException {
        MainViewModel m = opened();
        Path real = root.toRealPath();
        assertFalse(m.preview().obsidianVaultProperty().get());
        m.preview().openOutside("Guides/Callouts.md", PreviewModel.OpenWith.DEFAULT_APP);
        m.preview().openOutside("Guides/Callouts.md", PreviewModel.OpenWith.FILE_MANAGER);
        assertEquals(List.of(real.resolve("Guides/Callouts.md").toUri().toString(), real.resolve("Guides").toUri().toString()), browsed);
        assertEquals(java.util.Optional.of(real.resolve("Guides/Callouts.md").toString()), m.preview().fullPath("Guides/Callouts.md"));

        m.preview().openOutside("Guides/Callouts.md", PreviewModel.OpenWith.OBSIDIAN);
        assertEquals(2, browsed.size());
        assertEquals("This wiki is not an Obsidian vault (it has no .obsidian folder).", m.lastErrorProperty().get());

        Files.createDirectories(root.resolve(".obsidian"));
        m.wiki().openWiki(root, false);
        assertTrue(m.preview().obsidianVaultProperty().get());
        m.preview().openOutside("Guides/Callouts.md", PreviewModel.OpenWith.OBSIDIAN);
        assertEquals("obsidian://open?path=" + java.net.URLEncoder.encode(real.resolve("Guides/Callouts.md").toString(),
                java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"), browsed.getLast());
    }

    @Test
    void noPathLeadsTheDesktopOutOfTheWiki() throws IOException {
        Path outside = Files.writeString(dir.resolve("secret.md"), "# Secret\n");
        Files.createSymbolicLink(root.resolve("Link.md"), outside);
        MainViewModel m = opened();
        for (String path : List.of("../secret.md", "Link.md", "Guides", "Missing.md", "")) {
            m.preview().openOutside(path, PreviewModel.OpenWith.DEFAULT_APP);
            assertEquals(PreviewModel.NOT_IN_WIKI, m.lastErrorProperty().get(), path);
            assertEquals(java.util.Optional.empty(), m.preview().fullPath(path), path);
        }
        assertEquals(List.of(), browsed);
    }

    @Test
    void anUnansweredQuestionWithPagesSaysWhatThePagesStillOffer() {
        MainViewModel m = opened();
        m.ask(FixtureWiki.QUESTION);
        assertTrue(m.answers().answerProperty().get().answered());
        assertEquals("", m.answers().answerNoteProperty().get());

        m.ask("Do callouts cost money on tables?");
        assertFalse(m.answers().answerProperty().get().answered());
        assertFalse(m.answers().pagesProperty().isEmpty());
        assertEquals(m.answers().answerProperty().get().reasons().confidence() + " The ranked pages share some of its words or its"
                + " meaning, so they may still help; the wiki's own words for the topic may find more.", m.answers().answerNoteProperty().get());

        m.ask("quantum chromodynamics");
        assertTrue(m.answers().pagesProperty().isEmpty());
        assertEquals("", m.answers().answerNoteProperty().get());
    }

    @Test
    void copyGivesTheAnswerWithItsSourcesBlock() {
        MainViewModel m = opened();
        assertTrue(m.answers().answerMarkdown().isEmpty());
        m.ask(FixtureWiki.QUESTION);
        assertEquals(FixtureWiki.CITED + " [1]\n\n## Sources\n- Guides/Callouts.md\n", m.answers().answerMarkdown().orElseThrow());
    }

    @Test
    void aBlankQuestionSaysHowToAskInPlace() {
        MainViewModel m = opened();
        m.ask("   ");
        assertEquals(MainViewModel.TYPE_A_QUESTION, m.lastErrorProperty().get());
        assertNull(m.answers().answerProperty().get());
    }

    @Test
    void linksOpenPagesInTheAppAndWebAddressesInTheBrowser() {
        MainViewModel m = opened();
        m.preview().followLink("ephemeris-page:Tables.md#tables");
        assertEquals("Tables.md", m.preview().previewProperty().get().path());
        assertEquals("tables", m.preview().previewProperty().get().scroll().anchor());
        m.preview().followLink("https://obsidian.md");
        assertEquals(List.of("https://obsidian.md"), browsed);
        m.preview().followLink("javascript:alert(1)");
        assertEquals(List.of("https://obsidian.md"), browsed);
    }

    @Test
    void themeChoiceIsRememberedAndFollowsTheSystem() {
        MainViewModel m = opened();
        m.preferences().systemDarkChanged(true);
        assertTrue(m.preferences().darkProperty().get()); // SYSTEM by default
        m.preferences().chooseTheme(ThemeChoice.LIGHT);
        assertFalse(m.preferences().darkProperty().get());
        assertEquals(ThemeChoice.LIGHT, settings.theme());
        m.preferences().chooseTheme(ThemeChoice.DARK);
        assertTrue(m.preferences().darkProperty().get());
    }

    @Test
    void openingProgressIsShownUntilTheWikiIsReady() {
        List<Double> seen = new ArrayList<>();
        WikiService slow = new WikiService() {
            final EngineWikiService real = new EngineWikiService(FixtureWiki.OPTIONS);

            @Override
            public Session open(Path r, ProgressListener listener, BooleanSupplier cancelled) throws WikiException {
                return real.open(r, p -> {
                    listener.update(p);
                }, cancelled);
            }
        };
        MainViewModel m = new MainViewModel(slow, SameThreadBackground.immediate(), settings, browsed::add);
        m.status().progressProperty().addListener((o, a, b) -> seen.add(b.doubleValue()));
        m.wiki().openWiki(root, false);
        assertTrue(seen.contains(-1.0), seen.toString());
        assertEquals(1.0, seen.getLast());
        assertFalse(m.wiki().openingProperty().get());
    }

    @Test
    void aPageAddedWhileTheWikiIsOpenIsCountedAndReported() throws Exception {
        MainViewModel m = opened();
        Files.writeString(root.resolve("Added later.md"), "# Added later\n\nA page saved while the window was open.\n");
        long deadline = System.currentTimeMillis() + 10_000;
        while (m.status().pageCountProperty().get() != 4 && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
        }
        assertEquals(4, m.status().pageCountProperty().get());
        assertTrue(m.wiki().coverage().stream().anyMatch(f -> f.path().equals("Added later.md")
                && f.state() == ephemeris.wiki.FileStatus.State.INDEXED), m.wiki().coverage().toString());
    }

    @Test
    void coverageListsEveryFileWithItsStatus() throws Exception {
        Files.write(root.resolve("broken.md"), new byte[]{0, 0, 1, 2});
        MainViewModel m = opened();
        var broken = m.wiki().coverage().stream().filter(f -> f.path().equals("broken.md")).findFirst().orElseThrow();
        assertEquals(ephemeris.wiki.FileStatus.State.SKIPPED, broken.state());
        assertEquals("binary content, not text", broken.reason());
        assertEquals(3, m.wiki().coverage().stream().filter(f -> f.state() == ephemeris.wiki.FileStatus.State.INDEXED).count());
    }

    @Test
    void clickingAnAnswerSentenceShowsItsEvidence() {
        MainViewModel m = opened();
        m.ask(FixtureWiki.QUESTION);
        m.preview().showPage("Tables.md");
        m.answers().showCitation(0);
        assertEquals("Guides/Callouts.md", m.preview().previewProperty().get().path());
        assertEquals(new Preview.ScrollTarget(0, "callouts", false), m.preview().previewProperty().get().scroll());
        m.answers().showCitation(7); // no such sentence: nothing changes
        assertEquals("Guides/Callouts.md", m.preview().previewProperty().get().path());
    }

    @Test
    void theTimeSensitiveToggleSendsTheUserOutside() {
        MainViewModel m = opened();
        m.timeSensitiveProperty().set(true);
        m.ask(FixtureWiki.QUESTION);
        assertTrue(m.answers().answerProperty().get().timeSensitive());
        assertTrue(m.answers().answerProperty().get().goExternal());
        assertEquals(FixtureWiki.CITED + " [1]", m.answers().answerProperty().get().text());
    }
}
