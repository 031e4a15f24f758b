package ephemeris.index;

import ephemeris.wiki.Block;
import ephemeris.wiki.Languages;
import ephemeris.wiki.LanguageFolders;
import ephemeris.wiki.Page;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.util.BytesRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the Lucene documents of a page: one meta document (what the catalog remembers), one document
 * per section-sized passage, and passages it shows through embeds (cited to their owner).
 */
final class Documents {
    /** A section longer than this is cut into several passages so a long page cannot drown its best part. */
    static final int MAX_PASSAGE_CHARS = 1500;
    /** Exact forms are for matching only: frequencies without positions keep the index small and fast. */
    private static final FieldType EXACT = new FieldType();

    static {
        EXACT.setIndexOptions(IndexOptions.DOCS_AND_FREQS);
        EXACT.setTokenized(true);
        EXACT.setStored(false);
        EXACT.freeze();
    }

    private Documents() {
    }

    static Document meta(PageMeta m) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, m.path(), Field.Store.NO));
        d.add(new StringField(Fields.KIND, Fields.KIND_META, Field.Store.YES));
        d.add(new StoredField(Fields.PAGE, m.path()));
        d.add(new BinaryDocValuesField(Fields.META, new BytesRef(PageMetaCodec.encode(m))));
        return d;
    }

    /** The page's own passages. */
    static List<Document> own(Page page, String lang) {
        List<Document> docs = new ArrayList<>();
        PageText text = PageText.of(page);
        for (List<Block> passage : passages(page.blocks())) {
            Document d = passage(page, text, page, passage, lang, Fields.KIND_OWN);
            d.add(new StringField(Fields.PASSAGE_ID, passageId(page.path(), docs.size()), Field.Store.YES));
            if (docs.isEmpty() && !page.summary().isEmpty()) {
                d.add(new StoredField(Fields.SUMMARY, page.summary()));
            }
            docs.add(d);
        }
        return docs;
    }

    /** Passages {@code listed} shows through an embed, whose text belongs to {@code owner}. */
    static List<Document> borrowed(Page listed, Page owner, List<Block> blocks, String lang) {
        List<Document> docs = new ArrayList<>();
        for (List<Block> passage : passages(blocks)) {
            docs.add(passage(listed, owner, passage, lang, Fields.KIND_BORROWED));
        }
        return docs;
    }

    /** The page map's description of a page, as its own small searchable document. */
    static Document map(String path, String title, String description) {
        Document d = new Document();
        d.add(new StringField(Fields.KIND, Fields.KIND_MAP, Field.Store.YES));
        d.add(new StoredField(Fields.PAGE, path));
        d.add(new SortedDocValuesField(Fields.PAGE_DV, new BytesRef(path)));
        d.add(new SortedDocValuesField(Fields.KIND_DV, new BytesRef(Fields.KIND_MAP)));
        d.add(new StoredField(Fields.OWNER, path));
        d.add(new TextField(Fields.TITLE, title, Field.Store.YES));
        d.add(new TextField(Fields.MAP, description, Field.Store.YES));
        d.add(new StoredField(Fields.DATE, 0L));
        return d;
    }

    /** The id of a page's n-th own passage. */
    static String passageId(String path, int n) {
        return path + "#" + n;
    }

    /** A passage's embedding vector, deleted with its page's other documents when the page changes. */
    static Document vector(String path, String passageId, String lang, float[] vector) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, path, Field.Store.NO));
        d.add(new StringField(Fields.KIND, Fields.KIND_VECTOR, Field.Store.NO));
        d.add(new StoredField(Fields.VECTOR_OF, passageId));
        d.add(new SortedDocValuesField(Fields.PAGE_DV, new BytesRef(path)));
        d.add(new SortedDocValuesField(Fields.KIND_DV, new BytesRef(Fields.KIND_VECTOR)));
        d.add(new SortedDocValuesField(Fields.LANG_DV, new BytesRef(lang)));
        d.add(new KnnFloatVectorField(Fields.VECTOR, vector, VectorSimilarityFunction.DOT_PRODUCT));
        return d;
    }

    /** Marks a page's vectors complete, and whether it has none (no passage the model reads). */
    static Document vectorsDone(String path, String model, boolean none) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, path, Field.Store.NO));
        d.add(new StringField(Fields.KIND, Fields.KIND_VECTORS_DONE, Field.Store.NO));
        d.add(new StoredField(Fields.PAGE, path));
        d.add(new StoredField(Fields.MODEL, model));
        if (none) {
            d.add(new StoredField(Fields.NO_VECTORS, "1"));
        }
        return d;
    }

    /** Cuts blocks into passages at each new section, and inside a section every ~1500 characters. */
    static List<List<Block>> passages(List<Block> blocks) {
        List<List<Block>> out = new ArrayList<>();
        List<Block> current = new ArrayList<>();
        int chars = 0;
        String section = null;
        for (Block b : blocks) {
            String key = String.join("\u0000", b.headingPath());
            boolean newSection = section != null && !section.equals(key);
            if (!current.isEmpty() && (newSection || chars + b.text().length() > MAX_PASSAGE_CHARS)) {
                out.add(current);
                current = new ArrayList<>();
                chars = 0;
            }
            section = key;
            current.add(b);
            chars += b.text().length();
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    /**
     * The page's language: the one its front matter declares, else its language folder's in a wiki
     * organised by language, else the one its prose reads in (empty when that cannot be told).
     */
    static String language(Page page, LanguageFolders folders) {
        if (!page.language().isEmpty()) {
            return page.language();
        }
        String folder = folders.languageOf(page.path());
        return folder.isEmpty() ? languageOfProse(page) : folder;
    }

    private static String languageOfProse(Page page) {
        StringBuilder sample = new StringBuilder();
        for (Block b : page.blocks()) {
            if (b.isProse()) {
                sample.append(b.text()).append(' ');
                if (sample.length() > 2000) {
                    break;
                }
            }
        }
        String text = sample.toString();
        return Languages.guess(text);
    }

    /** The page-level text every passage of a page carries, computed once a page. */
    private record PageText(String title, String aliases, String tags, String path) {
        static PageText of(Page p) {
            String path = p.path().replace('/', ' ');
            if (path.toLowerCase(java.util.Locale.ROOT).endsWith(".md")) {
                path = path.substring(0, path.length() - 3);
            }
            return new PageText(p.title(), String.join(" ; ", p.aliases()), String.join(" ", p.tags()).replace('/', ' '), path);
        }
    }

    private static Document passage(Page listed, Page owner, List<Block> blocks, String lang, String kind) {
        return passage(listed, PageText.of(listed), owner, blocks, lang, kind);
    }

    private static Document passage(Page listed, PageText page, Page owner, List<Block> blocks, String lang, String kind) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, listed.path(), Field.Store.NO));
        d.add(new StringField(Fields.KIND, kind, Field.Store.YES));
        d.add(new StoredField(Fields.OWNER, owner.path()));
        if (kind.equals(Fields.KIND_BORROWED)) {
            // Lets the index drop every passage borrowed from a page when that page changes.
            d.add(new StringField(Fields.OWNER_KEY, owner.path(), Field.Store.NO));
        }
        d.add(new StoredField(Fields.PAGE, listed.path()));
        d.add(new StoredField(Fields.LANG, lang));
        d.add(new SortedDocValuesField(Fields.PAGE_DV, new BytesRef(listed.path())));
        d.add(new SortedDocValuesField(Fields.KIND_DV, new BytesRef(kind)));
        d.add(new SortedDocValuesField(Fields.LANG_DV, new BytesRef(lang)));
        d.add(new TextField(Fields.TITLE, page.title(), Field.Store.YES));
        // Most pages have neither: an empty field indexes no term and changes no statistic, and a hit
        // reads a missing one as empty, so it is left out instead of analysed and stored per passage.
        if (!page.aliases().isEmpty()) {
            d.add(new TextField(Fields.ALIASES, page.aliases(), Field.Store.YES));
        }
        if (!page.tags().isEmpty()) {
            d.add(new TextField(Fields.TAGS, page.tags(), Field.Store.YES));
        }
        d.add(new TextField(Fields.PATH, page.path(), Field.Store.YES));
        Block first = blocks.getFirst();
        d.add(new TextField(Fields.HEADINGS, String.join(" › ", first.headingPath()), Field.Store.YES));
        StringBuilder body = new StringBuilder();
        StringBuilder refs = new StringBuilder();
        for (Block b : blocks) {
            if (!body.isEmpty()) {
                body.append('\n');
                refs.append('\n');
            }
            body.append(BlockRefs.body(b));
            refs.append(BlockRefs.ref(b));
        }
        String text = body.toString();
        d.add(new StoredField(Fields.BODY, text));
        for (Field f : BodyFields.of(text, TextField.TYPE_NOT_STORED, EXACT)) {
            d.add(f);
        }
        d.add(new StoredField(Fields.BLOCKS, refs.toString()));
        d.add(new StoredField(Fields.DATE, owner.date().getEpochSecond()));
        return d;
    }
}
