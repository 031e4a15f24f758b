/**
 * The command line (picocli): query, related, status, bench and mcp, and the JSON and text forms of their
 * output. A face of the engine.
 */
package ephemeris.cli;
