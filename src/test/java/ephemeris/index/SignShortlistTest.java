package ephemeris.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The signs' shortlist against the full scan, on a Lucene index of random vectors with a few planted
 * near the question: it finds what the full scan finds while comparing a fraction of the vectors exactly,
 * and what it keeps does not depend on the order vectors were added in or how segments were cut.
 */
class SignShortlistTest {
    private static final int DIMS = 32;
    private static final int RANDOM = 3000;
    private static final int PLANTED = 15;
    /** Small enough that the passes really cut: 1/8 of 3,015, then 100 compared exactly. */
    private static final SignShortlist.Limits LIMITS = new SignShortlist.Limits(0, 1.0 / 8, 100);

    @TempDir
    Path dir;

    private static float[] unit(float[] v) {
        double s = 0;
        for (float x : v) {
            s += x * x;
        }
        float inv = (float) (1 / Math.sqrt(s));
        for (int i = 0; i < v.length; i++) {
            v[i] *= inv;
        }
        return v;
    }

    private static float[] gaussian(Random r) {
        float[] v = new float[DIMS];
        for (int i = 0; i < DIMS; i++) {
            v[i] = (float) r.nextGaussian();
        }
        return unit(v);
    }

    private static final float[] QUESTION = gaussian(new Random(7));

    /** Vector i: the first PLANTED lie near the question, the rest anywhere. */
    private static List<float[]> vectors() {
        Random r = new Random(11);
        List<float[]> out = new ArrayList<>();
        for (int i = 0; i < PLANTED; i++) {
            float[] v = QUESTION.clone();
            float[] noise = gaussian(r);
            for (int j = 0; j < DIMS; j++) {
                v[j] += 0.3f * noise[j];
            }
            out.add(unit(v));
        }
        for (int i = 0; i < RANDOM; i++) {
            out.add(gaussian(r));
        }
        return out;
    }

    private static void write(Directory d, List<Integer> order, int flushEvery) throws IOException {
        List<float[]> vs = vectors();
        try (IndexWriter w = new IndexWriter(d, new IndexWriterConfig().setMergePolicy(org.apache.lucene.index.NoMergePolicy.INSTANCE))) {
            int n = 0;
            for (int i : order) {
                Document doc = new Document();
                doc.add(new KnnFloatVectorField("vector", vs.get(i), VectorSimilarityFunction.DOT_PRODUCT));
                doc.add(new StoredField("id", i));
                doc.add(new StringField("key", "v" + i, Field.Store.NO));
                w.addDocument(doc);
                if (++n % flushEvery == 0) {
                    w.flush();
                }
            }
            w.commit();
        }
    }

    private static List<Integer> inOrder() {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < PLANTED + RANDOM; i++) {
            order.add(i);
        }
        return order;
    }

    /** The ids of the vectors compared, nearest first (ties by id). */
    private static List<Integer> compared(DirectoryReader reader, SignShortlist shortlist) throws IOException {
        int total = reader.leaves().stream().mapToInt(l -> {
            try {
                return l.reader().getFloatVectorValues("vector").size();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).sum();
        List<SignShortlist.Scored> scored = shortlist.compare(reader.leaves(), QUESTION, total);
        var stored = reader.storedFields();
        List<Object[]> rows = new ArrayList<>();
        for (SignShortlist.Scored s : scored) {
            rows.add(new Object[]{stored.document(s.doc()).getField("id").numericValue().intValue(), s.score()});
        }
        rows.sort(Comparator.comparingDouble((Object[] r) -> -(float) r[1]).thenComparingInt(r -> (int) r[0]));
        return rows.stream().map(r -> (int) r[0]).toList();
    }

    /** The full scan's nearest {@code k}, by the same similarity. */
    private static List<Integer> exact(int k) {
        List<float[]> vs = vectors();
        List<Integer> ids = new ArrayList<>(inOrder());
        ids.sort(Comparator.comparingDouble((Integer i) -> -VectorSimilarityFunction.DOT_PRODUCT.compare(QUESTION, vs.get(i)))
                .thenComparingInt(i -> i));
        return ids.subList(0, k);
    }

    @Test
    void findsTheFullScansNearestWhileComparingAFractionExactly() throws Exception {
        try (Directory d = FSDirectory.open(dir)) {
            write(d, inOrder(), 1000);
            try (DirectoryReader reader = DirectoryReader.open(d)) {
                List<Integer> found = compared(reader, new SignShortlist("vector", LIMITS));
                assertEquals(exact(PLANTED), found.subList(0, PLANTED));
                assertTrue(found.size() >= 100 && found.size() < 200, "compared exactly: " + found.size());
            }
        }
    }

    @Test
    void whatIsComparedDependsOnTheVectorsNotTheirOrderOrSegments() throws Exception {
        List<Integer> reversed = new ArrayList<>(inOrder()).reversed();
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        try (Directory da = FSDirectory.open(a); Directory db = FSDirectory.open(b)) {
            write(da, inOrder(), 5000);
            write(db, reversed, 700);
            try (DirectoryReader ra = DirectoryReader.open(da); DirectoryReader rb = DirectoryReader.open(db)) {
                assertEquals(1, ra.leaves().size());
                assertEquals(5, rb.leaves().size());
                assertEquals(compared(ra, new SignShortlist("vector", LIMITS)), compared(rb, new SignShortlist("vector", LIMITS)));
            }
        }
    }

    @Test
    void withNoMoreLiveVectorsThanTheLimitEveryOneIsComparedHoweverManyDeletedOnesRemain() throws Exception {
        try (Directory d = FSDirectory.open(dir)) {
            write(d, inOrder(), 1000);
            try (IndexWriter w = new IndexWriter(d, new IndexWriterConfig().setMergePolicy(org.apache.lucene.index.NoMergePolicy.INSTANCE))) {
                for (int i = 0; i < 20; i++) {
                    w.deleteDocuments(new Term("key", "v" + (PLANTED + i)));
                }
                w.commit();
            }
            try (DirectoryReader reader = DirectoryReader.open(d)) {
                // 3,015 vectors in the segments, 2,995 of them live: the limit of 3,000 is not passed.
                SignShortlist shortlist = new SignShortlist("vector", new SignShortlist.Limits(3000, 1.0 / 8, 100));
                assertTrue(shortlist.worthIt(PLANTED + RANDOM));
                assertEquals(PLANTED + RANDOM - 20, compared(reader, shortlist).size());
            }
        }
    }

    @Test
    void limitsThatWouldKeepNothingAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SignShortlist.Limits(0, 1.0 / 8, 0));
        assertThrows(IllegalArgumentException.class, () -> new SignShortlist.Limits(0, 0, 100));
    }

    @Test
    void deletedVectorsAreNeverCompared() throws Exception {
        try (Directory d = FSDirectory.open(dir)) {
            write(d, inOrder(), 1000);
            try (IndexWriter w = new IndexWriter(d, new IndexWriterConfig())) {
                for (int i = 0; i < PLANTED; i += 2) {
                    w.deleteDocuments(new Term("key", "v" + i));
                }
                w.commit();
            }
            try (DirectoryReader reader = DirectoryReader.open(d)) {
                Set<Integer> found = new TreeSet<>(compared(reader, new SignShortlist("vector", LIMITS)));
                for (int i = 0; i < PLANTED; i++) {
                    assertEquals(i % 2 == 1, found.contains(i), "planted vector " + i);
                }
            }
        }
    }
}
