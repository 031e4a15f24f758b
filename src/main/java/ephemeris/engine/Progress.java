package ephemeris.engine;

/**
 * How far opening a wiki has come.
 *
 * @param phase what is happening
 * @param done  units done in this phase (pages)
 * @param total units in this phase, or 0 when not known yet
 */
public record Progress(Phase phase, int done, int total) {
    public enum Phase { SCANNING, READING, INDEXING, READY }

    /** 0..1, or -1 when the phase has no known size. */
    public double fraction() {
        return total <= 0 ? -1 : Math.min(1.0, (double) done / total);
    }
}
