/**
 * The window's view models: read-only properties out, plain methods in, one background-work path.
 * No controls and no stage: tests drive them without a display.
 */
package ephemeris.ui.model;
