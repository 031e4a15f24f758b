package ephemeris.embed;

/**
 * How to use one sentence-embedding model: how token vectors become one vector, what each side of a
 * search is prefixed with (some models are trained with "query: " / "passage: " markers), and how many
 * tokens of a passage are read (cost grows with length; the start of a passage carries its topic).
 *
 * @param name          the model's name, stored in the index so vectors of another model are never mixed in
 * @param pooling       how token vectors are combined
 * @param queryPrefix   put before a question
 * @param passagePrefix put before a passage
 * @param maxTokens     tokens read of a passage, [CLS] and [SEP] included
 * @param languages     the languages it was trained on (codes of {@code wiki.Languages}): its vectors of text in
 *                      others are close by accident, so questions in those are searched by their words alone
 */
public record EmbeddingSpec(String name, Pooling pooling, String queryPrefix, String passagePrefix, int maxTokens,
                            java.util.Set<String> languages) {

    private static final java.util.Set<String> ENGLISH = java.util.Set.of("en");

    public enum Pooling { MEAN, CLS }

    /** The model the app ships: sentence-transformers all-MiniLM-L6-v2, int8-quantised (docs/decisions/0004). */
    public static final EmbeddingSpec MINILM = new EmbeddingSpec("all-minilm-l6-v2-q", Pooling.MEAN, "", "", 128, ENGLISH);
    /** Compared: the same model unquantised (float32, 90 MB). */
    public static final EmbeddingSpec MINILM_FULL = new EmbeddingSpec("all-minilm-l6-v2", Pooling.MEAN, "", "", 128, ENGLISH);
    /** Compared: BAAI bge-small-en-v1.5, int8-quantised. */
    public static final EmbeddingSpec BGE_SMALL = new EmbeddingSpec("bge-small-en-v1.5-q", Pooling.CLS,
            "Represent this sentence for searching relevant passages: ", "", 128, ENGLISH);
    /** Compared: intfloat e5-small-v2, int8-quantised. */
    public static final EmbeddingSpec E5_SMALL = new EmbeddingSpec("e5-small-v2-q", Pooling.MEAN, "query: ", "passage: ", 128, ENGLISH);

    /** One of the known models by name. */
    public static EmbeddingSpec named(String name) {
        for (EmbeddingSpec s : new EmbeddingSpec[]{MINILM, MINILM_FULL, BGE_SMALL, E5_SMALL}) {
            if (s.name().equals(name)) {
                // The comparison also tries other passage lengths (-Dephemeris.embedding.tokens).
                return new EmbeddingSpec(s.name(), s.pooling(), s.queryPrefix(), s.passagePrefix(),
                        Integer.getInteger("ephemeris.embedding.tokens", s.maxTokens()), s.languages());
            }
        }
        throw new IllegalArgumentException("unknown embedding model: " + name);
    }
}
