package ephemeris.engine;

import ephemeris.TestWiki;
import ephemeris.answer.Answer;
import ephemeris.answer.Citation;
import ephemeris.answer.UnitKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pins the answer units a page's structure gives, on small wikis laid out like the C++ docs and the
 * Obsidian help: procedures quoted whole and in order, link lists never quoted, code for syntax questions.
 */
class AnswerUnitsTest {
    @TempDir
    Path root;

    private static final String STD_PAGE = """
            ---
            title: "/std (Specify Language Standard Version)"
            ---
            # `/std` (Specify Language Standard Version)

            Enable supported C and C++ language features from the specified version of the C or C++ language standard.

            ## Remarks

            The `/std` options are available in Visual Studio 2017 and later.

            ### To set this compiler option in the Visual Studio development environment

            1. Open the project's **Property Pages** dialog box. For more information, see [Set C++ compiler and build properties](../working-with-project-properties.md).
            1. Select the **Configuration Properties** > **C/C++** > **Language** property page.
            1. In **C++ Language Standard** (or for C, **C Language Standard**), choose the language standard to support from the dropdown control, then choose **OK** or **Apply** to save your changes.

            ## See also

            [MSVC Compiler Options](compiler-options.md)<br/>
            [MSVC Compiler Command-Line Syntax](compiler-command-line-syntax.md)<br/>
            [Precompiled Header Files](../creating-precompiled-header-files.md)
            """;

    private static final String YC_PAGE = """
            ---
            title: "/Yc (Create Precompiled Header File)"
            ---
            # `/Yc` (Create Precompiled Header File)

            Instructs the compiler to create a precompiled header (.pch) file that represents the state of compilation at a certain point.

            ### To set this compiler option in the Visual Studio development environment

            1. Select a .cpp file. The .cpp file must #include the .h file that contains precompiled header information.

            1. Open the project's **Property Pages** dialog box.

            1. Open the **Configuration Properties**, **C/C++**, **Precompiled Headers** property page.

            1. Modify the **Precompiled Header** property.

            ## See also

            [MSVC Compiler Options](compiler-options.md)<br/>
            [MSVC Compiler Command-Line Syntax](compiler-command-line-syntax.md)<br/>
            [Precompiled Header Files](../creating-precompiled-header-files.md)
            """;

    private Engine open() throws Exception {
        return Engine.open(root, EngineOptions.defaults().withMeaning(false), ProgressListener.NONE, () -> false);
    }

    @Test
    void aHowQuestionGetsTheProcedureWithItsStepsInOrder() throws Exception {
        TestWiki.at(root).page("build/std.md", STD_PAGE).page("build/yc.md", YC_PAGE);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I set the C++ language standard version in a project?");
            Citation c = a.citations().getFirst();
            assertEquals(UnitKind.STEPS, c.kind(), a.text());
            assertEquals("build/std.md", c.path());
            assertEquals("To set this compiler option in the Visual Studio development environment", c.heading());
            assertEquals("""
                    1. Open the project's Property Pages dialog box. For more information, see Set C++ compiler and build properties.
                    2. Select the Configuration Properties > C/C++ > Language property page.
                    3. In C++ Language Standard (or for C, C Language Standard), choose the language standard to support from the dropdown control, then choose OK or Apply to save your changes.""",
                    c.text());
            assertEquals(14, c.startLine());
            assertEquals(16, c.endLine());
        }
    }

    @Test
    void aSentenceThatAnExampleInterruptsIsQuotedWholeWithItsExample() throws Exception {
        TestWiki.at(root).page("Output.md", """
                # Output

                Commands can be kept in a file and run from it. The function sink,

                ```
                > sink("record.lis")
                ```

                will divert all subsequent output from the console to an external file.

                The command

                ```
                > sink()
                ```

                restores it to the console once again.
                """).page("Printing.md", "# Printing\n\nThe print dialog sends a page to the printer.\n");
        try (Engine engine = open()) {
            Answer a = engine.ask("How can I divert all output from the console to a file?");
            Citation c = a.citations().getFirst();
            assertEquals("The function sink, > sink(\"record.lis\") will divert all subsequent output from the console to an external file.",
                    c.text(), a.text());
            assertEquals(List.of("The function sink,", "> sink(\"record.lis\")",
                    "will divert all subsequent output from the console to an external file."), c.parts());
            assertEquals(3, c.startLine());
            assertEquals(9, c.endLine());
        }
    }

    @Test
    void aSentenceThatNamesThePageByItsTitleAnswersAQuestionThatNamesItByAnAlias() throws Exception {
        // "K8s" is the page's alias and "Kubernetes" its title: the sentence that names Kubernetes speaks of
        // what the question calls K8s, and the one about the Docker Compose setup does not. Read by its own
        // words alone, no sentence holds the question's rarest word, and the question went unanswered.
        TestWiki.at(root).page("ops/Kubernetes.md", """
                ---
                aliases: [K8s]
                ---
                # Kubernetes

                Kubernetes runs the team's services in containers.

                ## Pods on a laptop

                To restart a pod in the local Docker Compose setup, run the restart script twice and restart the pod.

                ## Pods in the cluster

                To restart a pod in Kubernetes, roll out its deployment again.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I restart a pod in K8s?");
            assertTrue(a.answered(), a.text());
            assertEquals("To restart a pod in Kubernetes, roll out its deployment again.", a.citations().getFirst().text(), a.text());
            // A question whose only word is the alias reads the passages that name the title.
            Answer what = engine.ask("What is K8s?");
            assertTrue(what.answered(), what.text());
            assertEquals("Kubernetes runs the team's services in containers.", what.citations().getFirst().text(), what.text());
        }
    }

    @Test
    void anAliasThatIsAnOldPathOrAVariantOfTheTitleLendsNoWordsToTheTitlesSentences() throws Exception {
        // "User interface/Use tabs" is where the page once was, and "Stacked tabs" a kind of tab: neither is
        // another name for Tabs, so "Tabs keep …" says nothing of the user interface or of stacking.
        TestWiki.at(root).page("ui/Tabs.md", """
                ---
                aliases: [User interface/Use tabs, Stacked tabs]
                ---
                # Tabs

                Tabs keep several notes open side by side.
                """);
        try (Engine engine = open()) {
            assertFalse(engine.ask("What does the user interface show?").answered());
            assertFalse(engine.ask("How do I use stacked tabs?").answered());
        }
    }

    @Test
    void aSeeAlsoListOfLinksIsNeverTheAnswer() throws Exception {
        TestWiki.at(root).page("build/std.md", STD_PAGE).page("build/yc.md", YC_PAGE);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I create a precompiled header file?");
            assertTrue(a.answered(), a.text());
            assertFalse(a.text().contains("MSVC Compiler Command-Line Syntax"), a.text());
            assertEquals("build/yc.md", a.citations().getFirst().path());
            assertTrue(a.text().contains("4. Modify the Precompiled Header property."), a.text());
        }
    }

    @Test
    void aPageOfNothingButLinksGivesNoAnswer() throws Exception {
        TestWiki.at(root).page("index.md", """
                # Compiler options

                - [Precompiled header options](yc.md)
                - [Language standard options](std.md)
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("Which precompiled header options are there?");
            assertFalse(a.answered(), a.text());
        }
    }

    @Test
    void aSyntaxQuestionGetsTheCodeBlockWithItsLeadIn() throws Exception {
        TestWiki.at(root).page("cpp/lambda.md", """
                # Lambda expressions in C++

                A lambda expression defines an anonymous function object right where it's used.

                ## Syntax of a lambda expression

                A lambda expression has this form:

                ```cpp
                [capture](parameters) mutable -> return-type { body }
                ```

                The capture clause specifies which variables are captured.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("What is the syntax of a lambda expression?");
            Citation c = a.citations().getFirst();
            assertEquals(UnitKind.CODE, c.kind(), a.text());
            assertEquals("A lambda expression has this form:\n[capture](parameters) mutable -> return-type { body }", c.text());
            assertEquals(List.of(7, 11), List.of(c.startLine(), c.endLine()));
        }
    }

    @Test
    void aCalloutIsQuotedWholeWhenItsBodyAnswers() throws Exception {
        TestWiki.at(root).page("backup.md", """
                # Backups

                Keep copies of your vault.

                > [!warning] Before you restore a backup
                > Close the app on every device first.
                > Then copy the backup folder over the vault folder.
                >
                > Open the app again and check the restored notes.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("What should I do before I restore a backup?");
            Citation c = a.citations().getFirst();
            assertEquals(UnitKind.CALLOUT, c.kind(), a.text());
            assertEquals(List.of("Before you restore a backup",
                    "Close the app on every device first. Then copy the backup folder over the vault folder.",
                    "Open the app again and check the restored notes."), c.parts());
            assertEquals(List.of(5, 9), List.of(c.startLine(), c.endLine()));
        }
    }

    @Test
    void docFxImageDirectivesAreNotQuoted() throws Exception {
        TestWiki.at(root).page("sdk.md", """
                # Retarget the Windows SDK

                1. Open the shortcut menu for the project node, and choose Retarget projects.

                   :::image type="content" source="media/retarget.png" alt-text="Screenshot of the Review Solution Actions dialog.":::
                1. Choose the Windows SDK version and then choose OK.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How do I retarget the Windows SDK?");
            assertEquals("""
                    1. Open the shortcut menu for the project node, and choose Retarget projects.
                    2. Choose the Windows SDK version and then choose OK. [1]""", a.text());
        }
    }

    @Test
    void aLeadInThatStatesAFactIsQuotedWithTheLinksItIntroduces() throws Exception {
        TestWiki.at(root).page("Refund policy.md", """
                # Refund policy

                We offer full refunds within 7 days of purchase with no questions asked for the following services:

                - [[Publish|Obsidian Publish]]
                - [[Sync|Obsidian Sync]]

                ## Request a refund

                1. Log into your account.
                2. Next to the payment, select Get refund.
                """).page("Help.md", """
                # Help

                See also:

                - [[Refund policy]]
                - [[Sync]]
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How many days after buying Sync can I still get a full refund?");
            Citation c = a.citations().getFirst();
            assertEquals(UnitKind.STEPS, c.kind(), a.text());
            assertEquals("""
                    We offer full refunds within 7 days of purchase with no questions asked for the following services:
                    • Obsidian Publish
                    • Obsidian Sync""", c.text());
            assertFalse(a.text().contains("• Refund policy"), a.text());
        }
    }

    @Test
    void aSentenceThatSaysBackTheQuestionYieldsToOneThatAnswersIt() throws Exception {
        TestWiki.at(root).page("Attachments.md", """
                # Attachments

                The maximum file size depends on your plan.

                Each file can be 5 MB in size on the standard plan and 200 MB on the plus plan.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("What is the maximum file size of a plan?");
            assertEquals("Each file can be 5 MB in size on the standard plan and 200 MB on the plus plan.",
                    a.citations().getFirst().text(), a.text());
        }
    }

    @Test
    void aSentenceThatTurnsFromTheOneBeforeIsQuotedWithIt() throws Exception {
        TestWiki.at(root).page("Sync your notes.md", """
                # Sync your notes

                Use a sync service to keep your vault the same on every device.

                iCloud can sync a vault between iOS and macOS. However, iCloud Drive on Windows can lead to duplicate or corrupted files.
                """);
        try (Engine engine = open()) {
            // Alone, the second sentence gives the exception without the rule it qualifies.
            Answer a = engine.ask("Can I use iCloud on Windows?");
            assertEquals("iCloud can sync a vault between iOS and macOS. However, iCloud Drive on Windows can lead to duplicate or corrupted files.",
                    a.citations().getFirst().text(), a.text());
        }
    }

    @Test
    void aHowQuestionAnsweredByASentenceAlsoGetsTheStepsThatFollowIt() throws Exception {
        TestWiki.at(root).page("Daily notes.md", """
                # Daily notes

                ## Use a template

                If your daily notes have the same structure, you can use a template to add predefined content when you create them.

                1. Create a new note named "Daily template".
                2. Open Settings.
                3. Under Daily notes, select the note as the template file location.

                ## Open today's note

                Select Open today's daily note in the ribbon.
                """);
        try (Engine engine = open()) {
            // The sentence says what to use; the steps, which share few of the question's words, say how.
            Answer a = engine.ask("How do my daily notes always get the same structure?");
            assertEquals(List.of(UnitKind.SENTENCE, UnitKind.STEPS), a.citations().stream().map(Citation::kind).toList(), a.text());
            assertTrue(a.citations().get(1).text().startsWith("1. Create a new note named \"Daily template\"."), a.text());
        }
    }

    @Test
    void onlyTheFirstProcedureAfterTheSentenceIsQuotedAndNoneForAValue() throws Exception {
        TestWiki.at(root).page("Daily notes.md", """
                # Daily notes

                ## Use a template

                If your daily notes have the same structure, you can use a template to add predefined content. To set one:
                1. Open Settings.
                2. Select the template file.

                To remove the template:
                1. Open Settings.
                2. Clear the template file location.
                """).page("Devices.md", """
                # Devices

                ## Plans

                You can sync daily notes between as many as five devices on the standard plan.

                1. Open Settings.
                2. Select Upgrade.
                """);
        try (Engine engine = open()) {
            // The sentence's own paragraph leads into the first list: the next procedure says something else.
            Answer a = engine.ask("How do my daily notes always get the same structure?");
            assertEquals(List.of(UnitKind.SENTENCE), a.citations().stream().map(Citation::kind).toList(), a.text());
            // A question for a value is answered by the value, not by the steps after it.
            Answer many = engine.ask("How many devices can sync daily notes?");
            assertEquals(List.of(UnitKind.SENTENCE), many.citations().stream().map(Citation::kind).toList(), many.text());
        }
    }

    @Test
    void aTopPagesOpeningIsReadForTheAnswerWhenOtherSectionsMatchedBetter() throws Exception {
        TestWiki.at(root).page("Discounts.md", """
                # Discounts

                We offer two discounts, for education and for non-profits. Both give you 40% off Sync.

                ## Who is a student

                A student of a school or university qualifies for the student discount on Sync.

                ## Apply for the student discount

                Send your student email address to apply for the student discount on Sync.

                ## Renew the student discount

                The student discount on Sync lasts a year; renew the student discount from your account.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How much is the student discount on Sync?");
            List<Integer> firstLines = a.pages().getFirst().passages().stream().map(h -> h.blocks().getFirst().startLine()).toList();
            // The three sections first, as they matched; the opening (its heading on line 1) after them.
            assertEquals(List.of(13, 9, 5, 1), firstLines);
        }
    }

    @Test
    void thePageTheAnswerQuotesIsListedFirst() throws Exception {
        TestWiki.at(root).page("Sync.md", """
                # Sync

                Sync keeps your notes on every device. Sync runs in the background.

                ## Sync refunds

                Sync refunds are handled by the billing team. Sync refunds go back to your card.
                """).page("Billing.md", """
                # Billing

                ## Refunds

                You can cancel a subscription at any time. To get a refund for Sync, ask within 7 days of purchase.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How many days do I have to get a refund for Sync?");
            assertEquals("Billing.md", a.citations().getFirst().path(), a.text());
            assertEquals(List.of("Billing.md", "Sync.md"), a.pagesConsulted());
            assertEquals("Billing.md", a.pages().getFirst().path());
        }
    }

    @Test
    void aWhatQuestionAboutAPagesSubjectQuotesItsOpening() throws Exception {
        TestWiki.at(root).page("errors/c2280.md", """
                # Compiler Error C2280

                > 'declaration': attempting to reference a deleted function

                ## Remarks

                The compiler now issues compiler error C2280 when such a call is made.
                """).page("errors/c2283.md", """
                # Compiler Error C2283

                > 'identifier': pure specifier or abstract override specifier not allowed on unnamed class
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("What does compiler error C2280 mean?");
            // The remark names the error in its own words and reads as a definition, which the unit ranker weighs
            // above the page's opening; the opening, about the page's subject, is quoted beside it.
            assertEquals(List.of(List.of(7, 7), List.of(3, 3)),
                    a.citations().stream().map(c -> List.of(c.startLine(), c.endLine())).toList(), a.text());
            assertEquals("'declaration': attempting to reference a deleted function", a.citations().get(1).text());
        }
    }

    @Test
    void aSentenceThatRefersBackIsQuotedWithTheSentenceItRefersTo() throws Exception {
        TestWiki.at(root).page("Discounts.md", """
                # Discounts

                We offer two discounts, for education and for non-profits. Both give you 40% off Sync.
                """);
        try (Engine engine = open()) {
            Answer a = engine.ask("How much off Sync do the discounts give?");
            Citation c = a.citations().getFirst();
            assertEquals("We offer two discounts, for education and for non-profits. Both give you 40% off Sync.", c.text(), a.text());
            assertEquals(List.of("We offer two discounts, for education and for non-profits.", "Both give you 40% off Sync."), c.parts());
        }
    }
}
