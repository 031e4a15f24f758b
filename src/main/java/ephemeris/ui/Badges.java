package ephemeris.ui;

import atlantafx.base.theme.Styles;
import ephemeris.answer.Answer;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/** The answer's three signals as small coloured labels whose tooltips say why. */
final class Badges {
    private Badges() {
    }

    static Label confidence(Answer a) {
        String style = switch (a.confidence()) {
            case HIGH -> Styles.SUCCESS;
            case MEDIUM -> Styles.WARNING;
            case LOW -> Styles.DANGER;
        };
        return badge("confidence-badge", "Confidence: " + a.confidence().label(), style, a.reasons().confidence());
    }

    static Label goExternal(Answer a) {
        return a.goExternal()
                ? badge("go-external-badge", "Check outside the wiki", Styles.WARNING, a.reasons().goExternal())
                : badge("go-external-badge", "Wiki is enough", Styles.SUCCESS, a.reasons().goExternal());
    }

    static Label stale(Answer a) {
        return a.stale()
                ? badge("stale-badge", "Stale", Styles.DANGER, a.reasons().stale())
                : badge("stale-badge", "Fresh", Styles.SUCCESS, a.reasons().stale());
    }

    private static Label badge(String id, String text, String style, String why) {
        Label l = new Label(text);
        l.setId(id);
        l.getStyleClass().addAll("badge", style);
        Tooltip tip = new Tooltip(why == null || why.isBlank() ? text : why);
        tip.setWrapText(true);
        tip.setMaxWidth(360);
        tip.setShowDelay(Duration.millis(250));
        l.setTooltip(tip);
        return l;
    }
}
