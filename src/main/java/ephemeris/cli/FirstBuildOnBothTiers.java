package ephemeris.cli;

import ephemeris.index.CacheLocation;
import ephemeris.index.WikiIndex;
import ephemeris.process.ThisProcess;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The packaged launcher runs a {@code query}, {@code related} or {@code status} call on the JIT's first tier
 * alone (decision 0019): such a call opens an index and answers within a second or two, and starts and answers
 * sooner without the optimising tier spending a core on code it barely gets to run. Building an index is the
 * exception: on the first tier alone a large wiki's build takes half as long again. So a call that would build
 * its wiki's index (none there yet, or one another process is writing, which leaves this one to build its own in
 * memory) runs again, whole, on both tiers, in a process of its own, and this one passes its exit code on. It
 * runs before the command line is parsed, and reads only {@code --wiki}, as {@link ServedCall} does; anything
 * it cannot settle leaves the call to this process.
 */
public final class FirstBuildOnBothTiers {
    /** The JVM option with which the launcher keeps a call to the first tier. */
    static final String FIRST_TIER_ONLY = "-XX:TieredStopAtLevel=1";
    /** The app's main class as the launcher and the source tree name it: the JVM's own options come before it. */
    private static final List<String> MAIN = List.of("ephemeris/ephemeris.Main", "ephemeris.Main");

    private FirstBuildOnBothTiers() {
    }

    /** The exit code of the call run again on both tiers, which printed what it printed; empty when this process runs it. */
    public static OptionalInt tryRerun(String[] args) {
        try {
            return rerun(args, CacheLocation.root(), ThisProcess.commandLine());
        } catch (RuntimeException e) {
            return OptionalInt.empty();
        }
    }

    /**
     * Runs {@code commandLine} again without {@link #FIRST_TIER_ONLY} when it is a call that answers once, its JVM
     * options hold that option, and the wiki named in {@code args} has no index in {@code cacheRoot} that this
     * process could open.
     */
    static OptionalInt rerun(String[] args, Path cacheRoot, List<String> commandLine) {
        int option = firstTierOption(commandLine);
        if (args.length == 0 || !ServeProtocol.SERVED.contains(args[0]) || option < 0 || ServerOnDemand.trainsAnAotCache(commandLine)) {
            return OptionalInt.empty();
        }
        try {
            java.util.Optional<ServedCall.OnWiki> named = ServedCall.OnWiki.of(args);
            if (named.isEmpty() || ephemeris.index.CacheLocation.openableIn(cacheRoot, named.get().realRoot())) {
                return OptionalInt.empty();
            }
            List<String> bothTiers = new ArrayList<>(commandLine);
            bothTiers.set(option, "-D" + ServerOnDemand.WAITED + "=true");
            Process call = new ProcessBuilder(bothTiers).inheritIO().start();
            // Ended with this process (SIGTERM, SIGINT, SIGHUP): the call must not go on building alone.
            Thread stop = new Thread(call::destroy);
            Runtime.getRuntime().addShutdownHook(stop);
            try {
                int code = call.waitFor();
                Runtime.getRuntime().removeShutdownHook(stop);
                return OptionalInt.of(code);
            } catch (InterruptedException e) {
                call.destroy();
                Thread.currentThread().interrupt();
                return OptionalInt.of(ExitCodes.FAILURE);
            }
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty(); // a missing wiki, a bad --wiki: the command says so in its own words
        }
    }

    /** Where the first-tier option is among the JVM's options (before the main class), or -1. */
    private static int firstTierOption(List<String> commandLine) {
        int main = commandLine.size();
        for (int i = 0; i < commandLine.size(); i++) {
            if (MAIN.contains(commandLine.get(i))) {
                main = i;
                break;
            }
        }
        int option = commandLine.indexOf(FIRST_TIER_ONLY);
        return option >= 0 && option < main ? option : -1;
    }
}
