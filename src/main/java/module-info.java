/** Ephemeris: answers questions about a local markdown wiki, offline, and shows its evidence. */
module ephemeris {
    requires java.logging;
    requires java.management;
    requires java.prefs;
    // sun.misc.Signal: SIGINT and SIGTERM end the process through its orderly shutdown (engine.Shutdown).
    requires jdk.unsupported;
    requires org.commonmark;
    requires org.commonmark.ext.gfm.tables;
    requires org.commonmark.ext.gfm.strikethrough;
    requires org.commonmark.ext.front.matter;
    requires org.commonmark.ext.task.list.items;
    requires org.apache.lucene.core;
    requires org.apache.lucene.analysis.common;
    requires org.apache.lucene.analysis.kuromoji;
    requires org.apache.lucene.analysis.nori;
    requires org.apache.lucene.analysis.smartcn;
    requires com.ibm.icu;
    requires org.apache.pdfbox;
    requires org.apache.pdfbox.io;
    requires org.apache.fontbox;
    requires com.fasterxml.jackson.databind;
    requires com.microsoft.onnxruntime;
    requires info.picocli;
    requires javafx.controls;
    requires javafx.web;
    requires atlantafx.base;
    // ephemeris mcp: the MCP Java SDK (brings Jackson 3, Reactor, SLF4J; slf4j-jdk14 is bound as a service)
    requires io.modelcontextprotocol.sdk.mcp;
    requires reactor.core;

    exports ephemeris.engine;
    exports ephemeris.answer;
    exports ephemeris.query;
    exports ephemeris.index;
    exports ephemeris.embed;
    exports ephemeris.wiki;
    exports ephemeris.render;
    exports ephemeris.ui.model;

    opens ephemeris.cli to info.picocli;
    // JavaFX instantiates the Application subclass reflectively.
    exports ephemeris.ui to javafx.graphics;
}
