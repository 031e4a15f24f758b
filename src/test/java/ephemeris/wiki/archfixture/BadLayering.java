package ephemeris.wiki.archfixture;

/**
 * Deliberately breaks every layering rule, so {@code ArchitectureTest} can show its rules catch a
 * violation. Test code only; never imported by the checks on production classes.
 */
public final class BadLayering {
    private BadLayering() {
    }

    public static Object javaFx() {
        return javafx.geometry.Pos.CENTER;
    }

    public static String cli() {
        return ephemeris.cli.Version.current();
    }
}
