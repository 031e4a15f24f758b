package ephemeris.process;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** This process's command line as read from /proc, for a call run again with its own arguments. */
class ThisProcessTest {
    @Test
    void theCommandLineKeepsEmptyArgumentsAndDropsTheCommand() {
        assertEquals(List.of("-Xms32m", "query", "", "--json"), ThisProcess.arguments("/usr/bin/java\0-Xms32m\0query\0\0--json\0"));
        assertEquals(List.of("query", ""), ThisProcess.arguments("java\0query\0\0"));
        assertEquals(List.of(), ThisProcess.arguments(""));
    }
}
