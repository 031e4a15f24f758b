package ephemeris.ui.model;

import ephemeris.engine.RelatedPages;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The Related panel's content: what the page in the preview is connected to, read in the background
 * whenever another page is shown (a newer page cancels the older read).
 */
public final class RelatedModel {
    private final Background background;
    private final ReadOnlyObjectWrapper<RelatedPages> related = new ReadOnlyObjectWrapper<>(this, "related");
    private Background.Job job;
    private String readingPath;

    RelatedModel(Background background) {
        this.background = background;
    }

    /** The previewed page's related pages; null while none is shown or they are being read. */
    public ReadOnlyObjectProperty<RelatedPages> relatedProperty() {
        return related.getReadOnlyProperty();
    }

    void show(WikiService.Session session, String path) {
        RelatedPages shown = related.get();
        boolean reading = job != null && !job.isDone() && path.equals(readingPath);
        if (reading || shown != null && shown.path().equals(path)) {
            return; // the same page shown again (scrolled, re-themed): what is shown or being read stays
        }
        if (job != null) {
            job.cancel();
        }
        readingPath = path;
        related.set(null);
        // A page that is not indexed (a message, a removed page) simply has nothing related.
        job = background.submit("related " + path, ctx -> session.related(path),
                new Background.Callbacks<>(related::set, t -> related.set(null), p -> { }));
    }

    void clear() {
        if (job != null) {
            job.cancel();
            job = null;
        }
        related.set(null);
    }
}
