package ephemeris.embed;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A sentence-embedding model run in process by ONNX Runtime: text in, a unit-length vector out, so the
 * dot product of two vectors is their cosine similarity. Nothing is downloaded: the model file and its
 * tokenizer ship inside the app. Safe to use from several threads.
 */
public final class EmbeddingModel implements AutoCloseable {
    private static final String BUNDLED = "/ephemeris/embed/model/";
    /** The system property naming the folder that holds the bundled model's file, set by the packaged app's launcher. */
    public static final String MODEL_DIR = "ephemeris.model.dir";

    private final EmbeddingSpec spec;
    private final WordPieceTokenizer tokenizer;
    private final OrtEnvironment env;
    private final OrtSession session;
    private final boolean wantsTypeIds;
    private final int dimensions;
    /**
     * Reads the languages the transformer was not trained on, into its space; empty when this build has none. Its
     * table (51 MB) is read on the first text in one of those languages: a wiki in English never needs it.
     */
    private final java.util.function.Supplier<StaticEmbedding> student;
    /** Whether this model has the build's student beside it (the bundled model does; one read from a folder does not). */
    private final boolean withStudent;

    /** The model's file where it is one (ONNX Runtime reads it itself), else its bytes. */
    private record Onnx(Path file, byte[] bytes) {
    }

    private EmbeddingModel(EmbeddingSpec spec, TokenizerReading tokenizer, Onnx onnx, int threads,
                           java.util.function.Supplier<StaticEmbedding> student) throws OrtException, IOException {
        this.spec = spec;
        this.student = student == null ? () -> null : student;
        this.withStudent = student != null;
        this.env = NativeCalls.run(OrtEnvironment::getEnvironment);
        this.session = NativeCalls.run(() -> {
            try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
                options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
                options.setIntraOpNumThreads(threads);
                options.setInterOpNumThreads(1);
                return onnx.file() != null ? env.createSession(onnx.file().toString(), options) : env.createSession(onnx.bytes(), options);
            }
        });
        try {
            this.tokenizer = tokenizer.await();
            Set<String> inputs = session.getInputNames();
            this.wantsTypeIds = inputs.contains("token_type_ids");
            this.dimensions = embed(List.of("x"), "").getFirst().length;
        } catch (IOException | RuntimeException e) {
            try {
                session.close(); // the session's native memory, which nothing else would free
            } catch (OrtException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /**
     * The model the app ships (see {@link EmbeddingSpec#MINILM}). The packaged app keeps its model file in a folder
     * of its own, named by {@value #MODEL_DIR}, and ONNX Runtime reads it from there: read into the Java heap first,
     * the model's bytes were a large new array and a copy of it for the native side, which in a fresh process took
     * longer to make than the session, and raised the peak memory by as much again. Run from the jar (from source, in
     * tests), it is read from the jar's resource.
     */
    public static EmbeddingModel bundled(int threads) throws IOException {
        String name = EmbeddingSpec.MINILM.name();
        String dir = System.getProperty(MODEL_DIR);
        Path file = dir == null ? null : Path.of(dir).resolve(name + ".onnx");
        TokenizerReading.Source tokenizer = () -> {
            try (InputStream tok = EmbeddingModel.class.getResourceAsStream(BUNDLED + name + "-tokenizer.json")) {
                if (tok == null) {
                    throw new IOException("The embedding model is missing from this build of Ephemeris.");
                }
                return WordPieceTokenizer.load(tok);
            }
        };
        if (file != null && Files.isRegularFile(file)) {
            return create(EmbeddingSpec.MINILM, tokenizer, new Onnx(file, null), threads, Student::shared);
        }
        try (InputStream onnx = EmbeddingModel.class.getResourceAsStream(BUNDLED + name + ".onnx")) {
            if (onnx == null) {
                throw new IOException("The embedding model is missing from this build of Ephemeris"
                        + (file == null ? "." : ": no " + file + "."));
            }
            return create(EmbeddingSpec.MINILM, tokenizer, new Onnx(null, onnx.readAllBytes()), threads, Student::shared);
        }
    }

    /** A model from files: {@code dir/<name>.onnx}, which ONNX Runtime reads itself, and {@code dir/<name>-tokenizer.json}. */
    public static EmbeddingModel fromFolder(Path dir, EmbeddingSpec spec, int threads) throws IOException {
        Path file = dir.resolve(spec.name() + ".onnx");
        if (!Files.isRegularFile(file)) {
            throw new IOException("No model file " + file);
        }
        return create(spec, () -> {
            try (InputStream tok = Files.newInputStream(dir.resolve(spec.name() + "-tokenizer.json"))) {
                return WordPieceTokenizer.load(tok);
            }
        }, new Onnx(file, null), threads, null);
    }

    /**
     * The model, with its tokenizer's vocabulary read on a thread of its own while ONNX Runtime makes the session on
     * this one: the two take about the same time in a fresh process, and a call that loads the model waits for both.
     */
    private static EmbeddingModel create(EmbeddingSpec spec, TokenizerReading.Source tokenizer, Onnx onnx, int threads,
                                         java.util.function.Supplier<StaticEmbedding> student) throws IOException {
        TokenizerReading reading = TokenizerReading.start(tokenizer);
        try {
            return new EmbeddingModel(spec, reading, onnx, threads, student);
        } catch (OrtException | UnsatisfiedLinkError | NativeCalls.ShuttingDownException e) {
            throw new IOException("The embedding model could not be started: " + e.getMessage(), e);
        }
    }

    public EmbeddingSpec spec() {
        return spec;
    }

    public int dimensions() {
        return dimensions;
    }

    public float[] embedQuery(String question) throws IOException {
        return embed(List.of(question), spec.queryPrefix()).getFirst();
    }

    /**
     * The languages read into the one shared space: the transformer's own, and the student's when this build has
     * one (codes of {@code wiki.Languages}).
     */
    public Set<String> languages() {
        return withStudent ? Student.bundledLanguages() : spec.languages();
    }

    /** The multilingual student this build ships, when it has one (read on first call). */
    public java.util.Optional<StaticEmbedding> student() {
        return java.util.Optional.ofNullable(student.get());
    }

    /** Whether a text in {@code language} is read by the student rather than by the transformer. */
    public boolean byStudent(String language) {
        return withStudent && language != null && !spec.languages().contains(language)
                && Student.bundledLanguages().contains(language) && student().isPresent();
    }

    /** A question in a known language (empty when unknown): the transformer's languages by it, the student's by the student. */
    public float[] embedQuery(String question, String language) throws IOException {
        return byStudent(language) ? student.get().embed(question) : embedQuery(question);
    }

    /** One vector per text, all in {@code language} (empty when unknown), by the model that reads it. */
    public List<float[]> embedPassages(List<String> texts, String language) throws IOException {
        if (!byStudent(language)) {
            return embedPassages(texts);
        }
        List<float[]> out = new ArrayList<>(texts.size());
        StaticEmbedding s = student.get();
        for (String t : texts) {
            out.add(s.embed(t));
        }
        return out;
    }

    /** One vector per text, in order. */
    public List<float[]> embedPassages(List<String> texts) throws IOException {
        return embed(texts, spec.passagePrefix());
    }

    /**
     * Runs the model on each text alone. The int8 model quantises its activations with one scale per
     * call, taken over every row of the batch, so a text batched with others got a slightly different
     * vector depending on its neighbours: the same passage embedded in a full build and again after an
     * edit of its page disagreed, and the question set's paraphrased top 5 moved between 23 and 25 of 34
     * with the batching alone. Alone, a text's vector depends on the text only, as the question's does;
     * there is no padding either, which made this faster than batches of 32 (decision 0004).
     */
    private List<float[]> embed(List<String> texts, String prefix) throws IOException {
        List<float[]> out = new ArrayList<>(texts.size());
        for (String text : texts) {
            out.add(run(tokenizer.encode(prefix + text, spec.maxTokens())));
        }
        return out;
    }

    /** The model on one text's token ids: its pooled, unit-length vector. */
    private float[] run(int[] ids) throws IOException {
        try {
            return NativeCalls.run(() -> OnnxPass.vector(env, session, wantsTypeIds, spec.pooling(), ids));
        } catch (NativeCalls.ShuttingDownException e) {
            throw new IOException("The embedding model is closed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            NativeCalls.run(() -> {
                session.close();
                return null;
            });
        } catch (OrtException | NativeCalls.ShuttingDownException e) {
            // Closing frees native memory (the process's exit frees it as well); nothing a caller could do.
        }
    }
}
