package ephemeris.ui.model;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the window keeps between runs besides questions and filters: the theme (and whether it paints dark,
 * the choice resolved against the desktop's setting) and the wikis opened lately, saved as they change.
 */
public final class PreferencesModel {
    private final Settings settings;
    private final ReadOnlyListWrapper<Path> recentWikis = new ReadOnlyListWrapper<>(this, "recentWikis", FXCollections.observableArrayList());
    private final ReadOnlyObjectWrapper<ThemeChoice> theme = new ReadOnlyObjectWrapper<>(this, "theme", ThemeChoice.SYSTEM);
    private final ReadOnlyBooleanWrapper dark = new ReadOnlyBooleanWrapper(this, "dark");
    private boolean systemDark;

    PreferencesModel(Settings settings) {
        this.settings = settings;
        recentWikis.setAll(settings.recentWikis());
        theme.set(settings.theme());
        dark.set(settings.theme().isDark(false));
    }

    public ReadOnlyListProperty<Path> recentWikisProperty() {
        return recentWikis.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ThemeChoice> themeProperty() {
        return theme.getReadOnlyProperty();
    }

    /** Whether the window paints dark: the choice, resolved against the system setting. */
    public ReadOnlyBooleanProperty darkProperty() {
        return dark.getReadOnlyProperty();
    }

    public void chooseTheme(ThemeChoice choice) {
        theme.set(choice);
        settings.theme(choice);
        dark.set(choice.isDark(systemDark));
    }

    /** The desktop's light/dark setting changed (or was read at start). */
    public void systemDarkChanged(boolean isDark) {
        systemDark = isDark;
        dark.set(theme.get().isDark(systemDark));
    }

    public void forgetRecentWikis() {
        recentWikis.clear();
        settings.recentWikis(List.of());
    }

    /** Puts the wiki first among the recent ones, keeping at most {@link Settings#MAX_RECENT}. */
    void remember(Path root) {
        List<Path> list = new ArrayList<>(recentWikis);
        list.remove(root);
        list.addFirst(root);
        while (list.size() > Settings.MAX_RECENT) {
            list.removeLast();
        }
        recentWikis.setAll(list);
        settings.recentWikis(list);
    }
}
