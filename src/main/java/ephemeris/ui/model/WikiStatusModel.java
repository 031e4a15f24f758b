package ephemeris.ui.model;

import ephemeris.engine.MeaningStatus;
import ephemeris.engine.Progress;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The open wiki's state as the status bar and the language menu show it: how many pages, how far opening
 * or catching up is, how far meaning search is, whether the index is kept, and the wiki's languages with
 * the one questions are read in.
 */
public final class WikiStatusModel {
    /** Shown while a reopened index catches up with the folder; answers meanwhile come from the index as it was. */
    static final String CATCHING_UP = "Catching up with changes on disk — answering from the last index";

    private final Background background;
    private final ReadOnlyIntegerWrapper pageCount = new ReadOnlyIntegerWrapper(this, "pageCount");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    /** Meaning search's state in a few words for the status bar; empty when it is off or no wiki is open. */
    private final ReadOnlyStringWrapper meaningText = new ReadOnlyStringWrapper(this, "meaningText", "");
    /** The longer explanation behind {@link #meaningText}, for its tooltip. */
    private final ReadOnlyStringWrapper meaningDetail = new ReadOnlyStringWrapper(this, "meaningDetail", "");
    /** Why the open wiki's index will not be kept between runs (the cache folder cannot be used); empty when it is. */
    private final ReadOnlyStringWrapper indexNotKept = new ReadOnlyStringWrapper(this, "indexNotKept", "");
    /** The language menu: any language, then the open wiki's languages, most pages first; empty for a wiki of one language. */
    private final ReadOnlyListWrapper<LanguageChoice> languages = new ReadOnlyListWrapper<>(this, "languages", FXCollections.observableArrayList());
    /** The language questions are read in, chosen from the menu. */
    private final ObjectProperty<LanguageChoice> language = new SimpleObjectProperty<>(this, "language", LanguageChoice.ANY);
    /** The wiki whose state is shown; a late report from another is dropped. */
    private WikiService.Session session;

    WikiStatusModel(Background background) {
        this.background = background;
    }

    public ReadOnlyIntegerProperty pageCountProperty() {
        return pageCount.getReadOnlyProperty();
    }

    /** 0..1 while indexing a known number of pages, -1 while the size is unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty meaningTextProperty() {
        return meaningText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty meaningDetailProperty() {
        return meaningDetail.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty indexNotKeptProperty() {
        return indexNotKept.getReadOnlyProperty();
    }

    /** The languages the menu offers: {@link LanguageChoice#ANY} and each language of the open wiki; empty when it has only one. */
    public ReadOnlyListProperty<LanguageChoice> languagesProperty() {
        return languages.getReadOnlyProperty();
    }

    /** The language questions are read in; {@link LanguageChoice#ANY} tells it from each question's words. */
    public ObjectProperty<LanguageChoice> languageProperty() {
        return language;
    }

    /** A wiki is being opened: nothing counted yet. */
    void opening() {
        pageCount.set(0);
        progress.set(-1);
        progressText.set("Scanning…");
    }

    void showProgress(Progress p) {
        progress.set(p.phase() == Progress.Phase.READY ? 1 : p.fraction());
        progressText.set(describe(p));
    }

    /** The wiki is open; a reopened index may still be catching up with the folder. */
    void opened(WikiService.Session s) {
        session = s;
        pageCount.set(s.pageCount());
        indexNotKept.set(s.indexNotKept().map(why -> "The index is not kept between runs: " + why + ".").orElse(""));
        progress.set(s.catchingUp() ? -1 : 1);
        progressText.set(s.catchingUp() ? CATCHING_UP : "");
        showMeaning(s.meaning());
        readLanguages(s);
    }

    /** The open wiki's index changed (a page saved, added, deleted) or finished catching up. */
    void indexChanged(WikiService.Session s) {
        if (s != session) {
            return;
        }
        if (pageCount.get() != s.pageCount()) {
            readLanguages(s);
        }
        pageCount.set(s.pageCount());
        showMeaning(s.meaning());
        if (!s.catchingUp() && CATCHING_UP.equals(progressText.get())) {
            progress.set(1);
            progressText.set("");
        }
    }

    /** Opening failed or was cancelled: no progress to show. */
    void stopped() {
        progress.set(0);
        progressText.set("");
    }

    /** The wiki was closed. */
    void closed() {
        session = null;
        indexNotKept.set("");
    }

    /** "Indexing 20 / 173", or "Scanning…" while the size is unknown. */
    static String describe(Progress p) {
        String phase = p.phase().name().charAt(0) + p.phase().name().substring(1).toLowerCase(Locale.ROOT);
        return p.total() > 0 ? phase + " " + p.done() + " / " + p.total() : phase + "…";
    }

    /** Reads the wiki's languages in the background (a pass over the index) and fills the language menu. */
    private void readLanguages(WikiService.Session s) {
        background.submit("languages", ctx -> s.languages(), new Background.Callbacks<>(found -> showLanguages(s, found), t -> { }, p -> { }));
    }

    private void showLanguages(WikiService.Session s, Map<String, Integer> found) {
        if (s != session) {
            return;
        }
        List<LanguageChoice> choices = new ArrayList<>();
        if (found.size() >= 2) {
            choices.add(LanguageChoice.ANY);
            found.forEach((code, n) -> choices.add(LanguageChoice.of(code, n)));
        }
        LanguageChoice pinned = language.get();
        languages.setAll(choices);
        // A language the new wiki does not have is unpinned rather than left to find nothing.
        String code = pinned == null ? "" : pinned.code();
        language.set(choices.stream().filter(c -> c.code().equals(code)).findFirst().orElse(LanguageChoice.ANY));
    }

    /** Puts meaning search's state in the status bar: building (with how far), ready, or unavailable and why. */
    private void showMeaning(MeaningStatus m) {
        meaningDetail.set(m.describe());
        meaningText.set(switch (m.state()) {
            case OFF -> "";
            case BUILDING -> m.pagesTotal() == 0 || m.pagesDone() == m.pagesTotal() ? "Meaning search: starting…" : String.format(Locale.ROOT,
                    "Meaning search: %d%%, about %s left (keywords meanwhile)", Math.round(100.0 * m.pagesDone() / m.pagesTotal()),
                    MeaningStatus.duration(m.estimatedSecondsLeft()));
            case READY -> "Meaning search on";
            case UNAVAILABLE -> "Keywords only";
        });
    }
}
