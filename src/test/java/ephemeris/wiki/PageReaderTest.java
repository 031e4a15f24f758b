package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class PageReaderTest {
    @Test
    void validUtf8IsReadAsIs() {
        assertEquals("Grüße — ok", PageReader.decode("Grüße — ok".getBytes(StandardCharsets.UTF_8)).text());
    }

    @Test
    void truncatedMultiByteSequenceBecomesReplacementCharacter() {
        byte[] b = {'a', (byte) 0xE2, (byte) 0x82, 'b'};
        assertEquals("a\uFFFDb", PageReader.decode(b).text());
    }

    @Test
    void tabsNewlinesAndEscapeAreNotBinary() {
        assertEquals("a\tb\r\n\u001b[0m", PageReader.decode("a\tb\r\n\u001b[0m".getBytes(StandardCharsets.UTF_8)).text());
    }

    @Test
    void nulByteMeansBinary() {
        PageReader.Result r = PageReader.decode(new byte[]{'a', 0, 'b'});
        assertNull(r.text());
        assertEquals("binary content, not text", r.skipReason());
    }

    @Test
    void manyControlCharactersMeanBinary() {
        byte[] b = new byte[100];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (i % 3 == 0 ? 0x01 : 'x');
        }
        assertEquals("binary content, not text", PageReader.decode(b).skipReason());
    }

    @Test
    void emptyFileIsEmptyText() {
        assertEquals("", PageReader.decode(new byte[0]).text());
    }
}
