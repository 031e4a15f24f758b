package ephemeris.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;

/**
 * An empty file in a wiki's socket folder whose modification time notes when something last happened (a call, a
 * server starting): what {@link ServerOnDemand} reads to tell a burst of calls from a lone one.
 */
final class MarkFile {
    private MarkFile() {
    }

    /** Sets {@code file}'s modification time to {@code now}, making it if needed. */
    static void mark(Path file, Instant now) throws IOException {
        if (!Files.exists(file)) {
            Files.writeString(file, "", StandardOpenOption.CREATE);
        }
        Files.setLastModifiedTime(file, FileTime.from(now));
    }

    /** Whether {@code file} was marked within {@code within} before {@code now} (a mark from the future is not). */
    static boolean recently(Path file, Instant now, Duration within) throws IOException {
        if (!Files.exists(file)) {
            return false;
        }
        Instant then = Files.getLastModifiedTime(file).toInstant();
        return !then.isAfter(now) && Duration.between(then, now).compareTo(within) < 0;
    }
}
