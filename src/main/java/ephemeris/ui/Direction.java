package ephemeris.ui;

import javafx.geometry.NodeOrientation;

/** The orientation a piece of wiki text is laid out in: right to left for Arabic, Hebrew and Persian text. */
final class Direction {
    private Direction() {
    }

    static NodeOrientation of(String text) {
        return ephemeris.wiki.Languages.rightToLeft(text) ? NodeOrientation.RIGHT_TO_LEFT : NodeOrientation.LEFT_TO_RIGHT;
    }

    static NodeOrientation of(boolean rightToLeft) {
        return rightToLeft ? NodeOrientation.RIGHT_TO_LEFT : NodeOrientation.LEFT_TO_RIGHT;
    }
}
