package ephemeris.engine;

import ephemeris.index.Catalog;
import ephemeris.index.PageMeta;
import ephemeris.index.PassageVectors;
import ephemeris.index.WikiIndex;
import ephemeris.wiki.FileStatus;
import ephemeris.wiki.LinkResolver;
import ephemeris.wiki.Page;
import ephemeris.wiki.PageReader;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Finds a page's {@link RelatedPages} from the catalog's links and the index's passage vectors. */
final class RelatedFinder {
    /** Pages listed as near in meaning. */
    static final int SIMILAR = 10;
    /** Passages compared with the page's mean vector: enough to find its ten nearest pages. */
    private static final int NEAREST_PASSAGES = 80;
    /** A linking line is shown up to this many characters. */
    private static final int LINE_SHOWN = 240;

    private final WikiIndex index;
    private final Path root;
    private final long maxPageBytes;

    RelatedFinder(WikiIndex index, Path root, long maxPageBytes) {
        this.index = index;
        this.root = root;
        this.maxPageBytes = maxPageBytes;
    }

    /**
     * @param typed the page's path as the user gave it: relative to the wiki (with or without ".md"), or absolute inside it
     * @throws WikiException of kind NOT_FOUND for a path outside the wiki or not indexed
     */
    RelatedPages find(String typed) throws WikiException {
        String path = page(typed);
        Catalog catalog = index.catalog();
        PageMeta meta = catalog.get(path).orElseThrow(() -> new WikiException(WikiException.Kind.NOT_FOUND,
                typed + " was removed from the wiki at " + root + "."));
        return new RelatedPages(path, meta.title(), backlinks(path), links(meta), similar(path), index.vectors().done(path));
    }

    /** The indexed page a typed path names. */
    String page(String typed) throws WikiException {
        String t = typed == null ? "" : typed.strip();
        if (t.isEmpty()) {
            throw new WikiException(WikiException.Kind.USAGE, "Name a page of the wiki, as in \"Folder/Page.md\".");
        }
        Path given;
        try {
            given = Path.of(t.replace('\\', '/'));
        } catch (java.nio.file.InvalidPathException e) {
            throw new WikiException(WikiException.Kind.USAGE, "\"" + typed + "\" is no page path: name a page of the wiki, as in \"Folder/Page.md\".");
        }
        String relative;
        if (given.isAbsolute()) {
            Path normal = given.normalize();
            if (!normal.startsWith(root)) {
                throw new WikiException(WikiException.Kind.NOT_FOUND, typed + " is outside the wiki at " + root + ".");
            }
            relative = root.relativize(normal).toString().replace('\\', '/');
        } else {
            relative = t.replace('\\', '/');
            while (relative.startsWith("./")) {
                relative = relative.substring(2);
            }
            if (given.normalize().startsWith("..")) {
                throw new WikiException(WikiException.Kind.NOT_FOUND, typed + " is outside the wiki at " + root + ".");
            }
        }
        Catalog catalog = index.catalog();
        for (String candidate : List.of(relative, relative + ".md")) {
            if (catalog.isIndexed(candidate)) {
                return candidate;
            }
        }
        throw new WikiException(WikiException.Kind.NOT_FOUND, typed + " is not an indexed page of the wiki at " + root
                + " (`ephemeris status` lists what is indexed and why files are left out).");
    }

    private List<RelatedPages.Backlink> backlinks(String path) {
        Catalog catalog = index.catalog();
        String stem = LinkResolver.stemKey(path);
        List<PageMeta> pages = new ArrayList<>(catalog.all());
        pages.sort(Comparator.comparing(PageMeta::path));
        List<RelatedPages.Backlink> out = new ArrayList<>();
        for (PageMeta m : pages) {
            if (m.state() != FileStatus.State.INDEXED || m.path().equals(path)) {
                continue;
            }
            List<String> lines = null;
            int lastLine = -1;
            for (Page.Link l : linksAndEmbeds(m)) {
                // A link can only resolve to a page of the same file name: most links are passed over unresolved.
                if (l.line() == lastLine || !LinkResolver.stemKey(l.target()).equals(stem)
                        || !catalog.resolve(l.target(), m.path()).map(path::equals).orElse(false)) {
                    continue;
                }
                if (lines == null) {
                    lines = lines(m.path());
                }
                lastLine = l.line();
                String text = l.line() - 1 < lines.size() ? lines.get(l.line() - 1).strip() : "";
                out.add(new RelatedPages.Backlink(m.path(), m.title(), l.line(),
                        text.length() <= LINE_SHOWN ? text : text.substring(0, LINE_SHOWN) + "…"));
            }
        }
        return out;
    }

    /** A page's links and embeds (an embed links to the page it shows), in line order. */
    private static List<Page.Link> linksAndEmbeds(PageMeta m) {
        List<Page.Link> all = new ArrayList<>(m.links());
        m.embeds().forEach(e -> all.add(new Page.Link(e.target(), e.line())));
        all.sort(Comparator.comparingInt(Page.Link::line));
        return all;
    }

    private List<String> lines(String path) {
        try {
            PageReader.Result r = new PageReader(maxPageBytes).read(root.resolve(path));
            return r.text() == null ? List.of() : r.text().lines().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private List<RelatedPages.Link> links(PageMeta meta) {
        Catalog catalog = index.catalog();
        Map<String, RelatedPages.Link> byTarget = new LinkedHashMap<>();
        for (Page.Link l : linksAndEmbeds(meta)) {
            Optional<String> to = catalog.resolve(l.target(), meta.path());
            String key = to.orElse(l.target()).toLowerCase(Locale.ROOT);
            byTarget.computeIfAbsent(key, k -> to.map(p -> new RelatedPages.Link(p, catalog.get(p).map(PageMeta::title).orElse(p), true))
                    .orElseGet(() -> new RelatedPages.Link(l.target(), l.target().substring(l.target().lastIndexOf('/') + 1), false)));
        }
        return List.copyOf(byTarget.values());
    }

    private List<RelatedPages.Similar> similar(String path) {
        List<float[]> vectors = index.vectors().of(path);
        if (vectors.isEmpty()) {
            return List.of();
        }
        float[] mean = new float[vectors.getFirst().length];
        for (float[] v : vectors) {
            for (int i = 0; i < mean.length; i++) {
                mean[i] += v[i];
            }
        }
        double norm = 0;
        for (float x : mean) {
            norm += x * x;
        }
        norm = Math.sqrt(norm);
        if (norm == 0) {
            return List.of();
        }
        for (int i = 0; i < mean.length; i++) {
            mean[i] /= (float) norm;
        }
        Map<String, Double> best = new HashMap<>();
        // The page's own passages are among the nearest too: ask for that many more.
        List<PassageVectors.Near> near = index.vectors().nearest(mean, NEAREST_PASSAGES + vectors.size());
        // In a wiki of several languages the page's translations sit next to it: pages in its own language are
        // asked for too, and another language's page must be clearly nearer to be listed with them.
        String language = near.stream().filter(n -> n.page().equals(path)).map(PassageVectors.Near::lang).findFirst().orElse("");
        if (!language.isEmpty() && near.stream().anyMatch(n -> !n.lang().isEmpty() && !n.lang().equals(language))) {
            near = index.vectors().nearest(mean, NEAREST_PASSAGES + vectors.size(), language);
        }
        for (PassageVectors.Near n : near) {
            if (!n.page().equals(path) && !n.page().isEmpty()) {
                best.merge(n.page(), n.judgedFor(language), Math::max);
            }
        }
        Catalog catalog = index.catalog();
        return best.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(SIMILAR)
                .map(e -> new RelatedPages.Similar(e.getKey(), catalog.get(e.getKey()).map(PageMeta::title).orElse(e.getKey()),
                        Math.round(e.getValue() * 1000) / 1000.0))
                .toList();
    }
}
