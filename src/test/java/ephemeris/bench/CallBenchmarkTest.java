package ephemeris.bench;

import ephemeris.process.ThisProcess;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The command a timed call is started with: the one users start it with. */
class CallBenchmarkTest {
    @AfterEach
    void forgetLauncher() {
        System.clearProperty(ThisProcess.LAUNCHER_PROPERTY);
    }

    @Test
    void aCallRunsThroughThePackagedLauncherThatNamedItself(@TempDir Path dir) throws IOException {
        Path launcher = Files.createFile(dir.resolve("ephemeris"), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        System.setProperty(ThisProcess.LAUNCHER_PROPERTY, launcher.toString());
        assertEquals(List.of(launcher.toString()), CallBenchmark.selfCommand());
    }

    @Test
    void withoutALauncherACallRunsTheJavaCommandOfThisProcess(@TempDir Path dir) throws IOException {
        // Named but not there (an app image moved after it started): the java command, as from the source tree.
        System.setProperty(ThisProcess.LAUNCHER_PROPERTY, dir.resolve("gone").toString());
        List<String> self = CallBenchmark.selfCommand();
        assertEquals(ProcessHandle.current().info().command().orElseThrow(), self.getFirst());
    }
}
