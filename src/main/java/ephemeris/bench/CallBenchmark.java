package ephemeris.bench;

import ephemeris.engine.Engine;
import ephemeris.engine.EngineOptions;
import ephemeris.engine.ProgressListener;
import ephemeris.engine.Question;
import ephemeris.process.ThisProcess;
import ephemeris.wiki.WikiException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * What an agent or a script pays per question: whole {@code ephemeris query --json} processes, each opening the
 * persisted index itself, then the same calls answered by an {@code ephemeris serve} process, against the seed's
 * method (a case-insensitive grep a key term, then reading the top five pages), in turns, question by question.
 */
public final class CallBenchmark {
    private final PrintWriter log;

    public CallBenchmark(PrintWriter log) {
        this.log = log;
    }

    /** One way of calling: our median and the seed's method's in the same turns, in milliseconds. */
    public record Medians(double oursMillis, double seedMillis) {
        public double ratio() {
            return oursMillis / seedMillis;
        }
    }

    /** The three medians against the seed's method's, and the markdown table of them. */
    public record Result(String table, Medians ownProcess, Medians served, Medians burst) {
    }

    public Result run(Path wiki, List<String> questions, int rounds) throws IOException, InterruptedException, WikiException {
        List<String> self = selfCommand();
        List<List<String>> keyTerms = new ArrayList<>();
        try (Engine terms = Engine.open(wiki, EngineOptions.defaults(), ProgressListener.NONE, () -> false)) {
            for (String q : questions) {
                keyTerms.add(terms.ask(new Question(q, false, 5)).keyTerms());
            }
        }
        SeedMethod seed = new SeedMethod(wiki);
        log.printf("Timing whole command line calls on %s, %d questions × %d rounds (%s for the seed's method)…%n",
                wiki, questions.size(), rounds, seed.tool());
        log.flush();
        time(call(self, wiki, questions.getFirst()), false); // the index is in step before anything is timed
        Latencies own = new Latencies();
        Latencies grep = new Latencies();
        rounds(self, wiki, questions, keyTerms, seed, rounds, false, own, grep);
        Latencies served = new Latencies();
        Latencies grepAlongside = new Latencies();
        Process server = startServer(self, wiki);
        try {
            time(call(self, wiki, questions.getFirst()), true);
            rounds(self, wiki, questions, keyTerms, seed, rounds, true, served, grepAlongside);
        } finally {
            server.destroy(); // SIGTERM: the server removes its socket
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
        // As users call it: nothing running, and the second call of the burst starts a server for the rest.
        Latencies burst = new Latencies();
        Latencies grepInBurst = new Latencies();
        List<Long> firstCalls = new ArrayList<>();
        try {
            burstRounds(self, wiki, questions, keyTerms, seed, rounds, burst, grepInBurst, firstCalls);
        } finally {
            stopServer(self, wiki);
        }
        StringBuilder t = new StringBuilder();
        t.append(String.format(Locale.ROOT, "Ephemeris per-call benchmark, %s: %d cores, Java %s, %s%n%n", java.time.LocalDate.now(),
                Runtime.getRuntime().availableProcessors(), Runtime.version(), System.getProperty("os.name")));
        t.append(String.format(Locale.ROOT, "Wiki: `%s`; %d questions × %d rounds; whole processes, median wall time%n%n",
                wiki.getFileName(), questions.size(), rounds));
        t.append("| call | median | seed's method in the same turns | ratio (ours / seed's) |\n|---|---|---|---|\n");
        row(t, "`ephemeris query … --json`, opening the index itself", own, grep);
        row(t, "the same, answered by `ephemeris serve`", served, grepAlongside);
        row(t, "the same in a burst, nothing started beforehand (the second call starts a server)", burst, grepInBurst);
        t.append(String.format(Locale.ROOT, "%nIn the burst, the first calls (no server yet) took %s ms.%s%n",
                firstCalls.stream().map(n -> String.format(Locale.ROOT, "%.0f", n / 1e6)).collect(java.util.stream.Collectors.joining(", ")),
                ThisProcess.launcher().isPresent() ? "" : " Only the packaged launcher's calls start a server: run this from the app image."));
        return new Result(t.toString(), medians(own, grep), medians(served, grepAlongside), medians(burst, grepInBurst));
    }

    private static Medians medians(Latencies ours, Latencies seed) {
        return new Medians(ours.percentileMillis(50), seed.percentileMillis(50));
    }

    /** Each question in turn, each round: our call, then the seed's method on its key terms. */
    private static void rounds(List<String> self, Path wiki, List<String> questions, List<List<String>> keyTerms, SeedMethod seed,
                               int rounds, boolean server, Latencies ours, Latencies grep) throws IOException, InterruptedException {
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < questions.size(); i++) {
                ours.add(time(call(self, wiki, questions.get(i)), server));
                long s = System.nanoTime();
                seed.topFive(keyTerms.get(i));
                grep.add(System.nanoTime() - s);
            }
        }
    }

    /**
     * Each question in turn, each round, with no server running and calls allowed to start one; the first calls'
     * times go to {@code firstCalls} as well.
     */
    private static void burstRounds(List<String> self, Path wiki, List<String> questions, List<List<String>> keyTerms, SeedMethod seed,
                                    int rounds, Latencies ours, Latencies grep, List<Long> firstCalls) throws IOException, InterruptedException {
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < questions.size(); i++) {
                long took = time(call(self, wiki, questions.get(i)), true);
                ours.add(took);
                if (r == 0 && i < 3) {
                    firstCalls.add(took);
                }
                long s = System.nanoTime();
                seed.topFive(keyTerms.get(i));
                grep.add(System.nanoTime() - s);
            }
        }
    }

    /** Stops the server the burst started, if any ({@code ephemeris serve --stop}); a window's stays, and says so. */
    private void stopServer(List<String> self, Path wiki) throws IOException, InterruptedException {
        List<String> c = new ArrayList<>(self);
        c.addAll(List.of("serve", "--stop", "--wiki", wiki.toString()));
        ProcessBuilder pb = new ProcessBuilder(c).redirectErrorStream(true);
        WholeProcess.launchable(pb);
        Process p = pb.start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (p.waitFor() != 0) {
            log.println("serve --stop: " + said);
        }
    }

    private static void row(StringBuilder t, String name, Latencies ours, Latencies seed) {
        double o = ours.percentileMillis(50);
        double s = seed.percentileMillis(50);
        t.append(String.format(Locale.ROOT, "| %s | %.0f ms | %.0f ms | %.2f× |%n", name, o, s, o / s));
    }

    /** The {@code query … --json} call of the command {@code self}. */
    static List<String> call(List<String> self, Path wiki, String question) {
        List<String> c = new ArrayList<>(self);
        c.addAll(List.of("query", question, "--wiki", wiki.toString(), "--json"));
        return c;
    }

    /** Wall time of one whole call, which must succeed; without {@code server}, it may not ask one. */
    private static long time(List<String> command, boolean server) throws IOException, InterruptedException {
        return WholeProcess.time(server ? new ProcessBuilder(command) : WholeProcess.ownProcess(command));
    }

    /** Starts {@code ephemeris serve} and waits until it says it is serving. */
    private Process startServer(List<String> self, Path wiki) throws IOException {
        List<String> c = new ArrayList<>(self);
        c.addAll(List.of("serve", "--wiki", wiki.toString()));
        ProcessBuilder pb = new ProcessBuilder(c).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        WholeProcess.launchable(pb);
        Process p = pb.start();
        BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
        for (String line = err.readLine(); line != null; line = err.readLine()) {
            if (line.startsWith("Serving ")) {
                Thread.ofPlatform().daemon().start(() -> drain(err));
                return p;
            }
            log.println("serve: " + line);
        }
        throw new IOException("ephemeris serve ended before it served: exit code " + p.onExit().join().exitValue());
    }

    private static void drain(BufferedReader r) {
        try {
            while (r.readLine() != null) {
                // the server's later lines are not part of the figures
            }
        } catch (IOException e) {
            // the server ended
        }
    }

    /**
     * The command that starts a call as users start it: the packaged launcher (which picks the JVM's options by
     * the command it runs, so a call need not run with this benchmark's); else, from the source tree, the java
     * command that started this process, with its options, class path and main class.
     */
    static List<String> selfCommand() {
        Optional<Path> launcher = ThisProcess.launcher();
        if (launcher.isPresent()) {
            return List.of(launcher.get().toString());
        }
        List<String> all = ThisProcess.commandLine();
        int bench = all.indexOf("bench");
        return List.copyOf(all.subList(0, bench < 0 ? 1 : bench));
    }
}
