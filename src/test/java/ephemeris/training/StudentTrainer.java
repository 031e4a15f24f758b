package ephemeris.training;

import ephemeris.embed.EmbeddingModel;
import ephemeris.embed.StaticEmbedding;
import ephemeris.embed.TextFeatures;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Trains the static multilingual student of docs/decisions/0028 by distillation (Reimers and Gurevych, 2020): the
 * bundled English model (the teacher) embeds each English paragraph, and the student's table is fitted so that
 * both the paragraph and each of its translations land on that vector. The fit is a least-squares regression
 * of the mean of a text's rows onto the teacher's vector, by AdaGrad, one example at a time in a seeded order on
 * one thread: the same pairs and seed give the same model file, byte for byte.
 *
 * <p>Usage: {@code StudentTrainer PAIRS_TSV WORK_DIR OUT_MODEL [epochs] [rows]}. The teacher's vectors are kept in
 * WORK_DIR and reused. One paragraph in fifty (by a hash of its English text) is held out; the figures printed and
 * written to the manifest are measured on those: mean cosine to the teacher, and how often a translation's nearest
 * held-out English paragraph (by the teacher's vectors) is its own.
 */
public final class StudentTrainer {
    private static final long SEED = 20261207L;
    private static final double LEARNING_RATE = 0.2;
    private static final int HELD_OUT_ONE_IN = 50;
    /** The smooth inverse frequency's constant: a feature with a share of all features above it counts less. */
    private static final double SIF_A = Double.parseDouble(System.getProperty("ephemeris.sif", "1e-3"));

    private StudentTrainer() {
    }

    record Pair(String lang, String english, String translation) {
    }

    /** A text to place and the teacher vector to place it on. */
    record Example(String lang, String text, int[] rows, float[] weights, int target) {
    }

    public static void main(String[] args) throws Exception {
        Path pairsFile = Path.of(args[0]);
        Path work = Path.of(args[1]);
        Path out = Path.of(args[2]);
        int epochs = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        int rows = args.length > 4 ? Integer.parseInt(args[4]) : 1 << 18;
        Files.createDirectories(work);
        List<Pair> pairs = readPairs(pairsFile);
        List<String> english = new ArrayList<>(new TreeSet<>(pairs.stream().map(Pair::english).toList()));
        Map<String, Integer> englishIndex = new LinkedHashMap<>();
        for (int i = 0; i < english.size(); i++) {
            englishIndex.put(english.get(i), i);
        }
        float[][] teacher = teacherVectors(english, work.resolve("teacher-" + english.size() + ".f32"));
        List<Example> train = new ArrayList<>();
        List<Example> heldOut = new ArrayList<>();
        Map<String, Integer> pairsPerLanguage = new TreeMap<>();
        for (String e : english) {
            int t = englishIndex.get(e);
            (held(e) ? heldOut : train).add(example("en", e, t, rows));
        }
        for (Pair p : pairs) {
            pairsPerLanguage.merge(p.lang(), 1, Integer::sum);
            int t = englishIndex.get(p.english());
            (held(p.english()) ? heldOut : train).add(example(p.lang(), p.translation(), t, rows));
        }
        float[] sif = frequencyWeights(train, rows);
        train.replaceAll(x -> weighted(x, sif));
        heldOut.replaceAll(x -> weighted(x, sif));
        System.out.printf("%d pairs, %d English paragraphs, %d training examples, %d held out%n",
                pairs.size(), english.size(), train.size(), heldOut.size());
        int dims = teacher[0].length;
        float[][] table = new float[rows][dims];
        float[] squares = new float[rows];
        Random random = new Random(SEED);
        for (int epoch = 1; epoch <= epochs; epoch++) {
            java.util.Collections.shuffle(train, random);
            long began = System.nanoTime();
            double loss = 0;
            for (Example x : train) {
                loss += step(table, squares, x, teacher[x.target()]);
            }
            System.out.printf("epoch %d: loss %.4f (%.0f s); held out: %s%n", epoch, loss / train.size(),
                    (System.nanoTime() - began) / 1e9, Figures.of(x -> embed(table, x), heldOut, teacher).line());
        }
        for (int r = 0; r < rows; r++) {
            for (int d = 0; d < dims; d++) {
                table[r][d] *= sif[r];
            }
        }
        TreeSet<String> languages = new TreeSet<>(pairsPerLanguage.keySet());
        languages.add("en");
        // The name tells this table from any other (the index keeps vectors by model name): its size and a checksum.
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        for (float[] row : table) {
            for (float x : row) {
                crc.update(Float.floatToIntBits(x));
            }
        }
        String name = String.format("ephemeris-static-ml-%dx%d-%08x", rows, dims, crc.getValue());
        try (OutputStream o = Files.newOutputStream(out)) {
            StaticEmbedding.write(o, name, languages, table);
        }
        StaticEmbedding written;
        try (java.io.InputStream in = Files.newInputStream(out)) {
            written = StaticEmbedding.read(in);
        }
        Figures last = Figures.of(x -> written.embed(x.text()), heldOut, teacher);
        System.out.println("written file, held out: " + last.line());
        Manifest.write(out.resolveSibling(out.getFileName() + ".manifest.json"), name, pairsFile, pairsPerLanguage,
                english.size(), epochs, SEED, LEARNING_RATE, last);
        System.out.println("wrote " + out + " (" + Files.size(out) / 1_000_000 + " MB)");
    }

    private static boolean held(String english) {
        return Math.floorMod(english.hashCode(), HELD_OUT_ONE_IN) == 0;
    }

    private static Example example(String lang, String text, int target, int rows) {
        TextFeatures f = StaticEmbedding.features(text, rows);
        int[] r = new int[f.size()];
        float[] w = new float[f.size()];
        for (int i = 0; i < f.size(); i++) {
            r[i] = f.row(i);
            w[i] = (float) f.weight(i);
        }
        return new Example(lang, text, r, w, target);
    }

    /**
     * Each row's weight by how common it is, a / (a + p) with p its share of all features (Arora et al.'s smooth
     * inverse frequency): words every text has say little of what a text is about. A row's weight is folded into
     * the row when the model is written, since a text's vector is scaled to unit length in the end.
     */
    static float[] frequencyWeights(List<Example> examples, int rows) {
        double[] count = new double[rows];
        double total = 0;
        for (Example x : examples) {
            for (int i = 0; i < x.rows().length; i++) {
                count[x.rows()[i]] += x.weights()[i];
                total += x.weights()[i];
            }
        }
        float[] sif = new float[rows];
        for (int r = 0; r < rows; r++) {
            sif[r] = (float) (SIF_A / (SIF_A + count[r] / total));
        }
        return sif;
    }

    /** The example with its features' weights times their rows' frequency weights, summing to 1 again. */
    static Example weighted(Example x, float[] sif) {
        float[] w = new float[x.weights().length];
        double sum = 0;
        for (int i = 0; i < w.length; i++) {
            w[i] = x.weights()[i] * sif[x.rows()[i]];
            sum += w[i];
        }
        for (int i = 0; i < w.length; i++) {
            w[i] /= (float) sum;
        }
        return new Example(x.lang(), x.text(), x.rows(), w, x.target());
    }

    /** One AdaGrad step on one example; returns its squared error before the step. */
    private static double step(float[][] table, float[] squares, Example x, float[] target) {
        int dims = target.length;
        float[] err = new float[dims];
        for (int i = 0; i < x.rows().length; i++) {
            float[] row = table[x.rows()[i]];
            float w = x.weights()[i];
            for (int d = 0; d < dims; d++) {
                err[d] += w * row[d];
            }
        }
        double loss = 0;
        double errSquares = 0;
        for (int d = 0; d < dims; d++) {
            err[d] -= target[d];
            loss += err[d] * err[d];
        }
        errSquares = loss / dims;
        for (int i = 0; i < x.rows().length; i++) {
            int r = x.rows()[i];
            float w = x.weights()[i];
            squares[r] += (float) (w * w * errSquares);
            float rate = (float) (LEARNING_RATE * w / Math.sqrt(squares[r] + 1e-8));
            float[] row = table[r];
            for (int d = 0; d < dims; d++) {
                row[d] -= rate * err[d];
            }
        }
        return loss;
    }

    static List<Pair> readPairs(Path file) throws IOException {
        List<Pair> pairs = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split("\t", -1);
                if (f.length == 4) {
                    pairs.add(new Pair(f[0], f[2], f[3]));
                }
            }
        }
        return pairs;
    }

    /** The teacher's vector of every English paragraph, computed on every core once and kept in {@code cache}. */
    static float[][] teacherVectors(List<String> english, Path cache) throws Exception {
        if (Files.isRegularFile(cache)) {
            try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(cache), 1 << 16))) {
                int n = in.readInt();
                int dims = in.readInt();
                float[][] v = new float[n][dims];
                for (float[] row : v) {
                    for (int d = 0; d < dims; d++) {
                        row[d] = in.readFloat();
                    }
                }
                return v;
            }
        }
        float[][] v = new float[english.size()][];
        try (EmbeddingModel teacher = EmbeddingModel.bundled(1)) {
            AtomicInteger next = new AtomicInteger();
            AtomicInteger done = new AtomicInteger();
            long began = System.nanoTime();
            List<Thread> workers = new ArrayList<>();
            for (int w = 0; w < Runtime.getRuntime().availableProcessors(); w++) {
                workers.add(Thread.ofPlatform().start(() -> {
                    for (int i = next.getAndIncrement(); i < english.size(); i = next.getAndIncrement()) {
                        try {
                            v[i] = teacher.embedPassages(List.of(english.get(i))).getFirst();
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                        if (done.incrementAndGet() % 5000 == 0) {
                            System.out.printf("teacher: %d of %d (%.0f s)%n", done.get(), english.size(), (System.nanoTime() - began) / 1e9);
                        }
                    }
                }));
            }
            for (Thread t : workers) {
                t.join();
            }
        }
        try (DataOutputStream o = new DataOutputStream(new java.io.BufferedOutputStream(Files.newOutputStream(cache), 1 << 16))) {
            o.writeInt(v.length);
            o.writeInt(v[0].length);
            for (float[] row : v) {
                for (float x : row) {
                    o.writeFloat(x);
                }
            }
        }
        return v;
    }

    /** How well the held-out texts land: mean cosine to the teacher, and how often the nearest paragraph is their own. */
    record Figures(Map<String, double[]> perLanguage) {
        static Figures of(java.util.function.Function<Example, float[]> student, List<Example> heldOut, float[][] teacher) {
            java.util.Set<Integer> targets = new TreeSet<>();
            heldOut.forEach(x -> targets.add(x.target()));
            int[] candidates = targets.stream().mapToInt(Integer::intValue).toArray();
            Map<String, double[]> per = new TreeMap<>();
            for (Example x : heldOut) {
                float[] v = student.apply(x);
                float[] own = teacher[x.target()];
                double cos = dot(v, own);
                boolean nearest = true;
                for (int c : candidates) {
                    if (c != x.target() && dot(v, teacher[c]) > cos) {
                        nearest = false;
                        break;
                    }
                }
                double[] s = per.computeIfAbsent(x.lang(), k -> new double[3]);
                s[0] += cos;
                s[1] += nearest ? 1 : 0;
                s[2]++;
            }
            return new Figures(per);
        }

        double[] all(String except) {
            double[] t = new double[3];
            perLanguage.forEach((l, s) -> {
                if (!l.equals(except)) {
                    for (int i = 0; i < 3; i++) {
                        t[i] += s[i];
                    }
                }
            });
            return t;
        }

        String line() {
            double[] t = all("en");
            double[] en = perLanguage.getOrDefault("en", new double[3]);
            return String.format("translations cos %.3f, nearest %.3f (n=%d); English cos %.3f, nearest %.3f",
                    t[0] / t[2], t[1] / t[2], (int) t[2], en[0] / Math.max(1, en[2]), en[1] / Math.max(1, en[2]));
        }
    }

    static float[] embed(float[][] table, Example x) {
        float[] v = new float[table[0].length];
        for (int i = 0; i < x.rows().length; i++) {
            float[] row = table[x.rows()[i]];
            float w = x.weights()[i];
            for (int d = 0; d < v.length; d++) {
                v[d] += w * row[d];
            }
        }
        double n = Math.sqrt(dot(v, v));
        if (n > 0) {
            for (int d = 0; d < v.length; d++) {
                v[d] /= (float) n;
            }
        }
        return v;
    }

    static double dot(float[] a, float[] b) {
        double s = 0;
        for (int d = 0; d < a.length; d++) {
            s += a[d] * b[d];
        }
        return s;
    }
}
