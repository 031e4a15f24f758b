package ephemeris.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** JavaFX stays in the window: the engine, the renderer and the command line are plain Java. */
class LayeringTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("ephemeris");

    @Test
    void onlyTheWindowUsesJavaFx() {
        noClasses().that().resideOutsideOfPackage("ephemeris.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "atlantafx..")
                .check(MAIN);
    }

    @Test
    void theRendererKnowsNothingOfTheWindow() {
        noClasses().that().resideInAPackage("ephemeris.render..")
                .should().dependOnClassesThat().resideInAnyPackage("ephemeris.ui..", "javafx..")
                .check(MAIN);
    }

    @Test
    void theViewModelHoldsNoControls() {
        noClasses().that().resideInAPackage("ephemeris.ui.model..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..", "ephemeris.ui")
                .check(MAIN);
    }
}
