package ephemeris.ui.model;

import ephemeris.answer.Answer;
import ephemeris.answer.Citation;
import ephemeris.query.RankedPage;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;

import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The answer on show: its text and signals, the key terms searched, the ranked pages, the Sources cards,
 * and a note under an answer that could not be given. Showing a source puts its page in the preview.
 */
public final class AnswerModel {
    private final PreviewModel preview;
    private final ReadOnlyObjectWrapper<Answer> answer = new ReadOnlyObjectWrapper<>(this, "answer");
    /** Built once an answer: every listed page's snippet asks it, each time its cell is drawn. */
    private ephemeris.query.TermMatcher termMatcher = ephemeris.query.TermMatcher.NONE;
    /** Whether the answer's text reads right to left (Arabic, Hebrew, Persian quoted), so its panel opens on the right. */
    private final ReadOnlyBooleanWrapper answerRightToLeft = new ReadOnlyBooleanWrapper(this, "answerRightToLeft");
    private final ReadOnlyListWrapper<String> keyTerms = new ReadOnlyListWrapper<>(this, "keyTerms", FXCollections.observableArrayList());
    private final ReadOnlyListWrapper<RankedPage> pages = new ReadOnlyListWrapper<>(this, "pages", FXCollections.observableArrayList());
    private final ReadOnlyListWrapper<SourceCard> sources = new ReadOnlyListWrapper<>(this, "sources", FXCollections.observableArrayList());
    /** Whether the pages shown are listed by filters alone, in date order, rather than ranked for a question. */
    private final ReadOnlyBooleanWrapper listing = new ReadOnlyBooleanWrapper(this, "listing");
    /** Under an answer that could not be given: why, and what the ranked pages still offer. */
    private final ReadOnlyStringWrapper answerNote = new ReadOnlyStringWrapper(this, "answerNote", "");

    AnswerModel(PreviewModel preview) {
        this.preview = preview;
    }

    public ReadOnlyObjectProperty<Answer> answerProperty() {
        return answer.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty answerRightToLeftProperty() {
        return answerRightToLeft.getReadOnlyProperty();
    }

    /** Where the key terms of the answer on show stand in displayed text: what the ranked list's snippets mark. */
    public ephemeris.query.TermMatcher termMatcher() {
        return termMatcher;
    }

    public ReadOnlyListProperty<String> keyTermsProperty() {
        return keyTerms.getReadOnlyProperty();
    }

    public ReadOnlyListProperty<RankedPage> pagesProperty() {
        return pages.getReadOnlyProperty();
    }

    public ReadOnlyListProperty<SourceCard> sourcesProperty() {
        return sources.getReadOnlyProperty();
    }

    /** Whether the pages shown are listed by filters alone, in date order, rather than ranked for a question. */
    public ReadOnlyBooleanProperty listingProperty() {
        return listing.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty answerNoteProperty() {
        return answerNote.getReadOnlyProperty();
    }

    /** Shows the evidence of the answer's i-th quoted sentence (0-based, in answer order). */
    public void showCitation(int index) {
        Answer a = answer.get();
        if (a == null || index < 0 || index >= a.citations().size()) {
            return;
        }
        Citation c = a.citations().get(index);
        sources.stream().filter(card -> card.number() == c.number()).findFirst().ifPresent(card -> preview.showSource(card, c));
    }

    /** Shows source [n] of the current answer. */
    public void showSourceNumber(int number) {
        sources.stream().filter(c -> c.number() == number).findFirst().ifPresent(c -> preview.showSource(c, null));
    }

    /** The answer with its Sources block, as markdown, for the clipboard. */
    public Optional<String> answerMarkdown() {
        return Optional.ofNullable(answer.get()).map(Answer::toMarkdown);
    }

    /**
     * Shows an answer and its evidence, and puts its first source (else its first page) in the preview.
     *
     * @param titles a page's title by its path, for the Sources cards
     */
    void show(Answer a, UnaryOperator<String> titles) {
        answerNote.set(note(a));
        answerRightToLeft.set(a.answered() && ephemeris.wiki.Languages.rightToLeft(a.text()));
        termMatcher = a.termMatcher();
        answer.set(a);
        preview.answerChanged(a);
        keyTerms.setAll(a.keyTerms());
        listing.set(a.question().isEmpty() && !a.filters().isEmpty());
        pages.setAll(a.pages());
        sources.setAll(SourceCards.of(a, titles));
        if (!sources.isEmpty()) {
            preview.showSource(sources.getFirst(), null);
        } else if (!pages.isEmpty()) {
            preview.showPage(pages.getFirst().path());
        } else {
            preview.say(a.text());
        }
    }

    /** Nothing answered: a new wiki, or a question cleared. */
    void clear() {
        answerNote.set("");
        answerRightToLeft.set(false);
        termMatcher = ephemeris.query.TermMatcher.NONE;
        answer.set(null);
        preview.answerChanged(null);
        keyTerms.clear();
        pages.clear();
        sources.clear();
    }

    /**
     * The seed's sentence for an unanswered question says "no relevant pages found" even when pages are
     * listed beside it; the note says what that means here, so the list does not read as a contradiction.
     */
    static String note(Answer a) {
        if (a.answered() || a.pages().isEmpty() || a.question().isEmpty()) {
            return "";
        }
        return a.reasons().confidence() + " The ranked pages share some of its words or its meaning, so they may"
                + " still help; the wiki's own words for the topic may find more.";
    }
}
