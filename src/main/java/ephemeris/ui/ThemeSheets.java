package ephemeris.ui;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;
import javafx.css.Stylesheet;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The AtlantaFX themes as binary stylesheets, which JavaFX loads in a fraction of the time it takes to parse
 * their CSS: the parse was a tenth of the window's start (decision 0013). The build writes them beside the classes
 * ({@link #main}, pom.xml's process-classes phase); {@link Themes} falls back to the CSS when they are missing.
 */
final class ThemeSheets {
    static final String LIGHT = "primer-light.bss";
    static final String DARK = "primer-dark.bss";

    private ThemeSheets() {
    }

    /** The theme's stylesheet: its binary form when the build wrote it, else the theme's own CSS. */
    static String sheet(boolean dark) {
        URL binary = ThemeSheets.class.getResource(dark ? DARK : LIGHT);
        return binary != null ? binary.toExternalForm() : theme(dark).getUserAgentStylesheet();
    }

    private static Theme theme(boolean dark) {
        return dark ? new PrimerDark() : new PrimerLight();
    }

    /** Writes both themes' binary stylesheets under {@code args[0]}, the classes folder, beside this class. */
    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]).resolve(ThemeSheets.class.getPackageName().replace('.', '/'));
        Files.createDirectories(folder);
        write(theme(false), folder.resolve(LIGHT));
        write(theme(true), folder.resolve(DARK));
    }

    private static void write(Theme theme, Path target) throws IOException {
        Path css = Files.createTempFile("ephemeris-theme", ".css");
        try (InputStream in = Theme.class.getResourceAsStream(theme.getUserAgentStylesheet())) {
            if (in == null) {
                throw new IOException("no stylesheet " + theme.getUserAgentStylesheet());
            }
            Files.copy(in, css, StandardCopyOption.REPLACE_EXISTING);
            Stylesheet.convertToBinary(css.toFile(), target.toFile());
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } finally {
            Files.deleteIfExists(css);
        }
    }
}
