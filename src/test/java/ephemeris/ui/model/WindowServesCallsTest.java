package ephemeris.ui.model;

import ephemeris.TestWiki;
import ephemeris.cli.ServedCall;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.index.CacheLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** While the window has a wiki open (and holds its index), command line calls on that wiki are answered by it. */
class WindowServesCallsTest {
    @TempDir
    Path wiki;

    @Test
    void anOpenWikiAnswersCommandLineCallsUntilItIsClosed() throws Exception {
        TestWiki.seed004(wiki);
        EngineWikiService service = new EngineWikiService(EngineOptions.defaults().withBackgroundCatchUp(true).withMeaning(false));
        Path socket = CacheLocation.indexFor(CacheLocation.root(), wiki.toRealPath()).resolve("serve").resolve("socket");
        String[] call = {"query", "oncall", "--meaning", "off", "--json", "--wiki", wiki.toString()};
        try (WikiService.Session session = service.open(wiki, ProgressListener.NONE, () -> false)) {
            assertTrue(Files.exists(socket));
            StringWriter out = new StringWriter();
            OptionalInt code = ServedCall.tryServer(call, new PrintWriter(out), new PrintWriter(new StringWriter()));
            assertEquals(OptionalInt.of(0), code);
            assertTrue(out.toString().contains("\"pages_consulted\" : [ \"oncall.md\""), out.toString());
        }
        assertFalse(Files.exists(socket), "closing the wiki stops serving it");
        assertTrue(ServedCall.tryServer(call, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())).isEmpty());
    }
}
