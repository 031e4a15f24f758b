/**
 * The benchmark: index build, question latency and update latency, side by side with the seed's grep
 * method. A face of the engine, never used by it.
 */
package ephemeris.bench;
