/**
 * The Lucene index of a wiki: its document kinds (meta, own and borrowed passages, page map, vectors), keeping
 * it in step with the folder, and searching it by words and by vectors. Built from wiki pages.
 */
package ephemeris.index;
