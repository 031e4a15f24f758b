/**
 * From a question to ranked pages: operators and filters, key terms, the question's language, keyword and
 * meaning search fused, related-page filters. Reads the index; knows nothing of answers.
 */
package ephemeris.query;
