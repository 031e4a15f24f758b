package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.LinkResolver;
import ephemeris.wiki.Page;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every markdown file the index knows, with link resolution over the indexed pages and the reverse
 * of embeds (which pages show a given page's text), so a change to one page re-indexes the pages
 * that embed it. Thread-safe.
 */
public final class Catalog {
    private final Map<String, PageMeta> files = new ConcurrentHashMap<>();
    private final LinkResolver links = new LinkResolver();
    /** Embed target name (lower-case file stem) → pages that embed something by that name. */
    private final Map<String, Set<String>> embedders = new ConcurrentHashMap<>();
    /** Counts changes, so a snapshot of the indexed pages knows whether it still holds. */
    private final java.util.concurrent.atomic.AtomicLong changes = new java.util.concurrent.atomic.AtomicLong();
    private volatile Snapshot indexed = new Snapshot(-1, new IndexedPages(List.of()));

    /** The indexed pages as of one change count. */
    private record Snapshot(long changes, IndexedPages pages) {
    }

    public void put(PageMeta meta) {
        remove(meta.path());
        files.put(meta.path(), meta);
        changes.incrementAndGet();
        if (meta.state() == FileStatus.State.INDEXED) {
            links.add(meta.path());
        }
        for (Page.Embed e : meta.embeds()) {
            embedders.computeIfAbsent(LinkResolver.stemKey(e.target()), k -> ConcurrentHashMap.newKeySet()).add(meta.path());
        }
    }

    public void remove(String path) {
        PageMeta old = files.remove(path);
        if (old == null) {
            return;
        }
        changes.incrementAndGet();
        links.remove(path);
        for (Page.Embed e : old.embeds()) {
            Set<String> s = embedders.get(LinkResolver.stemKey(e.target()));
            if (s != null) {
                s.remove(path);
            }
        }
    }

    public Optional<PageMeta> get(String path) {
        return Optional.ofNullable(files.get(path));
    }

    public boolean isIndexed(String path) {
        PageMeta m = files.get(path);
        return m != null && m.state() == FileStatus.State.INDEXED;
    }

    public Collection<PageMeta> all() {
        return files.values();
    }

    /**
     * The indexed pages, kept between changes: every filtered question reads them, and gathering them from
     * the map each time was a large share of a filtered question's time.
     */
    public IndexedPages indexed() {
        Snapshot s = indexed;
        long now = changes.get();
        if (s.changes() == now) {
            return s.pages();
        }
        // Read after the count: a change while gathering leaves the snapshot behind the count, and the next call gathers again.
        List<PageMeta> pages = new ArrayList<>(files.size());
        for (PageMeta m : files.values()) {
            if (m.state() == FileStatus.State.INDEXED) {
                pages.add(m);
            }
        }
        IndexedPages built = new IndexedPages(pages);
        indexed = new Snapshot(now, built);
        return built;
    }

    public int indexedCount() {
        return (int) files.values().stream().filter(m -> m.state() == FileStatus.State.INDEXED).count();
    }

    public boolean isEmpty() {
        return files.isEmpty();
    }

    /** Resolves a wikilink or embed target to an indexed page's path. */
    public Optional<String> resolve(String target, String from) {
        return links.resolve(target, from);
    }

    /** Pages that embed a page by this path's name: they show its text and must follow its changes. */
    public List<String> embeddersOf(String path) {
        Set<String> s = embedders.get(LinkResolver.stemKey(path));
        return s == null ? List.of() : new ArrayList<>(s);
    }

    /**
     * Every tag of the indexed pages with how many pages carry it, a parent tag counting the pages of the
     * tags nested under it too ("food" counts "food/italian"), by tag: what tag: can filter on.
     */
    public java.util.SortedMap<String, Integer> tagCounts() {
        java.util.SortedMap<String, Integer> out = new java.util.TreeMap<>();
        for (PageMeta m : files.values()) {
            java.util.Set<String> counted = new java.util.HashSet<>();
            for (String tag : m.tags()) {
                String t = tag.toLowerCase(java.util.Locale.ROOT);
                for (int slash = t.indexOf('/'); slash > 0; slash = t.indexOf('/', slash + 1)) {
                    counted.add(t.substring(0, slash));
                }
                counted.add(t);
            }
            counted.forEach(t -> out.merge(t, 1, Integer::sum));
        }
        return out;
    }

    /** Every folder holding indexed pages, with a trailing '/', and how many pages are under it, by path: what path: can filter on. */
    public java.util.SortedMap<String, Integer> folderCounts() {
        java.util.SortedMap<String, Integer> out = new java.util.TreeMap<>();
        for (PageMeta m : files.values()) {
            if (m.state() != FileStatus.State.INDEXED) {
                continue;
            }
            for (int slash = m.path().indexOf('/'); slash > 0; slash = m.path().indexOf('/', slash + 1)) {
                out.merge(m.path().substring(0, slash + 1), 1, Integer::sum);
            }
        }
        return out;
    }
}
