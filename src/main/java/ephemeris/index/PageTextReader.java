package ephemeris.index;

import ephemeris.wiki.Block;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Reads a page's own passages back from the index as the texts the embedding model reads. It owns what
 * those texts are made of; {@link PassageVectors#TEXT_SCHEME} names that, so a change here goes with a
 * new scheme name and every page is embedded again.
 */
final class PageTextReader {
    private final IndexStore store;
    private final Catalog catalog;

    PageTextReader(IndexStore store, Catalog catalog) {
        this.store = store;
        this.catalog = catalog;
    }

    /**
     * A page's own passages as the model should read them: title, heading path, then the text. After them
     * comes the page itself in a line, its title and the summary its front matter gives (description or
     * summary), embedded as one more vector of its first passage: a short text about the whole page is
     * near questions that name its topic in other words ("a live website inside my documents" → "Embed web
     * pages"), which no section of it may be (decision 0004).
     */
    Optional<PageToEmbed> read(String path, ephemeris.wiki.LanguageFolders folders) {
        Optional<PageMeta> meta = catalog.get(path);
        if (meta.isEmpty()) {
            return Optional.empty();
        }
        return store.withSearcher(s -> {
            BooleanQuery own = new BooleanQuery.Builder()
                    .add(new TermQuery(new Term(Fields.KEY, path)), BooleanClause.Occur.FILTER)
                    .add(new TermQuery(new Term(Fields.KIND, Fields.KIND_OWN)), BooleanClause.Occur.FILTER)
                    .build();
            TopDocs docs = s.search(own, 100_000);
            StoredFields stored = s.storedFields();
            List<Document> passages = new ArrayList<>();
            for (ScoreDoc sd : docs.scoreDocs) {
                passages.add(stored.document(sd.doc));
            }
            passages.sort(Comparator.comparingInt(d -> ordinal(d.get(Fields.PASSAGE_ID))));
            List<String> ids = new ArrayList<>();
            List<String> texts = new ArrayList<>();
            String lang = "";
            if (path.equals(PageMap.PATH)) {
                // The page map lists every page with a line about it, so it is near every question in
                // meaning and would crowd out the pages it describes; its lines already rank those pages.
                passages.clear();
            }
            for (Document d : passages) {
                lang = d.get(Fields.LANG);
                Optional<String> readable = readableBody(d);
                if (readable.isEmpty()) {
                    continue;
                }
                ids.add(d.get(Fields.PASSAGE_ID));
                String heading = d.get(Fields.HEADINGS);
                String title = d.get(Fields.TITLE);
                texts.add((heading == null || heading.isEmpty() || heading.equals(title) ? title : title + " › " + heading)
                        + ": " + readable.get());
            }
            if (!passages.isEmpty()) {
                Document first = passages.getFirst();
                String summary = first.get(Fields.SUMMARY);
                ids.add(first.get(Fields.PASSAGE_ID));
                texts.add(summary == null || summary.isEmpty() ? first.get(Fields.TITLE) : first.get(Fields.TITLE) + ": " + summary);
            }
            String language = lang == null ? "" : lang;
            boolean sure = !language.isEmpty() && language.equals(folders.languageOf(path))
                    || ephemeris.wiki.Languages.byScript(String.join(" ", texts)) != null;
            return Optional.of(new PageToEmbed(path, meta.get().size(), meta.get().modified(),
                    language, sure, List.copyOf(ids), List.copyOf(texts)));
        });
    }

    /**
     * The passage's text without its code blocks and its lists of links, which the model reads as noise:
     * it was trained on sentences, a "See also" list names other pages, and code is found by its words.
     * Leaving them out spends the model's tokens on the prose that says what the passage is about. Empty
     * when nothing but headings is left of a passage that had more: such a passage gets no vector, and
     * its page is still found by its other passages and its title line.
     */
    private static Optional<String> readableBody(Document d) {
        List<PassageHit.BlockText> blocks = StoredPassage.blocks(d);
        if (blocks.isEmpty()) {
            return Optional.ofNullable(d.get(Fields.BODY));
        }
        StringBuilder kept = new StringBuilder();
        boolean dropped = false;
        boolean content = false;
        for (PassageHit.BlockText block : blocks) {
            if (block.kind() == Block.Kind.CODE || block.shape().linksOnly()) {
                dropped = true;
                continue;
            }
            content |= block.kind() != Block.Kind.HEADING;
            if (!kept.isEmpty()) {
                kept.append('\n');
            }
            kept.append(block.text());
        }
        return dropped && !content ? Optional.empty() : Optional.of(kept.toString());
    }

    private static int ordinal(String passageId) {
        return passageId == null ? 0 : Integer.parseInt(passageId.substring(passageId.lastIndexOf('#') + 1));
    }
}
