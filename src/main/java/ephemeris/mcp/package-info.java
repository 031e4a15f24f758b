/**
 * The MCP server for agents: wiki_query, wiki_related, wiki_status and the page resources, over stdio.
 * A face of the engine.
 */
package ephemeris.mcp;
