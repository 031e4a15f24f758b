package ephemeris.ui;

import javafx.application.Application;
import javafx.application.ColorScheme;
import javafx.application.Platform;
import javafx.beans.value.ObservableValue;

/** AtlantaFX Primer, light or dark, for the whole application. */
final class Themes {
    private static final String LIGHT = ThemeSheets.sheet(false);
    private static final String DARK = ThemeSheets.sheet(true);

    private Themes() {
    }

    static void apply(boolean dark) {
        String sheet = dark ? DARK : LIGHT;
        if (!sheet.equals(Application.getUserAgentStylesheet())) {
            Application.setUserAgentStylesheet(sheet);
        }
    }

    /** The desktop's colour scheme, where JavaFX can read it. */
    static ObservableValue<ColorScheme> systemScheme() {
        return Platform.getPreferences().colorSchemeProperty();
    }
}
