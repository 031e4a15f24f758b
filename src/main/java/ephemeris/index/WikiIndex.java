package ephemeris.index;

import ephemeris.wiki.Block;
import ephemeris.wiki.Languages;
import ephemeris.wiki.Page;
import ephemeris.wiki.Wiki;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The Lucene index of one wiki: section-sized passages, each carrying its page's title, aliases,
 * tags and path so a page-level match lifts every passage of the page. Built in memory; nothing is
 * ever written under the wiki root.
 */
public final class WikiIndex implements AutoCloseable {
    /** A section longer than this is cut into several passages so a long page cannot drown its best part. */
    static final int MAX_PASSAGE_CHARS = 1500;

    /** Told how many pages have been indexed; called from worker threads. */
    @FunctionalInterface
    public interface Progress {
        void pagesIndexed(int done, int total);
    }

    private final Directory directory;
    private final DirectoryReader reader;
    private final IndexSearcher searcher;
    private final Analyzer analyzer;
    private final int passageCount;

    private WikiIndex(Directory directory, Analyzer analyzer) throws IOException {
        this.directory = directory;
        this.analyzer = analyzer;
        this.reader = DirectoryReader.open(directory);
        this.searcher = new IndexSearcher(reader);
        this.passageCount = reader.numDocs();
    }

    public static WikiIndex build(Wiki wiki, Progress progress, BooleanSupplier cancelled) throws IOException {
        Analyzer analyzer = Analyzers.perField();
        Directory dir = new ByteBuffersDirectory();
        IndexWriterConfig config = new IndexWriterConfig(analyzer)
                .setRAMBufferSizeMB(128)
                .setOpenMode(IndexWriterConfig.OpenMode.CREATE);
        Map<String, String> pageMap = PageMap.read(wiki);
        List<Page> pages = wiki.pages();
        AtomicInteger done = new AtomicInteger();
        try (IndexWriter writer = new IndexWriter(dir, config)) {
            pages.parallelStream().forEach(page -> {
                if (cancelled.getAsBoolean()) {
                    return;
                }
                try {
                    writer.addDocuments(documents(wiki, page, pageMap.getOrDefault(page.path(), "")));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                progress.pagesIndexed(done.incrementAndGet(), pages.size());
            });
            writer.commit();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return new WikiIndex(dir, analyzer);
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    public int passageCount() {
        return passageCount;
    }

    /** How many passages hold the term in the field: the basis of a term's rarity. */
    public int docFreq(String field, String term) {
        try {
            return reader.docFreq(new Term(field, term));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public List<PassageHit> search(Query query, int max) throws IOException {
        TopDocs top = searcher.search(query, max);
        StoredFields stored = searcher.storedFields();
        List<PassageHit> hits = new ArrayList<>(top.scoreDocs.length);
        for (ScoreDoc sd : top.scoreDocs) {
            hits.add(toHit(stored.document(sd.doc), sd.score));
        }
        return hits;
    }

    private static PassageHit toHit(Document d, float score) {
        String[] lines = d.get(Fields.BODY).split("\n", -1);
        String[] refs = d.get(Fields.BLOCKS).split("\n", -1);
        List<PassageHit.BlockText> blocks = new ArrayList<>(refs.length);
        for (int i = 0; i < refs.length && i < lines.length; i++) {
            String[] r = refs[i].split("\t", 5);
            blocks.add(new PassageHit.BlockText(lines[i], Integer.parseInt(r[0]), Integer.parseInt(r[1]),
                    Block.Kind.valueOf(r[2]), r[3], r.length > 4 ? r[4] : ""));
        }
        Map<String, String> fields = new HashMap<>();
        for (String f : new String[]{Fields.TITLE, Fields.ALIASES, Fields.TAGS, Fields.HEADINGS, Fields.PATH, Fields.MAP, Fields.BODY}) {
            String v = d.get(f);
            fields.put(f, v == null ? "" : v);
        }
        fields.put(Fields.LANG, d.get(Fields.LANG));
        return new PassageHit(d.get(Fields.PAGE), d.get(Fields.OWNER), score, d.get(Fields.TITLE),
                d.get(Fields.HEADINGS), List.copyOf(blocks),
                Instant.ofEpochSecond(d.getField(Fields.DATE).numericValue().longValue()), fields);
    }

    /** The passages of one page: its own sections, then what it shows through embeds. */
    static List<Document> documents(Wiki wiki, Page page, String mapDescription) {
        List<Document> docs = new ArrayList<>();
        String lang = language(page);
        for (List<Block> passage : passages(page.blocks())) {
            docs.add(document(page, page, passage, mapDescription, lang));
        }
        Map<String, List<Block>> borrowed = new java.util.LinkedHashMap<>();
        for (Wiki.Borrowed b : wiki.borrowedBlocks(page)) {
            borrowed.computeIfAbsent(b.owner(), k -> new ArrayList<>()).add(b.block());
        }
        borrowed.forEach((owner, blocks) -> {
            Page ownerPage = wiki.page(owner).orElse(page);
            for (List<Block> passage : passages(blocks)) {
                docs.add(document(page, ownerPage, passage, mapDescription, lang));
            }
        });
        return docs;
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

    /** The page's language from its prose; "other" for non-Latin scripts. */
    static String language(Page page) {
        StringBuilder sample = new StringBuilder();
        for (Block b : page.blocks()) {
            if (b.isProse()) {
                sample.append(b.text()).append(' ');
                if (sample.length() > 4000) {
                    break;
                }
            }
        }
        String text = sample.toString();
        return Languages.mostlyLatin(text) ? Languages.guess(text) : "other";
    }

    private static Document document(Page listed, Page owner, List<Block> blocks, String mapDescription, String lang) {
        Document d = new Document();
        d.add(new StoredField(Fields.LANG, lang));
        d.add(new StringField(Fields.PAGE, listed.path(), Field.Store.YES));
        d.add(new StoredField(Fields.OWNER, owner.path()));
        d.add(new TextField(Fields.TITLE, listed.title(), Field.Store.YES));
        d.add(new TextField(Fields.ALIASES, String.join(" ; ", listed.aliases()), Field.Store.YES));
        d.add(new TextField(Fields.TAGS, String.join(" ", listed.tags()).replace('/', ' '), Field.Store.YES));
        d.add(new TextField(Fields.PATH, listed.path().replace('/', ' ').replaceAll("(?i)\\.md$", ""), Field.Store.YES));
        d.add(new TextField(Fields.MAP, mapDescription, Field.Store.YES));
        Block first = blocks.getFirst();
        d.add(new TextField(Fields.HEADINGS, String.join(" › ", first.headingPath()), Field.Store.YES));
        StringBuilder body = new StringBuilder();
        StringBuilder refs = new StringBuilder();
        for (Block b : blocks) {
            if (!body.isEmpty()) {
                body.append('\n');
                refs.append('\n');
            }
            body.append(b.text().replace('\n', ' ').replace('\r', ' '));
            refs.append(b.startLine()).append('\t').append(b.endLine()).append('\t').append(b.kind().name())
                    .append('\t').append(b.anchor()).append('\t').append(b.heading().replace('\t', ' ').replace('\n', ' '));
        }
        String text = body.toString();
        d.add(new TextField(Fields.BODY, text, Field.Store.YES));
        d.add(new TextField(Fields.BODY_EXACT, text, Field.Store.NO));
        d.add(new StoredField(Fields.BLOCKS, refs.toString()));
        d.add(new StoredField(Fields.DATE, owner.date().getEpochSecond()));
        return d;
    }

    @Override
    public void close() throws IOException {
        reader.close();
        directory.close();
    }
}
