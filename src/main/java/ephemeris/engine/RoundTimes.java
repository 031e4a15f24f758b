package ephemeris.engine;

import java.time.Duration;

/**
 * The clock over a {@link VectorBuilder}'s rounds: when new vectors were last made searchable and durable, and the
 * pace of embedding so far, for the estimate of the time left.
 */
final class RoundTimes {
    private static final long PUBLISH_NANOS = Duration.ofSeconds(2).toNanos();
    private static final long COMMIT_NANOS = Duration.ofSeconds(30).toNanos();

    /** What a round's end makes of the vectors added so far. */
    enum Publish {
        NOT_YET,
        /** Searchable, not yet durable: new vectors become searchable every couple of seconds. */
        SEARCHABLE,
        /** Searchable and durable: every half minute, so a closed window resumes where it stopped. */
        DURABLE
    }

    /** Pages embedded and the time spent on them, for the estimate of the time left (model load excluded). */
    private volatile int pagesEmbedded;
    private volatile long embeddingNanos;
    private long published;
    private long committed;
    /** Whether vectors were added since they were last made durable. */
    private boolean notDurable;

    /** The builder begins its rounds at {@code now}: nothing is published before a couple of seconds' work. */
    void begin(long now) {
        this.published = now;
        this.committed = now;
    }

    /** A round that embedded {@code embedded} pages from {@code began} to {@code now}: what to publish now. */
    Publish round(int embedded, long began, long now) {
        notDurable |= embedded > 0;
        embeddingNanos += now - began;
        pagesEmbedded += embedded;
        if (!notDurable || now - published <= PUBLISH_NANOS) {
            return Publish.NOT_YET;
        }
        published = now;
        if (now - committed <= COMMIT_NANOS) {
            return Publish.SEARCHABLE;
        }
        committed = now;
        notDurable = false;
        return Publish.DURABLE;
    }

    /** Whether vectors were added since they were last made durable. */
    boolean notDurable() {
        return notDurable;
    }

    /** The vectors added so far were made durable (every page has its vectors). */
    void madeDurable() {
        notDurable = false;
    }

    /**
     * Seconds to embed {@code missing} pages at the pace measured so far; -1 before {@code enough} pages (a round's
     * worth) have been timed.
     */
    long secondsLeft(int missing, int enough) {
        int pages = pagesEmbedded;
        long nanos = embeddingNanos;
        if (pages < enough || nanos <= 0) {
            return -1;
        }
        return (long) Math.ceil(Math.max(0, missing) * (nanos / 1e9) / pages);
    }
}
