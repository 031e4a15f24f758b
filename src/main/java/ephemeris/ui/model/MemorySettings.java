package ephemeris.ui.model;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Settings held in memory only: for tests, and for a run that must not touch the user's preferences. */
public final class MemorySettings implements Settings {
    private Path lastWiki;
    private List<Path> recent = List.of();
    private ThemeChoice theme = ThemeChoice.SYSTEM;
    private WindowGeometry window;
    private List<String> questions = List.of();

    @Override
    public Optional<Path> lastWiki() {
        return Optional.ofNullable(lastWiki);
    }

    @Override
    public void lastWiki(Path root) {
        lastWiki = root;
    }

    @Override
    public List<Path> recentWikis() {
        return recent;
    }

    @Override
    public void recentWikis(List<Path> roots) {
        recent = List.copyOf(roots);
    }

    @Override
    public ThemeChoice theme() {
        return theme;
    }

    @Override
    public void theme(ThemeChoice t) {
        theme = t;
    }

    @Override
    public Optional<WindowGeometry> window() {
        return Optional.ofNullable(window);
    }

    @Override
    public void window(WindowGeometry geometry) {
        window = geometry;
    }

    @Override
    public List<String> questions() {
        return questions;
    }

    @Override
    public void questions(List<String> asked) {
        questions = List.copyOf(asked);
    }

    private final java.util.Map<Path, String> filters = new java.util.HashMap<>();

    @Override
    public String filters(Path wiki) {
        return filters.getOrDefault(wiki, "");
    }

    @Override
    public void filters(Path wiki, String operators) {
        if (operators.isBlank()) {
            filters.remove(wiki);
        } else {
            filters.put(wiki, operators);
        }
    }
}
