/** The window's view model: state as read-only properties, commands as plain methods, no controls. */
package ephemeris.ui.model;
