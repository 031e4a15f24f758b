/**
 * The wiki as files: finding markdown pages, reading and parsing them into pages, blocks, links and dates,
 * telling their language, resolving links. Read-only; knows nothing of the index.
 */
package ephemeris.wiki;
