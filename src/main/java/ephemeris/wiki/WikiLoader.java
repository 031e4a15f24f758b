package ephemeris.wiki;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Scans a root and parses every page, on all cores. Never writes anything under the root. */
public final class WikiLoader {
    private static final Logger LOG = Logger.getLogger(WikiLoader.class.getName());

    /** Told how far loading has come; called from worker threads. */
    @FunctionalInterface
    public interface Progress {
        void pagesRead(int done, int total);
    }

    private final PageParser parser = new PageParser();
    private final PageReader reader;

    public WikiLoader(long maxPageBytes) {
        this.reader = new PageReader(maxPageBytes);
    }

    public Wiki load(Path root, Progress progress, BooleanSupplier cancelled) throws WikiException {
        WikiScanner.Scan scan = WikiScanner.scan(root);
        List<WikiScanner.Candidate> candidates = scan.pages();
        if (candidates.isEmpty()) {
            throw WikiException.empty();
        }
        int total = candidates.size();
        Page[] pages = new Page[total];
        FileStatus[] statuses = new FileStatus[total];
        AtomicInteger done = new AtomicInteger();
        java.util.stream.IntStream.range(0, total).parallel().forEach(i -> {
            if (cancelled.getAsBoolean()) {
                return;
            }
            WikiScanner.Candidate c = candidates.get(i);
            try {
                PageReader.Result r = reader.read(c.file());
                if (r.text() == null) {
                    statuses[i] = FileStatus.skipped(c.relativePath(), r.skipReason(), c.size());
                } else {
                    Instant mtime = Files.getLastModifiedTime(c.file()).toInstant();
                    pages[i] = parser.parse(c.relativePath(), r.text(), mtime);
                    statuses[i] = FileStatus.indexed(c.relativePath(), c.size());
                }
            } catch (IOException e) {
                statuses[i] = FileStatus.failed(c.relativePath(), "cannot read: " + WikiScanner.describe(e), c.size());
            } catch (RuntimeException | StackOverflowError e) {
                LOG.log(Level.WARNING, "Could not parse " + c.relativePath(), e);
                statuses[i] = FileStatus.failed(c.relativePath(), "could not be parsed: " + e.getClass().getSimpleName(), c.size());
            }
            progress.pagesRead(done.incrementAndGet(), total);
        });
        if (cancelled.getAsBoolean()) {
            throw new WikiException(WikiException.Kind.UNREADABLE, "Loading the wiki was cancelled.");
        }
        List<Page> parsed = new ArrayList<>();
        List<FileStatus> all = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            if (pages[i] != null) {
                parsed.add(pages[i]);
            }
            all.add(statuses[i]);
        }
        all.addAll(scan.leftOut());
        all.sort((a, b) -> a.path().compareTo(b.path()));
        if (parsed.isEmpty()) {
            throw new WikiException(WikiException.Kind.EMPTY, Messages.WIKI_EMPTY
                    + " (" + total + " markdown file" + (total == 1 ? " was" : "s were") + " found but none could be read.)");
        }
        return new Wiki(root, parsed, all);
    }
}
