package ephemeris.ui.model;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The window's command line: {@code --wiki DIR}, {@code --ask "question"}, {@code --theme light|dark|system}.
 * Anything else is ignored, so JavaFX's own options pass through harmlessly.
 */
public record LaunchOptions(Optional<Path> wiki, Optional<String> ask, Optional<ThemeChoice> theme) {
    public static LaunchOptions parse(java.util.List<String> args) {
        Path wiki = null;
        String ask = null;
        ThemeChoice theme = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String value = null;
            String name = a;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            } else if (i + 1 < args.size()) {
                value = args.get(i + 1);
            }
            boolean consumed = eq < 0 && value != null;
            switch (name) {
                case "--wiki" -> wiki = value == null ? null : Path.of(value);
                case "--ask" -> ask = value;
                case "--theme" -> theme = ThemeChoice.parse(value).orElse(null);
                default -> consumed = false;
            }
            if (consumed) {
                i++;
            }
        }
        return new LaunchOptions(Optional.ofNullable(wiki), Optional.ofNullable(ask).filter(s -> !s.isBlank()),
                Optional.ofNullable(theme));
    }
}
