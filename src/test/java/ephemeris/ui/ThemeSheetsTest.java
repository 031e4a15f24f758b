package ephemeris.ui;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;
import javafx.css.CssParser;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The binary stylesheets the build writes hold the themes' CSS rule for rule, and the window uses them. */
class ThemeSheetsTest {
    private static List<String> rules(Stylesheet sheet) {
        // Each rule's selectors and declarations, asked for: a binary sheet's rules read their declarations lazily.
        return sheet.getRules().stream().map(r -> r.getSelectors() + " " + r.getDeclarations().stream()
                .map(d -> d.getProperty() + ": " + value(d.getParsedValue()) + (d.isImportant() ? " !important" : "")).toList()).toList();
    }

    /** A parsed value written out whole, nested values and arrays included (their own toString shows array identities). */
    private static String value(Object v) {
        return switch (v) {
            case null -> "null";
            case javafx.css.ParsedValue<?, ?> p -> (p.getConverter() == null ? "" : p.getConverter().getClass().getSimpleName())
                    + "(" + value(p.getValue()) + ")";
            case Object[] a -> java.util.Arrays.stream(a).map(ThemeSheetsTest::value).toList().toString();
            default -> String.valueOf(v);
        };
    }

    private static void same(Theme theme, String binary) throws IOException {
        URL css = Theme.class.getResource(theme.getUserAgentStylesheet());
        URL bss = ThemeSheets.class.getResource(binary);
        assertNotNull(bss, binary + " is written by the build (mvn process-classes)");
        // A url() value keeps its sheet's own address, to resolve relative addresses against (the themes have none).
        List<String> parsed = rules(new CssParser().parse(css)).stream().map(r -> r.replace(css.toExternalForm(), "<sheet>")).toList();
        List<String> loaded = rules(Stylesheet.loadBinary(bss)).stream().map(r -> r.replace(bss.toExternalForm(), "<sheet>")).toList();
        assertTrue(parsed.size() > 500, "the theme has its rules: " + parsed.size());
        assertEquals(parsed, loaded);
    }

    @Test
    void theLightThemesBinaryStylesheetHoldsItsCssRuleForRule() throws IOException {
        same(new PrimerLight(), ThemeSheets.LIGHT);
    }

    @Test
    void theDarkThemesBinaryStylesheetHoldsItsCssRuleForRule() throws IOException {
        same(new PrimerDark(), ThemeSheets.DARK);
    }

    @Test
    void theWindowUsesTheBinaryStylesheetsWhenTheBuildWroteThem() {
        assertTrue(ThemeSheets.sheet(false).endsWith("/ephemeris/ui/" + ThemeSheets.LIGHT), ThemeSheets.sheet(false));
        assertTrue(ThemeSheets.sheet(true).endsWith("/ephemeris/ui/" + ThemeSheets.DARK), ThemeSheets.sheet(true));
    }
}
