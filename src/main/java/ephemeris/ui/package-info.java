/** The desktop window: JavaFX views over the view model in {@code ephemeris.ui.model}. */
package ephemeris.ui;
