package ephemeris.cli;

import picocli.CommandLine;

/** The version shown by --version, read from the jar's manifest when packaged. */
public final class Version implements CommandLine.IVersionProvider {
    public static final String FALLBACK = "0.1.0";

    public static String current() {
        String v = Version.class.getPackage().getImplementationVersion();
        return v == null ? FALLBACK : v;
    }

    @Override
    public String[] getVersion() {
        return new String[]{"Ephemeris " + current()};
    }
}
