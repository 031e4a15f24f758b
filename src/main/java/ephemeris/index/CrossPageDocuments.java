package ephemeris.index;

import ephemeris.wiki.Block;
import ephemeris.wiki.LanguageFolders;
import ephemeris.wiki.Page;
import ephemeris.wiki.PageParser;
import ephemeris.wiki.PageReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.TermQuery;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The documents a page gets from other pages: the passages it shows through embeds ("borrowed", cited to
 * the page that holds the text) and the description the wiki's page map gives it. Both follow the other
 * page, so they are refreshed when it changes.
 */
final class CrossPageDocuments {
    private static final Logger LOG = Logger.getLogger(CrossPageDocuments.class.getName());

    private final Path root;
    private final Catalog catalog;
    private final PageReader reader;
    private final PageParser parser;
    /** The page map's description of each page it describes, by path. */
    private volatile Map<String, String> pageMap = Map.of();

    CrossPageDocuments(Path root, Catalog catalog, PageReader reader, PageParser parser) {
        this.root = root;
        this.catalog = catalog;
        this.reader = reader;
        this.parser = parser;
    }

    /** The page map's descriptions, by page path; empty when the wiki has no page map. */
    Map<String, String> pageMap() {
        return pageMap;
    }

    /**
     * Re-indexes what pages show through embeds. Only direct embeds are followed, so embed cycles
     * (A embeds B embeds A) cannot loop.
     */
    void refreshEmbeds(IndexWriter writer, Set<String> pages, LanguageFolders languageFolders) throws IOException {
        Map<String, Optional<Page>> parsed = new HashMap<>();
        for (String path : pages) {
            BooleanQuery borrowedHere = new BooleanQuery.Builder()
                    .add(new TermQuery(new Term(Fields.KEY, path)), BooleanClause.Occur.FILTER)
                    .add(new TermQuery(new Term(Fields.KIND, Fields.KIND_BORROWED)), BooleanClause.Occur.FILTER)
                    .build();
            writer.deleteDocuments(borrowedHere);
            Optional<Page> page = parsed.computeIfAbsent(path, this::parseFromDisk);
            if (page.isEmpty()) {
                continue;
            }
            Map<String, List<Block>> byOwner = new java.util.LinkedHashMap<>();
            for (Page.Embed embed : page.get().embeds()) {
                Optional<String> target = catalog.resolve(embed.target(), path);
                if (target.isEmpty() || target.get().equals(path)) {
                    continue;
                }
                Optional<Page> owner = parsed.computeIfAbsent(target.get(), this::parseFromDisk);
                if (owner.isEmpty()) {
                    continue;
                }
                for (Block b : owner.get().blocks()) {
                    if (embedShows(embed, b)) {
                        byOwner.computeIfAbsent(target.get(), k -> new ArrayList<>()).add(b);
                    }
                }
            }
            for (Map.Entry<String, List<Block>> e : byOwner.entrySet()) {
                Page owner = parsed.get(e.getKey()).orElseThrow();
                writer.addDocuments(Documents.borrowed(page.get(), owner, e.getValue(),
                        Documents.language(page.get(), languageFolders)));
            }
        }
    }

    static boolean embedShows(Page.Embed embed, Block block) {
        if (!embed.blockId().isEmpty()) {
            return embed.blockId().equals(block.blockId());
        }
        if (!embed.heading().isEmpty()) {
            String wanted = ephemeris.wiki.Slugs.of(embed.heading());
            return block.headingPath().stream().anyMatch(h -> h.equalsIgnoreCase(embed.heading()) || ephemeris.wiki.Slugs.of(h).equals(wanted));
        }
        return true;
    }

    /** Re-indexes the descriptions the wiki's page map ({@code index.md}) gives its pages. */
    void refreshPageMap(IndexWriter writer) throws IOException {
        writer.deleteDocuments(new Term(Fields.KIND, Fields.KIND_MAP));
        Optional<Page> map = catalog.isIndexed(PageMap.PATH) ? parseFromDisk(PageMap.PATH) : Optional.empty();
        Map<String, String> descriptions = map.map(p -> PageMap.read(p, catalog::resolve)).orElse(Map.of());
        for (Map.Entry<String, String> e : descriptions.entrySet()) {
            String title = catalog.get(e.getKey()).map(PageMeta::title).orElse(e.getKey());
            writer.addDocument(Documents.map(e.getKey(), title, e.getValue()));
        }
        pageMap = Map.copyOf(descriptions);
    }

    private Optional<Page> parseFromDisk(String path) {
        Path file = root.resolve(path);
        try {
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            PageReader.Result r = reader.read(file);
            if (r.text() == null) {
                return Optional.empty();
            }
            return Optional.of(parser.parse(path, r.text(), Files.getLastModifiedTime(file).toInstant()));
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "Could not read " + path + " for its embeds", e);
            return Optional.empty();
        }
    }
}
