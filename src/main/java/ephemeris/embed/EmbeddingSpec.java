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
}
