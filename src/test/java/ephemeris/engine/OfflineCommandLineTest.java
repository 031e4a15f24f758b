package ephemeris.engine;

import ephemeris.testing.ChildJvm;
import ephemeris.testing.CountingServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Offline, observed: the command line runs in a child JVM under strace, which records every network
 * system call. Building the index, answering and the status report must not connect, bind, listen,
 * accept or send on anything but a local (AF_UNIX) socket, and a server on 127.0.0.1 that the pages
 * reference must receive nothing. (.ci/offline-check.sh does the same and also compares the output
 * with a run in a network namespace that has no interface.)
 */
class OfflineCommandLineTest {
    /** Calls that talk or listen; a connect to an AF_UNIX socket (nscd's) is the one allowed. */
    private static final Pattern TALKS = Pattern.compile("\\b(connect|bind|listen|accept4?|sendto|sendmsg|sendmmsg|recvfrom|recvmsg)\\(");
    private static final Pattern LOCAL_CONNECT = Pattern.compile("connect\\(\\d+, \\{sa_family=AF_UNIX");

    @TempDir
    Path dir;
    CountingServer server;

    @BeforeEach
    void startServer() throws Exception {
        server = new CountingServer();
    }

    @AfterEach
    void stopServer() throws Exception {
        server.close();
    }

    @Test
    void commandLineMakesNoNetworkCallWhileIndexingAnsweringAndReporting() throws Exception {
        assumeTrue(ChildJvm.onPath("strace"), "strace is not installed (apt-get install strace); .ci/offline-check.sh installs it");
        assumeTrue(ChildJvm.exec("strace", "-f", "-qq", "-e", "trace=network", "-o", "/dev/null", "true") == 0,
                "strace cannot trace here (ptrace not permitted in this container)");
        String url = server.url();
        Path wiki = Files.createDirectory(dir.resolve("wiki"));
        Files.writeString(wiki.resolve("index.md"), "# Home\n\nThe zephyr calibration code is 4417. See [the server](" + url
                + "/link).\n\n![remote](" + url + "/image.png)\n");
        Files.writeString(wiki.resolve("Remote.md"), "# Remote\n\n<img src=\"" + url + "/img.png\"><iframe src=\"" + url
                + "/frame\"></iframe><script src=\"" + url + "/s.js\"></script>\n<style>@import url(\"" + url
                + "/i.css\");</style>\n\nThe heron archive is kept in the blue cabinet. ![[" + url + "/embed.png]]\n");
        Path cache = dir.resolve("cache");
        Path log = dir.resolve("strace.log");
        List<String> strace = List.of("strace", "-f", "-qq", "-e", "trace=network", "-o", log.toString());

        ChildJvm.Result query = ChildJvm.run(strace, cache, dir, 180, "query", "--wiki", wiki.toString(), "What is the zephyr calibration code?");
        assertEquals(0, query.exitCode(), query.err());
        assertTrue(query.out().contains("4417"), query.out());
        assertNoTalk(Files.readAllLines(log));

        ChildJvm.Result status = ChildJvm.run(strace, cache, dir, 180, "status", "--wiki", wiki.toString(), "--all");
        assertEquals(0, status.exitCode(), status.err());
        assertTrue(status.out().contains("2 indexed, 0 skipped, 0 failed"), status.out());
        assertNoTalk(Files.readAllLines(log));

        assertEquals(List.of(), server.requests(), "requests received by the server the pages reference");
    }

    /** The check itself: a child that does connect is caught. */
    @Test
    void straceCheckCatchesARealConnection() throws Exception {
        assumeTrue(ChildJvm.onPath("strace") && ChildJvm.onPath("python3"), "strace or python3 is not installed");
        Path log = dir.resolve("strace.log");
        ChildJvm.exec("strace", "-f", "-qq", "-e", "trace=network", "-o", log.toString(), "python3", "-c",
                "import urllib.request; urllib.request.urlopen('" + server.url() + "/x').read()");
        List<String> lines = Files.readAllLines(log);
        assertTrue(lines.stream().anyMatch(l -> TALKS.matcher(l).find() && !LOCAL_CONNECT.matcher(l).find()), lines.toString());
        assertEquals(List.of("GET /x HTTP/1.1"), server.requests());
    }

    private static void assertNoTalk(List<String> straceLines) {
        List<String> talk = straceLines.stream().filter(l -> TALKS.matcher(l).find() && !LOCAL_CONNECT.matcher(l).find()).toList();
        assertEquals(List.of(), talk, "network calls by the command line");
    }
}
