package ephemeris.cli;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/** Whether a standard stream is a terminal, asked of the C library (Java only tells it for stdin and stdout together). */
final class Terminal {
    static final int STDERR = 2;
    /**
     * True on the thread running a served call: its streams are the client's, which the server cannot see, so
     * they count as a pipe (a progress line is transient anyway: what is left on the screen is the same).
     */
    static final ThreadLocal<Boolean> SERVING = ThreadLocal.withInitial(() -> false);

    private Terminal() {
    }

    /** True when file descriptor {@code fd} is a terminal; false when it is a file or a pipe, or when it cannot be told. */
    static boolean is(int fd) {
        if (SERVING.get()) {
            return false;
        }
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
