/**
 * How this process was started (its command line, the packaged launcher that started it): read by the faces
 * that start other processes like it, never by the engine.
 */
package ephemeris.process;
