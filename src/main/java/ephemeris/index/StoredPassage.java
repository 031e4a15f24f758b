package ephemeris.index;

import org.apache.lucene.document.Document;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A passage as its stored document holds it: the body's lines paired with their block references (where
 * each block stands on its owner page), and the fields a hit shows and answers read.
 */
final class StoredPassage {
    private StoredPassage() {
    }

    /** The passage of a stored {@code own}, {@code borrowed} or {@code map} document, with its search score. */
    static PassageHit read(Document d, float score) {
        List<PassageHit.BlockText> blocks = blocks(d);
        Map<String, String> fields = new HashMap<>();
        for (String f : new String[]{Fields.TITLE, Fields.ALIASES, Fields.TAGS, Fields.HEADINGS, Fields.PATH, Fields.BODY, Fields.LANG}) {
            String v = d.get(f);
            fields.put(f, v == null ? "" : v);
        }
        String map = d.get(Fields.MAP);
        String mapDescription = d.get(Fields.MAP_DESCRIPTION);
        fields.put(Fields.MAP, map != null ? map : mapDescription != null ? mapDescription : "");
        String heading = d.get(Fields.HEADINGS);
        return new PassageHit(d.get(Fields.PAGE), d.get(Fields.OWNER), score, d.get(Fields.TITLE),
                heading == null ? "" : heading, List.copyOf(blocks),
                Instant.ofEpochSecond(d.getField(Fields.DATE).numericValue().longValue()), fields);
    }

    /** The passage's blocks, each with its text; empty for a document stored without block references. */
    static List<PassageHit.BlockText> blocks(Document d) {
        List<PassageHit.BlockText> blocks = new ArrayList<>();
        String body = d.get(Fields.BODY);
        String refsText = d.get(Fields.BLOCKS);
        if (body != null && refsText != null && !refsText.isEmpty()) {
            String[] lines = body.split("\n", -1);
            String[] refs = refsText.split("\n", -1);
            for (int i = 0; i < refs.length && i < lines.length; i++) {
                blocks.add(BlockRefs.read(lines[i], refs[i]));
            }
        }
        return blocks;
    }
}
