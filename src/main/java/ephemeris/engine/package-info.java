/**
 * One opened wiki for the faces: index, retrieval, answers, meaning vectors in the background, related
 * pages and the folder watcher, behind one Engine. The faces use it; it uses none of them.
 */
package ephemeris.engine;
