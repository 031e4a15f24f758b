package ephemeris.engine;

import ephemeris.answer.Answer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The answers follow the folder while it is watched: saved, added, deleted and renamed pages. */
class LiveIndexTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private Engine open() throws Exception {
        Files.writeString(wiki.resolve("support.md"), "# Support\n\nThe first-response SLA for CCW is 15 minutes.\n");
        Files.writeString(wiki.resolve("billing.md"), "# Billing\n\nInvoices are sent on the first day of each month.\n");
        Engine engine = Engine.open(wiki, EngineOptions.defaults().withCacheRoot(cache), ProgressListener.NONE, () -> false);
        engine.watch();
        return engine;
    }

    /** Asks until the answer satisfies the condition; the watcher applies changes within about a second. */
    private static Answer eventually(Engine engine, String question, Predicate<Answer> condition) throws Exception {
        Answer a = engine.ask(question);
        long deadline = System.currentTimeMillis() + 10_000;
        while (!condition.test(a) && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
            a = engine.ask(question);
        }
        return a;
    }

    @Test
    void savedPageIsAnsweredFrom() throws Exception {
        try (Engine engine = open()) {
            Files.writeString(wiki.resolve("support.md"), "# Support\n\nThe first-response SLA for CCW is 30 minutes.\n");
            Answer a = eventually(engine, "What is the first-response SLA for CCW?", x -> x.text().contains("30 minutes"));
            assertTrue(a.text().contains("30 minutes"), a.text());
            assertFalse(a.text().contains("15 minutes"), a.text());
        }
    }

    @Test
    void addedDeletedAndRenamedPagesFollow() throws Exception {
        try (Engine engine = open()) {
            write("onboarding/welcome.md", "# Welcome\n\nNew hires receive a laptop on their first morning.\n");
            Answer added = eventually(engine, "When do new hires receive a laptop?", x -> x.sources().contains("onboarding/welcome.md"));
            assertEquals(java.util.List.of("onboarding/welcome.md"), added.sources());

            Files.move(wiki.resolve("onboarding/welcome.md"), wiki.resolve("onboarding/first-day.md"));
            Answer renamed = eventually(engine, "When do new hires receive a laptop?", x -> x.sources().contains("onboarding/first-day.md"));
            assertEquals(java.util.List.of("onboarding/first-day.md"), renamed.sources());
            assertFalse(renamed.pagesConsulted().contains("onboarding/welcome.md"));

            Files.delete(wiki.resolve("billing.md"));
            Answer deleted = eventually(engine, "When are invoices sent?", x -> !x.pagesConsulted().contains("billing.md"));
            assertFalse(deleted.pagesConsulted().contains("billing.md"));
            assertEquals(2, engine.pageCount());
        }
    }

    @Test
    void aBurstOfThousandsOfChangesIsCoalescedAndApplied() throws Exception {
        try (Engine engine = open()) {
            // What a git checkout does: many files written at once, in new folders.
            for (int i = 0; i < 2000; i++) {
                write(String.format("burst/%02d/page-%04d.md", i / 100, i),
                        "# Page " + i + "\n\nThe checkout code of this page is zz" + (10000 + i) + ".\n");
            }
            long deadline = System.currentTimeMillis() + 30_000;
            while (engine.pageCount() != 2002 && System.currentTimeMillis() < deadline) {
                Thread.sleep(100);
            }
            assertEquals(2002, engine.pageCount());
            Answer a = eventually(engine, "zz11234", x -> x.sources().contains("burst/12/page-1234.md"));
            assertEquals(java.util.List.of("burst/12/page-1234.md"), a.sources());
        }
    }

    private void write(String path, String text) throws IOException {
        Path file = wiki.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
