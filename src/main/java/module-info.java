/** Ephemeris: answers questions about a local markdown wiki, offline, and shows its evidence. */
module ephemeris {
    requires java.logging;
    requires java.management;
    requires org.commonmark;
    requires org.commonmark.ext.gfm.tables;
    requires org.apache.lucene.core;
    requires org.apache.lucene.analysis.common;
    requires com.fasterxml.jackson.databind;
    requires info.picocli;
    // ephemeris mcp: the MCP Java SDK (brings Jackson 3, Reactor, SLF4J; slf4j-jdk14 is bound as a service)
    requires io.modelcontextprotocol.sdk.mcp;
    requires reactor.core;

    exports ephemeris.engine;
    exports ephemeris.answer;
    exports ephemeris.query;
    exports ephemeris.index;
    exports ephemeris.wiki;

    opens ephemeris.cli to info.picocli;
}
