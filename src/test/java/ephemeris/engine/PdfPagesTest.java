package ephemeris.engine;

import ephemeris.TestPdfs;
import ephemeris.answer.Answer;
import ephemeris.wiki.FileStatus;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A wiki with PDFs beside its notes: answered and cited to the PDF page; the unreadable ones told, the rest indexed. */
class PdfPagesTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private void pdf(String path, List<String> pages, String userPassword) throws IOException {
        TestPdfs.write(wiki.resolve(path), pages, doc -> {
            if (userPassword != null) {
                StandardProtectionPolicy p = new StandardProtectionPolicy("owner", userPassword, new AccessPermission());
                p.setEncryptionKeyLength(128);
                doc.protect(p);
            }
        });
    }

    private Map<String, Long> listing() throws IOException {
        try (Stream<Path> s = Files.walk(wiki)) {
            return s.filter(Files::isRegularFile).collect(Collectors.toMap(Path::toString, p -> p.toFile().lastModified()));
        }
    }

    @Test
    void aQuestionIsAnsweredFromAPdfAndCitedToItsPage() throws Exception {
        Files.writeString(wiki.resolve("Notes.md"), "# Notes\n\nThe manual is ![[Manual.pdf]].\n");
        pdf("Attachments/Manual.pdf", List.of("Contents of the manual.", "Unrelated text about printers.",
                "The attach function adds a data frame to the search path."), null);
        pdf("Attachments/Locked.pdf", List.of("The attach function is secret here."), "user-secret");
        Map<String, Long> before = listing();
        try (Engine engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(cache).withMeaning(false),
                ProgressListener.NONE, () -> false)) {
            Answer a = engine.ask(new Question("What does the attach function do?", false, 5));
            assertEquals("Attachments/Manual.pdf", a.pagesConsulted().getFirst());
            Map<String, Object> json = AnswerDocument.toMap(a);
            @SuppressWarnings("unchecked")
            Map<String, Object> first = ((List<Map<String, Object>>) json.get("citations")).getFirst();
            assertEquals("Attachments/Manual.pdf", first.get("path"));
            assertEquals(3, first.get("page"));
            assertTrue(a.toMarkdown().contains("- Attachments/Manual.pdf, p. 3\n"), a.toMarkdown());
            FileStatus locked = engine.statuses().stream().filter(s -> s.path().equals("Attachments/Locked.pdf")).findFirst().orElseThrow();
            assertEquals(FileStatus.State.SKIPPED, locked.state());
            assertEquals("encrypted PDF: it needs a password to open", locked.reason());
            assertTrue(engine.statuses().stream().anyMatch(s -> s.path().equals("Notes.md") && s.state() == FileStatus.State.INDEXED));
        }
        assertEquals(before, listing(), "nothing in the wiki was written, moved or touched");
    }

    @Test
    void typeKeepsTheAnswerToPdfsAndMinusTypeLeavesThemOut() throws Exception {
        Files.writeString(wiki.resolve("Notes.md"), "# Notes\n\nThe attach function is described in ![[Manual.pdf]].\n");
        pdf("Attachments/Manual.pdf", List.of("The attach function adds a data frame to the search path."), null);
        try (Engine engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(cache).withMeaning(false),
                ProgressListener.NONE, () -> false)) {
            Answer onlyPdfs = engine.ask(new Question("attach function type:pdf", false, 5));
            assertEquals(List.of("Attachments/Manual.pdf"), onlyPdfs.pagesConsulted());
            @SuppressWarnings("unchecked")
            Map<String, Object> filters = (Map<String, Object>) AnswerDocument.toMap(onlyPdfs).get("filters");
            assertEquals(List.of("pdf"), filters.get("types"), "the JSON echoes what was understood");
            assertEquals(List.of(), filters.get("exclude_types"));
            Answer withoutPdfs = engine.ask(new Question("attach function -type:pdf", false, 5));
            assertEquals(List.of("Notes.md"), withoutPdfs.pagesConsulted());
            assertTrue(withoutPdfs.citations().stream().noneMatch(c -> c.path().endsWith(".pdf")),
                    "the note embeds the PDF, whose text is still no answer: " + withoutPdfs.citations());
            assertEquals(List.of("Attachments/Manual.pdf"), engine.ask(new Question("type:pdf", false, 5)).pagesConsulted(),
                    "the operator alone lists the PDFs");
        }
    }
}
