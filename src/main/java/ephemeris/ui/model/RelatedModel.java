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

    RelatedModel(Background background) {
        this.background = background;
    }

    /** The previewed page's related pages; null while none is shown or they are being read. */
    public ReadOnlyObjectProperty<RelatedPages> relatedProperty() {
        return related.getReadOnlyProperty();
    }

    void show(WikiService.Session session, String path) {
        if (job != null) {
            job.cancel();
        }
        RelatedPages shown = related.get();
        if (shown != null && shown.path().equals(path)) {
            return;
        }
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
