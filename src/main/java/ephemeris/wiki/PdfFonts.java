package ephemeris.wiki;

import org.apache.fontbox.FontBoxFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.font.CIDFontMapping;
import org.apache.pdfbox.pdmodel.font.FontMapper;
import org.apache.pdfbox.pdmodel.font.FontMapping;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.apache.pdfbox.pdmodel.font.PDCIDSystemInfo;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Fonts a PDF names without embedding them, for reading its text: always PDFBox's own bundled Liberation Sans.
 * PDFBox's default mapper scans every font on the machine the first time, and writes a cache of them in the
 * user's home folder; text extraction takes a character's code and width from the PDF itself, so the look of the
 * substitute changes nothing read, and nothing is scanned or written.
 */
final class PdfFonts implements FontMapper {
    private static final String FALLBACK = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private static volatile boolean installed;

    private final TrueTypeFont fallback;

    private PdfFonts(TrueTypeFont fallback) {
        this.fallback = fallback;
    }

    /** Makes this PDFBox's font mapper, once per process, before the first PDF is read. */
    static void install() {
        if (!installed) {
            synchronized (PdfFonts.class) {
                if (!installed) {
                    FontMappers.set(new PdfFonts(load()));
                    installed = true;
                }
            }
        }
    }

    private static TrueTypeFont load() {
        try (InputStream in = FontMapper.class.getResourceAsStream(FALLBACK)) {
            if (in == null) {
                throw new IOException("PDFBox's bundled font is missing");
            }
            return new TTFParser().parse(new RandomAccessReadBuffer(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public FontMapping<TrueTypeFont> getTrueTypeFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(fallback, true);
    }

    @Override
    public FontMapping<FontBoxFont> getFontBoxFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(fallback, true);
    }

    @Override
    public CIDFontMapping getCIDFont(String baseFont, PDFontDescriptor descriptor, PDCIDSystemInfo cidSystemInfo) {
        return new CIDFontMapping(null, fallback, true);
    }
}
