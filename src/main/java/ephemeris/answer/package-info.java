/**
 * From ranked pages to the answer document: answer units quoted from the pages, their citations, and the
 * confidence, go_external and stale signals. Reads what retrieval found.
 */
package ephemeris.answer;
