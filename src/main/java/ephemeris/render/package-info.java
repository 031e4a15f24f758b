/**
 * A page's markdown as safe HTML for the window's preview, with the answer's passages and terms marked.
 * Uses the wiki and the engine; no JavaFX.
 */
package ephemeris.render;
