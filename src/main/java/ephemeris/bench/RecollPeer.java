package ephemeris.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Recoll, the desktop search tool whose indexer the first build is compared with: {@code recollindex} on a new
 * configuration folder whose only setting is the folder to index, as a user starting with Recoll has it.
 */
final class RecollPeer {
    private final String version;

    private RecollPeer(String version) {
        this.version = version;
    }

    /** Recoll when {@code recollindex} and {@code recollq} are installed, else null. */
    static RecollPeer find() {
        String v = firstLine("recollq", "-v");
        return v.startsWith("Recoll ") && !firstLine("sh", "-c", "command -v recollindex").isEmpty() ? new RecollPeer(v) : null;
    }

    /** As {@code recollq -v} says it ("Recoll 1.34.3 + Xapian 1.4.22"). */
    String version() {
        return version;
    }

    /** Wall time in nanoseconds of {@code recollindex} building an index of the wiki in the empty {@code config} folder. */
    long build(Path wiki, Path config) throws IOException, InterruptedException {
        Files.writeString(config.resolve("recoll.conf"), configuration(wiki), StandardCharsets.UTF_8);
        return WholeProcess.time(new ProcessBuilder("recollindex", "-c", config.toString()));
    }

    /** The configuration file: the wiki as the one folder to index, quoted (a path may hold spaces). */
    static String configuration(Path wiki) {
        return "topdirs = \"" + wiki.toAbsolutePath().normalize() + "\"\n";
    }

    private static String firstLine(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String line = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().findFirst().orElse("");
            return p.waitFor() == 0 ? line.strip() : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
