package ephemeris.cli;

import ephemeris.bench.ThisProcess;
import ephemeris.index.CacheLocation;
import ephemeris.index.WikiIndex;
import ephemeris.wiki.WikiRoots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The packaged launcher runs a {@code query}, {@code related} or {@code status} call on the JIT's first tier
 * alone (decision 0019): such a call opens an index and answers within a second or two, and starts and answers
 * sooner without the optimising tier spending a core on code it barely gets to run. Building an index from
 * nothing is the exception: on the first tier alone a large wiki's build takes half as long again. So a call that
 * finds no index of its wiki runs again, whole, on both tiers, in a process of its own, and this one passes its
 * exit code on. It runs before anything else loads, and reads only {@code --wiki}, as {@link ServedCall} does;
 * anything it cannot settle leaves the call to this process.
 */
public final class FirstBuildOnBothTiers {
    /** The JVM option with which the launcher keeps a call to the first tier. */
    static final String FIRST_TIER_ONLY = "-XX:TieredStopAtLevel=1";

    private FirstBuildOnBothTiers() {
    }

    /** The exit code of the call run again on both tiers, which printed what it printed; empty when this process runs it. */
    public static OptionalInt tryRerun(String[] args) {
        if (args.length == 0 || !ServeProtocol.SERVED.contains(args[0])) {
            return OptionalInt.empty();
        }
        try {
            return rerun(args, CacheLocation.root(), ThisProcess.commandLine());
        } catch (RuntimeException e) {
            return OptionalInt.empty();
        }
    }

    /**
     * Runs {@code commandLine} again without {@link #FIRST_TIER_ONLY} when it holds it and the wiki named in
     * {@code args} has no index in {@code cacheRoot}.
     */
    static OptionalInt rerun(String[] args, Path cacheRoot, List<String> commandLine) {
        if (!commandLine.contains(FIRST_TIER_ONLY)) {
            return OptionalInt.empty();
        }
        try {
            List<String> rest = new ArrayList<>(List.of(args).subList(1, args.length));
            Path wiki = WikiRoots.resolve(ServedCall.takeWiki(rest)).toRealPath();
            if (WikiIndex.builtIn(cacheRoot, wiki)) {
                return OptionalInt.empty();
            }
            List<String> bothTiers = new ArrayList<>(commandLine);
            bothTiers.remove(FIRST_TIER_ONLY);
            Process call = new ProcessBuilder(bothTiers).inheritIO().start();
            try {
                return OptionalInt.of(call.waitFor());
            } catch (InterruptedException e) {
                call.destroy();
                Thread.currentThread().interrupt();
                return OptionalInt.of(ExitCodes.FAILURE);
            }
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty(); // a missing wiki, a bad --wiki: the command says so in its own words
        }
    }
}
