package ephemeris.render;

/** The preview's colours; each has a bundled stylesheet that matches the window's theme. */
public enum PreviewTheme {
    LIGHT("preview-light.css"), DARK("preview-dark.css");

    private final String stylesheet;

    PreviewTheme(String stylesheet) {
        this.stylesheet = stylesheet;
    }

    String stylesheet() {
        return stylesheet;
    }
}
