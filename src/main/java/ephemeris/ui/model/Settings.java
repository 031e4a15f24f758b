package ephemeris.ui.model;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** What the window remembers between runs. Never stored in the wiki folder. */
public interface Settings {
    int MAX_RECENT = 8;

    Optional<Path> lastWiki();

    void lastWiki(Path root);

    List<Path> recentWikis();

    void recentWikis(List<Path> roots);

    ThemeChoice theme();

    void theme(ThemeChoice theme);

    Optional<WindowGeometry> window();

    void window(WindowGeometry geometry);

    /** Questions asked, oldest first, so Up in the question bar still reaches them after a restart. */
    List<String> questions();

    void questions(List<String> asked);

    /** The filters left on for a wiki, as operator text ("tag:recipes path:Cooking/"); empty when none. */
    String filters(Path wiki);

    /** Keeps a wiki's filters until they are cleared (an empty text forgets them). */
    void filters(Path wiki, String operators);
}
