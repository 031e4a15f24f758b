package ephemeris.index;

import ephemeris.wiki.Block;

import java.time.Instant;
import java.util.List;

/**
 * One passage the index returned for a query, with everything the answer needs to quote and cite it.
 *
 * @param page     the page it is listed under
 * @param owner    the page whose text it is (differs for text shown through an embed)
 * @param score    the Lucene score
 * @param title    the listed page's title
 * @param heading  the heading path of the passage, joined with " › "
 * @param blocks   the blocks of the passage, in order, each with its own text and lines
 * @param date     the owner page's date
 * @param fields   stored field values by field name, for "why it matched"
 */
public record PassageHit(String page, String owner, float score, String title, String heading,
                         List<BlockText> blocks, Instant date, java.util.Map<String, String> fields) {

    /** One block's text, where it is on the owner page, and where it stands in the page's structure. */
    public record BlockText(String text, int startLine, int endLine, Block.Kind kind, String anchor, String heading,
                            Block.Shape shape) {
    }

    public boolean borrowed() {
        return !page.equals(owner);
    }
}
