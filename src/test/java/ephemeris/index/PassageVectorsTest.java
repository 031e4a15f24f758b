package ephemeris.index;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The vector store with hand-made vectors: what is stored, found, dropped and kept. */
class PassageVectorsTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private void write(String path, String text) throws IOException {
        Path file = wiki.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    /** A unit vector along one of 4 axes. */
    private static float[] axis(int i) {
        float[] v = new float[4];
        v[i] = 1f;
        return v;
    }

    private static void embedAll(PassageVectors vectors, int axis) throws IOException {
        for (String path : vectors.pagesWithout(100)) {
            PageToEmbed text = vectors.read(path).orElseThrow();
            List<float[]> vs = new ArrayList<>();
            for (int i = 0; i < text.texts().size(); i++) {
                vs.add(axis(path.startsWith("a") ? 0 : path.startsWith("b") ? 1 : axis));
            }
            assertTrue(vectors.add(text, vs));
        }
        vectors.publish(true);
    }

    @Test
    void readGivesEachPassageWithItsTitleAndHeadingInPageOrder() throws Exception {
        write("alpha.md", "# Alpha\n\nIntro text.\n\n## Details\n\nMore text.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PageToEmbed text = index.vectors().read("alpha.md").orElseThrow();
            assertEquals(List.of("alpha.md#0", "alpha.md#1", "alpha.md#0"), text.passageIds());
            assertEquals(List.of("Alpha: Alpha\nIntro text.", "Alpha › Alpha › Details: Details\nMore text.", "Alpha"), text.texts());
        }
    }

    @Test
    void theModelReadsAPassageWithoutItsCodeBlocksAndLinkListsAndSkipsAPassageOfNothingElse() throws Exception {
        write("alpha.md", "# Alpha\n\nIntro text.\n\n```\nint x = 1;\n```\n\n## See also\n\n- [[beta]]\n- [[gamma]]\n\n"
                + "## Usage\n\nCall it like this:\n\n```\nrun();\n```\n\nIt returns at once.\n\n## Empty\n\n## Syntax\n\n```\nrun(int n);\n```\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PageToEmbed text = index.vectors().read("alpha.md").orElseThrow();
            // "See also" holds links only and "Syntax" code only: no vector. "Empty" never had more than its
            // heading: it keeps one.
            assertEquals(List.of("alpha.md#0", "alpha.md#2", "alpha.md#3", "alpha.md#0"), text.passageIds());
            assertEquals(List.of("Alpha: Alpha\nIntro text.", "Alpha › Alpha › Usage: Usage\nCall it like this:\nIt returns at once.",
                    "Alpha › Alpha › Empty: Empty", "Alpha"), text.texts());
        }
    }

    @Test
    void thePageItselfIsOneMoreTextItsTitleWithTheSummaryItsFrontMatterGives() throws Exception {
        write("sandbox.md", "---\ndescription: A safe place to try features\n  without touching your notes.\n---\n# Sandbox vault\n\nOpen it from the help menu.\n");
        write("plain.md", "---\nsummary: Plain words.\n---\nNo heading here.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PageToEmbed sandbox = index.vectors().read("sandbox.md").orElseThrow();
            assertEquals(List.of("sandbox.md#0", "sandbox.md#0"), sandbox.passageIds());
            assertEquals("Sandbox vault: A safe place to try features without touching your notes.", sandbox.texts().getLast());
            assertEquals("plain: Plain words.", index.vectors().read("plain.md").orElseThrow().texts().getLast());
        }
    }

    @Test
    void aPagesTitleLineAndFirstPassageCountOnceWhenBothAreNear() throws Exception {
        write("alpha.md", "# Alpha\n\nIntro text.\n\n## Details\n\nMore text.\n");
        write("beta.md", "# Beta\n\nOther words entirely.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            index.vectors().useModel("test-model");
            embedAll(index.vectors(), 2);
            // alpha's three vectors (two passages, the title line) lie on the question's axis.
            assertEquals(List.of("alpha.md#0", "alpha.md#0", "alpha.md#1"), index.vectors().nearest(axis(0), 3).stream()
                    .map(PassageVectors.Near::passageId).sorted().toList());
            ephemeris.query.RankedPage alpha = new ephemeris.query.Retriever(index).retrieve("unrelated wording", 5, axis(0))
                    .pages().getFirst();
            assertEquals("alpha.md", alpha.path());
            assertEquals(2, alpha.passages().size());
            assertEquals(List.of("Alpha", "Alpha › Details"), alpha.passages().stream().map(PassageHit::heading).sorted().toList());
        }
    }

    @Test
    void vectorsAreStoredWithoutAGraphAndStillFoundAfterReopen() throws Exception {
        // Enough vectors in one segment for Lucene's default format to build a graph (it does from about 650,
        // a threshold of 100 scaled by the log of the count): 401 pages, a passage and a title line each.
        for (int i = 0; i < 400; i++) {
            write(String.format("c%03d.md", i), "# Page " + i + "\n\nSome text.\n");
        }
        write("alpha.md", "# Alpha\n\nApricots.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PassageVectors vectors = index.vectors();
            vectors.useModel("test-model");
            for (String path : vectors.pagesWithout(1000)) { // all in one segment: one publish
                PageToEmbed text = vectors.read(path).orElseThrow();
                assertTrue(vectors.add(text, java.util.Collections.nCopies(text.texts().size(), axis(path.startsWith("a") ? 0 : 2))));
            }
            vectors.publish(true);
            assertEquals(802, vectors.vectorCount());
        }
        int vectors = 0;
        try (org.apache.lucene.index.DirectoryReader reader = org.apache.lucene.index.DirectoryReader.open(
                org.apache.lucene.store.FSDirectory.open(CacheLocation.indexFor(cache, wiki.toRealPath())))) {
            for (org.apache.lucene.index.LeafReaderContext leaf : reader.leaves()) {
                org.apache.lucene.codecs.KnnVectorsReader perField = ((org.apache.lucene.index.CodecReader) leaf.reader()).getVectorReader();
                if (leaf.reader().getFloatVectorValues(Fields.VECTOR) == null) {
                    continue;
                }
                vectors += leaf.reader().getFloatVectorValues(Fields.VECTOR).size();
                org.apache.lucene.codecs.KnnVectorsReader own =
                        ((org.apache.lucene.codecs.perfield.PerFieldKnnVectorsFormat.FieldsReader) perField).getFieldReader(Fields.VECTOR);
                assertEquals(0, ((org.apache.lucene.codecs.hnsw.HnswGraphProvider) own).getGraph(Fields.VECTOR).size());
            }
        }
        assertEquals(802, vectors);
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals("alpha.md", index.vectors().nearest(axis(0), 1).getFirst().page());
        }
    }

    @Test
    void thePageMapGetsNoVectorsYetCountsAsDone() throws Exception {
        write("alpha.md", "# Alpha\n\nApricots.\n");
        write("index.md", "# Index\n\n- [[alpha]] — all about apricots\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            assertEquals(List.of(), index.vectors().read("index.md").orElseThrow().texts());
            index.vectors().useModel("test-model");
            embedAll(index.vectors(), 2);
            assertEquals(2, index.vectors().pagesDone());
            assertEquals(2, index.vectors().vectorCount()); // alpha's one passage and its title line
        }
    }

    @Test
    void nearestFindsPassagesByVectorAndLoadsThem() throws Exception {
        write("alpha.md", "# Alpha\n\nApricots.\n");
        write("beta.md", "# Beta\n\nBananas.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PassageVectors vectors = index.vectors();
            vectors.useModel("test-model");
            assertFalse(vectors.any());
            embedAll(vectors, 2);
            assertEquals(2, vectors.pagesDone());
            // beta's passage and its title line, then alpha's two.
            List<PassageVectors.Near> near = vectors.nearest(axis(1), 3);
            assertEquals(List.of("beta.md#0", "beta.md#0"), near.subList(0, 2).stream().map(PassageVectors.Near::passageId).toList());
            assertEquals(1.0, near.getFirst().similarity(), 1e-6);
            assertEquals("alpha.md", near.get(2).page());
            assertEquals(0.0, near.get(2).similarity(), 1e-6);
            PassageHit hit = vectors.passages(Set.of("beta.md#0")).get("beta.md#0");
            assertEquals("Bananas.", hit.blocks().getLast().text());
        }
    }

    @Test
    void aChangedPageLosesItsVectorsAndKeepsTheOthersAcrossReopen() throws Exception {
        write("alpha.md", "# Alpha\n\nApricots.\n");
        write("beta.md", "# Beta\n\nBananas.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            index.vectors().useModel("test-model");
            embedAll(index.vectors(), 2);
        }
        write("beta.md", "# Beta\n\nBlueberries now.\n");
        Files.setLastModifiedTime(wiki.resolve("beta.md"), FileTime.fromMillis(System.currentTimeMillis() + 5000));
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            assertEquals(2, index.vectors().pagesDone());
            index.reconcile((d, t) -> { }, () -> false);
            index.vectors().useModel("test-model");
            assertEquals(1, index.vectors().pagesDone());
            assertEquals(List.of("beta.md"), index.vectors().pagesWithout(10));
            assertEquals(List.of("alpha.md", "alpha.md"), index.vectors().nearest(axis(1), 5).stream().map(PassageVectors.Near::page).toList());
        }
    }

    @Test
    void vectorsReadBeforeAChangeAreNotKept() throws Exception {
        write("alpha.md", "# Alpha\n\nApricots.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PageToEmbed before = index.vectors().read("alpha.md").orElseThrow();
            write("alpha.md", "# Alpha\n\nAvocados, and a longer text.\n");
            index.update(Set.of("alpha.md"));
            assertFalse(index.vectors().add(before, List.of(axis(0))));
            assertEquals(List.of("alpha.md"), index.vectors().pagesWithout(10));
        }
    }

    @Test
    void anotherModelsVectorsAreDropped() throws Exception {
        write("alpha.md", "# Alpha\n\nApricots.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            index.vectors().useModel("model-a");
            embedAll(index.vectors(), 0);
            assertEquals(1, index.vectors().pagesDone());
            index.vectors().useModel("model-b");
            assertEquals(0, index.vectors().pagesDone());
            assertTrue(index.vectors().nearest(axis(0), 5).isEmpty());
        }
    }

    @Test
    void aPageDoneWithoutVectorsIsDoneButNotReadByMeaningAndStaysSoAfterAReopen() throws Exception {
        write("ja/メモ.md", "# メモ\n\nこれは日本語のメモです。\n");
        write("en/Note.md", "# Note\n\nApricots.\n");
        write("de/Notiz.md", "# Notiz\n\nAprikosen.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            PageToEmbed ja = index.vectors().read("ja/メモ.md").orElseThrow();
            assertTrue(ja.languageSure(), "its folder and its script tell it");
            assertTrue(index.vectors().add(ja.withoutTexts(), List.of()));
            index.vectors().publish(true);
            assertTrue(index.vectors().done("ja/メモ.md"));
            // Fusion keeps a keyword page's rank on the meaning side when meaning search has not read it.
            assertFalse(index.vectors().has("ja/メモ.md"));
            assertFalse(index.vectors().any(), "no page has a vector yet");
        }
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            assertTrue(index.vectors().done("ja/メモ.md"));
            assertFalse(index.vectors().has("ja/メモ.md"));
            assertEquals(Set.of("de/Notiz.md", "en/Note.md"), Set.copyOf(index.vectors().pagesWithout(10)));
        }
    }

    private static float[] at(double cos) {
        return new float[]{(float) cos, (float) Math.sqrt(1 - cos * cos), 0, 0};
    }

    @Test
    void theQuestionsOwnLanguageIsNotCrowdedOutByNearerTranslationsAndComesFirstUnlessClearlyFarther() throws Exception {
        write("en/Sync.md", "# Sync\n\nKeep your notes in step on every device.\n");
        write("fr/Sync.md", "# Sync\n\nGardez vos notes synchronisées sur tous vos appareils.\n");
        write("de/Sync.md", "# Sync\n\nHalte deine Notizen auf allen Geräten synchron.\n");
        write("de/Publish.md", "# Publish\n\nVeröffentliche deine Notizen als Website.\n");
        java.util.Map<String, Double> near = java.util.Map.of("en/Sync.md", 1.0, "fr/Sync.md", 0.98, "de/Sync.md", 0.9,
                "de/Publish.md", 0.2);
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            for (String path : index.vectors().pagesWithout(100)) {
                PageToEmbed text = index.vectors().read(path).orElseThrow();
                assertTrue(text.languageSure(), path);
                List<float[]> vs = new ArrayList<>();
                text.texts().forEach(t -> vs.add(at(near.get(path))));
                assertTrue(index.vectors().add(text, vs));
            }
            index.vectors().publish(true);
            java.util.function.Function<List<PassageVectors.Near>, List<String>> pages =
                    l -> l.stream().map(PassageVectors.Near::page).distinct().toList();
            // The two nearest passages are the English and French pages' (each has two texts: its passage and title).
            assertEquals(List.of("en/Sync.md"), pages.apply(index.vectors().nearest(axis(0), 2)));
            List<PassageVectors.Near> found = index.vectors().nearest(axis(0), 2, "de");
            assertEquals(List.of("en/Sync.md", "de/Sync.md"), pages.apply(found));
            assertEquals("de", found.getLast().lang());
            // For a German reader the German page comes first: the English one is 0.1 nearer, less than the handicap.
            assertEquals(List.of("de/Sync.md", "en/Sync.md"), pages.apply(PassageVectors.ownLanguageFirst(found, "de")));
            // A page only another language has still ranks above a German page far from the question.
            List<PassageVectors.Near> publish = index.vectors().nearest(axis(0), 8, "de").stream()
                    .filter(n -> !n.page().equals("de/Sync.md")).toList();
            assertEquals(List.of("en/Sync.md", "fr/Sync.md", "de/Publish.md"), pages.apply(PassageVectors.ownLanguageFirst(publish, "de")));
        }
    }
}
