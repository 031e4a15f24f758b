package ephemeris.wiki;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A loaded wiki: its pages, the status of every file under the root, and link resolution the way
 * Obsidian does it (exact path, else the file name anywhere in the vault).
 */
public final class Wiki {
    /** A block shown on {@code page} through an embed, whose text belongs to {@code owner}. */
    public record Borrowed(String owner, Block block) {
    }

    private final Path root;
    private final List<Page> pages;
    private final List<FileStatus> statuses;
    private final Map<String, Page> byPath = new HashMap<>();
    private final LinkResolver links = new LinkResolver();

    public Wiki(Path root, List<Page> pages, List<FileStatus> statuses) {
        this.root = root;
        this.pages = List.copyOf(pages);
        this.statuses = List.copyOf(statuses);
        for (Page p : this.pages) {
            byPath.put(p.path().toLowerCase(Locale.ROOT), p);
            links.add(p.path());
        }
    }

    public Path root() {
        return root;
    }

    public List<Page> pages() {
        return pages;
    }

    public List<FileStatus> statuses() {
        return statuses;
    }

    public Optional<Page> page(String relativePath) {
        return Optional.ofNullable(byPath.get(relativePath.toLowerCase(Locale.ROOT)));
    }

    /** Resolves a link target as written in a wikilink or markdown link, relative to {@code from}. */
    public Optional<Page> resolve(String target, String from) {
        return links.resolve(target, from).flatMap(this::page);
    }

    /**
     * The blocks a page shows through its embeds, each with the page that owns the text. Only direct
     * embeds are followed, so embed cycles (A embeds B embeds A) cannot loop.
     */
    public List<Borrowed> borrowedBlocks(Page page) {
        List<Borrowed> out = new ArrayList<>();
        for (Page.Embed embed : page.embeds()) {
            Optional<Page> target = resolve(embed.target(), page.path());
            if (target.isEmpty() || target.get().path().equals(page.path())) {
                continue;
            }
            Page owner = target.get();
            for (Block b : owner.blocks()) {
                if (matches(embed, b)) {
                    out.add(new Borrowed(owner.path(), b));
                }
            }
        }
        return out;
    }

    private static boolean matches(Page.Embed embed, Block block) {
        if (!embed.blockId().isEmpty()) {
            return embed.blockId().equals(block.blockId());
        }
        if (!embed.heading().isEmpty()) {
            return block.headingPath().stream().anyMatch(h -> h.equalsIgnoreCase(embed.heading())
                    || Slugs.of(h).equals(Slugs.of(embed.heading())));
        }
        return true;
    }
}
