package ephemeris.index;

import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.util.Bits;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Meaning search over many vectors without reading every one of them for every question. Each vector is
 * also kept as its signs, one bit a dimension (48 bytes for 384 floats, held in memory per index segment,
 * {@link SegmentSigns}). A question then goes through three passes, each over fewer vectors:
 * <ol>
 *   <li>the share {@link Limits#signShare} of vectors whose signs differ least from the question's (a
 *       bit count a vector);</li>
 *   <li>of those, the {@link Limits#rescored} with the largest sum of the question's components where the
 *       vector is positive (table lookups, one a byte);</li>
 *   <li>those are compared exactly, by the field's own similarity, as the full scan compares them.</li>
 * </ol>
 * Each pass keeps every vector at least as near as its cut, so which vectors survive depends on the
 * vectors alone, never on the order the embedder threads added them in or on how segments merged
 * (decision 0007): the same wiki gives the same nearest passages on every build.
 */
final class SignShortlist {
    /**
     * How much each pass keeps.
     *
     * @param exactUpTo up to this many vectors every one is compared exactly (the scan is cheap there)
     * @param signShare the share of vectors the bit counts keep
     * @param rescored  how many of those the table sums pass on to the exact comparison
     */
    record Limits(int exactUpTo, double signShare, int rescored) {
        /** Chosen on cpp-docs (121,407 vectors): the same nearest 60 as the full scan for each benchmark question. */
        static final Limits DEFAULT = new Limits(20_000, 1.0 / 8, 2_000);

        Limits {
            if (exactUpTo < 0 || !(signShare > 0 && signShare <= 1) || rescored < 1) {
                throw new IllegalArgumentException("Shortlist limits out of range: " + exactUpTo + ", " + signShare + ", " + rescored);
            }
        }
    }

    /** A vector compared exactly: its document (index-wide) and its similarity score. */
    record Scored(int doc, float score) {
    }

    private final String field;
    private final Limits limits;
    /** Signs by segment core, dropped when the segment closes. */
    private final Map<Object, SegmentSigns> bySegment = new ConcurrentHashMap<>();

    SignShortlist(String field, Limits limits) {
        this.field = field;
        this.limits = limits;
    }

    /**
     * Whether this many vectors, deleted ones included, may be worth the passes rather than a full scan;
     * {@link #compare} decides on the live ones.
     */
    boolean worthIt(int vectors) {
        return vectors > limits.exactUpTo();
    }

    /**
     * The vectors that survive the two cheap passes, compared exactly with {@code question}; every live
     * vector when there are no more than {@link Limits#exactUpTo} of them, so whether a question is
     * shortlisted does not depend on how many deleted vectors a merge has not yet dropped.
     *
     * @param total how many vectors the leaves hold (deleted ones included)
     */
    List<Scored> compare(List<LeafReaderContext> leaves, float[] question, int total) throws IOException {
        List<SegmentSigns> signs;
        try {
            // Signs are read once a segment; a new or merged segment's are read on all cores.
            boolean known = leaves.stream().allMatch(l -> l.reader().getFieldInfos().fieldInfo(field) == null
                    || l.reader().getCoreCacheHelper() != null && bySegment.containsKey(l.reader().getCoreCacheHelper().getKey()));
            signs = (known ? leaves.stream() : leaves.parallelStream()).map(this::signsOf).toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        for (SegmentSigns s : signs) {
            if (s.docs().length > 0 && s.dims() != question.length) {
                throw new IllegalArgumentException("The question's vector has " + question.length
                        + " dimensions, the index's " + s.dims());
            }
        }
        long[] questionSigns = SegmentSigns.signsOf(question);
        // Pass 1: bit counts, and how many vectors lie at each count.
        int[] distance = new int[total];
        int[] atDistance = new int[question.length + 1];
        int live = 0;
        int at = 0;
        for (int li = 0; li < leaves.size(); li++) {
            SegmentSigns s = signs.get(li);
            Bits liveDocs = leaves.get(li).reader().getLiveDocs();
            int[] docs = s.docs();
            for (int ord = 0; ord < docs.length; ord++, at++) {
                if (liveDocs != null && !liveDocs.get(docs[ord])) {
                    distance[at] = -1;
                    continue;
                }
                int d = s.distance(ord, questionSigns);
                distance[at] = d;
                atDistance[d]++;
                live++;
            }
        }
        if (live == 0) {
            return List.of();
        }
        int keep = live <= limits.exactUpTo() ? live : Math.max(limits.rescored(), (int) Math.ceil(live * limits.signShare()));
        int cut = 0;
        int within = 0;
        for (; cut < atDistance.length; cut++) {
            within += atDistance[cut];
            if (within >= keep) {
                break;
            }
        }
        // Pass 2: table sums for those within the cut.
        int words = (question.length + 63) / 64;
        float[] table = SegmentSigns.byteTable(question, words * 8);
        int[] keptLeaf = new int[within];
        int[] keptOrd = new int[within];
        float[] sums = new float[within];
        int n = 0;
        KthBest best = new KthBest(live <= limits.exactUpTo() ? within : limits.rescored());
        at = 0;
        for (int li = 0; li < leaves.size(); li++) {
            SegmentSigns s = signs.get(li);
            for (int ord = 0; ord < s.docs().length; ord++, at++) {
                if (distance[at] < 0 || distance[at] > cut) {
                    continue;
                }
                float sum = s.tableSum(table, ord);
                keptLeaf[n] = li;
                keptOrd[n] = ord;
                sums[n++] = sum;
                best.offer(sum);
            }
        }
        float threshold = best.kth();
        // Pass 3: exact comparison of the survivors, leaf by leaf.
        List<Scored> out = new ArrayList<>();
        FloatVectorValues values = null;
        int valuesLeaf = -1;
        VectorSimilarityFunction similarity = null;
        for (int i = 0; i < n; i++) {
            if (sums[i] < threshold) {
                continue;
            }
            int li = keptLeaf[i];
            int ord = keptOrd[i];
            if (li != valuesLeaf) {
                LeafReaderContext leaf = leaves.get(li);
                values = leaf.reader().getFloatVectorValues(field);
                similarity = leaf.reader().getFieldInfos().fieldInfo(field).getVectorSimilarityFunction();
                valuesLeaf = li;
            }
            float score = similarity.compare(question, values.vectorValue(ord));
            out.add(new Scored(leaves.get(li).docBase + signs.get(li).docs()[ord], score));
        }
        return out;
    }

    private SegmentSigns signsOf(LeafReaderContext leaf) {
        try {
            IndexReader.CacheHelper cacheHelper = leaf.reader().getCoreCacheHelper();
            FloatVectorValues values = leaf.reader().getFloatVectorValues(field);
            if (values == null) {
                return new SegmentSigns(0, 0, new long[0], new int[0]);
            }
            if (cacheHelper == null) {
                return SegmentSigns.of(values);
            }
            return bySegment.computeIfAbsent(cacheHelper.getKey(), key -> {
                cacheHelper.addClosedListener(bySegment::remove);
                try {
                    return SegmentSigns.of(values);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
