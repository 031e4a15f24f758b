package ephemeris.cli;

import ephemeris.index.CacheLocation;
import ephemeris.wiki.WikiRoots;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The client side of {@link LocalServer}: when an {@code ephemeris serve} process has the wiki open, a
 * {@code query}, {@code related} or {@code status} call is answered by it instead of opening the index in
 * this process. Runs before the command line is parsed, so it reads only {@code --wiki} itself; anything it
 * cannot settle (no server, a server of another version, a declined call, a broken socket) leaves the call to
 * run in this process, with the same output.
 */
public final class ServedCall {
    /** Set to {@code off} to always answer in this process. */
    public static final String ENV_VAR = "EPHEMERIS_SERVER";

    private ServedCall() {
    }

    /** The served call's exit code, after printing what it printed; empty when this process must run it. */
    public static OptionalInt tryServer(String[] args, PrintWriter out, PrintWriter err) {
        Outcome o = ask(args, out, err);
        return o.kind() == Kind.ANSWERED ? OptionalInt.of(o.exitCode()) : OptionalInt.empty();
    }

    /** What became of a call offered to the wiki's server. */
    enum Kind {
        /** The server ran it: what it printed is printed, and its exit code is the call's. */
        ANSWERED,
        /** A server listens but declined it (another wiki, other options, another version). */
        DECLINED,
        /** No server listens (none, a socket left behind), or this call is not one a server answers. */
        NO_SERVER
    }

    record Outcome(Kind kind, int exitCode) {
        static final Outcome NONE = new Outcome(Kind.NO_SERVER, 0);
        static final Outcome DECLINED = new Outcome(Kind.DECLINED, 0);
    }

    /** Offers the call to the wiki's server, if one listens; see {@link Kind}. */
    static Outcome ask(String[] args, PrintWriter out, PrintWriter err) {
        if (args.length == 0 || !ServeProtocol.SERVED.contains(args[0]) || serversIgnored()) {
            return Outcome.NONE;
        }
        java.util.Optional<OnWiki> named = OnWiki.of(args);
        if (named.isEmpty()) {
            return Outcome.NONE; // a missing wiki, a bad --wiki: the command says so in its own words
        }
        Path real = named.get().realRoot();
        Path socket = ServeProtocol.socket(CacheLocation.root(), real);
        if (!Files.exists(socket)) {
            return Outcome.NONE;
        }
        List<String> call = new ArrayList<>();
        call.add(args[0]);
        call.add("--wiki");
        call.add(real.toString());
        call.addAll(named.get().rest());
        try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            ServeProtocol.Reply reply = ServeProtocol.exchange(ch, call);
            if (reply.kind() != ServeProtocol.ANSWERED) {
                return Outcome.DECLINED;
            }
            out.print(reply.out());
            err.print(reply.err());
            out.flush();
            err.flush();
            return new Outcome(Kind.ANSWERED, reply.exitCode());
        } catch (IOException | RuntimeException e) {
            return Outcome.NONE; // nobody listens: a socket left behind, or a server that just left
        }
    }

    /** Whether {@code EPHEMERIS_SERVER=off}: calls neither ask a server nor start one. */
    static boolean serversIgnored() {
        return "off".equals(System.getenv(ENV_VAR));
    }

    /**
     * The wiki a command line names ({@code --wiki}, else the default), by its real path, and the command's other
     * arguments. Read before the command line is parsed, so anything it cannot settle is left to the command.
     */
    record OnWiki(Path realRoot, List<String> rest) {
        /** The wiki {@code args} (a command and its arguments) name; empty when there is none there or --wiki is malformed. */
        static java.util.Optional<OnWiki> of(String[] args) {
            try {
                List<String> rest = new ArrayList<>(List.of(args).subList(Math.min(1, args.length), args.length));
                return java.util.Optional.of(new OnWiki(WikiRoots.resolve(takeWiki(rest)).toRealPath(), List.copyOf(rest)));
            } catch (IOException | RuntimeException e) {
                return java.util.Optional.empty();
            }
        }
    }

    /**
     * Removes {@code --wiki DIR} / {@code --wiki=DIR} from the arguments (before a {@code --}) and returns DIR,
     * or null when not given.
     */
    static Path takeWiki(List<String> args) {
        Path wiki = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--")) {
                break;
            }
            if (a.equals("--wiki")) {
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException("--wiki needs a folder");
                }
                wiki = Path.of(args.get(i + 1));
                args.remove(i + 1);
                args.remove(i);
                i--;
            } else if (a.startsWith("--wiki=")) {
                wiki = Path.of(a.substring("--wiki=".length()));
                args.remove(i);
                i--;
            }
        }
        return wiki;
    }
}
