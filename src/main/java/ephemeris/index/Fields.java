package ephemeris.index;

/** The Lucene document layout: one document per passage (a section, or a slice of a long one). */
public final class Fields {
    /** The page the passage is listed under (keyword, stored). */
    public static final String PAGE = "page";
    /** The page whose text it is: differs from {@link #PAGE} for text shown through an embed (stored). */
    public static final String OWNER = "owner";
    public static final String TITLE = "title";
    public static final String ALIASES = "aliases";
    public static final String HEADINGS = "headings";
    public static final String TAGS = "tags";
    public static final String PATH = "path";
    public static final String BODY = "body";
    /** The same text without stemming, so an exact word outranks a word that only shares its stem. */
    public static final String BODY_EXACT = "body_exact";
    /** The page's one-line description in the wiki's index.md page map, if it has one. */
    public static final String MAP = "map";
    /** Stored only: the blocks of the passage as "start-end:kind:anchor" lines, parallel to the text lines. */
    public static final String BLOCKS = "blocks";
    /** Stored: the page's language guess ("en", "de", "fr", "es", "other" or ""). */
    public static final String LANG = "lang";
    /** Stored only: the page date, epoch seconds. */
    public static final String DATE = "date";
    /** Stored only: 1 when the passage is borrowed through an embed. */
    public static final String BORROWED = "borrowed";

    /** Indexed, not stored: the page path, so all documents of a page are replaced or deleted at once. */
    public static final String KEY = "key";
    /** Indexed and stored: what a document is ({@link #KIND_META}, {@link #KIND_OWN}, {@link #KIND_BORROWED}, {@link #KIND_MAP}). */
    public static final String KIND = "kind";
    public static final String KIND_META = "meta";
    public static final String KIND_OWN = "own";
    public static final String KIND_BORROWED = "borrowed";
    public static final String KIND_MAP = "map";
    /** A passage's embedding vector (meaning search), kept apart from the passage so it can come later. */
    public static final String KIND_VECTOR = "vector";
    /** One per page whose passages all have vectors: what the background embedder has finished. */
    public static final String KIND_VECTORS_DONE = "vectors_done";
    /** Stored on a page's first passage: the page's own summary (front matter description), for meaning search. */
    public static final String SUMMARY = "summary";
    /** Indexed and stored: a passage's id, "path#n", the n-th passage of the page (own passages and their vectors). */
    public static final String PASSAGE_ID = "pid";
    /** Stored on {@link #KIND_VECTOR} documents: the id of the passage the vector is of. */
    public static final String VECTOR_OF = "vector_of";
    /** The vector of a {@link #KIND_VECTOR} document (unit length, compared by dot product). */
    public static final String VECTOR = "vector";
    /** Stored on {@link #KIND_VECTORS_DONE} documents: the embedding model's name. */
    public static final String MODEL = "model";
    /** On a page's vectors-done mark: present when the page was done with no vector (nothing the model reads). */
    public static final String NO_VECTORS = "no_vectors";
    /** Doc values of meta documents: the page's whole catalog entry ({@link PageMetaCodec}). */
    public static final String META = "meta";
    /** Indexed, not stored, on borrowed passages: the owner's path, to drop them when the owner changes. */
    public static final String OWNER_KEY = "owner_key";

    /** Doc values of passages and map documents: page, kind and language, read while grouping hits by
     *  page without loading any stored field. */
    public static final String PAGE_DV = "page_dv";
    public static final String KIND_DV = "kind_dv";
    public static final String LANG_DV = "lang_dv";

    /** Fields searched for question terms, with their boosts. */
    public static final String[] SEARCHED = {TITLE, ALIASES, HEADINGS, TAGS, PATH, BODY, BODY_EXACT, MAP};

    private Fields() {
    }
}
