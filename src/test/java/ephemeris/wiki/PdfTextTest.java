package ephemeris.wiki;

import ephemeris.TestPdfs;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.common.filespecification.PDSimpleFileSpecification;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.interactive.action.PDActionJavaScript;
import org.apache.pdfbox.pdmodel.interactive.action.PDActionLaunch;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PDFs written here with PDFBox, ordinary and hostile: what is read of each, and why the others are skipped. */
class PdfTextTest {
    @TempDir
    Path dir;

    private Path pdf(String name, List<String> pages, TestPdfs.Extra extra) throws IOException {
        return TestPdfs.write(dir.resolve(name), pages, extra);
    }

    private Path pdf(String name, List<String> pages) throws IOException {
        return TestPdfs.write(dir.resolve(name), pages);
    }

    @Test
    void onePdfPageIsCutFromThePageTextWithTheTitleAndItsNumberKeptInRange() {
        String md = "# manual\n\n## Page 1\n\nFirst.\n\n## Page 2\n\n## Page 3\n\n\\## Page 1 is a line of text.\n";
        assertEquals(3, PdfText.pagesIn(md));
        assertEquals("# manual\n\n## Page 1\n\nFirst.\n\n", PdfText.section(md, 1));
        assertEquals("# manual\n\n## Page 2\n\n", PdfText.section(md, 2), "a page without text");
        assertEquals("# manual\n\n## Page 3\n\n\\## Page 1 is a line of text.\n", PdfText.section(md, 3), "an escaped line is text");
        assertEquals(PdfText.section(md, 1), PdfText.section(md, 0));
        assertEquals(PdfText.section(md, 3), PdfText.section(md, 99));
        String manual = "# manual\n\n## Page 1\n\nContents.\n\n## Page 2\n\n### 1.2 Installation\n\nRun the installer.\n";
        assertEquals(2, PdfText.pageWithHeading(manual, "12-installation"), "a link to a section opens the page it is on");
        assertEquals(0, PdfText.pageWithHeading(manual, "removal"));
        assertEquals(0, PdfText.pageWithHeading(manual, ""));
    }

    @Test
    void aLineSetLargerIsAHeadingAndFixedPitchLinesAreCode() throws Exception {
        Path file = typeset("fonts.pdf",
                new Line(Standard14Fonts.FontName.HELVETICA_BOLD, 16, 700, "6.3.5 Managing the search path"),
                new Line(Standard14Fonts.FontName.HELVETICA, 12, 670, "The function sink, used as in"),
                new Line(Standard14Fonts.FontName.COURIER, 12, 654, "> sink(\"record.lis\")"),
                new Line(Standard14Fonts.FontName.HELVETICA, 12, 630, "will divert all subsequent output to a file."),
                new Line(Standard14Fonts.FontName.HELVETICA_BOLD, 14, 600, "9 Grouping, loops and conditional execution . . 43"));
        PageReader.Result r = new PageReader(1 << 20).read(file);
        assertEquals("# fonts\n\n## Page 1\n\n### 6.3.5 Managing the search path\n\nThe function sink, used as in\n\n```\n"
                + "> sink(\"record.lis\")\n```\n\nwill divert all subsequent output to a file.\n\n"
                + "9 Grouping, loops and conditional execution . . 43\n", r.text(), "a contents line, however large, is text");
    }

    @Test
    void aDocumentSetInFixedPitchIsProseAndNoCodeLinePassesForAPage() throws Exception {
        Path typed = typeset("typed.pdf",
                new Line(Standard14Fonts.FontName.COURIER, 12, 700, "A report typed on a typewriter."),
                new Line(Standard14Fonts.FontName.COURIER, 12, 686, "Every line of it is fixed-pitch."));
        assertEquals("# typed\n\n## Page 1\n\nA report typed on a typewriter.\nEvery line of it is fixed-pitch.\n",
                new PageReader(1 << 20).read(typed).text(), "fixed pitch is its body text, not code");
        Path knitr = typeset("knitr.pdf",
                new Line(Standard14Fonts.FontName.HELVETICA, 12, 700, "The chunk prints a markdown heading of its own, as knitr output does:"),
                new Line(Standard14Fonts.FontName.COURIER, 12, 680, "## Page 2"));
        String text = new PageReader(1 << 20).read(knitr).text();
        assertEquals("# knitr\n\n## Page 1\n\nThe chunk prints a markdown heading of its own, as knitr output does:\n\n```\n ## Page 2\n```\n", text);
        assertEquals(1, PdfText.pagesIn(text));
    }

    /** A line set in a font and size at a height on the page. */
    private record Line(Standard14Fonts.FontName font, float size, float y, String text) {
    }

    /** A one-page PDF of these lines, as a typesetter sets headings, prose and code in their own fonts. */
    private Path typeset(String name, Line... lines) throws IOException {
        return TestPdfs.write(dir.resolve(name), List.of(), doc -> {
            org.apache.pdfbox.pdmodel.PDPage page = new org.apache.pdfbox.pdmodel.PDPage();
            doc.addPage(page);
            try (var cs = new org.apache.pdfbox.pdmodel.PDPageContentStream(doc, page)) {
                for (Line l : lines) {
                    cs.beginText();
                    cs.setFont(new org.apache.pdfbox.pdmodel.font.PDType1Font(l.font()), l.size());
                    cs.newLineAtOffset(72, l.y());
                    cs.showText(l.text());
                    cs.endText();
                }
            }
        });
    }

    @Test
    void eachPdfPageIsASectionHeadedByItsNumberUnderTheFilesName() throws Exception {
        PageReader.Result r = new PageReader(1 << 20).read(pdf("manual.pdf", List.of("The attach() function adds a database.", "Second page.")));
        assertNull(r.skipReason());
        assertEquals("# manual\n\n## Page 1\n\nThe attach() function adds a database.\n\n## Page 2\n\nSecond page.\n", r.text());
        Page page = new PageParser().parse("Attachments/manual.pdf", r.text(), java.time.Instant.EPOCH);
        assertEquals("manual", page.title());
    }

    @Test
    void aCitationsHeadingNamesItsPdfPage() {
        assertEquals(37, PdfText.pageOf("Attachments/R-intro.pdf", "Page 37"));
        assertEquals(82, PdfText.pageOf("Attachments/R-intro.pdf", "R-intro › Page 82 › 12.5.1 Graphical elements"),
                "a passage under one of the PDF's own headings is still on its page");
        assertEquals(82, PdfText.pageOf("Attachments/R-intro.pdf", "R-intro › Page 82 › Page 3 of the appendix"));
        assertEquals(0, PdfText.pageOf("Notes/Page 37.md", "Page 37"), "a markdown page's heading is only a heading");
        assertEquals(0, PdfText.pageOf("a.pdf", "Pages 2"));
    }

    @Test
    void wordsBrokenAcrossLinesAreWholeLigaturesAreLettersAndMarkdownInTheTextIsJustText() {
        assertEquals("An example of a file\n\nwith two paragraphs", PdfText.clean("An exam-\nple of a \uFB01le\n\n\n  with two paragraphs  \n"));
        assertEquals("\\# not a heading\n\\- not a list\n1\\. not a list either\nwell-known words stay", PdfText.clean(
                "# not a heading\n- not a list\n1. not a list either\nwell-known words stay"));
        // R's "%% Modulus" would open an Obsidian comment and hide the rest of the manual; "$$" math, "[[" a link.
        assertEquals("%\u200B% Modulus, binary; $\u200B$ and [\u200B[x]]", PdfText.escapeLine("%% Modulus, binary; $$ and [[x]]"));
    }

    @Test
    void aPdfWithOnlyAnOwnerPasswordIsRead() throws Exception {
        Path file = pdf("owner.pdf", List.of("Readable without a password."), doc -> doc.protect(policy("owner-secret", "")));
        assertTrue(new PageReader(1 << 20).read(file).text().contains("Readable without a password."));
    }

    @Test
    void aPdfThatNeedsAPasswordToOpenIsSkippedAndSaysSo() throws Exception {
        Path file = pdf("locked.pdf", List.of("Secret."), doc -> doc.protect(policy("owner-secret", "user-secret")));
        assertEquals("encrypted PDF: it needs a password to open", new PageReader(1 << 20).read(file).skipReason());
    }

    @Test
    void aPdfOfPicturesOnlyHasNoTextLayer() throws Exception {
        assertEquals("a PDF with no text layer (a scan or pictures only)",
                new PageReader(1 << 20).read(pdf("scan.pdf", List.of("", ""))).skipReason());
    }

    @Test
    void emptyTruncatedAndFakePdfsAreSkippedAsUnreadable() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.pdf"), "");
        Path fake = Files.writeString(dir.resolve("fake.pdf"), "This is a text file with a .pdf name.\n");
        byte[] whole = Files.readAllBytes(pdf("whole.pdf", List.of("Some text on the first page.")));
        Path truncated = Files.write(dir.resolve("truncated.pdf"), java.util.Arrays.copyOf(whole, 40));
        for (Path p : List.of(empty, fake, truncated)) {
            String reason = new PageReader(1 << 20).read(p).skipReason();
            assertTrue(reason != null && reason.startsWith("not a readable PDF ("), p + ": " + reason);
        }
    }

    @Test
    void scriptsAndLaunchActionsAreNeverRun() throws Exception {
        Path marker = dir.resolve("launched");
        Path file = pdf("hostile.pdf", List.of("Text beside a script."), doc -> {
            doc.getDocumentCatalog().setOpenAction(new PDActionJavaScript("app.launchURL('http://example.com');"));
            PDActionLaunch launch = new PDActionLaunch();
            launch.setFile(new PDSimpleFileSpecification(new org.apache.pdfbox.cos.COSString("/usr/bin/touch " + marker)));
            PDAnnotationLink link = new PDAnnotationLink();
            link.setAction(launch);
            doc.getPage(0).getAnnotations().add(link);
        });
        PageReader.Result r = new PageReader(1 << 20).read(file);
        assertTrue(r.text().contains("Text beside a script."));
        assertFalse(Files.exists(marker));
    }

    @Test
    void aPdfOfTwoThousandPagesIsReadWhole() throws Exception {
        List<String> pages = java.util.stream.IntStream.rangeClosed(1, 2000).mapToObj(i -> "Line on page " + i + ".").toList();
        String text = new PageReader(1 << 20).read(pdf("long.pdf", pages)).text();
        assertTrue(text.contains("## Page 2000\n\nLine on page 2000."));
    }

    @Test
    void aPdfLargerThanItsLimitIsSkipped() throws Exception {
        Path file = pdf("big.pdf", List.of("Text."));
        long size = Files.size(file);
        String reason = new PageReader(size / PageReader.PDF_SIZE_FACTOR - 1).read(file).skipReason();
        assertTrue(reason != null && reason.startsWith("too large ("), reason);
    }

    private static StandardProtectionPolicy policy(String owner, String user) {
        StandardProtectionPolicy p = new StandardProtectionPolicy(owner, user, new AccessPermission());
        p.setEncryptionKeyLength(128);
        return p;
    }
}
