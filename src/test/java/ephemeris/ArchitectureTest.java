package ephemeris;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The layering: the engine knows nothing of its faces, and only the window knows JavaFX. */
class ArchitectureTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("ephemeris");

    private static final String[] ENGINE_PACKAGES = {
            "ephemeris.wiki..", "ephemeris.index..", "ephemeris.query..", "ephemeris.answer..",
            "ephemeris.engine..", "ephemeris.render.."};

    private static ArchRule onlyUiUsesJavaFx() {
        return noClasses().that().resideOutsideOfPackage("ephemeris.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "atlantafx..")
                .allowEmptyShould(true);
    }

    private static ArchRule engineIgnoresItsFaces() {
        return noClasses().that().resideInAnyPackage(ENGINE_PACKAGES)
                .should().dependOnClassesThat().resideInAnyPackage("ephemeris.cli..", "ephemeris.ui..")
                .allowEmptyShould(true);
    }

    @Test
    void onlyTheUiDependsOnJavaFx() {
        onlyUiUsesJavaFx().check(CLASSES);
    }

    @Test
    void engineDoesNotDependOnTheCommandLineOrTheUi() {
        engineIgnoresItsFaces().check(CLASSES);
    }

    @Test
    void commandLineDoesNotDependOnTheUi() {
        ArchRule rule = noClasses().that().resideInAPackage("ephemeris.cli..")
                .should().dependOnClassesThat().resideInAPackage("ephemeris.ui..")
                .allowEmptyShould(true);
        rule.check(CLASSES);
    }

    @Test
    void theRendererKnowsNothingOfTheWindow() {
        noClasses().that().resideInAPackage("ephemeris.render..")
                .should().dependOnClassesThat().resideInAnyPackage("ephemeris.ui..", "javafx..")
                .check(CLASSES);
    }

    /** The window shows what the engine's answer and reports say; how the index stores pages is not its business. */
    @Test
    void theWindowDoesNotReachIntoTheIndex() {
        noClasses().that().resideInAPackage("ephemeris.ui..")
                .should().dependOnClassesThat().resideInAPackage("ephemeris.index..")
                .check(CLASSES);
    }

    @Test
    void theViewModelHoldsNoControls() {
        noClasses().that().resideInAPackage("ephemeris.ui.model..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..", "ephemeris.ui")
                .check(CLASSES);
    }

    @Test
    void engineDoesNotDependOnTheBenchmarkTool() {
        noClasses().that().resideInAnyPackage(ENGINE_PACKAGES)
                .should().dependOnClassesThat().resideInAPackage("ephemeris.bench..")
                .allowEmptyShould(true)
                .check(CLASSES);
    }

    /**
     * The core reads as the pipeline, each package using only those below it: wiki ← index ← query ←
     * answer ← engine ← the faces (cli, mcp, ui, bench). embed (the model) sits beside wiki at the bottom;
     * render (markdown to HTML for the preview) uses the wiki and, through EngineVault, the engine.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0} uses nothing above it")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            ephemeris.wiki..   | ephemeris.embed.., ephemeris.index.., ephemeris.query.., ephemeris.answer.., ephemeris.engine.., ephemeris.render..
            ephemeris.embed..  | ephemeris.wiki.., ephemeris.index.., ephemeris.query.., ephemeris.answer.., ephemeris.engine.., ephemeris.render..
            ephemeris.index..  | ephemeris.query.., ephemeris.answer.., ephemeris.engine.., ephemeris.render..
            ephemeris.query..  | ephemeris.answer.., ephemeris.engine.., ephemeris.render..
            ephemeris.answer.. | ephemeris.engine.., ephemeris.render..
            ephemeris.engine.. | ephemeris.render..
            """)
    void eachCorePackageUsesOnlyThoseBelowIt(String layer, String above) {
        String[] faces = {"ephemeris.cli..", "ephemeris.mcp..", "ephemeris.ui..", "ephemeris.bench.."};
        java.util.List<String> forbidden = new java.util.ArrayList<>(java.util.Arrays.stream(above.split(",")).map(String::strip).toList());
        forbidden.addAll(java.util.List.of(faces));
        forbidden.add("ephemeris.process.."); // how the process was started: the faces' business, not the core's
        noClasses().that().resideInAPackage(layer)
                .should().dependOnClassesThat().resideInAnyPackage(forbidden.toArray(String[]::new))
                .check(CLASSES);
    }

    @Test
    void rulesSeeTheProductionClasses() {
        // Guards against the rules passing vacuously because nothing was imported.
        for (String pkg : List.of("ephemeris.wiki", "ephemeris.index", "ephemeris.query", "ephemeris.answer",
                "ephemeris.engine", "ephemeris.cli", "ephemeris.render", "ephemeris.ui", "ephemeris.ui.model")) {
            assertTrue(CLASSES.stream().anyMatch(c -> c.getPackageName().equals(pkg)), "no classes imported from " + pkg);
        }
        assertTrue(CLASSES.stream().noneMatch(c -> c.getSimpleName().endsWith("Test")), "test classes were imported");
        assertTrue(CLASSES.contain(ephemeris.engine.Engine.class));
    }

    @Test
    void rulesCatchAViolation() {
        JavaClasses bad = new ClassFileImporter().importClasses(ephemeris.wiki.archfixture.BadLayering.class);
        assertThrows(AssertionError.class, () -> onlyUiUsesJavaFx().check(bad));
        assertThrows(AssertionError.class, () -> engineIgnoresItsFaces().check(bad));
    }
}
