package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Page;

import java.time.Instant;
import java.util.List;

/**
 * What the index remembers of one markdown file, kept in memory for every file: enough to tell whether
 * the file changed since it was indexed, to resolve links and embeds, and to report its status.
 *
 * @param path      relative path
 * @param title     page title (empty for a file that was not indexed)
 * @param size      size in bytes when indexed
 * @param modified  modification time in epoch milliseconds when indexed
 * @param date      the page date (front matter, else modification time)
 * @param state     indexed, skipped or failed
 * @param reason    why it was skipped or failed; empty when indexed
 * @param embeds    the page's embeds of other pages
 * @param tags      the page's tags (front matter and inline, without '#'), for the tag: filter
 * @param links     the page's links to other pages, with their lines, for its related pages
 * @param aliases   the page's front matter aliases: a question that is one of them names the page
 */
public record PageMeta(String path, String title, long size, long modified, Instant date, FileStatus.State state,
                       String reason, List<Page.Embed> embeds, List<String> tags, List<Page.Link> links,
                       List<String> aliases) {
    public PageMeta {
        embeds = List.copyOf(embeds);
        tags = List.copyOf(tags);
        links = List.copyOf(links);
        aliases = List.copyOf(aliases);
    }

    /** The same entry with another modification time ({@link EarlierFormats#READ_AGAIN} has the page read again). */
    PageMeta withModified(long time) {
        return new PageMeta(path, title, size, time, date, state, reason, embeds, tags, links, aliases);
    }

    public FileStatus status() {
        return new FileStatus(path, state, reason, size);
    }

    boolean sameFile(long otherSize, long otherModified) {
        return size == otherSize && modified == otherModified;
    }
}
