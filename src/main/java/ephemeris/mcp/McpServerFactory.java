package ephemeris.mcp;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransportProvider;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Builds the MCP server: the two wiki tools over a {@link LiveEngine}, on any transport. */
public final class McpServerFactory {
    static final String INSTRUCTIONS = """
            Ephemeris answers questions from the user's local markdown wiki, offline. Prefer wiki_query over \
            reading wiki files: it searches every page at once and cites path, heading and lines. Trust an answer \
            with confidence high and go_external false; when go_external is true, the wiki does not settle the \
            question, so say so or look elsewhere. Use wiki_status to see what is indexed and how fresh it is.""";

    private McpServerFactory() {
    }

    /** The JSON mapper the SDK finds on the module or class path (Jackson 3). */
    public static McpJsonMapper jsonMapper() {
        return McpJsonDefaults.getMapper();
    }

    static McpSyncServer build(McpServerTransportProvider transport, LiveEngine live, String version) {
        WikiTools tools = new WikiTools(live);
        McpJsonMapper json = jsonMapper();
        McpSchema.Tool query = McpSchema.Tool.builder()
                .name(WikiTools.QUERY)
                .title("Ask the wiki")
                .description(ToolSchemas.QUERY_DESCRIPTION)
                .inputSchema(ToolSchemas.queryInputSchema())
                .outputSchema(ToolSchemas.queryOutputSchema())
                .annotations(new McpSchema.ToolAnnotations("Ask the wiki", true, false, true, false, null))
                .build();
        McpSchema.Tool status = McpSchema.Tool.builder()
                .name(WikiTools.STATUS)
                .title("Wiki index status")
                .description(ToolSchemas.STATUS_DESCRIPTION)
                .inputSchema(ToolSchemas.statusInputSchema())
                .outputSchema(ToolSchemas.statusOutputSchema())
                .annotations(new McpSchema.ToolAnnotations("Wiki index status", true, false, true, false, null))
                .build();
        McpSchema.Tool related = McpSchema.Tool.builder()
                .name(WikiTools.RELATED)
                .title("Related pages")
                .description(ToolSchemas.RELATED_DESCRIPTION)
                .inputSchema(ToolSchemas.relatedInputSchema())
                .annotations(new McpSchema.ToolAnnotations("Related pages", true, false, true, false, null))
                .build();
        return McpServer.sync(transport)
                .serverInfo("ephemeris", version)
                .instructions(INSTRUCTIONS)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).resources(false, false).build())
                // Arguments are checked by WikiTools, whose messages say what to pass instead.
                .validateToolInputs(false)
                .tools(spec(query, tools::query, json), spec(status, tools::status, json), spec(related, tools::related, json))
                .resourceTemplates(pages(tools))
                .build();
    }

    /** Every indexed page as a resource, by the path in a citation: ephemeris://page/{path}, percent-encoded. */
    private static McpServerFeatures.SyncResourceTemplateSpecification pages(WikiTools tools) {
        McpSchema.ResourceTemplate template = McpSchema.ResourceTemplate.builder()
                .uriTemplate(ephemeris.engine.PageUri.TEMPLATE)
                .name("wiki-page")
                .title("Wiki page")
                .description("The markdown source of one wiki page. {path} is the page's path relative to the wiki, "
                        + "percent-encoded with '/' as %2F; every wiki_query citation carries its page's uri.")
                .mimeType("text/markdown")
                .build();
        return new McpServerFeatures.SyncResourceTemplateSpecification(template, (exchange, request) -> {
            java.util.Optional<String> text;
            try {
                text = tools.page(request.uri());
            } catch (ephemeris.wiki.WikiException e) {
                throw McpError.builder(McpSchema.ErrorCodes.INTERNAL_ERROR).message(e.getMessage()).build();
            }
            if (text.isEmpty()) {
                throw McpError.RESOURCE_NOT_FOUND.apply(request.uri());
            }
            return new McpSchema.ReadResourceResult(List.of(
                    new McpSchema.TextResourceContents(request.uri(), "text/markdown", text.get())));
        });
    }

    private static McpServerFeatures.SyncToolSpecification spec(McpSchema.Tool tool,
            Function<Map<String, Object>, WikiTools.Result> handler, McpJsonMapper json) {
        return McpServerFeatures.SyncToolSpecification.builder()
                .tool(tool)
                .callHandler((exchange, request) -> toResult(handler.apply(request.arguments()), json))
                .build();
    }

    static McpSchema.CallToolResult toResult(WikiTools.Result r, McpJsonMapper json) {
        if (r.isError()) {
            return McpSchema.CallToolResult.builder()
                    .content(List.of(new McpSchema.TextContent(r.error())))
                    .isError(true)
                    .build();
        }
        String text;
        try {
            text = json.writeValueAsString(r.content()); // compact: fewer tokens for the agent than indented JSON
        } catch (java.io.IOException e) {
            text = String.valueOf(r.content());
        }
        return McpSchema.CallToolResult.builder()
                .content(List.of(new McpSchema.TextContent(text)))
                .structuredContent(r.content())
                .isError(false)
                .build();
    }
}
