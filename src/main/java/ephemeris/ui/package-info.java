/**
 * The desktop window (JavaFX, AtlantaFX), built in code around small view models in ui.model.
 * The only package that knows JavaFX.
 */
package ephemeris.ui;
