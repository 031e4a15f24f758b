package ephemeris.ui.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/** Settings in java.util.prefs (on Linux under ~/.java/.userPrefs), one node for Ephemeris. */
public final class PrefsSettings implements Settings {
    private static final Logger LOG = Logger.getLogger(PrefsSettings.class.getName());
    private static final String LAST_WIKI = "lastWiki";
    private static final String RECENT = "recentWikis";
    private static final String THEME = "theme";
    private static final String WINDOW = "window";
    private static final String QUESTIONS = "questions";
    /** Each wiki's filters, a line each: the wiki's path, a tab, its operators. */
    private static final String FILTERS = "filters";
    /** Wikis whose filters are remembered: the ones used last. */
    private static final int FILTERED_WIKIS = 20;

    private final Preferences node;

    public PrefsSettings(Preferences node) {
        this.node = node;
    }

    public static PrefsSettings user() {
        return new PrefsSettings(Preferences.userRoot().node("dev/ephemeris"));
    }

    @Override
    public Optional<Path> lastWiki() {
        String v = node.get(LAST_WIKI, "");
        return v.isBlank() ? Optional.empty() : Optional.of(Path.of(v));
    }

    @Override
    public void lastWiki(Path root) {
        node.put(LAST_WIKI, root.toString());
        flush();
    }

    @Override
    public List<Path> recentWikis() {
        List<Path> out = new ArrayList<>();
        for (String line : node.get(RECENT, "").split("\n")) {
            if (!line.isBlank()) {
                out.add(Path.of(line));
            }
        }
        return List.copyOf(out);
    }

    @Override
    public void recentWikis(List<Path> roots) {
        node.put(RECENT, String.join("\n", roots.stream().limit(MAX_RECENT).map(Path::toString).toList()));
        flush();
    }

    @Override
    public ThemeChoice theme() {
        return ThemeChoice.parse(node.get(THEME, "")).orElse(ThemeChoice.SYSTEM);
    }

    @Override
    public void theme(ThemeChoice theme) {
        node.put(THEME, theme.name());
        flush();
    }

    @Override
    public Optional<WindowGeometry> window() {
        String[] parts = node.get(WINDOW, "").split(",");
        if (parts.length != 5) {
            return Optional.empty();
        }
        try {
            return Optional.of(new WindowGeometry(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                    Double.parseDouble(parts[2]), Double.parseDouble(parts[3]), Boolean.parseBoolean(parts[4])));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public void window(WindowGeometry g) {
        node.put(WINDOW, g.x() + "," + g.y() + "," + g.width() + "," + g.height() + "," + g.maximized());
        flush();
    }

    @Override
    public List<String> questions() {
        return node.get(QUESTIONS, "").lines().filter(q -> !q.isBlank()).toList();
    }

    /** Keeps the newest questions that fit in one preference value (8 KB), one a line. */
    @Override
    public void questions(List<String> asked) {
        List<String> lines = asked.reversed().stream().map(q -> xmlSafe(q.replace('\r', ' ').replace('\n', ' ')).strip())
                .filter(l -> !l.isEmpty()).toList();
        node.put(QUESTIONS, String.join("\n", fitting(lines).reversed()));
        flush();
    }

    /**
     * The first lines that fit in one preference value, one a line, in their order; a line too long for a
     * value on its own is passed over, so it cannot push out all the others.
     */
    static List<String> fitting(List<String> lines) {
        List<String> kept = new java.util.ArrayList<>();
        int length = 0;
        for (String line : lines) {
            if (line.length() + 1 > Preferences.MAX_VALUE_LENGTH) {
                continue;
            }
            length += line.length() + 1;
            if (length > Preferences.MAX_VALUE_LENGTH) {
                break;
            }
            kept.add(line);
        }
        return kept;
    }

    @Override
    public String filters(Path wiki) {
        String key = wiki.toString() + "\t";
        return node.get(FILTERS, "").lines().filter(l -> l.startsWith(key)).map(l -> l.substring(key.length())).findFirst().orElse("");
    }

    /** Keeps the wiki's filters first, then the other wikis' up to {@value #FILTERED_WIKIS} in all, within one value. */
    @Override
    public void filters(Path wiki, String operators) {
        String key = wiki.toString() + "\t";
        List<String> lines = new java.util.ArrayList<>();
        String own = xmlSafe(operators.replace('\r', ' ').replace('\n', ' ').replace('\t', ' ')).strip();
        if (!own.isEmpty()) {
            lines.add(key + own);
        }
        node.get(FILTERS, "").lines().filter(l -> !l.startsWith(key) && l.contains("\t")).forEach(lines::add);
        node.put(FILTERS, String.join("\n", fitting(lines.subList(0, Math.min(FILTERED_WIKIS, lines.size())))));
        flush();
    }

    /**
     * Drops characters XML cannot hold: the preferences file is XML, and one such character in a value
     * makes the next start discard the whole file (every setting, not only the questions).
     */
    static String xmlSafe(String s) {
        StringBuilder out = new StringBuilder(s.length());
        s.codePoints().filter(c -> c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c <= 0xD7FF
                || c >= 0xE000 && c <= 0xFFFD || c >= 0x10000 && c <= 0x10FFFF).forEach(out::appendCodePoint);
        return out.toString();
    }

    private void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            LOG.log(Level.WARNING, "Saving settings failed", e);
        }
    }
}
