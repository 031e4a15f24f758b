package ephemeris.wiki;

import java.time.Instant;
import java.util.List;

/**
 * A parsed wiki page. Immutable; the index and the answer are built from it.
 *
 * @param path     path relative to the root, '/' separators
 * @param title    front matter title, else first H1, else file name without extension
 * @param aliases  front matter aliases
 * @param tags     front matter and inline tags, without '#'
 * @param headings every heading text in order
 * @param blocks   the page's blocks in order
 * @param links    links to other pages: wikilink and markdown link targets (as written, without heading part),
 *                 with the line each is on; links to attachments (a file name with another extension than .md) are left out
 * @param embeds   embeds of other pages' content (![[Page]], ![[Page#Heading]], ![[Page#^id]])
 * @param date     front matter updated/modified/date, else the file's modification time
 * @param lineCount number of source lines
 * @param summary  the page's own one-line summary: front matter description or summary, else empty
 * @param language the language its front matter declares ({@code lang}, {@code language}) as a code, else empty
 */
public record Page(String path, String title, List<String> aliases, List<String> tags, List<String> headings,
                   List<Block> blocks, List<Link> links, List<Embed> embeds, Instant date, int lineCount,
                   String summary, String language) {

    /** A link to another page: its target as written (no heading part) and its 1-based source line. */
    public record Link(String target, int line) {
    }

    /** An embed of (part of) another page. {@code heading} and {@code blockId} are empty when absent. */
    public record Embed(String target, String heading, String blockId, int line) {
    }

    public String fileName() {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? path : path.substring(slash + 1);
    }
}
