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

    exports ephemeris.engine;
    exports ephemeris.answer;
    exports ephemeris.query;
    exports ephemeris.index;
    exports ephemeris.wiki;

    opens ephemeris.cli to info.picocli;
}
