package ephemeris.wiki;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a page's bytes into text without ever failing on content: UTF-8 (invalid bytes become U+FFFD),
 * UTF-16 when a byte order mark says so. Binary content and oversized files are refused with a reason.
 */
public final class PageReader {
    /** Pages larger than this are skipped: they are data dumps, not pages, and would stall the index. */
    public static final long DEFAULT_MAX_BYTES = 10L * 1024 * 1024;

    /** Text, or the reason there is none. Exactly one of the two is non-null. */
    public record Result(String text, String skipReason) {
        static Result text(String text) {
            return new Result(text, null);
        }

        static Result skip(String reason) {
            return new Result(null, reason);
        }
    }

    private final long maxBytes;
    /** How many times a page's size limit a PDF may be. */
    static final int PDF_SIZE_FACTOR = 20;

    public PageReader(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    public Result read(Path file) throws IOException {
        // A FIFO or device named like a page would block the open (a FIFO waits for a writer) or never end:
        // the scanner lists only regular files, but a file can be replaced between the scan and this read.
        BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
        if (!attrs.isRegularFile()) {
            return Result.skip("not a regular file");
        }
        long size = attrs.size();
        if (PdfText.isPdf(file.getFileName().toString())) {
            // A PDF's bytes are mostly fonts and pictures: its limit is the page limit times PDF_SIZE_FACTOR.
            long limit = maxBytes * PDF_SIZE_FACTOR;
            return size > limit ? Result.skip("too large (" + megabytes(size) + " MB; the limit for a PDF is "
                    + megabytes(limit) + " MB)") : PdfText.read(file);
        }
        if (size > maxBytes) {
            return Result.skip("too large (" + megabytes(size) + " MB; the limit is " + megabytes(maxBytes) + " MB)");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // Read at most the limit even if the file grew since it was listed.
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        }
        if (bytes.length > maxBytes) {
            return Result.skip("too large (over " + megabytes(maxBytes) + " MB)");
        }
        Result decoded = decode(bytes);
        if (CanvasText.isCanvas(file.getFileName().toString()) && decoded.text() != null) {
            return CanvasText.read(file.getFileName().toString(), decoded.text());
        }
        return decoded;
    }

    public static Result decode(byte[] bytes) {
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            return Result.text(new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE));
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            return Result.text(new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE));
        }
        int offset = 0;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            offset = 3;
        }
        if (looksBinary(bytes, offset)) {
            return Result.skip("binary content, not text");
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try {
            CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes, offset, bytes.length - offset));
            return Result.text(chars.toString());
        } catch (CharacterCodingException e) {
            // Cannot happen with REPLACE; keep the page readable all the same.
            return Result.text(new String(bytes, offset, bytes.length - offset, StandardCharsets.UTF_8));
        }
    }

    /** NUL bytes, or many control characters, in the first 8 KB mean this is not a text page. */
    static boolean looksBinary(byte[] bytes, int offset) {
        int end = Math.min(bytes.length, offset + 8192);
        int control = 0;
        for (int i = offset; i < end; i++) {
            int b = bytes[i] & 0xFF;
            if (b == 0) {
                return true;
            }
            if (b < 0x09 || (b > 0x0D && b < 0x20 && b != 0x1B)) {
                control++;
            }
        }
        int sample = end - offset;
        return sample > 0 && control * 10 > sample;
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f", bytes / (1024.0 * 1024.0));
    }
}
