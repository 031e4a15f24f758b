package ephemeris.ui.model;

/** Where the window was and how big, to restore it next time. */
public record WindowGeometry(double x, double y, double width, double height, boolean maximized) {
    public static final WindowGeometry DEFAULT = new WindowGeometry(Double.NaN, Double.NaN, 1360, 860, false);

    public boolean hasPosition() {
        return !Double.isNaN(x) && !Double.isNaN(y);
    }
}
