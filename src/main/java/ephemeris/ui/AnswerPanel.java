package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.answer.Answer;
import ephemeris.ui.model.MainViewModel;
import javafx.animation.PauseTransition;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.util.Duration;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The answer, its [n] markers as links to the sources, and the confidence / go-external / stale badges. */
final class AnswerPanel extends VBox {
    private static final Pattern MARKER = Pattern.compile("\\[(\\d+)]");

    private final MainViewModel model;
    private final FlowPane badges = new FlowPane(6, 6);
    private final TextFlow text = new TextFlow();
    private final Button copy = new Button("Copy");

    AnswerPanel(MainViewModel model, Runnable copyAnswer) {
        this.model = model;
        getStyleClass().add("answer-panel");
        Label header = new Label("Answer");
        header.getStyleClass().add("panel-header");
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(16, 16);
        spinner.visibleProperty().bind(model.askingProperty());
        copy.setId("copy-answer");
        copy.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        copy.setTooltip(new Tooltip("Copy the answer and its Sources as markdown (Ctrl+Shift+C)"));
        copy.setOnAction(e -> copyAnswer.run());
        copy.disableProperty().bind(model.answers().answerProperty().isNull());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox top = new HBox(8, header, spinner, spacer, copy);
        top.setAlignment(Pos.CENTER_LEFT);
        top.getStyleClass().add("panel-header-row");

        text.setId("answer-text");
        text.nodeOrientationProperty().bind(model.answers().answerRightToLeftProperty().map(Direction::of));
        text.getStyleClass().add("answer-text");
        badges.setId("badges");
        VBox body = new VBox(10, badges, text);
        body.setPadding(new Insets(10, 14, 14, 14));
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("edge-to-edge");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(top, scroll);
        setMinHeight(140);

        model.answers().answerProperty().subscribe(this::show);
        // A right-to-left answer is broken into lines for the panel's width: a new width breaks it anew.
        widthProperty().addListener(o -> {
            if (model.answers().answerRightToLeftProperty().get()) {
                show(model.answers().answerProperty().get());
            }
        });
        model.wiki().examplesProperty().addListener((javafx.collections.ListChangeListener<String>) c -> show(model.answers().answerProperty().get()));
    }

    private void show(Answer a) {
        if (a == null) {
            badges.getChildren().clear();
            Text hint = new Text("The answer appears here, quoted from your wiki with numbered sources.");
            hint.getStyleClass().add("answer-hint");
            text.getChildren().setAll(hint);
            if (!model.wiki().examplesProperty().isEmpty()) {
                Text tryOne = new Text("\n\nTry one:");
                tryOne.getStyleClass().add("answer-hint");
                text.getChildren().add(tryOne);
                for (String q : model.wiki().examplesProperty()) {
                    Hyperlink example = new Hyperlink(q);
                    example.getStyleClass().add("example-question");
                    example.setOnAction(e -> model.ask(q));
                    text.getChildren().addAll(new Text("\n"), example);
                }
            }
            return;
        }
        badges.getChildren().setAll(Badges.confidence(a), Badges.goExternal(a), Badges.stale(a));
        if (a.timeSensitive()) {
            Label ts = new Label("Time-sensitive");
            ts.getStyleClass().addAll("badge", Styles.ACCENT);
            badges.getChildren().add(ts);
        }
        text.getChildren().setAll(a.answered() ? withMarkers(a) : List.of(cannotAnswer(a.text())));
        if (!model.answers().answerNoteProperty().get().isEmpty()) {
            Text note = new Text("\n\n" + model.answers().answerNoteProperty().get());
            note.getStyleClass().add("answer-note");
            text.getChildren().add(note);
        }
    }

    private Node cannotAnswer(String sentinel) {
        Text t = new Text(sentinel);
        t.getStyleClass().add("cannot-answer");
        return t;
    }

    /** The answer text with each [n] as a small link that shows source n, and the short answer in bold. */
    private List<Node> withMarkers(Answer a) {
        String answer = a.text();
        List<Node> nodes = new ArrayList<>();
        Matcher m = MARKER.matcher(answer);
        int last = 0;
        int sentence = 0;
        while (m.find()) {
            String before = answer.substring(last, m.start());
            if (!before.isBlank()) {
                // Each quoted sentence is followed by its marker: clicking it shows that very sentence.
                int index = sentence++;
                List<Node> unit = RightToLeftLines.needed(before) ? List.of(rightToLeft(before)) : List.copyOf(unitTexts(a, index, before));
                for (Node t : unit) {
                    t.getStyleClass().add("answer-sentence");
                    t.setCursor(javafx.scene.Cursor.HAND);
                    t.setOnMouseClicked(e -> model.answers().showCitation(index));
                    Tooltip.install(t, new Tooltip("Show this passage in its page"));
                    nodes.add(t);
                }
            } else if (!before.isEmpty()) {
                nodes.add(new Text(before));
            }
            int n = Integer.parseInt(m.group(1));
            Hyperlink marker = new Hyperlink(m.group());
            marker.getStyleClass().add("cite-marker");
            marker.setTooltip(new Tooltip(model.answers().sourcesProperty().stream().filter(c -> c.number() == n)
                    .map(c -> c.title() + "\n" + c.path()).findFirst().orElse("Source " + n)));
            marker.setOnAction(e -> model.answers().showSourceNumber(n));
            nodes.add(marker);
            if (RightToLeftLines.needed(before)) {
                nodes.add(new Text("\n")); // each right-to-left unit on lines of its own, broken to fit
            }
            last = m.end();
        }
        if (last < answer.length()) {
            Text t = new Text(answer.substring(last));
            t.getStyleClass().add("answer-sentence");
            nodes.add(t);
        }
        return nodes;
    }

    /** Right-to-left text broken into lines for the panel's width: JavaFX's own wrapping of it fails (decision 0009). */
    private Label rightToLeft(String shown) {
        // A label in the flow, not a text run: the flow then never wraps it (decision 0009).
        Label l = new Label(RightToLeftLines.fit(shown.strip(), javafx.scene.text.Font.getDefault(), getWidth() - 40));
        l.setNodeOrientation(javafx.geometry.NodeOrientation.RIGHT_TO_LEFT);
        return l;
    }

    /** A quoted unit's text; the one holding the short answer in three pieces, the answer bold in the middle. */
    private static List<Text> unitTexts(Answer a, int index, String shown) {
        var span = a.span().filter(s -> s.citation() == index + 1 && index < a.citations().size());
        if (span.isEmpty()) {
            return List.of(new Text(shown));
        }
        int at = shown.indexOf(a.citations().get(index).text());
        if (at < 0) {
            return List.of(new Text(shown));
        }
        int start = at + span.get().start();
        int end = at + span.get().end();
        Text bold = new Text(shown.substring(start, end));
        bold.getStyleClass().add("answer-span");
        return List.of(new Text(shown.substring(0, start)), bold, new Text(shown.substring(end)));
    }

    void flashCopied() {
        copy.setText("Copied ✓");
        PauseTransition back = new PauseTransition(Duration.seconds(1.5));
        back.setOnFinished(e -> copy.setText("Copy"));
        back.play();
    }
}
