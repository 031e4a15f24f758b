package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.LanguageFolders;
import ephemeris.wiki.Page;
import ephemeris.wiki.PageParser;
import ephemeris.wiki.PageReader;
import ephemeris.wiki.WikiScanner;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Indexes one file: its meta document (what the catalog remembers) and its own passages, or the reason it
 * was skipped or failed. Called from the indexing threads, one file each.
 */
final class PageIndexer {
    private static final Logger LOG = Logger.getLogger(PageIndexer.class.getName());

    private final PageReader reader;
    private final PageParser parser;
    private final Catalog catalog;
    private final PassageVectors vectors;

    PageIndexer(PageReader reader, PageParser parser, Catalog catalog, PassageVectors vectors) {
        this.reader = reader;
        this.parser = parser;
        this.catalog = catalog;
        this.vectors = vectors;
    }

    /**
     * Reads, parses and indexes one file, replacing whatever the index held for it; returns the page, or
     * null when the file was skipped or failed (its catalog entry then says why).
     */
    Page index(IndexWriter writer, WikiScanner.Candidate c, LanguageFolders languageFolders) {
        String path = c.relativePath();
        Term key = new Term(Fields.KEY, path);
        try {
            PageReader.Result r = reader.read(c.file());
            if (r.text() == null) {
                PageMeta meta = new PageMeta(path, "", c.size(), c.modifiedMillis(), Instant.ofEpochMilli(c.modifiedMillis()),
                        FileStatus.State.SKIPPED, r.skipReason(), List.of(), List.of(), List.of(), List.of());
                writer.updateDocuments(key, List.of(Documents.meta(meta)));
                catalog.put(meta);
                vectors.forget(path);
                return null;
            }
            Page page = parser.parse(path, r.text(), Instant.ofEpochMilli(c.modifiedMillis()));
            PageMeta meta = new PageMeta(path, page.title(), c.size(), c.modifiedMillis(), page.date(),
                    FileStatus.State.INDEXED, "", page.embeds(), page.tags(), page.links(), page.aliases());
            List<Document> docs = new ArrayList<>();
            docs.add(Documents.meta(meta));
            docs.addAll(Documents.own(page, Documents.language(page, languageFolders)));
            if (catalog.get(path).isEmpty()) {
                // Nothing of this page is in the index yet: a delete-by-term would be wasted work on a first build.
                writer.addDocuments(docs);
            } else {
                writer.updateDocuments(key, docs);
            }
            catalog.put(meta);
            vectors.forget(path);
            return page;
        } catch (IOException e) {
            return failed(writer, c, "cannot read: " + WikiScanner.describe(e));
        } catch (RuntimeException | StackOverflowError e) {
            LOG.warning("Could not parse " + path + "; it is left out of the index (ephemeris status lists why)");
            LOG.log(Level.FINE, "Parse failure detail", e);
            return failed(writer, c, "could not be parsed: " + e.getClass().getSimpleName());
        }
    }

    private Page failed(IndexWriter writer, WikiScanner.Candidate c, String reason) {
        PageMeta meta = new PageMeta(c.relativePath(), "", c.size(), c.modifiedMillis(), Instant.ofEpochMilli(c.modifiedMillis()),
                FileStatus.State.FAILED, reason, List.of(), List.of(), List.of(), List.of());
        try {
            writer.updateDocuments(new Term(Fields.KEY, c.relativePath()), List.of(Documents.meta(meta)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        catalog.put(meta);
        vectors.forget(c.relativePath());
        return null;
    }
}
