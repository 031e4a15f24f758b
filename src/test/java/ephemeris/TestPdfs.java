package ephemeris;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** PDFs written by PDFBox for a test: one page per text, each text a line in Helvetica; an empty text a picture. */
public final class TestPdfs {
    /** Changes the document before it is saved: encrypts it, adds a script, and so on. */
    public interface Extra {
        void add(PDDocument doc) throws IOException;
    }

    private TestPdfs() {
    }

    public static Path write(Path file, List<String> pages) throws IOException {
        return write(file, pages, doc -> { });
    }

    public static Path write(Path file, List<String> pages, Extra extra) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        try (PDDocument doc = new PDDocument()) {
            for (String text : pages) {
                PDPage page = new PDPage();
                doc.addPage(page);
                try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                    if (text.isEmpty()) {
                        cs.addRect(72, 500, 200, 100); // a picture, not text: what a scan's page holds
                        cs.fill();
                    } else {
                        cs.beginText();
                        cs.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
                        cs.newLineAtOffset(72, 700);
                        cs.showText(text);
                        cs.endText();
                    }
                }
            }
            extra.add(doc);
            doc.save(file.toFile());
        }
        return file;
    }
}
