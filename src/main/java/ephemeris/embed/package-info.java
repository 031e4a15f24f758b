/**
 * The bundled sentence-embedding model: its tokenizer, its native runtime and the vectors it computes.
 * Stands alone, below every other package.
 */
package ephemeris.embed;
