package ephemeris.cli;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/** Whether a standard stream is a terminal, asked of the C library (Java only tells it for stdin and stdout together). */
final class Terminal {
    static final int STDERR = 2;

    private Terminal() {
    }

    /** True when file descriptor {@code fd} is a terminal; false when it is a file or a pipe, or when it cannot be told. */
    static boolean is(int fd) {
        try {
            Linker linker = Linker.nativeLinker();
            boolean windows = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("win");
            MethodHandle isatty = linker.defaultLookup().find(windows ? "_isatty" : "isatty")
                    .map(a -> linker.downcallHandle(a, FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT)))
                    .orElse(null);
            return isatty != null && (int) isatty.invokeExact(fd) != 0;
        } catch (Throwable e) {
            return false; // no native access here: treat it as a pipe, which prints no progress line
        }
    }
}
