package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.answer.Citation;
import ephemeris.render.Highlights;
import ephemeris.render.LinkTarget;
import ephemeris.render.PreviewTheme;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The page in the preview: which one, rendered with the answer's key terms and cited sentences marked,
 * scrolled to the passage asked for; links followed; the page opened outside the window on request.
 * Problems go to the window's status line through {@code problems}.
 */
public final class PreviewModel {
    /** Where a page can be opened outside the window. */
    public enum OpenWith {
        /** The desktop's default application for markdown files. */
        DEFAULT_APP,
        /** Obsidian, through its {@code obsidian://open} link (only for a vault). */
        OBSIDIAN,
        /** The file manager, at the folder holding the page. */
        FILE_MANAGER
    }

    static final String NOT_IN_WIKI = "That page is no longer a file in the wiki folder.";

    private final WikiService service;
    private final Background background;
    private final PreferencesModel preferences;
    private final RelatedModel related;
    private final Consumer<String> browser;
    private final Consumer<String> problems;
    private final ReadOnlyObjectWrapper<Preview> preview = new ReadOnlyObjectWrapper<>(this, "preview");
    /** Whether the open wiki is an Obsidian vault, so its pages can be opened in Obsidian. */
    private final ReadOnlyBooleanWrapper obsidianVault = new ReadOnlyBooleanWrapper(this, "obsidianVault");
    private WikiService.Session session;
    private PageFiles pageFiles;
    /** The answer whose key terms and cited sentences are marked, or null. */
    private Answer answer;
    private Background.Job renderJob;

    PreviewModel(WikiService service, Background background, PreferencesModel preferences, RelatedModel related,
                 Consumer<String> browser, Consumer<String> problems) {
        this.service = service;
        this.background = background;
        this.preferences = preferences;
        this.related = related;
        this.browser = browser;
        this.problems = problems;
        // A page shown is drawn again with the other stylesheet.
        preferences.darkProperty().subscribe(this::repaint);
    }

    public ReadOnlyObjectProperty<Preview> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty obsidianVaultProperty() {
        return obsidianVault.getReadOnlyProperty();
    }

    /** Shows a ranked page, with the terms and any sentences cited from it marked. */
    public void showPage(String path) {
        List<String> cited = citedOn(path);
        show(path, PdfPages.first(answer, path), cited.isEmpty() ? new Preview.ScrollTarget(-1, "", true) : new Preview.ScrollTarget(0, "", false));
    }

    /** Shows a cited page scrolled to one quoted sentence (or its first, when {@code citation} is null). */
    public void showSource(SourceCard card, Citation citation) {
        List<String> cited = citedOn(card.path());
        int index = citation == null ? 0 : Math.max(0, cited.indexOf(citation.parts().getFirst()));
        String anchor = citation == null ? "" : citation.anchor();
        int pdfPage = citation == null ? PdfPages.first(answer, card.path()) : citation.pdfPage();
        show(card.path(), pdfPage, new Preview.ScrollTarget(cited.isEmpty() ? -1 : index, anchor, false));
    }

    /**
     * Turns the shown PDF to another of its pages (kept between its first and last), marked as the answer marks
     * it; a note stays as it is.
     */
    public void showPdfPage(int page) {
        Preview p = preview.get();
        if (p != null && p.pdfPages() > 0) {
            show(p.path(), Math.clamp(page, 1, p.pdfPages()), new Preview.ScrollTarget(0, "", true));
        }
    }

    /** A link clicked in the preview: pages open here, web addresses in the system browser. */
    public void followLink(String href) {
        switch (LinkTarget.parse(href)) {
            case LinkTarget.Page p -> show(p.path(), PdfPages.named(p.anchor()), new Preview.ScrollTarget(-1, p.anchor(), false));
            case LinkTarget.External e -> browser.accept(e.url());
            case LinkTarget.Anchor a -> { } // the view scrolls within the page itself
            case LinkTarget.None n -> { }
        }
    }

    /**
     * Opens a page of the wiki outside the window (to edit it, say). The desktop gets the file's address
     * only when it is a regular file inside the wiki folder; anything else is refused in the status bar.
     */
    public void openOutside(String path, OpenWith how) {
        Optional<Path> file = pageFiles == null ? Optional.empty() : pageFiles.file(path);
        if (file.isEmpty() || how == OpenWith.OBSIDIAN && !obsidianVault.get()) {
            problems.accept(file.isEmpty() ? NOT_IN_WIKI : "This wiki is not an Obsidian vault (it has no .obsidian folder).");
            return;
        }
        browser.accept(switch (how) {
            case DEFAULT_APP -> file.get().toUri().toString();
            case OBSIDIAN -> PageFiles.obsidianUri(file.get());
            case FILE_MANAGER -> file.get().getParent().toUri().toString();
        });
    }

    /** The page's full file path, for the clipboard; empty (and said) when it is no longer in the wiki. */
    public Optional<String> fullPath(String path) {
        Optional<Path> file = pageFiles == null ? Optional.empty() : pageFiles.file(path);
        if (file.isEmpty()) {
            problems.accept(NOT_IN_WIKI);
        }
        return file.map(Path::toString);
    }

    /** A wiki was opened: its pages are the ones shown from now on. */
    void opened(WikiService.Session s) {
        session = s;
        pageFiles = new PageFiles(s.root());
        obsidianVault.set(pageFiles.isObsidianVault());
    }

    /** The wiki was closed: nothing of it is shown or opened any more. */
    void closed() {
        cancel();
        session = null;
        pageFiles = null;
        obsidianVault.set(false);
    }

    /** The answer whose terms and citations the pages shown from now on mark (null for none). */
    void answerChanged(Answer a) {
        answer = a;
    }

    /** Shows a message instead of a page. */
    void say(String text) {
        preview.set(message(text));
    }

    void cancel() {
        if (renderJob != null) {
            renderJob.cancel();
            renderJob = null;
        }
    }

    private void repaint() {
        Preview p = preview.get();
        if (p != null && !p.path().isEmpty()) {
            show(p.path(), p.pdfPage(), p.scroll());
        } else if (p != null) {
            preview.set(message(p.title()));
        }
    }

    private List<String> citedOn(String path) {
        return SourceCards.citedOn(answer, path);
    }

    /** @param pdfPage for a PDF, the page of it to show (0: its first) */
    private void show(String path, int pdfPage, Preview.ScrollTarget scroll) {
        WikiService.Session current = session;
        if (current == null) {
            return;
        }
        if (renderJob != null) {
            renderJob.cancel();
        }
        Highlights highlights = new Highlights(answer == null ? ephemeris.query.TermMatcher.NONE : answer.termMatcher(), citedOn(path));
        PreviewTheme previewTheme = theme();
        renderJob = background.submit("render " + path,
                ctx -> current.render(path, pdfPage, scroll.anchor(), highlights, previewTheme)
                        .map(r -> new Preview(path, current.title(path).orElse(path), r.html(), scroll, r.pdfPage(), r.pdfPages())),
                new Background.Callbacks<Optional<Preview>>(
                        p -> {
                            preview.set(p.orElseGet(() -> message("This page is not in the wiki: " + path)));
                            if (p.isPresent()) {
                                related.show(current, path);
                            } else {
                                related.clear();
                            }
                        },
                        t -> problems.accept(UserMessages.of(t, "Could not show " + path)), x -> { }));
    }

    private Preview message(String text) {
        return new Preview("", text, "", Preview.ScrollTarget.TOP);
    }

    private PreviewTheme theme() {
        return preferences.darkProperty().get() ? PreviewTheme.DARK : PreviewTheme.LIGHT;
    }
}
