package ephemeris.embed;

import java.io.IOException;
import java.util.concurrent.FutureTask;

/**
 * A tokenizer's vocabulary read on a thread of its own while ONNX Runtime makes the model's session on the caller's:
 * the two take about the same time in a fresh process, and a call that loads the model waits for both.
 */
final class TokenizerReading {
    /** Reads a tokenizer's vocabulary, from wherever it is kept. */
    interface Source {
        WordPieceTokenizer read() throws IOException;
    }

    private final FutureTask<WordPieceTokenizer> reading;

    private TokenizerReading(FutureTask<WordPieceTokenizer> reading) {
        this.reading = reading;
    }

    /** Starts reading the vocabulary on a daemon thread. */
    static TokenizerReading start(Source source) {
        FutureTask<WordPieceTokenizer> reading = new FutureTask<>(source::read);
        Thread.ofPlatform().daemon().name("ephemeris-tokenizer").start(reading);
        return new TokenizerReading(reading);
    }

    /**
     * The tokenizer once read. The wait is not given up on an interrupt, as the session's making before it is not: a
     * load that failed is remembered for the rest of the process (meaning search stays off), and a cancelled request
     * of the thread that happened to load the model must not cost that. The interrupt is kept for the caller.
     */
    WordPieceTokenizer await() throws IOException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return reading.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException("The embedding model's tokenizer could not be read: " + e.getCause().getMessage(), e.getCause());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
